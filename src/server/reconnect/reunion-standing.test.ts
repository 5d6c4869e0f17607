/**
 * A reunion starts a chat, so a sanction stops it as it stops a match: the send reads both people's
 * standing inside its transaction, under the matcher's lock. Sanctions here are written straight to
 * the database, as if decided a moment ago: the gate still remembers both people as clear, so only
 * the reconnect transaction itself can see them.
 */
import { and, eq, or } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ReconnectResult } from "../../shared/after-chat-api.js";
import type { Standing } from "../../shared/moderation-api.js";
import { chats, reconnectRequests, sanctions, userTokens } from "../db/schema.js";
import { refusalFor } from "../moderation/standing.js";
import { matchTwo } from "../testing/chats.js";
import { whileMatchLockHeld } from "../testing/locks.js";
import { databaseKinds, sendJson, serverForSuite, signUp } from "../testing/server.js";

const KINDS = ["warning", "hold", "suspension", "ban"] as const;
type SanctionKind = (typeof KINDS)[number];
const REASON = "Unkind to a partner";
const DAY_MS = 86_400_000;

describe.each(databaseKinds)("reunions and sanctions, on the %s database", (kind) => {
  let now = new Date();
  const server = serverForSuite({ kind, clock: () => now });
  afterEach(() => {
    now = new Date();
  });
  const db = () => server.database.db;

  /** Two people who were matched and whose chat has ended: the gate has just read both as clear. */
  async function afterAChat() {
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, a, b);
    const ended = await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, a.cookie);
    if (ended.statusCode !== 200) throw new Error(`not ended: ${ended.body}`);
    return { a, b, chatId: chat.id };
  }

  const reconnect = async (chatId: string, cookie: string) => {
    const response = await sendJson(server, "POST", `/api/chats/${chatId}/reconnect`, {}, cookie);
    return { status: response.statusCode, body: response.json() };
  };

  /** The standing a sanction gives, so the expected refusal is the gate's own sentence for it. */
  function sanction(userId: string, kind: SanctionKind): Promise<Standing> {
    const endsAt = kind === "suspension" ? new Date(now.getTime() + DAY_MS) : null;
    const state = ({ warning: "warned", hold: "held", suspension: "suspended", ban: "banned" } as const)[kind];
    return db()
      .insert(sanctions)
      .values({ userId, kind, reason: REASON, endsAt })
      .then(() => ({ state, reason: REASON, endsAt: endsAt?.toISOString() ?? null }));
  }

  const tokensOf = async (userId: string) =>
    (await db().select().from(userTokens).where(eq(userTokens.userId, userId)))[0]!.tokens;
  /** Every chat the two have been in together: only the one that ended, when no reunion started. */
  const chatsOfBoth = (aId: string, bId: string) =>
    db()
      .select({ id: chats.id })
      .from(chats)
      .where(
        or(
          and(eq(chats.participant1Id, aId), eq(chats.participant2Id, bId)),
          and(eq(chats.participant1Id, bId), eq(chats.participant2Id, aId)),
        ),
      );
  const tokenStates = async (chatId: string) =>
    Object.fromEntries(
      (
        await db()
          .select({ senderId: reconnectRequests.senderId, status: reconnectRequests.status })
          .from(reconnectRequests)
          .where(eq(reconnectRequests.chatId, chatId))
      ).map((row) => [row.senderId, row.status]),
    );

  it.each(KINDS)(
    "refuses the person answering a token, given a %s a moment ago, with the gate's sentence",
    async (sanctionKind) => {
      const { a, b, chatId } = await afterAChat();
      expect((await reconnect(chatId, b.cookie)).body).toMatchObject({ status: "pending", newChatId: null });
      const standing = await sanction(a.userId, sanctionKind);

      expect(await reconnect(chatId, a.cookie)).toEqual({ status: 403, body: { error: refusalFor(standing).message } });
      expect(await chatsOfBoth(a.userId, b.userId)).toEqual([{ id: chatId }]);
      // Nothing spent by the refused person; the other's token waits, and comes back after 24 hours.
      expect(await tokenStates(chatId)).toEqual({ [b.userId]: "pending" });
      expect([await tokensOf(a.userId), await tokensOf(b.userId)]).toEqual([10, 9]);
      now = new Date(Date.now() + DAY_MS + 60_000);
      await server.reconnect.refundExpired();
      expect([await tokensOf(a.userId), await tokensOf(b.userId)]).toEqual([10, 10]);
    },
  );

  it("refuses the first token of someone banned a moment ago, spending nothing", async () => {
    const { a, chatId } = await afterAChat();
    const standing = await sanction(a.userId, "ban");
    expect(await reconnect(chatId, a.cookie)).toEqual({ status: 403, body: { error: refusalFor(standing).message } });
    expect(await tokenStates(chatId)).toEqual({});
    expect(await tokensOf(a.userId)).toBe(10);
  });

  it.each(KINDS)(
    "opens no reunion with a partner given a %s a moment ago, and answers as for any unanswered token",
    async (sanctionKind) => {
      const { a, b, chatId } = await afterAChat();
      const unanswered = ReconnectResult.parse((await reconnect(chatId, b.cookie)).body);
      await sanction(b.userId, sanctionKind);

      // The very answer the partner's own unanswered token had: nothing about their sanction.
      const answer = await reconnect(chatId, a.cookie);
      expect(answer).toEqual({ status: 200, body: unanswered });
      expect(unanswered).toEqual({ status: "pending", newChatId: null, tokens: 9 });
      expect(await chatsOfBoth(a.userId, b.userId)).toEqual([{ id: chatId }]);
      expect(await tokenStates(chatId)).toEqual({ [a.userId]: "pending", [b.userId]: "pending" });
      // Both tokens wait unanswered and come back like any other.
      now = new Date(Date.now() + DAY_MS + 60_000);
      expect(await server.reconnect.refundExpired()).toBeGreaterThanOrEqual(2);
      expect(await tokenStates(chatId)).toEqual({ [a.userId]: "refunded", [b.userId]: "refunded" });
      expect([await tokensOf(a.userId), await tokensOf(b.userId)]).toEqual([10, 10]);
    },
  );

  // Another connection to the same database: PostgreSQL's own (the embedded one is private to the server).
  it.runIf(kind === "postgres")(
    "waits for a sanction being recorded, then opens no reunion with the person it names",
    async () => {
      const { a, b, chatId } = await afterAChat();
      await reconnect(chatId, b.cookie);
      // A ban being recorded (moderation/service.ts recordSanction): under the matcher's lock, not yet committed.
      const answer = await whileMatchLockHeld(server.config.databaseUrl, {
        write: (moderator) =>
          moderator.query("insert into sanctions (user_id, kind, reason) values ($1, 'ban', $2)", [b.userId, REASON]),
        request: () => reconnect(chatId, a.cookie),
      });
      expect(answer).toEqual({ status: 200, body: { status: "pending", newChatId: null, tokens: 9 } });
      expect(await chatsOfBoth(a.userId, b.userId)).toEqual([{ id: chatId }]);
    },
  );
});
