/**
 * The logs: everything the server logs at its most talkative level (trace), and whatever Better Auth
 * prints to the console, while people sign up, sign in, fail to sign in, chat (over sockets and REST,
 * blocked and over-long messages included), verify their e-mail, reset a password and delete their
 * account. No message text, no password and no session may appear in any of it, and the one-time
 * tokens of e-mailed links appear only in the dev outbox's own line (which is there to show the link).
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../db/schema.js";
import { matchTwo } from "../testing/chats.js";
import {
  authPost,
  cookiesFrom,
  databaseKinds,
  getJson,
  outboxLink,
  PASSWORD,
  sendJson,
  signUp,
  serverForSuite,
  uniqueEmail,
} from "../testing/server.js";
import { connectAs, listen, nextEvent, request } from "../testing/sockets.js";

const NEW_PASSWORD = "a fresh password after the reset";
const WRONG_PASSWORD = "somebody guessing wrongly";
const SECRET_WORDS = ["my sister does not know about the diagnosis", "I rehearse goodbyes in the shower"];

describe.each(databaseKinds)("what the server logs, on the %s database", (kind) => {
  const logged: string[] = [];
  let url: string;
  const server = serverForSuite({
    kind,
    config: { logLevel: "trace" },
    logStream: { write: (line) => void logged.push(line) },
  });
  beforeAll(async () => {
    url = await listen(server);
  });

  // Better Auth writes its own warnings to the console: they are logs too. Recorded, then passed on.
  beforeEach(() => {
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      const original = console[method].bind(console);
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
        original(...args);
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it("hold no message text, no password, no session token and no e-mailed link's token", async () => {
    const email = uniqueEmail("logged");
    const a = await signUp(server, email);
    const verifyLink = await outboxLink(server, email);
    expect((await getJson(server, verifyLink)).statusCode).toBe(302);
    const b = await signUp(server);
    expect((await authPost(server, "/sign-in/email", { email, password: WRONG_PASSWORD })).statusCode).toBe(401);
    const signedIn = await authPost(server, "/sign-in/email", { email, password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);

    const chat = await matchTwo(server, a, b, "heartbreak-anonymous");
    const [socketA, socketB] = [await connectAs(url, a.cookie), await connectAs(url, b.cookie)];
    for (const socket of [socketA, socketB])
      expect((await request(socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
    const arriving = nextEvent(socketB, "message:new");
    const sent = await request(socketA, "message:send", {
      chatId: chat.id,
      clientId: "logged-1",
      content: SECRET_WORDS[0]!,
    });
    expect(sent.ok).toBe(true);
    await arriving;
    const viaRest = await sendJson(
      server,
      "POST",
      `/api/chats/${chat.id}/messages`,
      { clientId: "logged-2", content: SECRET_WORDS[1] },
      b.cookie,
    );
    expect(viaRest.statusCode).toBe(201);
    const blocked = await request(socketA, "message:send", {
      chatId: chat.id,
      clientId: "logged-3",
      content: `you id1ot, ${SECRET_WORDS[0]}`,
    });
    expect(blocked.ok).toBe(false);
    const tooLong = await sendJson(
      server,
      "POST",
      `/api/chats/${chat.id}/messages`,
      { clientId: "logged-4", content: `${SECRET_WORDS[1]} ${"x".repeat(2_000)}` },
      a.cookie,
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await getJson(server, `/api/chats/${chat.id}/messages`, a.cookie)).body).toContain(SECRET_WORDS[1]);
    socketA.close();
    socketB.close();

    expect(
      (await authPost(server, "/request-password-reset", { email, redirectTo: "/reset-password" })).statusCode,
    ).toBe(200);
    const resetLink = await outboxLink(server, email);
    const follow = await getJson(server, resetLink);
    const token = new URL(String(follow.headers.location), server.origin).searchParams.get("token");
    expect((await authPost(server, "/reset-password", { newPassword: NEW_PASSWORD, token })).statusCode).toBe(200);
    // Better Auth also takes the token in the query (spent by now, so refused, but logged all the same).
    const viaQuery = await authPost(server, `/reset-password?token=${token}`, { newPassword: NEW_PASSWORD });
    expect(viaQuery.statusCode).toBe(400);
    const again = await authPost(server, "/sign-in/email", { email, password: NEW_PASSWORD });
    const cookie = cookiesFrom(again.headers["set-cookie"]);
    const [live] = await server.database.db.select().from(session).where(eq(session.userId, a.userId));
    expect((await sendJson(server, "DELETE", "/api/me", { password: WRONG_PASSWORD }, cookie)).statusCode).toBe(403);
    expect((await sendJson(server, "DELETE", "/api/me", { password: NEW_PASSWORD }, cookie)).statusCode).toBe(204);

    const everything = logged.join("\n");
    // The log is real and detailed: it saw these requests.
    expect(everything).toContain('"url":"/api/auth/sign-in/email"');
    expect(everything).toContain('"url":"/api/me"');
    for (const secret of [...SECRET_WORDS, PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, live!.token, cookie]) {
      expect(everything).not.toContain(secret);
    }

    // The links' tokens: only where the dev outbox shows the link on purpose (no SMTP_URL).
    const verifyToken = new URL(verifyLink, server.origin).searchParams.get("token")!;
    expect(verifyToken.length).toBeGreaterThan(20);
    expect(token!.length).toBeGreaterThan(20);
    const requestLog = logged.filter((line) => !line.includes("dev outbox")).join("\n");
    for (const secret of [verifyToken, token!]) {
      expect(everything).toContain(secret);
      expect(requestLog).not.toContain(secret);
    }
    expect(requestLog).toContain('"url":"/api/auth/verify-email?token=[redacted]&callbackURL=');
    expect(requestLog).toContain('"url":"/api/auth/reset-password/[redacted]?callbackURL=');
    expect(requestLog).toContain('"url":"/api/auth/reset-password?token=[redacted]"');
  });
});
