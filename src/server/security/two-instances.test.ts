/**
 * The attack controls hold across instances (PostgreSQL + Redis, as in production at scale):
 * password guesses counted on one instance lock the account on the other, and signing out on one
 * instance closes the session's socket on the other. Runs when TEST_DATABASE_URL and TEST_REDIS_URL
 * are set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authPost, databaseKinds, PASSWORD, signUp, startTwoInstances, type TestServer } from "../testing/server.js";
import { connectAs, listen } from "../testing/sockets.js";

const redisUrl = process.env.TEST_REDIS_URL;
// Redis is shared with other test runs on this machine: the per-address count for 127.0.0.1 is too.
const limits = {
  authPerAddress: { points: 100_000, duration: 60 },
  authFailuresPerAccount: { points: 3, duration: 600 },
};

describe.runIf(databaseKinds.includes("postgres") && redisUrl)("attack controls across two instances", () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = await startTwoInstances(redisUrl!, { limits });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("locks an account on every instance once its guesses are used up on one", async () => {
    const { email } = await signUp(first);
    for (let i = 0; i < 3; i++) {
      expect((await authPost(first, "/sign-in/email", { email, password: `guess ${i}` })).statusCode).toBe(401);
    }
    const elsewhere = await authPost(second, "/sign-in/email", { email, password: PASSWORD });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error).toMatch(/^Too many failed sign-ins for this account\./);
  });

  it("closes a session's socket on the other instance when the person signs out", async () => {
    const person = await signUp(first);
    const socket = await connectAs(await listen(second), person.cookie);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    expect((await authPost(first, "/sign-out", {}, { cookie: person.cookie })).statusCode).toBe(200);
    expect(await closed).toBe("io server disconnect");
  });
});
