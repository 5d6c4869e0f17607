/**
 * After a chat: the review (duration measured on the server, one per person, participants only,
 * compassion points), the report that goes with a block (admins only), and reconnect tokens
 * (mutual within 24 h opens a new chat; one-sided is refunded after 24 h; no tokens; double click;
 * never across a block, and never telling the blocked person so).
 */
import { eq, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ChatView, Me } from "../../shared/api.js";
import { ChatSummary, ReconnectResult } from "../../shared/after-chat-api.js";
import { ADMINS_ONLY } from "../admin/routes.js";
import { chats, userTokens } from "../db/schema.js";
import { NO_TOKENS, NOT_AFTER_A_CHAT, RECONNECT_STILL_GOING, YOU_BLOCKED } from "../reconnect/service.js";
import { databaseKinds, getJson, sendJson, signUp, signUpAdmin, serverForSuite } from "../testing/server.js";
import { ALREADY_REVIEWED, REVIEW_STILL_GOING, TOO_SHORT } from "./service.js";

describe.each(databaseKinds)("after a chat, on the %s database", (kind) => {
  let now = new Date();
  const server = serverForSuite({
    kind,
    config: { adminEmails: new Set(["admin@kindred.test", "moderator@kindred.test"]) },
    clock: () => now,
  });

  const post = (path: string, body: unknown, cookie: string) => sendJson(server, "POST", path, body, cookie);

  /** Two people matched, each having written once; `minutes` apart on the server's own clock. */
  async function talked(minutes: number, end = true) {
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = ChatView.parse((await post("/api/chats/match", { themeId: "calm" }, a.cookie)).json().chat);
    const joined = await post("/api/chats/match", { themeId: "calm" }, b.cookie);
    if (joined.json().chat?.id !== chat.id) throw new Error(`not matched: ${joined.body}`);
    await post(`/api/chats/${chat.id}/messages`, { clientId: "first-message", content: "hello" }, a.cookie);
    await post(`/api/chats/${chat.id}/messages`, { clientId: "second-message", content: "hi there" }, b.cookie);
    await server.database.db.execute(
      sql`update messages set created_at = created_at - make_interval(mins => ${minutes}) where chat_id = ${chat.id} and client_id = 'first-message'`,
    );
    if (end) await post(`/api/chats/${chat.id}/end`, {}, a.cookie);
    return { a, b, chatId: chat.id };
  }

  const summary = async (chatId: string, cookie: string) =>
    ChatSummary.parse((await getJson(server, `/api/chats/${chatId}/summary`, cookie)).json());
  const me = async (cookie: string) => Me.parse((await getJson(server, "/api/me", cookie)).json());

  it("opens the review only after two minutes of conversation, measured from the messages", async () => {
    const short = await talked(1);
    expect((await summary(short.chatId, short.a.cookie)).canReview).toBe(false);
    const refused = await post(`/api/chats/${short.chatId}/review`, { rating: 5 }, short.a.cookie);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: TOO_SHORT }]);

    const long = await talked(3);
    const before = await summary(long.chatId, long.a.cookie);
    expect(before).toMatchObject({ canReview: true, reviewed: false });
    expect(before.durationMs).toBeGreaterThanOrEqual(3 * 60_000);
  });

  it("needs a rating, takes one review per person, and gives the partner compassion points", async () => {
    const { a, b, chatId } = await talked(5);
    const missing = await post(`/api/chats/${chatId}/review`, { comment: "lovely" }, a.cookie);
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { error: "Please provide a rating before submitting." },
    ]);

    const first = await post(
      `/api/chats/${chatId}/review`,
      { rating: 5, feedbackType: "positive", comment: "kind" },
      a.cookie,
    );
    expect(first.statusCode).toBe(201);
    const again = await post(`/api/chats/${chatId}/review`, { rating: 1 }, a.cookie);
    expect([again.statusCode, again.json()]).toEqual([409, { error: ALREADY_REVIEWED }]);
    expect((await me(b.cookie)).profile.compassionPoints).toBe(1);
    expect((await summary(chatId, a.cookie)).reviewed).toBe(true);

    expect((await post(`/api/chats/${chatId}/review`, { rating: 4 }, b.cookie)).statusCode).toBe(201);
    expect((await me(a.cookie)).profile.compassionPoints).toBe(0.5);
    const [row] = await server.database.db.select().from(chats).where(eq(chats.id, chatId));
    expect(row!.tokensEarned).toBe(1);
  });

  it("lets only the two people of a chat review it or report on it", async () => {
    const { chatId } = await talked(5);
    const stranger = await signUp(server);
    expect((await post(`/api/chats/${chatId}/review`, { rating: 5 }, stranger.cookie)).statusCode).toBe(403);
    expect((await post(`/api/chats/${chatId}/report`, { reason: "Spam or scam" }, stranger.cookie)).statusCode).toBe(
      403,
    );
    expect((await getJson(server, `/api/chats/${chatId}/summary`, stranger.cookie)).statusCode).toBe(403);
  });

  it("stores a report with a block for the moderators, and shows reports to admins only", async () => {
    const { a, chatId } = await talked(0);
    const bad = await post(`/api/chats/${chatId}/report`, { reason: "Because" }, a.cookie);
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: "Choose a reason for the report." }]);
    const filed = await post(`/api/chats/${chatId}/report`, { reason: "Made me feel unsafe", note: "pushy" }, a.cookie);
    expect(filed.statusCode).toBe(201);

    const member = await getJson(server, "/api/admin/reports", a.cookie);
    expect([member.statusCode, member.json()]).toEqual([403, { error: ADMINS_ONLY }]);
    const admin = await signUpAdmin(server, "admin@kindred.test");
    const list = (await getJson(server, "/api/admin/reports", admin.cookie)).json();
    expect(list.reports).toContainEqual(
      expect.objectContaining({ chatId, reason: "Made me feel unsafe", note: "pushy" }),
    );
  });

  const reconnect = async (chatId: string, cookie: string) => {
    const response = await post(`/api/chats/${chatId}/reconnect`, {}, cookie);
    return { status: response.statusCode, body: response.json() };
  };

  it("takes neither a review nor a reconnect token while the chat is still going", async () => {
    const { a, b, chatId } = await talked(5, false);
    const [pointsBefore, tokensBefore] = [(await me(b.cookie)).profile.compassionPoints, (await me(a.cookie)).tokens];
    expect(await summary(chatId, a.cookie)).toMatchObject({ canReview: false, reconnect: { offered: false } });
    const review = await post(`/api/chats/${chatId}/review`, { rating: 5 }, a.cookie);
    expect([review.statusCode, review.json()]).toEqual([409, { error: REVIEW_STILL_GOING }]);
    // Both at once, as the tester did: nobody spends a token and no second chat opens beside this one.
    const tokens = await Promise.all([reconnect(chatId, a.cookie), reconnect(chatId, b.cookie)]);
    expect(tokens).toEqual([0, 1].map(() => ({ status: 409, body: { error: RECONNECT_STILL_GOING } })));
    expect((await me(a.cookie)).tokens).toBe(tokensBefore);
    expect((await me(b.cookie)).profile.compassionPoints).toBe(pointsBefore);
    const theirs = await server.database.db
      .select()
      .from(chats)
      .where(or(eq(chats.participant1Id, a.userId), eq(chats.participant2Id, a.userId)));
    expect(theirs.map((c) => c.id)).toEqual([chatId]);

    // Once it has ended, the end-chat screen takes both.
    await post(`/api/chats/${chatId}/end`, {}, b.cookie);
    expect(await summary(chatId, a.cookie)).toMatchObject({ canReview: true, reconnect: { offered: true } });
    expect((await post(`/api/chats/${chatId}/review`, { rating: 5 }, a.cookie)).statusCode).toBe(201);
    expect(ReconnectResult.parse((await reconnect(chatId, a.cookie)).body)).toMatchObject({ status: "pending" });
  });

  it("opens a new chat in the same room when both send a reconnect token, spending one each", async () => {
    const { a, b, chatId } = await talked(1);
    const [first, doubleClick] = await Promise.all([reconnect(chatId, a.cookie), reconnect(chatId, a.cookie)]);
    expect(ReconnectResult.parse(first.body)).toMatchObject({ status: "pending", newChatId: null });
    expect(doubleClick.body.status).toBe("pending");
    expect((await me(a.cookie)).tokens).toBe(9);

    const second = ReconnectResult.parse((await reconnect(chatId, b.cookie)).body);
    expect(second).toMatchObject({ status: "matched", tokens: 9 });
    const reunion = ChatView.parse((await getJson(server, `/api/chats/${second.newChatId}`, a.cookie)).json().chat);
    expect(reunion).toMatchObject({ themeId: "calm", matchStatus: "matched", status: "active", you: "p1" });
    expect((await summary(chatId, a.cookie)).reconnect).toEqual({
      offered: true,
      sent: true,
      newChatId: second.newChatId,
    });
    const waiting = (await getJson(server, "/api/reconnects", a.cookie)).json();
    expect(waiting).toEqual({ chats: [{ chatId: second.newChatId, themeId: "calm" }] });

    // Nobody joined the reunion while its first person waited: a search they start now is new.
    const search = ChatView.parse((await post("/api/chats/match", { themeId: "calm" }, a.cookie)).json().chat);
    expect(search).toMatchObject({ matchStatus: "waiting", you: "p1" });
    expect(search.id).not.toBe(second.newChatId);
    await post(`/api/chats/${search.id}/end`, {}, a.cookie);
  });

  it("gives a token back when nobody answers within 24 hours, and refuses without tokens", async () => {
    const { a, chatId } = await talked(1);
    await reconnect(chatId, a.cookie);
    expect((await me(a.cookie)).tokens).toBe(9);
    now = new Date(Date.now() + 23 * 60 * 60_000);
    await server.reconnect.refundExpired();
    expect((await me(a.cookie)).tokens).toBe(9);
    now = new Date(Date.now() + 25 * 60 * 60_000);
    await server.reconnect.refundExpired();
    expect((await me(a.cookie)).tokens).toBe(10);
    now = new Date();

    const other = await talked(1);
    await server.database.db.update(userTokens).set({ tokens: 0 }).where(eq(userTokens.userId, other.b.userId));
    expect(await reconnect(other.chatId, other.b.cookie)).toEqual({ status: 409, body: { error: NO_TOKENS } });
  });

  it("never reconnects two people across a block, and does not tell the blocked person", async () => {
    const { a, b, chatId } = await talked(1);
    await post(`/api/chats/${chatId}/block`, {}, a.cookie);
    expect((await summary(chatId, a.cookie)).reconnect.offered).toBe(false);
    expect(await reconnect(chatId, a.cookie)).toEqual({ status: 409, body: { error: YOU_BLOCKED } });
    expect((await me(a.cookie)).tokens).toBe(10);
    // To the blocked person it looks like any token that has not been answered yet.
    expect((await summary(chatId, b.cookie)).reconnect.offered).toBe(true);
    expect(ReconnectResult.parse((await reconnect(chatId, b.cookie)).body)).toMatchObject({ status: "pending" });

    // Both sent before the block: the second token still opens nothing.
    const later = await talked(1);
    await reconnect(later.chatId, later.a.cookie);
    await post(`/api/chats/${later.chatId}/block`, {}, later.b.cookie);
    await server.database.db.execute(sql`delete from blocks where chat_id = ${later.chatId}`);
    await server.database.db.execute(
      sql`insert into blocks (blocker_id, blocked_id) values (${later.a.userId}, ${later.b.userId})`,
    );
    expect(ReconnectResult.parse((await reconnect(later.chatId, later.b.cookie)).body)).toMatchObject({
      status: "pending",
      newChatId: null,
    });
    expect((await getJson(server, "/api/reconnects", later.b.cookie)).json()).toEqual({ chats: [] });
  });

  it("offers no token to a moderator who joined the chat", async () => {
    const { chatId } = await talked(1);
    const admin = await signUpAdmin(server, "moderator@kindred.test");
    expect((await summary(chatId, admin.cookie)).reconnect.offered).toBe(false);
    expect(await reconnect(chatId, admin.cookie)).toEqual({ status: 409, body: { error: NOT_AFTER_A_CHAT } });
  });
});
