/**
 * A batch must decide exactly what its requests would have decided one at a time, each seeing
 * the chats as the one before left them. The reference below decides one request per call and
 * applies its changes before the next; random crowds (rooms, roles, blocks, people asking twice,
 * heartbeats with their waiting chat) must come out the same.
 */
import { describe, expect, it } from "vitest";
import type { ChatRole } from "../../shared/api.js";
import { decideMatches, type Changes, type MatchRequest, type MatchSettings } from "./match-decision.js";
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
  return { chats, blocks, requests, now, newId };
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
  return [...byId.values()];
}

const sorted = (chats: ChatRow[]) => [...chats].sort((a, b) => a.id.localeCompare(b.id));

describe("deciding matches in a batch", () => {
  it.each(Array.from({ length: 200 }, (_, seed) => seed + 1))(
    "decides what one request at a time would have decided (crowd %i)",
    (seed) => {
      const batchWorld = scenario(seed);
      const batch = decideMatches(
        batchWorld.requests,
        { chats: batchWorld.chats, blocks: batchWorld.blocks },
        SETTINGS,
        batchWorld.now,
        batchWorld.newId,
      );

      const oneWorld = scenario(seed);
      let chats = oneWorld.chats;
      const decisions = oneWorld.requests.map((request) => {
        const single = decideMatches(
          [request],
          { chats, blocks: oneWorld.blocks },
          SETTINGS,
          oneWorld.now,
          oneWorld.newId,
        );
        chats = apply(chats, single.changes, oneWorld.now);
        return single.decisions[0];
      });

      expect(batch.decisions).toEqual(decisions);
      expect(sorted(apply(batchWorld.chats, batch.changes, batchWorld.now))).toEqual(sorted(chats));
    },
  );

  it("seats each person asking once in one chat at most, never with themselves or across a block", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const world = scenario(seed);
      // As the chat page asks: once each, and naming the chat they wait in, if they have one.
      const owns = (r: MatchRequest) => world.chats.some((chat) => chat.participant1Id === r.userId);
      const once = world.requests
        .filter((r, i) => world.requests.findIndex((o) => o.userId === r.userId) === i)
        .filter((r) => r.waitingChatId || !owns(r));
      const { changes } = decideMatches(once, world, SETTINGS, world.now, world.newId);
      const after = new Map(apply(world.chats, changes, world.now).map((chat) => [chat.id, chat]));
      const touched = [...changes.created.map((c) => c.id), ...changes.joined.map((j) => j.chatId)]
        .map((id) => after.get(id)!)
        .filter((chat) => chat.status === "active");
      const seats = touched.flatMap((chat) => [chat.participant1Id, chat.participant2Id]).filter(Boolean);
      expect(new Set(seats).size).toBe(seats.length);
      for (const chat of touched.filter((c) => c.matchStatus === "matched")) {
        expect(chat.participant1Id).not.toBe(chat.participant2Id);
        const blocked = world.blocks.some(
          ([a, b]) =>
            (a === chat.participant1Id && b === chat.participant2Id) ||
            (b === chat.participant1Id && a === chat.participant2Id),
        );
        expect(blocked).toBe(false);
      }
    }
  });
});
