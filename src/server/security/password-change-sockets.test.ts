/**
 * A stolen session must not outlive the owner's new password on an open socket. Resetting the
 * password (the e-mailed link) revokes every session, so every socket of the person closes; changing
 * it with revokeOtherSessions revokes all but the caller's, so only the caller's sockets stay open —
 * and still close when the caller signs out afterwards.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS_KINDRED_DOES_NOT_OFFER } from "../auth/auth.js";
import {
  authPost,
  cookiesFrom,
  getJson,
  outboxLink,
  PASSWORD,
  signInAgain,
  signUp,
  serverForSuite,
} from "../testing/server.js";
import { disconnection, request, socketPeople } from "../testing/sockets.js";

const NEW_PASSWORD = "the owner's brand new password";

describe("sockets of sessions a new password revokes", () => {
  const people = socketPeople();
  const connect = (cookie: string) => people.connect(cookie);
  const server = serverForSuite();
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());

  /** The owner, plus a second session of the same account: a thief's, from a lost device. */
  async function ownerAndThief() {
    const owner = await signUp(server);
    return { owner, thiefCookie: await signInAgain(server, owner.email) };
  }

  it("closes every socket of the person when they reset their password through the e-mailed link", async () => {
    const { owner, thiefCookie } = await ownerAndThief();
    const [ownerSocket, thiefSocket] = [await connect(owner.cookie), await connect(thiefCookie)];
    const closed = [disconnection(ownerSocket), disconnection(thiefSocket)];

    const asked = await authPost(server, "/request-password-reset", {
      email: owner.email,
      redirectTo: "/reset-password",
    });
    expect(asked.statusCode).toBe(200);
    const follow = await getJson(server, await outboxLink(server, owner.email));
    const token = new URL(String(follow.headers.location), server.origin).searchParams.get("token");
    expect((await authPost(server, "/reset-password", { newPassword: NEW_PASSWORD, token })).statusCode).toBe(200);

    expect(await Promise.all(closed)).toEqual(["io server disconnect", "io server disconnect"]);
    for (const cookie of [owner.cookie, thiefCookie]) {
      await expect(connect(cookie)).rejects.toThrow("Please sign in to continue.");
    }
  });

  it("closes the other sessions' sockets on a change with revokeOtherSessions, and keeps the caller's until sign-out", async () => {
    const { owner, thiefCookie } = await ownerAndThief();
    const [ownerSocket, thiefSocket] = [await connect(owner.cookie), await connect(thiefCookie)];
    const thiefClosed = disconnection(thiefSocket);
    let ownerClosed = false;
    ownerSocket.once("disconnect", () => (ownerClosed = true));

    const changed = await authPost(
      server,
      "/change-password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      { cookie: owner.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(await thiefClosed).toBe("io server disconnect");
    await expect(connect(thiefCookie)).rejects.toThrow("Please sign in to continue.");

    // The owner's socket still answers (a chat that does not exist: 404, from a live connection).
    const answer = await request(ownerSocket, "chat:join", { chatId: randomUUID() });
    expect(answer).toMatchObject({ ok: false, status: 404 });
    expect(ownerClosed).toBe(false);

    // Better Auth gave the owner a new session; signing out of it closes the socket kept open.
    const renewed = cookiesFrom(changed.headers["set-cookie"]);
    const ownerOut = disconnection(ownerSocket);
    expect((await authPost(server, "/sign-out", {}, { cookie: renewed })).statusCode).toBe(200);
    expect(await ownerOut).toBe("io server disconnect");
  });

  it("offers no way to end a session that would leave its socket open", async () => {
    const { owner, thiefCookie } = await ownerAndThief();
    const thiefSocket = await connect(thiefCookie);
    const [, thiefToken] = /better-auth\.session_token=([^.;]+)/.exec(thiefCookie)!;
    for (const path of ENDPOINTS_KINDRED_DOES_NOT_OFFER) {
      const answer = await authPost(server, path, { token: thiefToken }, { cookie: owner.cookie });
      expect(answer.statusCode, path).toBe(404);
    }
    // The thief's session is untouched, so its socket rightly stays; the owner ends it with a new password.
    expect((await getJson(server, "/api/me", thiefCookie)).statusCode).toBe(200);
    expect(thiefSocket.connected).toBe(true);
  });

  it("closes nothing when the password changes without revoking other sessions", async () => {
    const { owner, thiefCookie } = await ownerAndThief();
    const thiefSocket = await connect(thiefCookie);
    const changed = await authPost(
      server,
      "/change-password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { cookie: owner.cookie },
    );
    expect(changed.statusCode).toBe(200);
    // That session is still valid, so its socket rightly stays.
    expect((await request(thiefSocket, "chat:join", { chatId: randomUUID() })).ok).toBe(false);
    expect(thiefSocket.connected).toBe(true);
  });
});
