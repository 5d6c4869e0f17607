/**
 * Deleting an account: the password asked again, then in one go the account, profile, tokens and
 * sessions gone (read from the database itself), messages kept for the partner but anonymised, the
 * open chat ended for the partner, every socket disconnected, and no way back in.
 */
import { and, eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageList } from "../../shared/api.js";
import {
  account,
  chatReviews,
  chats,
  messages,
  profiles,
  refusedMessages,
  reconnectRequests,
  session,
  themeSuggestions,
  user,
  userTokens,
  verification,
} from "../db/schema.js";
import { FORMER_MEMBER_ID, FORMER_SENDER } from "../chats/views.js";
import { joinWaiting, matchTwo, say, waitIn } from "../testing/chats.js";
import {
  authPost,
  cookiesFrom,
  databaseKinds,
  getJson,
  PASSWORD,
  sendJson,
  serverForSuite,
} from "../testing/server.js";
import { connectAs, disconnection, nextEvent, socketPeople } from "../testing/sockets.js";
import { WRONG_PASSWORD } from "./service.js";

describe.each(databaseKinds)("deleting an account on the %s database", (kind) => {
  let url: string;
  const people = socketPeople();
  const server = serverForSuite({ kind, reviewMinChatMs: 0 });
  beforeAll(async () => {
    url = await people.start(server);
  });
  afterAll(() => people.closeAll());

  const db = () => server.database.db;
  /** How many rows of each kind point to the person (their messages by sender). */
  async function rowsAbout(userId: string) {
    const rows = async (query: Promise<unknown[]>) => (await query).length;
    return {
      user: await rows(db().select().from(user).where(eq(user.id, userId))),
      account: await rows(db().select().from(account).where(eq(account.userId, userId))),
      session: await rows(db().select().from(session).where(eq(session.userId, userId))),
      profile: await rows(db().select().from(profiles).where(eq(profiles.id, userId))),
      tokens: await rows(db().select().from(userTokens).where(eq(userTokens.userId, userId))),
      reviews: await rows(db().select().from(chatReviews).where(eq(chatReviews.reviewerId, userId))),
      reconnectTokens: await rows(db().select().from(reconnectRequests).where(eq(reconnectRequests.senderId, userId))),
      verifications: await rows(db().select().from(verification).where(eq(verification.value, userId))),
      messages: await rows(db().select().from(messages).where(eq(messages.senderId, userId))),
    };
  }

  const deleteMe = (body: unknown, cookie?: string) => sendJson(server, "DELETE", "/api/me", body, cookie);

  it("asks for the password again: none is a 400, a wrong one a 403, and either changes nothing", async () => {
    const a = await people.add();
    const missing = await deleteMe({}, a.cookie);
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { error: "Please enter your password to delete your account." },
    ]);
    const wrong = await deleteMe({ password: "not my password at all" }, a.cookie);
    expect([wrong.statusCode, wrong.json()]).toEqual([403, { error: WRONG_PASSWORD }]);
    expect((await getJson(server, "/api/me", a.cookie)).statusCode).toBe(200);
    expect(a.socket.connected).toBe(true);
    const visitor = await deleteMe({ password: PASSWORD });
    expect([visitor.statusCode, visitor.json()]).toEqual([401, { error: "Please sign in to continue." }]);
  });

  it("erases the person, keeps their past messages for the partner anonymised, ends the open chat and signs them out everywhere", async () => {
    const [a, b, c] = [await people.add(), await people.add(), await people.add()];
    // A past chat with b: talked, ended, reviewed, a reconnect token sent, a theme suggested.
    const past = await matchTwo(server, a, b, "burnout-zone");
    const pastWords = await say(server, a, past.id, "the week has been so long");
    await say(server, b, past.id, "I hear you, it sounds exhausting");
    await sendJson(server, "POST", `/api/chats/${past.id}/end`, {}, a.cookie);
    expect((await sendJson(server, "POST", `/api/chats/${past.id}/review`, { rating: 5 }, a.cookie)).statusCode).toBe(
      201,
    );
    expect((await sendJson(server, "POST", `/api/chats/${past.id}/reconnect`, {}, a.cookie)).statusCode).toBe(200);
    const suggested = await sendJson(
      server,
      "POST",
      "/api/theme-suggestions",
      { name: "Night shifts", description: "For people who work while others sleep." },
      a.cookie,
    );
    expect(suggested.statusCode).toBe(201);
    await authPost(server, "/request-password-reset", { email: a.email, redirectTo: "/reset-password" });
    // An open chat with c, in which a first talked with the persona alone.
    const openId = (await waitIn(server, a, "tiny-wins")).id;
    await say(server, a, openId, "just me and the persona for now");
    await joinWaiting(server, c, "tiny-wins", openId);
    await say(server, a, openId, "hello, glad you are here");
    // Held by the personal-details warning, never sent, and too few for a report: kept for nobody now.
    const unsent = { clientId: "held-before-erase", content: "whats ur snap?" };
    expect((await sendJson(server, "POST", `/api/chats/${openId}/messages`, unsent, a.cookie)).statusCode).toBe(422);
    const heldIn = async () =>
      (await db().select().from(refusedMessages).where(eq(refusedMessages.chatId, openId))).length;
    expect(await heldIn()).toBe(1);
    // A second device, signed in separately.
    const otherDevice = cookiesFrom(
      (await authPost(server, "/sign-in/email", { email: a.email, password: PASSWORD })).headers["set-cookie"],
    );
    const secondSocket = await people.connect(otherDevice);

    expect(await rowsAbout(a.userId)).toEqual({
      user: 1,
      account: 1,
      session: 2,
      profile: 1,
      tokens: 1,
      reviews: 1,
      reconnectTokens: 1,
      verifications: 1,
      messages: 3,
    });

    const cToldOfEnd = nextEvent(c.socket, "chat:updated");
    const socketsGone = [disconnection(a.socket), disconnection(secondSocket)];
    const deleted = await deleteMe({ password: PASSWORD }, a.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(String(deleted.headers["set-cookie"])).toMatch(/session_token=;.*Max-Age=0/);
    expect(await Promise.all(socketsGone)).toEqual(["io server disconnect", "io server disconnect"]);
    expect(await cToldOfEnd).toMatchObject({ id: openId, status: "completed", endedBy: "partner" });

    // The database itself no longer knows the person.
    expect(await rowsAbout(a.userId)).toEqual({
      user: 0,
      account: 0,
      session: 0,
      profile: 0,
      tokens: 0,
      reviews: 0,
      reconnectTokens: 0,
      verifications: 0,
      messages: 0,
    });
    const seated = or(
      eq(chats.participant1Id, a.userId),
      eq(chats.participant2Id, a.userId),
      eq(chats.endedBy, a.userId),
    );
    expect(await db().select().from(chats).where(seated)).toEqual([]);
    const [suggestion] = await db().select().from(themeSuggestions).where(eq(themeSuggestions.name, "Night shifts"));
    expect(suggestion?.userId).toBeNull();

    // The partners keep their conversations, with the person as the seat they held.
    const bSees = MessageList.parse((await getJson(server, `/api/chats/${past.id}/messages`, b.cookie)).json());
    expect(bSees.messages.find((m) => m.id === pastWords.id)).toMatchObject({
      sender: "p1",
      content: "the week has been so long",
    });
    expect(bSees.messages.map((m) => m.content)).toContain("I hear you, it sounds exhausting");
    const [anonymised] = await db().select().from(messages).where(eq(messages.id, pastWords.id));
    expect(anonymised?.senderId).toBe(FORMER_SENDER.p1);
    const cSees = MessageList.parse((await getJson(server, `/api/chats/${openId}/messages`, c.cookie)).json());
    expect(cSees.messages.filter((m) => m.sender === "p1").map((m) => m.content)).toEqual(["hello, glad you are here"]);
    expect(await heldIn()).toBe(0);
    const [open] = await db().select().from(chats).where(eq(chats.id, openId));
    expect(open).toMatchObject({ status: "completed", participant1Id: null, endedBy: FORMER_MEMBER_ID });
    // What a said to the persona before c arrived was never c's, and is gone.
    const privateTalk = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, openId), like(messages.senderId, "former:%")));
    expect(privateTalk).toHaveLength(1);

    // Signed out everywhere, and no way back in.
    for (const cookie of [a.cookie, otherDevice]) {
      expect((await getJson(server, "/api/me", cookie)).statusCode).toBe(401);
      await expect(connectAs(url, cookie)).rejects.toThrow("Please sign in to continue.");
    }
    const signIn = await authPost(server, "/sign-in/email", { email: a.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(401);
    expect((await deleteMe({ password: PASSWORD }, a.cookie)).statusCode).toBe(401);
  });

  it("removes a waiting chat nobody else was ever in", async () => {
    const a = await people.add();
    const chatId = (await waitIn(server, a, "gratitude-flow")).id;
    await say(server, a, chatId, "talking to the persona only");
    expect((await deleteMe({ password: PASSWORD }, a.cookie)).statusCode).toBe(204);
    expect(await db().select().from(chats).where(eq(chats.id, chatId))).toEqual([]);
    expect(await db().select().from(messages).where(eq(messages.chatId, chatId))).toEqual([]);
  });
});
