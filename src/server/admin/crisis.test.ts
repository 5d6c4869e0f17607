/**
 * Moderators and crisis: chats in crisis are marked in the lists, can be listed alone, and raise a
 * live `admin:crisis` notice; what a person says to the persona before a match is never shown to
 * moderators (not in the lists, not in the transcript, not by joining), though a crisis noticed
 * then marks the chat once matched; and /admin tells a listed
 * admin whose e-mail is unverified that verifying it grants the role.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminChatPage, AdminStatus } from "../../shared/admin-api.js";
import { MatchResult, MessageList } from "../../shared/api.js";
import { crisisLineBeforeMatch } from "../../shared/crisis.js";
import { eq, inArray } from "drizzle-orm";
import { PRIVATE_UNTIL_MATCHED } from "../chats/access.js";
import { deleteExpiredMessages } from "../chats/retention.js";
import { chats, messages } from "../db/schema.js";
import { joinWaiting, matchTwo, say, waitIn } from "../testing/chats.js";
import { getJson, sendJson, signUp, signUpAdmin, serverForSuite } from "../testing/server.js";
import { connectAs, listen, nextEventWhere, type ClientSocket } from "../testing/sockets.js";

const ADMIN = "admin@kindred.test";
const CRISIS = "I want to end my life";

describe("moderators and crisis", () => {
  let admin: { cookie: string };
  let adminSocket: ClientSocket;
  const server = serverForSuite({ config: { adminEmails: new Set([ADMIN, "listed@kindred.test"]) } });
  beforeAll(async () => {
    admin = await signUpAdmin(server, ADMIN);
    adminSocket = await connectAs(await listen(server), admin.cookie);
  });
  afterAll(() => adminSocket.close());

  const list = async (query: string) =>
    AdminChatPage.parse((await getJson(server, `/api/admin/chats?${query}`, admin.cookie)).json()).chats;

  it("marks a chat in crisis, lists it under the crisis filter, and tells signed-in moderators at once", async () => {
    const [a, b, c, d] = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const calm = await matchTwo(server, a, b, "calm");
    await say(server, a, calm.id, "long day, but fine");
    const troubled = await matchTwo(server, c, d, "calm");
    const notice = nextEventWhere(adminSocket, "admin:crisis", (payload) => payload.chatId === troubled.id);
    await say(server, c, troubled.id, CRISIS);
    await notice;

    const active = await list("status=active");
    expect(active.find((chat) => chat.id === troubled.id)?.inCrisis).toBe(true);
    expect(active.find((chat) => chat.id === calm.id)?.inCrisis).toBe(false);
    const inCrisis = await list("status=active&crisis=true");
    expect(inCrisis.map((chat) => chat.id)).toContain(troubled.id);
    expect(inCrisis.map((chat) => chat.id)).not.toContain(calm.id);
    expect(inCrisis.every((chat) => chat.inCrisis)).toBe(true);
    expect((await getJson(server, "/api/admin/chats?crisis=maybe", admin.cookie)).statusCode).toBe(400);
  });

  it("keeps a chat marked in crisis, and under the crisis filter, after the retention schedule deleted its messages", async () => {
    const [a, b, c, d] = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const calm = await matchTwo(server, a, b, "calm");
    await say(server, a, calm.id, "long day, but fine");
    const troubled = await matchTwo(server, c, d, "calm");
    await say(server, c, troubled.id, CRISIS);
    const { db } = server.database;
    const now = new Date();
    const longAgo = new Date(now.getTime() - 100 * 86_400_000);
    for (const [chat, who] of [
      [calm, a],
      [troubled, c],
    ] as const) {
      await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, who.cookie);
      await db.update(chats).set({ endedAt: longAgo, updatedAt: longAgo }).where(eq(chats.id, chat.id));
    }

    await deleteExpiredMessages(db, { days: 90, now });

    const left = await db
      .select({ id: messages.id })
      .from(messages)
      .where(inArray(messages.chatId, [calm.id, troubled.id]));
    expect(left).toEqual([]);
    const completed = await list("status=completed");
    const deleted = { lastMessage: null, messagesDeletedAt: now.toISOString() };
    expect(completed.find((chat) => chat.id === troubled.id)).toMatchObject({ inCrisis: true, ...deleted });
    expect(completed.find((chat) => chat.id === calm.id)).toMatchObject({ inCrisis: false, ...deleted });
    const inCrisis = (await list("status=completed&crisis=true")).map((chat) => chat.id);
    expect(inCrisis).toContain(troubled.id);
    expect(inCrisis).not.toContain(calm.id);
    // A moderator opening the chat reads why it is empty, as its people do.
    const seen = MatchResult.parse((await getJson(server, `/api/chats/${troubled.id}`, admin.cookie)).json()).chat;
    expect(seen).toMatchObject({ you: "admin", messagesDeletedAt: now.toISOString() });
  });

  it("never shows moderators what a person said to the persona before the match, only the crisis mark", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const waiting = await waitIn(server, a, "burnout-zone");
    await say(server, a, waiting.id, "only the companion hears this");
    await say(server, a, waiting.id, CRISIS);

    // Waiting: no last message, no crisis mark, and no way in.
    const pending = (await list("status=pending")).find((chat) => chat.id === waiting.id);
    expect(pending).toMatchObject({ matchedAt: null, lastMessage: null, inCrisis: false });
    for (const path of [`/api/chats/${waiting.id}`, `/api/chats/${waiting.id}/messages`]) {
      const refused = await getJson(server, path, admin.cookie);
      expect([path, refused.statusCode, refused.json().error]).toEqual([path, 403, PRIVATE_UNTIL_MATCHED]);
    }

    await joinWaiting(server, b, "burnout-zone", waiting.id);
    await say(server, b, waiting.id, "hi, I'm here now");
    const transcript = MessageList.parse(
      (await getJson(server, `/api/chats/${waiting.id}/messages`, admin.cookie)).json(),
    ).messages;
    expect(transcript.map((m) => m.content)).toContain("hi, I'm here now");
    expect(transcript.map((m) => m.content)).not.toContain("only the companion hears this");
    expect(transcript.map((m) => m.content)).not.toContain(CRISIS);
    // The crisis noticed while waiting opened the match in crisis support: moderators see the
    // line posted at the match, and the chat marked, never the words (crisis/before-match.ts).
    expect(transcript.filter((m) => m.kind === "system")).toEqual([
      expect.objectContaining({ sender: "system", clientId: crisisLineBeforeMatch("p1") }),
    ]);
    const active = (await list("status=active")).find((chat) => chat.id === waiting.id);
    expect(active).toMatchObject({ inCrisis: true, lastMessage: expect.objectContaining({ sender: "p2" }) });
  });

  it("tells each person on /admin which case theirs is, from the session alone", async () => {
    const status = async (cookie: string) =>
      AdminStatus.parse((await getJson(server, "/api/admin/status", cookie)).json()).access;
    expect(await status(admin.cookie)).toBe("admin");
    expect(await status((await signUp(server, "Listed@kindred.test")).cookie)).toBe("verify-email");
    expect(await status((await signUp(server)).cookie)).toBe("none");
    expect((await getJson(server, "/api/admin/status")).statusCode).toBe(401);
  });
});
