/**
 * The attack controls hold across instances (PostgreSQL + Redis, as in production at scale):
 * password guesses counted on one instance lock the account on the other, and signing out, resetting
 * or changing the password on one instance closes the ended sessions' sockets on the other. Runs when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  authPost,
  canStartTwoInstances,
  cookiesFrom,
  getJson,
  outboxLink,
  PASSWORD,
  signInAgain,
  signUp,
  twoInstancesForSuite,
} from "../testing/server.js";
import { connectAs, disconnection, listen } from "../testing/sockets.js";

// Redis is shared with other test runs on this machine: the per-address count for 127.0.0.1 is too.
const limits = {
  authPerAddress: { points: 100_000, duration: 60 },
  authFailuresPerAccount: { points: 3, duration: 600 },
};

describe.runIf(canStartTwoInstances)("attack controls across two instances", () => {
  const instances = twoInstancesForSuite({ limits });
  let secondUrl: string;
  beforeAll(async () => {
    secondUrl = await listen(instances.second);
  });

  it("locks an account on every instance once its guesses are used up on one", async () => {
    const { first, second } = instances;
    const { email } = await signUp(first);
    for (let i = 0; i < 3; i++) {
      expect((await authPost(first, "/sign-in/email", { email, password: `guess ${i}` })).statusCode).toBe(401);
    }
    const elsewhere = await authPost(second, "/sign-in/email", { email, password: PASSWORD });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error).toMatch(/^Too many failed sign-ins for this account\./);
  });

  it("closes a person's sockets on the other instance when they reset their password", async () => {
    const { first } = instances;
    const person = await signUp(first);
    const socket = await connectAs(secondUrl, person.cookie);
    const closed = disconnection(socket);
    expect(
      (await authPost(first, "/request-password-reset", { email: person.email, redirectTo: "/reset-password" }))
        .statusCode,
    ).toBe(200);
    const follow = await getJson(first, await outboxLink(first, person.email));
    const token = new URL(String(follow.headers.location), first.origin).searchParams.get("token");
    expect((await authPost(first, "/reset-password", { newPassword: "a new password", token })).statusCode).toBe(200);
    expect(await closed).toBe("io server disconnect");
  });

  it("keeps only the caller's socket on the other instance after a change that revokes other sessions", async () => {
    const { first } = instances;
    const owner = await signUp(first);
    const [ownerSocket, thiefSocket] = [
      await connectAs(secondUrl, owner.cookie),
      await connectAs(secondUrl, await signInAgain(first, owner.email)),
    ];
    const thiefClosed = disconnection(thiefSocket);
    const changed = await authPost(
      first,
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "a new password", revokeOtherSessions: true },
      { cookie: owner.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(await thiefClosed).toBe("io server disconnect");
    expect(ownerSocket.connected).toBe(true);
    const ownerClosed = disconnection(ownerSocket);
    const renewed = cookiesFrom(changed.headers["set-cookie"]);
    expect((await authPost(first, "/sign-out", {}, { cookie: renewed })).statusCode).toBe(200);
    expect(await ownerClosed).toBe("io server disconnect");
  });

  it("closes a session's socket on the other instance when the person signs out", async () => {
    const { first } = instances;
    const person = await signUp(first);
    const socket = await connectAs(secondUrl, person.cookie);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    expect((await authPost(first, "/sign-out", {}, { cookie: person.cookie })).statusCode).toBe(200);
    expect(await closed).toBe("io server disconnect");
  });
});
