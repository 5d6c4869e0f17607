/**
 * The retention schedule: a chat over for longer than the retention loses its messages (the
 * companion's, reactions, the personal-detail records and the refused messages a report kept with
 * them) and keeps its row; a recent chat,
 * and a reported one until moderators decide, keep theirs; two passes at once delete everything once.
 */
import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MatchResult, MessageList } from "../../shared/api.js";
import { chats, messages, personalDetailShares, refusedMessages, reports } from "../db/schema.js";
import { joinWaiting, say, waitIn } from "../testing/chats.js";
import {
  databaseKinds,
  getJson,
  sendJson,
  serverForSuite,
  signUp,
  startTestServer,
  type TestServer,
} from "../testing/server.js";
import { deleteExpiredMessages } from "./retention.js";

const DAY_MS = 86_400_000;
const DAYS = 90;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A chat of two people who talked (with a reaction, and the room's companion) and then ended it. */
async function endedChat(server: TestServer) {
  const [a, b] = [await signUp(server), await signUp(server)];
  const waiting = await waitIn(server, a, "late-night");
  await say(server, a, waiting.id, "is anyone there?");
  // The companion answers the waiting person in the background: its words are in before the chat ends.
  const senders = async () =>
    MessageList.parse((await getJson(server, `/api/chats/${waiting.id}/messages`, a.cookie)).json()).messages.map(
      (m) => m.sender,
    );
  await expect
    .poll(async () => (await senders()).some((sender) => sender.startsWith("ai:")), { timeout: 5000 })
    .toBe(true);
  await joinWaiting(server, b, "late-night", waiting.id);
  const said = await say(server, b, waiting.id, "I am glad you wrote");
  const reaction = { clientId: randomUUID(), kind: "reaction", content: "love" };
  expect((await sendJson(server, "POST", `/api/chats/${waiting.id}/messages`, reaction, a.cookie)).statusCode).toBe(
    201,
  );
  await sendJson(server, "POST", `/api/chats/${waiting.id}/end`, {}, a.cookie);
  const { db } = server.database;
  await db
    .insert(personalDetailShares)
    .values({ messageId: said.id, chatId: waiting.id, senderId: b.userId, kinds: "phone" });
  return { a, b, chatId: waiting.id };
}

/** Moves a chat's end (and last change) back to `at`, as if it had ended then. */
async function endedAt(server: TestServer, chatId: string, at: Date) {
  await server.database.db.update(chats).set({ endedAt: at, updatedAt: at }).where(eq(chats.id, chatId));
}

async function messageCount(server: TestServer, chatId?: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(messages)
    .where(chatId ? eq(messages.chatId, chatId) : undefined);
  return Number(row!.n);
}

describe.each(databaseKinds)("the retention schedule on the %s database", (kind) => {
  const server = serverForSuite({ kind });
  const pass = (now: Date) => deleteExpiredMessages(server.database.db, { days: DAYS, now });

  it("deletes what was written in a chat over for longer than the retention, and keeps the chat and recent chats", async () => {
    const now = new Date();
    const old = await endedChat(server);
    const recent = await endedChat(server);
    const abandoned = await endedChat(server);
    await endedAt(server, old.chatId, daysAgo(now, DAYS + 1));
    await endedAt(server, recent.chatId, daysAgo(now, DAYS - 1));
    // Left without ending: quiet since its last message, over in all but name.
    await server.database.db
      .update(chats)
      .set({ status: "active", endedAt: null, updatedAt: daysAgo(now, DAYS + 1) })
      .where(eq(chats.id, abandoned.chatId));
    const { db } = server.database;
    const written = await db.select().from(messages).where(eq(messages.chatId, old.chatId));
    expect(written.map((m) => m.kind)).toEqual(expect.arrayContaining(["text", "reaction"]));
    expect(written.some((m) => m.senderId.startsWith("ai:"))).toBe(true);

    await pass(now);

    expect(await messageCount(server, old.chatId)).toBe(0);
    expect(await messageCount(server, abandoned.chatId)).toBe(0);
    expect(await messageCount(server, recent.chatId)).toBeGreaterThan(3);
    const shares = await db.select().from(personalDetailShares).where(eq(personalDetailShares.chatId, old.chatId));
    expect(shares).toEqual([]);
    const [kept] = await db.select().from(chats).where(eq(chats.id, old.chatId));
    expect(kept).toMatchObject({ themeId: "late-night", endedAt: daysAgo(now, DAYS + 1), messagesDeletedAt: now });
    const list = MessageList.parse((await getJson(server, `/api/chats/${old.chatId}/messages`, old.a.cookie)).json());
    expect(list.messages).toEqual([]);
    // The chat page learns why the chat is empty, and when; a chat whose messages are kept says nothing.
    const viewOf = async (chatId: string, cookie: string) =>
      MatchResult.parse((await getJson(server, `/api/chats/${chatId}`, cookie)).json()).chat;
    expect((await viewOf(old.chatId, old.b.cookie)).messagesDeletedAt).toBe(now.toISOString());
    expect((await viewOf(recent.chatId, recent.a.cookie)).messagesDeletedAt).toBeNull();
  });

  it("keeps a chat while a report on it is open, then counts from the later of the end and the decision", async () => {
    const now = new Date();
    const { db } = server.database;
    const reported = await endedChat(server);
    const decidedLongAgo = await endedChat(server);
    for (const chat of [reported, decidedLongAgo]) {
      await endedAt(server, chat.chatId, daysAgo(now, 2 * DAYS));
      const [report] = await db
        .insert(reports)
        .values({ chatId: chat.chatId, reporterId: chat.a.userId, reportedId: chat.b.userId, reason: "Spam or scam" })
        .returning();
      // A message Kindred refused as urging, kept with the report, and a send the personal-details
      // warning held that no report has taken in yet: they go with the messages.
      await db.insert(refusedMessages).values([
        { chatId: chat.chatId, reportId: report!.id, seat: "p2", content: "x" },
        { chatId: chat.chatId, reportId: null, seat: "p1", kind: "held", clientId: "held-0001", content: "y" },
      ]);
    }
    const refusedIn = async (chatId: string) =>
      (await db.select().from(refusedMessages).where(eq(refusedMessages.chatId, chatId))).length;
    await db
      .update(reports)
      .set({ status: "dismissed", decidedAt: daysAgo(now, DAYS + 1) })
      .where(eq(reports.chatId, decidedLongAgo.chatId));

    await pass(now);
    expect(await messageCount(server, reported.chatId)).toBeGreaterThan(3);
    expect(await refusedIn(reported.chatId)).toBe(2);
    expect(await messageCount(server, decidedLongAgo.chatId)).toBe(0);
    expect(await refusedIn(decidedLongAgo.chatId)).toBe(0);

    // Decided 30 days ago: its messages stay until the retention has passed since the decision.
    await db
      .update(reports)
      .set({ status: "actioned", decidedAt: daysAgo(now, 30) })
      .where(eq(reports.chatId, reported.chatId));
    await pass(now);
    expect(await messageCount(server, reported.chatId)).toBeGreaterThan(3);
    const later = new Date(now.getTime() + (DAYS - 30 + 1) * DAY_MS);
    await pass(later);
    expect(await messageCount(server, reported.chatId)).toBe(0);
    expect(await refusedIn(reported.chatId)).toBe(0);
  });

  it("deletes everything once when two passes run at the same time, a page and a batch at a time", async () => {
    const now = new Date();
    const { db } = server.database;
    const person = await signUp(server);
    // More chats than a page and more messages than a statement deletes, quiet for long.
    const many = await db
      .insert(chats)
      .values(
        Array.from({ length: 130 }, () => ({
          themeId: "calm",
          participant1Id: person.userId,
          status: "completed" as const,
          updatedAt: daysAgo(now, DAYS + 3),
        })),
      )
      .returning({ id: chats.id });
    for (const [i, chat] of many.entries()) {
      const howMany = i === 0 ? 2_500 : 3;
      await db.execute(sql`
        insert into messages (chat_id, seq, content, sender_id)
        select ${chat.id}::uuid, n, 'enc:v1:old', 'system' from generate_series(1, ${howMany}::int) n`);
    }
    const before = await messageCount(server);

    const [first, second] = await Promise.all([pass(now), pass(now)]);

    for (const chat of many) expect(await messageCount(server, chat.id)).toBe(0);
    expect(first.messages + second.messages).toBe(before - (await messageCount(server)));
    expect(first.messages + second.messages).toBeGreaterThanOrEqual(2_500 + 129 * 3);
    const [marked] = await db.select({ n: count() }).from(chats).where(eq(chats.messagesDeletedAt, now));
    expect(first.chats + second.chats).toBe(Number(marked!.n));
    expect(await pass(now)).toEqual({ chats: 0, messages: 0 });
  });

  it("stops between two statements when asked to", async () => {
    const now = new Date();
    const chat = await endedChat(server);
    await endedAt(server, chat.chatId, daysAgo(now, DAYS + 1));
    const stopped = AbortSignal.abort();
    expect(await deleteExpiredMessages(server.database.db, { days: DAYS, now, signal: stopped })).toEqual({
      chats: 0,
      messages: 0,
    });
    expect(await messageCount(server, chat.chatId)).toBeGreaterThan(3);
  });
});

describe("the retention schedule on a running server", () => {
  it("runs on its own every so often when CHAT_RETENTION_DAYS is set, and stops with the server", async () => {
    const server = await startTestServer({ config: { chatRetentionDays: DAYS }, retentionSweepMs: 50 });
    try {
      const chat = await endedChat(server);
      await endedAt(server, chat.chatId, daysAgo(new Date(), DAYS + 1));
      await expect.poll(() => messageCount(server, chat.chatId), { timeout: 5000 }).toBe(0);
      // The privacy page states the retention the server is configured with.
      expect((await getJson(server, "/api/early-access")).json()).toMatchObject({ chatRetentionDays: DAYS });
    } finally {
      await server.close();
    }
  });

  it("deletes nothing when CHAT_RETENTION_DAYS is 0 (off)", async () => {
    const server = await startTestServer({ config: { chatRetentionDays: null }, retentionSweepMs: 20 });
    try {
      const chat = await endedChat(server);
      await endedAt(server, chat.chatId, daysAgo(new Date(), 10 * DAYS));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await messageCount(server, chat.chatId)).toBeGreaterThan(3);
      expect((await getJson(server, "/api/early-access")).json()).toMatchObject({ chatRetentionDays: null });
    } finally {
      await server.close();
    }
  });
});
