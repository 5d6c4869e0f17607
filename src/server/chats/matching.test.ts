/**
 * The matcher's rules, decided in the database: the same room first, the oldest waiting chat, a
 * complementary role, wider after a wait, never across a block or straight back to a partner who
 * just left, with oneself or with someone a
 * moderator has sanctioned. Under contention:
 * matching-contention.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ChatRole } from "../../shared/api.js";
import type { Viewer } from "../auth/viewer.js";
import { blocks, chats, sanctions } from "../db/schema.js";
import { createPeople } from "../testing/people.js";
import { databaseKinds, serverForSuite } from "../testing/server.js";
import { DEFAULT_MATCH_SETTINGS, RECENT_PARTNERS_MS, findMatch, findMatches } from "./matching.js";

describe.each(databaseKinds)("matching on the %s database", (kind) => {
  const settings = DEFAULT_MATCH_SETTINGS;
  const server = serverForSuite({ kind });
  // Each case starts with nobody waiting, so a wider search cannot find an earlier case's chat.
  beforeEach(async () => {
    await server.database.db.update(chats).set({ status: "completed" }).where(eq(chats.matchStatus, "waiting"));
  });

  const db = () => server.database.db;
  const people = (n: number) => createPeople(db(), n);
  const ask = (person: Viewer, themeId: string, role: ChatRole = "both", waitingChatId?: string) =>
    findMatch(db(), { userId: person.id, themeId, role, waitingChatId }, settings);
  const row = async (id: string) => (await db().select().from(chats).where(eq(chats.id, id)))[0]!;
  const age = (id: string, column: "created_at" | "updated_at" | "owner_seen_at", seconds: number) =>
    db().execute(
      sql`update chats set ${sql.identifier(column)} = now() - make_interval(secs => ${seconds}) where id = ${id}`,
    );
  const block = (a: Viewer, b: Viewer) => db().insert(blocks).values({ blockerId: a.id, blockedId: b.id });

  it("pairs the second person with the first one waiting in the same room", async () => {
    const [first, second] = await people(2);
    const waiting = await ask(first!, "late-night");
    expect(waiting).toMatchObject({ matchedNow: false, chat: { matchStatus: "waiting", participant2Id: null } });
    const joined = await ask(second!, "late-night");
    expect(joined.matchedNow).toBe(true);
    expect(joined.chat).toMatchObject({
      id: waiting.chat.id,
      matchStatus: "matched",
      participant1Id: first!.id,
      participant2Id: second!.id,
    });
  });

  it("stores every chat a batch opens exactly as it answers it", async () => {
    const rooms = ["late-night", "burnout-zone", "heartbreak-anonymous"];
    const askers = await people(rooms.length);
    const roles: ChatRole[] = ["talk", "listen", "both"];
    const settled = await findMatches(
      db(),
      askers.map((person, i) => ({ userId: person.id, themeId: rooms[i]!, role: roles[i]! })),
      settings,
    );
    const outcomes = settled.map((outcome) => (outcome.ok ? outcome.value : expect.unreachable()));
    expect(outcomes.map((o) => o.createdNow)).toEqual([true, true, true]);
    for (const [i, outcome] of outcomes.entries()) {
      expect(outcome.chat).toMatchObject({
        themeId: rooms[i],
        participant1Id: askers[i]!.id,
        participant1Role: roles[i],
      });
      expect(await row(outcome.chat.id)).toEqual(outcome.chat);
    }
  });

  it("takes the oldest waiting chat first, and never one across a block in either direction", async () => {
    const [a, b, c, d] = await people(4);
    await block(a!, b!);
    const chatA = await ask(a!, "existential");
    const chatB = await ask(b!, "existential");
    expect(chatB.matchedNow).toBe(false);
    await block(c!, a!);
    const forC = await ask(c!, "existential");
    expect(forC.chat.id).toBe(chatB.chat.id);
    const forD = await ask(d!, "existential");
    expect(forD.chat.id).toBe(chatA.chat.id);
  });

  it("does not hand two people whose chat just ended straight back to each other", async () => {
    const [leaver, left] = await people(2);
    const opened = await ask(leaver!, "need-to-vent");
    const matched = await ask(left!, "need-to-vent");
    expect(matched.chat.id).toBe(opened.chat.id);
    // One of them ends the chat; both search again at once.
    await db()
      .update(chats)
      .set({ status: "completed", endedAt: new Date(), endedBy: leaver!.id })
      .where(eq(chats.id, opened.chat.id));
    const again = await ask(left!, "need-to-vent");
    const other = await ask(leaver!, "need-to-vent");
    expect([again.matchedNow, other.matchedNow]).toEqual([false, false]);
    // Once their chat ended long enough ago, they may meet again.
    await db()
      .update(chats)
      .set({ endedAt: new Date(Date.now() - RECENT_PARTNERS_MS - 1_000) })
      .where(eq(chats.id, opened.chat.id));
    const later = await ask(left!, "need-to-vent", "both", again.chat.id);
    expect(later).toMatchObject({ matchedNow: true, chat: { id: other.chat.id, participant2Id: left!.id } });
  });

  it("never matches a person with themselves and keeps one waiting chat per person", async () => {
    const [alone] = await people(1);
    const first = await ask(alone!, "unsent-letters");
    const again = await ask(alone!, "unsent-letters", "talk");
    expect(again.matchedNow).toBe(false);
    expect(again.chat.id).not.toBe(first.chat.id);
    expect(await row(first.chat.id)).toMatchObject({ matchStatus: "expired", status: "completed" });
    const heartbeat = await ask(alone!, "unsent-letters", "talk", again.chat.id);
    expect(heartbeat.chat.id).toBe(again.chat.id);
    expect(heartbeat.chat.participant2Id).toBeNull();
  });

  it("prefers a complementary role over an older chat of the same role", async () => {
    const [talker, listener, newcomer] = await people(3);
    await block(talker!, listener!);
    await ask(talker!, "burnout-zone", "talk");
    const listening = await ask(listener!, "burnout-zone", "listen");
    const outcome = await ask(newcomer!, "burnout-zone", "talk");
    expect(outcome.chat.id).toBe(listening.chat.id);
  });

  it("widens to the room's group, then to any room, only after a wait", async () => {
    const [late, sameGroup] = await people(2);
    const lateChat = await ask(late!, "late-night");
    const groupTry = await ask(sameGroup!, "existential");
    expect(groupTry.matchedNow).toBe(false);
    await age(lateChat.chat.id, "created_at", settings.widenToGroupAfterMs / 1000 + 1);
    const groupAgain = await ask(sameGroup!, "existential", "both", groupTry.chat.id);
    expect(groupAgain).toMatchObject({ matchedNow: true, chat: { id: lateChat.chat.id } });

    const [first, second] = await people(2);
    const tinyWins = await ask(first!, "tiny-wins");
    const elsewhere = await ask(second!, "heartbreak-anonymous");
    expect(elsewhere.matchedNow).toBe(false);
    await age(tinyWins.chat.id, "created_at", settings.widenToGroupAfterMs / 1000 + 1);
    expect((await ask(second!, "heartbreak-anonymous", "both", elsewhere.chat.id)).matchedNow).toBe(false);
    await age(elsewhere.chat.id, "created_at", settings.widenToAnyAfterMs / 1000 + 1);
    const anyRoom = await ask(second!, "heartbreak-anonymous", "both", elsewhere.chat.id);
    expect(anyRoom).toMatchObject({ matchedNow: true, chat: { id: tinyWins.chat.id } });
    expect(await row(elsewhere.chat.id)).toMatchObject({ status: "completed", matchStatus: "expired" });
  });

  it("skips waiting chats older than 10 minutes and retires the caller's own stale ones", async () => {
    const [stale, fresh] = await people(2);
    const old = await ask(stale!, "need-to-vent");
    await age(old.chat.id, "updated_at", 11 * 60);
    const other = await ask(fresh!, "need-to-vent");
    expect(other.matchedNow).toBe(false);
    const back = await ask(stale!, "need-to-vent", "both", old.chat.id);
    expect(back).toMatchObject({ matchedNow: true, chat: { id: other.chat.id } });
    expect(await row(old.chat.id)).toMatchObject({ status: "completed", matchStatus: "expired" });
  });

  it("does not match a waiting chat whose owner's tab is gone", async () => {
    const [gone, arriving] = await people(2);
    const left = await ask(gone!, "gratitude-flow");
    await age(left.chat.id, "owner_seen_at", settings.ownerGraceMs / 1000 + 1);
    const outcome = await ask(arriving!, "gratitude-flow");
    expect(outcome.matchedNow).toBe(false);
    expect(outcome.chat.id).not.toBe(left.chat.id);
  });

  it("tells a waiting person they were matched when they ask again", async () => {
    const [waiting, joining] = await people(2);
    const mine = await ask(waiting!, "aligned-af");
    await ask(joining!, "aligned-af");
    const again = await ask(waiting!, "aligned-af", "both", mine.chat.id);
    expect(again).toMatchObject({ matchedNow: false, chat: { id: mine.chat.id, matchStatus: "matched" } });
  });

  it("answers a new search with the waiting chat someone has just joined, not a second chat", async () => {
    const [owner, partner, stranger] = await people(3);
    const mine = await ask(owner!, "aligned-af");
    await ask(partner!, "aligned-af");
    await ask(stranger!, "aligned-af");
    // A search begun without naming the chat (from /check-in) as the partner arrived.
    const search = await ask(owner!, "aligned-af");
    expect(search).toMatchObject({ matchedNow: false, createdNow: false, chat: { id: mine.chat.id } });
    expect(await row(mine.chat.id)).toMatchObject({ status: "active", participant2Id: partner!.id });

    await db()
      .update(chats)
      .set({ matchedAt: sql`now() - make_interval(secs => ${settings.ownerGraceMs / 1000 + 1})` })
      .where(eq(chats.id, mine.chat.id));
    const later = await ask(owner!, "aligned-af");
    expect(later.chat.id).not.toBe(mine.chat.id);
  });

  // A sanction recorded, its effects (ending the waiting chat) not yet run: the matcher reads the
  // standing itself, inside its transaction.
  const sanction = (person: Viewer, kind: "warning" | "hold" | "suspension" | "ban") =>
    db()
      .insert(sanctions)
      .values({
        userId: person.id,
        kind,
        reason: "Unkind to a partner",
        endsAt: kind === "suspension" ? new Date(Date.now() + 86_400_000) : null,
      });

  it.each(["warning", "hold", "suspension", "ban"] as const)(
    "never joins the waiting chat of someone given a %s a moment ago",
    async (kind) => {
      const [owner, arriving] = await people(2);
      const waiting = await ask(owner!, "calm");
      await sanction(owner!, kind);
      const outcome = await ask(arriving!, "calm");
      expect(outcome.matchedNow).toBe(false);
      expect(outcome.chat.id).not.toBe(waiting.chat.id);
      expect(await row(waiting.chat.id)).toMatchObject({ matchStatus: "waiting", participant2Id: null });
    },
  );

  it("refuses the search of someone sanctioned since the gate last read their standing", async () => {
    const [banned, held, waiting] = await people(3);
    await ask(waiting!, "calm");
    await sanction(banned!, "ban");
    await sanction(held!, "hold");
    const settled = await findMatches(
      db(),
      [banned!, held!].map((person) => ({ userId: person.id, themeId: "calm", role: "both" as const })),
      settings,
    );
    expect(settled).toMatchObject([
      { ok: false, error: { statusCode: 403, message: expect.stringMatching(/^Your account has been banned/) } },
      { ok: false, error: { statusCode: 403, message: expect.stringMatching(/^Your account is on hold/) } },
    ]);
    const theirs = await db()
      .select()
      .from(chats)
      .where(
        sql`${chats.participant1Id} in (${banned!.id}, ${held!.id}) or ${chats.participant2Id} in (${banned!.id}, ${held!.id})`,
      );
    expect(theirs).toEqual([]);
  });

  it("never pairs two people who blocked each other, even all at once", async () => {
    const crowd = await people(120);
    for (let i = 0; i < crowd.length; i += 2) await block(crowd[i]!, crowd[i + 1]!);
    const blockedPair = new Set(crowd.map((p, i) => `${p.id}:${crowd[i ^ 1]!.id}`));
    const outcomes = await Promise.all(crowd.map((person) => ask(person, "aligned-af")));
    for (const { chat } of outcomes.filter((o) => o.matchedNow)) {
      expect(blockedPair.has(`${chat.participant1Id}:${chat.participant2Id}`)).toBe(false);
    }
    expect(outcomes.filter((o) => o.matchedNow).length).toBeGreaterThan(0);
  });
});
