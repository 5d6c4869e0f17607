/**
 * Who can delete what: only the signed-in person, only themselves (naming someone else changes
 * nothing), never through Better Auth's own endpoint, with guessing limited; admins too; and the
 * sign-out reaches a socket on another instance.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MessageList } from "../../shared/api.js";
import { FORMER_SENDER } from "../chats/views.js";
import { messages, user } from "../db/schema.js";
import { matchTwo, say } from "../testing/chats.js";
import {
  authPost,
  canStartTwoInstances,
  databaseKinds,
  getJson,
  PASSWORD,
  sendJson,
  signUp,
  signUpAdmin,
  serverForSuite,
  twoInstancesForSuite,
} from "../testing/server.js";
import { connectAs, disconnection, listen, nextEvent } from "../testing/sockets.js";
import { WRONG_PASSWORD } from "./service.js";

const ADMIN = "moderator@kindred.test";

describe.each(databaseKinds)("who may delete an account, on the %s database", (kind) => {
  const server = serverForSuite({
    kind,
    config: { adminEmails: new Set([ADMIN]) },
    limits: { authFailuresPerAccount: { points: 3, duration: 15 * 60 } },
  });

  const exists = async (userId: string) =>
    (await server.database.db.select().from(user).where(eq(user.id, userId))).length === 1;
  const deleteMe = (body: unknown, cookie?: string, query = "") =>
    sendJson(server, "DELETE", `/api/me${query}`, body, cookie);

  it("acts only on the signed-in person, whatever the body or query names", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const visitor = await deleteMe({ password: PASSWORD, userId: a.userId, email: a.email });
    expect(visitor.statusCode).toBe(401);
    const wrong = await deleteMe(
      { password: "guessing a's password", userId: a.userId },
      b.cookie,
      `?userId=${a.userId}`,
    );
    expect([wrong.statusCode, wrong.json()]).toEqual([403, { error: WRONG_PASSWORD }]);
    expect(await exists(a.userId)).toBe(true);

    const own = await deleteMe({ password: PASSWORD, userId: a.userId, id: a.userId }, b.cookie, `?userId=${a.userId}`);
    expect(own.statusCode).toBe(204);
    expect(await exists(b.userId)).toBe(false);
    expect(await exists(a.userId)).toBe(true);
    expect((await getJson(server, "/api/me", a.cookie)).statusCode).toBe(200);
  });

  it("offers no way around Kindred's erasure: Better Auth's own delete-user endpoint is off", async () => {
    const a = await signUp(server);
    const response = await authPost(server, "/delete-user", { password: PASSWORD }, { cookie: a.cookie });
    expect(response.statusCode).toBe(404);
    expect(await exists(a.userId)).toBe(true);
  });

  it("limits wrong passwords per account: the form cannot be used to guess one", async () => {
    const a = await signUp(server);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await deleteMe({ password: `guess number ${attempt}` }, a.cookie)).statusCode).toBe(403);
    }
    const limited = await deleteMe({ password: PASSWORD }, a.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many wrong passwords\. Please wait \d+ minutes and try again\.$/);
    expect(await exists(a.userId)).toBe(true);
  });

  it("lets an admin delete their own account; what they wrote as a moderator stays, anonymised", async () => {
    const admin = await signUpAdmin(server, ADMIN);
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, a, b, "overthinking-spiral");
    await say(server, admin, chat.id, "a gentle reminder to be kind");
    expect((await deleteMe({ password: PASSWORD }, admin.cookie)).statusCode).toBe(204);
    expect(await exists(admin.userId)).toBe(false);
    const seen = MessageList.parse((await getJson(server, `/api/chats/${chat.id}/messages`, a.cookie)).json());
    expect(seen.messages.map((m) => [m.sender, m.content])).toContainEqual(["admin", "a gentle reminder to be kind"]);
    const stored = await server.database.db.select().from(messages).where(eq(messages.chatId, chat.id));
    expect(stored.map((m) => m.senderId)).toContain(FORMER_SENDER.admin);
    expect(stored.map((m) => m.senderId)).not.toContain(admin.userId);
  });
});

describe.runIf(canStartTwoInstances)("deleting an account across two instances", () => {
  const instances = twoInstancesForSuite();

  it("disconnects the person's socket on the other instance, and tells their partner there", async () => {
    const { first, second } = instances;
    const [urlA, urlB] = [await listen(first), await listen(second)];
    const [a, b] = [await signUp(first), await signUp(second)];
    const [aOnSecond, bOnSecond] = [await connectAs(urlB, a.cookie), await connectAs(urlB, b.cookie)];
    const aOnFirst = await connectAs(urlA, a.cookie);
    try {
      const matched = nextEvent(bOnSecond, "chat:updated");
      const chat = await matchTwo(first, a, b, "unknown-feelings");
      expect(await matched).toMatchObject({ id: chat.id, status: "active" });
      const gone = [disconnection(aOnSecond), disconnection(aOnFirst)];
      const partnerTold = nextEvent(bOnSecond, "chat:updated");
      expect((await sendJson(first, "DELETE", "/api/me", { password: PASSWORD }, a.cookie)).statusCode).toBe(204);
      expect(await Promise.all(gone)).toEqual(["io server disconnect", "io server disconnect"]);
      expect(await partnerTold).toMatchObject({ id: chat.id, status: "completed", endedBy: "partner" });
      expect((await getJson(second, "/api/me", a.cookie)).statusCode).toBe(401);
    } finally {
      for (const socket of [aOnSecond, bOnSecond, aOnFirst]) socket.close();
    }
  });
});
