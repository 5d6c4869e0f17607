/**
 * A batch must decide exactly what its requests would have decided one at a time, each seeing
 * the chats as the one before left them. The reference below decides one request per call and
 * applies its changes before the next; random crowds (rooms, roles, blocks, people asking twice,
 * heartbeats with their waiting chat, someone a moderator has held) must come out the same.
 */
import { describe, expect, it } from "vitest";
import type { ChatRole } from "../../shared/api.js";
import { decideMatches } from "./match-decision.js";
import type { Changes, MatchRequest, MatchSettings } from "./match-types.js";
import type { ChatRow } from "./views.js";

const SETTINGS: MatchSettings = { widenToGroupAfterMs: 30_000, widenToAnyAfterMs: 90_000, ownerGraceMs: 30_000 };
const ROOMS = ["late-night", "existential", "tiny-wins", "heartbreak-anonymous", "burnout-zone"];
const ROLES: ChatRole[] = ["talk", "listen", "both"];

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(list: T[]): T => list[Math.floor(next() * list.length)]! };
}

function scenario(seed: number) {
  const rnd = random(seed);
  const now = new Date("2026-11-23T12:00:00Z");
  const people = Array.from({ length: 12 }, (_, i) => `person-${i}`);
  let ids = 0;
  const newId = () => `chat-${seed}-${ids++}`;
  const chats: ChatRow[] = people.slice(0, 6).map((owner) => {
    const waitedMs = rnd.next() * 120_000;
    const at = new Date(now.getTime() - waitedMs);
    const stale = rnd.next() < 0.15;
    return {
      id: newId(),
      status: "active",
      matchStatus: "waiting",
      themeId: rnd.pick(ROOMS),
      participant1Id: owner,
      participant2Id: null,
      participant1Role: rnd.pick(ROLES),
      participant2Role: null,
      ownerSeenAt: rnd.next() < 0.15 ? new Date(now.getTime() - 60_000) : at,
      matchedAt: null,
      endedAt: null,
      endedBy: null,
      lastSeq: Math.floor(rnd.next() * 5),
      matchedSeq: 0,
      tokensEarned: 0,
      crisisOpenedAt: null,
      messagesDeletedAt: null,
      createdAt: at,
      updatedAt: stale ? new Date(now.getTime() - 11 * 60_000) : at,
    };
  });
  const blocks: [string, string][] = Array.from({ length: 4 }, () => [rnd.pick(people), rnd.pick(people)]);
  const requests: MatchRequest[] = Array.from({ length: 14 }, () => {
    const userId = rnd.pick(people);
    const own = chats.find((chat) => chat.participant1Id === userId);
    const heartbeat = own && rnd.next() < 0.6;
    return {
      userId,
      themeId: heartbeat && rnd.next() < 0.8 ? own.themeId : rnd.pick(ROOMS),
      role: rnd.pick(ROLES),
      waitingChatId: heartbeat ? own.id : undefined,
    };
  });
  // Someone a moderator has held or warned: their waiting chat stays, but nobody may join it.
  const notClear = new Set([rnd.pick(people)]);
  return {
    chats,
    keptApart: blocks,
    notClear,
    reunions: new Set<string>(),
    saidSinceMatch: new Set<string>(),
    requests,
    now,
    newId,
  };
}

/** Applies one request's changes to the chats, as the database would have stored them. */
function apply(chats: ChatRow[], changes: Changes, now: Date): ChatRow[] {
  const byId = new Map(chats.map((chat) => [chat.id, { ...chat }]));
  for (const chat of changes.created) byId.set(chat.id, { ...chat });
  for (const id of changes.kept) Object.assign(byId.get(id)!, { ownerSeenAt: now, updatedAt: now });
  for (const j of changes.joined) {
    const chat = byId.get(j.chatId)!;
    Object.assign(chat, {
      participant2Id: j.userId,
      participant2Role: j.role,
      matchStatus: "matched",
      matchedAt: now,
      matchedSeq: chat.lastSeq,
      updatedAt: now,
    });
  }
  for (const id of changes.retired)
    Object.assign(byId.get(id)!, { matchStatus: "expired", status: "completed", endedAt: now, updatedAt: now });
  for (const { chatId, endedBy } of changes.left) {
    const chat = byId.get(chatId)!;
    const matchStatus = endedBy === null ? "inactive" : chat.matchStatus;
    Object.assign(chat, { status: "completed", matchStatus, endedBy, endedAt: now, updatedAt: now });
  }
  return [...byId.values()];
}

/** The two people of each conversation a request left: as the database's just-ended chats, kept apart next. */
const leftPairs = (chats: ChatRow[], changes: Changes): [string, string][] =>
  changes.left.map(({ chatId }) => {
    const chat = chats.find((c) => c.id === chatId)!;
    return [chat.participant1Id!, chat.participant2Id!];
  });

const sorted = (chats: ChatRow[]) => [...chats].sort((a, b) => a.id.localeCompare(b.id));

describe("deciding matches in a batch", () => {
  it.each(Array.from({ length: 200 }, (_, seed) => seed + 1))(
    "decides what one request at a time would have decided (crowd %i)",
    (seed) => {
      const batchWorld = scenario(seed);
      const batch = decideMatches(
        batchWorld.requests,
        {
          chats: batchWorld.chats,
          keptApart: batchWorld.keptApart,
          notClear: batchWorld.notClear,
          reunions: batchWorld.reunions,
          saidSinceMatch: batchWorld.saidSinceMatch,
        },
        SETTINGS,
        batchWorld.now,
        batchWorld.newId,
      );

      const oneWorld = scenario(seed);
      let chats = oneWorld.chats;
      let keptApart = oneWorld.keptApart;
      const decisions = oneWorld.requests.map((request) => {
        const single = decideMatches(
          [request],
          {
            chats,
            keptApart,
            notClear: oneWorld.notClear,
            reunions: oneWorld.reunions,
            saidSinceMatch: oneWorld.saidSinceMatch,
          },
          SETTINGS,
          oneWorld.now,
          oneWorld.newId,
        );
        keptApart = [...keptApart, ...leftPairs(chats, single.changes)];
        chats = apply(chats, single.changes, oneWorld.now);
        return single.decisions[0];
      });

      expect(batch.decisions).toEqual(decisions);
      expect(sorted(apply(batchWorld.chats, batch.changes, batchWorld.now))).toEqual(sorted(chats));
    },
  );

  it("seats each person asking once in one chat at most, never with themselves, across a block or with someone not clear", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const world = scenario(seed);
      // Once each; an owner may ask without naming their waiting chat (a search begun from another page).
      const once = world.requests.filter((r, i) => world.requests.findIndex((o) => o.userId === r.userId) === i);
      const { changes } = decideMatches(once, world, SETTINGS, world.now, world.newId);
      const after = new Map(apply(world.chats, changes, world.now).map((chat) => [chat.id, chat]));
      const touched = [...changes.created.map((c) => c.id), ...changes.joined.map((j) => j.chatId)]
        .map((id) => after.get(id)!)
        .filter((chat) => chat.status === "active");
      const seats = touched.flatMap((chat) => [chat.participant1Id, chat.participant2Id]).filter(Boolean);
      expect(new Set(seats).size).toBe(seats.length);
      for (const chat of touched.filter((c) => c.matchStatus === "matched")) {
        expect(chat.participant1Id).not.toBe(chat.participant2Id);
        const blocked = world.keptApart.some(
          ([a, b]) =>
            (a === chat.participant1Id && b === chat.participant2Id) ||
            (b === chat.participant1Id && a === chat.participant2Id),
        );
        expect(blocked).toBe(false);
      }
      for (const { chatId } of changes.joined)
        expect(world.notClear.has(after.get(chatId)!.participant1Id!)).toBe(false);
    }
  });
});

describe("a new search by someone whose waiting chat was just joined", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const chat = (id: string, fields: Partial<ChatRow>): ChatRow => ({
    id,
    status: "active",
    matchStatus: "waiting",
    themeId: "late-night",
    participant1Id: null,
    participant2Id: null,
    participant1Role: "both",
    participant2Role: null,
    ownerSeenAt: ago(1_000),
    matchedAt: null,
    endedAt: null,
    endedBy: null,
    lastSeq: 0,
    matchedSeq: 0,
    tokensEarned: 0,
    crisisOpenedAt: null,
    messagesDeletedAt: null,
    createdAt: ago(20_000),
    updatedAt: ago(1_000),
    ...fields,
  });
  const joined = (id: string, owner: string, partner: string, matchedAgoMs: number) =>
    chat(id, {
      participant1Id: owner,
      participant2Id: partner,
      participant2Role: "both",
      matchStatus: "matched",
      matchedAt: ago(matchedAgoMs),
      updatedAt: ago(matchedAgoMs),
    });
  // Someone else is waiting in the same room, so a search that is not captured finds a partner.
  const otherWaiting = chat("other-waiting", { participant1Id: "stranger" });
  const search: MatchRequest = { userId: "owner", themeId: "late-night", role: "both" };
  /** `said`: the conversations something was written in since their match. */
  const decide = (requests: MatchRequest[], chats: ChatRow[], said: string[] = []) => {
    let ids = 0;
    return decideMatches(
      requests,
      { chats, keptApart: [], notClear: new Set(), reunions: new Set(), saidSinceMatch: new Set(said) },
      SETTINGS,
      now,
      () => `new-${ids++}`,
    );
  };

  it("is answered with that chat, and the owner's other waiting chats retire", () => {
    const stray = chat("stray", { participant1Id: "owner", themeId: "tiny-wins" });
    const { decisions, changes } = decide(
      [search],
      [joined("just-joined", "owner", "partner", 5_000), stray, otherWaiting],
    );
    expect(decisions).toEqual([{ chatId: "just-joined", matchedNow: false, createdNow: false, retired: ["stray"] }]);
    expect(changes).toEqual({ created: [], kept: [], joined: [], retired: ["stray"], left: [] });
  });

  it("is answered with it when the partner joined earlier in the same batch", () => {
    const mine = chat("mine", { participant1Id: "owner" });
    const { decisions, changes } = decide([{ userId: "partner", themeId: "late-night", role: "both" }, search], [mine]);
    expect(decisions).toEqual([
      { chatId: "mine", matchedNow: true, createdNow: false, retired: [] },
      { chatId: "mine", matchedNow: false, createdNow: false, retired: [] },
    ]);
    expect(changes.created).toEqual([]);
    expect(changes.retired).toEqual([]);
  });

  it("is not captured by a chat joined longer ago than the owner's grace, which it leaves", () => {
    const earlier = joined("earlier", "owner", "partner", SETTINGS.ownerGraceMs + 1);
    const { decisions } = decide([search], [earlier, otherWaiting]);
    expect(decisions).toEqual([{ chatId: "other-waiting", matchedNow: true, createdNow: false, retired: ["earlier"] }]);
  });

  it("is answered with the chat the same search took the second seat of (another tab asking at once)", () => {
    const seated = joined("seated", "partner", "owner", 5_000);
    const { decisions, changes } = decide([search], [seated, otherWaiting]);
    expect(decisions).toEqual([{ chatId: "seated", matchedNow: false, createdNow: false, retired: [] }]);
    expect(changes.left).toEqual([]);
  });

  it("is not captured by a chat in another room, which it leaves: the search is for the room asked for", () => {
    const elsewhere = { ...joined("elsewhere", "owner", "partner", 5_000), themeId: "tiny-wins" };
    const { decisions, changes } = decide([search], [elsewhere, otherWaiting]);
    expect(decisions).toEqual([
      { chatId: "other-waiting", matchedNow: true, createdNow: false, retired: ["elsewhere"] },
    ]);
    expect(changes.left).toEqual([{ chatId: "elsewhere", endedBy: "owner" }]);
  });

  it("is not captured by a conversation already under way, which it leaves", () => {
    const talking = { ...joined("talking", "owner", "partner", 5_000), lastSeq: 3, matchedSeq: 1 };
    const { decisions, changes } = decide([search], [talking, otherWaiting], ["talking"]);
    expect(decisions).toEqual([{ chatId: "other-waiting", matchedNow: true, createdNow: false, retired: ["talking"] }]);
    expect(changes.left).toEqual([{ chatId: "talking", endedBy: "owner" }]);
  });

  it("is answered with it when only system lines came after the match (the crisis line posted at it)", () => {
    // crisis/before-match.ts posts a line per seat in crisis right after the match seq.
    const withCrisisLines = { ...joined("crisis-at-match", "partner", "owner", 5_000), lastSeq: 4, matchedSeq: 2 };
    const { decisions, changes } = decide([search], [withCrisisLines, otherWaiting]);
    expect(decisions).toEqual([{ chatId: "crisis-at-match", matchedNow: false, createdNow: false, retired: [] }]);
    expect(changes.left).toEqual([]);
  });

  it("leaves a conversation from the second seat too, and keeps the two apart in the same batch", () => {
    const talking = { ...joined("talking", "partner", "owner", 60_000), lastSeq: 2 };
    const partnerWaits = chat("partner-waits", { participant1Id: "partner" });
    const { decisions, changes } = decide([search], [talking, partnerWaits]);
    expect(decisions).toEqual([{ chatId: "new-0", matchedNow: false, createdNow: true, retired: ["talking"] }]);
    expect(changes.left).toEqual([{ chatId: "talking", endedBy: "owner" }]);
  });

  it("makes a conversation quiet past the expiry inactive rather than ended by the person", () => {
    const quiet = { ...joined("quiet", "owner", "partner", 11 * 60_000), lastSeq: 2 };
    const { changes } = decide([search], [quiet, otherWaiting]);
    expect(changes.left).toEqual([{ chatId: "quiet", endedBy: null }]);
  });

  it("neither answers with nor leaves a reunion, which waits to be joined", () => {
    const reunion = joined("reunion", "owner", "partner", 5_000);
    let ids = 0;
    const { decisions, changes } = decideMatches(
      [search],
      {
        chats: [reunion, otherWaiting],
        keptApart: [],
        notClear: new Set(),
        reunions: new Set(["reunion"]),
        saidSinceMatch: new Set(),
      },
      SETTINGS,
      now,
      () => `new-${ids++}`,
    );
    expect(decisions).toEqual([{ chatId: "other-waiting", matchedNow: true, createdNow: false, retired: [] }]);
    expect(changes.left).toEqual([]);
  });

  it("is not captured by a chat that has ended", () => {
    const ended = { ...joined("ended", "owner", "partner", 5_000), status: "completed" as const, endedAt: ago(1_000) };
    const { decisions } = decide([search], [ended, otherWaiting]);
    expect(decisions).toEqual([{ chatId: "other-waiting", matchedNow: true, createdNow: false, retired: [] }]);
  });
});
