/**
 * Locking an account must not become a way to lock its owner out. Failed sign-ins are counted per
 * account and client address (strict) and per account across all addresses (loose): a stranger who
 * guesses wrong uses up only their own address's allowance, and the owner signs in from theirs;
 * guesses spread over many addresses stop at the loose limit, which then holds for everyone,
 * the owner included, until its window ends or the owner resets the password.
 */
import { describe, expect, it } from "vitest";
import { authPost, getJson, outboxLink, PASSWORD, signUp, serverForSuite } from "../testing/server.js";

const STRICT = 3;
const LOOSE = 7;
const OWNER = "198.51.100.2";
const STRANGER = "203.0.113.7";
const NEW_PASSWORD = "a new password, chosen after the lockout";

describe("failed sign-ins by strangers", () => {
  const server = serverForSuite({
    limits: {
      authPerAddress: { points: 1_000, duration: 60 },
      authFailuresPerAccount: { points: STRICT, duration: 15 * 60 },
      authFailuresAcrossAddresses: { points: LOOSE, duration: 60 * 60 },
    },
  });

  /** A sign-in from a client address (the connection's own: no proxy in front here). */
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    server.fastify.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress,
      headers: { "content-type": "application/json", origin: server.origin },
      payload: JSON.stringify({ email, password }),
    });

  it("keeps the owner's own address open when a stranger uses up the guesses of theirs", async () => {
    const { email } = await signUp(server);
    for (let i = 0; i < STRICT; i++) expect((await signInFrom(STRANGER, email, `guess ${i}`)).statusCode).toBe(401);
    const stranger = await signInFrom(STRANGER, email, PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toMatch(/^Too many failed sign-ins for this account\. Please wait \d+ minutes/);

    expect((await signInFrom(OWNER, email, PASSWORD)).statusCode).toBe(200);
    // The owner's own mistakes count at their address, as before.
    for (let i = 0; i < STRICT; i++) expect((await signInFrom(OWNER, email, `typo ${i}`)).statusCode).toBe(401);
    expect((await signInFrom(OWNER, email, PASSWORD)).statusCode).toBe(429);
  });

  it("stops guesses spread over many addresses at the per-account limit, for the owner too", async () => {
    const { email } = await signUp(server);
    // Parallel, from a new address each, so that only the account-wide count can stop them: it is
    // taken before the check, so exactly LOOSE guesses are tried.
    const burst = await Promise.all(
      Array.from({ length: LOOSE * 2 }, (_, i) => signInFrom(`10.1.0.${i + 1}`, email, `guess ${i}`)),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOOSE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LOOSE);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toMatch(/^Too many failed sign-ins for this account from many networks\. Please wait/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);

    // Now the account is locked everywhere, the right password from the owner's address included.
    const owner = await signInFrom(OWNER, email, PASSWORD);
    expect(owner.statusCode).toBe(429);
    expect(owner.json().error).toMatch(/from many networks/);
  });

  it("lets the owner back in with a new password once they reset it through the e-mailed link", async () => {
    const { email } = await signUp(server);
    await Promise.all(Array.from({ length: LOOSE }, (_, i) => signInFrom(`10.3.0.${i + 1}`, email, `guess ${i}`)));
    expect((await signInFrom(OWNER, email, PASSWORD)).statusCode).toBe(429);

    expect(
      (await authPost(server, "/request-password-reset", { email, redirectTo: "/reset-password" })).statusCode,
    ).toBe(200);
    const follow = await getJson(server, await outboxLink(server, email));
    const token = new URL(String(follow.headers.location), server.origin).searchParams.get("token");
    expect((await authPost(server, "/reset-password", { newPassword: NEW_PASSWORD, token })).statusCode).toBe(200);

    expect((await signInFrom(OWNER, email, NEW_PASSWORD)).statusCode).toBe(200);
    // The guesser starts again, against a password they know nothing about.
    expect((await signInFrom("10.3.1.1", email, PASSWORD)).statusCode).toBe(401);
  });

  it("does not let the owner's successful sign-ins renew a distributed guesser's allowance", async () => {
    const { email } = await signUp(server);
    let address = 0;
    const guess = () => signInFrom(`10.2.0.${++address}`, email, "a guess");
    for (let i = 0; i < LOOSE - 1; i++) expect((await guess()).statusCode).toBe(401);
    expect((await signInFrom(OWNER, email, PASSWORD)).statusCode).toBe(200);
    expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
  });
});
