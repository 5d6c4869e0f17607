/**
 * A person whose verification link expired or never arrived gets a new one, from the sign-in form or
 * by signing up again, and nobody learns from the answers who is on Kindred: the same reply (and the
 * same 429s) for an unverified, a verified and an unknown address, and mail only to an unverified one.
 */
import { describe, expect, it, vi } from "vitest";
import { EMAIL_INVALID, EMAIL_MISSING } from "../../shared/email-address.js";
import { EMAIL_UNVERIFIED } from "../../shared/email-verification.js";
import {
  authPost,
  cookiesFrom,
  getJson,
  mailsTo,
  outboxLink,
  PASSWORD,
  postSignUp,
  serverForSuite,
  uniqueEmail,
} from "../testing/server.js";

/** Each test asks from client addresses of its own, so that the per-network limit is its alone. */
let lastNetwork = 0;
const newNetwork = () => `203.0.113.${++lastNetwork}`;

describe("new verification links", () => {
  const server = serverForSuite({
    config: { requireEmailVerification: true },
    limits: {
      verificationMailsPerAccount: { points: 3, duration: 60 * 60 },
      verificationMailsPerAddress: { points: 4, duration: 60 * 60 },
    },
  });

  const askNewLink = (body: unknown, network = newNetwork()) =>
    authPost(server, "/send-verification-email", body, { "x-forwarded-for": network });

  /** An account that has not verified its address: the one mail it has is its sign-up's. */
  async function unverifiedAccount(): Promise<string> {
    const email = uniqueEmail();
    expect((await postSignUp(server, { email }, { "x-forwarded-for": newNetwork() })).statusCode).toBe(200);
    return email;
  }

  async function verifiedAccount(): Promise<string> {
    const email = await unverifiedAccount();
    expect((await getJson(server, await outboxLink(server, email))).statusCode).toBe(302);
    return email;
  }

  it("refuses the sign-in of an unverified address in plain words, with the code the form answers", async () => {
    const email = await unverifiedAccount();
    const refused = await authPost(server, "/sign-in/email", { email, password: PASSWORD });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: EMAIL_UNVERIFIED, code: "email-unverified" }]);
  });

  it("mails an unverified account whose link expired a new link that verifies it and signs the person in", async () => {
    const email = await unverifiedAccount();
    const expired = await outboxLink(server, email);
    // An hour and a minute later (the links' clock is Date's; timers run as they do).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    try {
      expect((await getJson(server, expired)).headers.location).toBe("/?error=TOKEN_EXPIRED");
      const asked = await askNewLink({ email });
      expect([asked.statusCode, asked.json()]).toEqual([200, { status: true }]);

      const mails = await mailsTo(server, email);
      expect(mails.map((mail) => mail.subject)).toEqual(["Verify your Kindred account", "Verify your Kindred account"]);
      expect(mails[1]!.text).toContain(mails[1]!.link);
      expect(mails[1]!.text).toMatch(/The link works for an hour\. If it has expired, sign in and ask for a new one\./);
      const verified = await getJson(server, await outboxLink(server, email));
      expect([verified.statusCode, verified.headers.location]).toEqual([302, "/"]);
      expect(cookiesFrom(verified.headers["set-cookie"])).toMatch(/session_token=/);
      expect((await authPost(server, "/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers a verified or unknown address exactly as an unverified one, and mails neither", async () => {
    const verified = await verifiedAccount();
    const unknown = uniqueEmail("nobody");
    const mailsBefore = (await mailsTo(server, verified)).length;
    const answers = [];
    for (const email of [await unverifiedAccount(), verified, unknown]) {
      const answer = await askNewLink({ email });
      answers.push([answer.statusCode, answer.body, answer.headers["set-cookie"]]);
    }
    expect(answers).toEqual([
      [200, '{"status":true}', undefined],
      [200, '{"status":true}', undefined],
      [200, '{"status":true}', undefined],
    ]);
    expect((await mailsTo(server, verified)).length).toBe(mailsBefore);
    expect(await mailsTo(server, unknown)).toEqual([]);
  });

  it("leads the new link to Kindred's own page, whatever callback the request names", async () => {
    const email = await unverifiedAccount();
    await askNewLink({ email, callbackURL: "https://evil.example/steal" });
    const link = new URL((await mailsTo(server, email)).at(-1)!.link!);
    expect(link.origin + link.pathname).toBe(`${server.config.publicUrl}/api/auth/verify-email`);
    expect(link.searchParams.get("callbackURL")).toBe("/");
  });

  it("limits new links per e-mail address, counted alike whether or not the address has an account", async () => {
    for (const email of [await unverifiedAccount(), uniqueEmail("nobody")]) {
      // Each from another network: the limit is the address's, not the network's.
      for (let i = 0; i < 3; i++) expect((await askNewLink({ email })).statusCode).toBe(200);
      const refused = await askNewLink({ email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(
        /^Too many requests for a new link to this address\. Please wait \d+ minutes/,
      );
      expect(refused.headers["retry-after"]).toBeDefined();
    }
  });

  it("sends no more than the limit to an unverified address", async () => {
    const email = await unverifiedAccount();
    for (let i = 0; i < 5; i++) await askNewLink({ email });
    expect((await mailsTo(server, email)).length).toBe(1 + 3);
  });

  it("limits new links per client address, whatever addresses they name", async () => {
    const network = newNetwork();
    for (let i = 0; i < 4; i++) expect((await askNewLink({ email: uniqueEmail() }, network)).statusCode).toBe(200);
    const refused = await askNewLink({ email: uniqueEmail() }, network);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many requests for a new link from your network\./);
    expect((await askNewLink({ email: uniqueEmail() })).statusCode).toBe(200);
  });

  it("refuses a request without a usable address with a sentence, sends nothing and counts nothing", async () => {
    const email = await unverifiedAccount();
    const network = newNetwork();
    for (const [body, error] of [
      [{}, EMAIL_MISSING],
      [{ email: 42 }, EMAIL_MISSING],
      [{ email: "f@example" }, EMAIL_INVALID],
    ] as const) {
      const refused = await askNewLink(body, network);
      expect([refused.statusCode, refused.json()]).toEqual([400, { error }]);
    }
    const notJson = await server.fastify.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      headers: { "content-type": "text/plain", origin: server.origin },
      payload: email,
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json().error).toMatch(/JSON/);
    expect((await mailsTo(server, email)).length).toBe(1);
    // None of the refusals took a point of the network's allowance.
    for (let i = 0; i < 4; i++) expect((await askNewLink({ email: uniqueEmail() }, network)).statusCode).toBe(200);
  });
});

describe("signing up again with an address that has an account", () => {
  const server = serverForSuite({
    config: { requireEmailVerification: true },
    limits: { verificationMailsPerAccount: { points: 2, duration: 60 * 60 } },
  });
  const signUpAgain = (email: string) => postSignUp(server, { email, password: "another long password" });

  it("mails an unverified account's owner a fresh link that verifies it, with the latest password", async () => {
    const email = uniqueEmail();
    await postSignUp(server, { email });
    const again = await signUpAgain(email);
    expect([again.statusCode, again.json().token]).toEqual([200, null]);
    const mail = (await mailsTo(server, email)).at(-1)!;
    expect(mail.subject).toBe("Verify your Kindred account");
    expect(mail.text).toMatch(/signed up to Kindred again/);
    expect(mail.text).toMatch(/If you did not sign up to Kindred, do not open the link/);
    expect(new URL(mail.link!).pathname).toBe("/api/auth/verify-email");
    expect(mail.text).toContain(mail.link!);
    expect((await getJson(server, await outboxLink(server, email))).statusCode).toBe(302);
    expect((await authPost(server, "/sign-in/email", { email, password: "another long password" })).statusCode).toBe(
      200,
    );
    expect((await authPost(server, "/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(401);
  });

  it("stops mailing links past the address's limit, answering as before", async () => {
    const email = uniqueEmail();
    await postSignUp(server, { email });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await signUpAgain(email)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200]);
    expect((await mailsTo(server, email)).length).toBe(1 + 2);
  });

  it("tells a verified account's owner to sign in, with no verification link", async () => {
    const email = uniqueEmail();
    await postSignUp(server, { email });
    await getJson(server, await outboxLink(server, email));
    await signUpAgain(email);
    const mail = (await mailsTo(server, email)).at(-1)!;
    expect(mail.subject).toBe("Someone tried to sign up to Kindred with your address");
    expect(mail.link).toBe(`${server.config.publicUrl}/auth`);
    expect(mail.text).not.toMatch(/verify-email/);
  });

  it("tells a verified account's owner no more often than the address's limit", async () => {
    const email = uniqueEmail();
    await postSignUp(server, { email });
    await getJson(server, await outboxLink(server, email));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await signUpAgain(email)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200]);
    const told = (await mailsTo(server, email)).filter((mail) => mail.subject.startsWith("Someone tried"));
    expect(told.length).toBe(2);
  });
});

describe("password-reset mails", () => {
  const server = serverForSuite({
    config: { requireEmailVerification: true },
    limits: {
      passwordResetMailsPerAccount: { points: 3, duration: 60 * 60 },
      passwordResetMailsPerAddress: { points: 4, duration: 60 * 60 },
    },
  });
  const askReset = (email: string, network = newNetwork()) =>
    authPost(
      server,
      "/request-password-reset",
      { email, redirectTo: "/reset-password" },
      { "x-forwarded-for": network },
    );
  const resetMails = async (email: string) =>
    (await mailsTo(server, email)).filter((mail) => mail.subject === "Reset your Kindred password");

  it("limits reset mails per e-mail address, from however many networks, alike with or without an account", async () => {
    const account = uniqueEmail();
    expect((await postSignUp(server, { email: account }, { "x-forwarded-for": newNetwork() })).statusCode).toBe(200);
    for (const email of [account, uniqueEmail("nobody")]) {
      // Each from another network, as someone rotating client addresses would ask.
      for (let i = 0; i < 3; i++) expect((await askReset(email)).statusCode).toBe(200);
      // Written otherwise, the address is the same one to Better Auth, and to the limit.
      const refused = await askReset(` ${email.toUpperCase()}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(
        /^Too many password-reset requests for this address\. Please wait \d+ minutes and try again\.$/,
      );
      expect(refused.headers["retry-after"]).toBeDefined();
    }
    expect(await resetMails(account)).toHaveLength(3);

    const another = uniqueEmail();
    await postSignUp(server, { email: another }, { "x-forwarded-for": newNetwork() });
    expect((await askReset(another)).statusCode).toBe(200);
    expect(await resetMails(another)).toHaveLength(1);
  });

  it("limits reset requests per client address, whatever addresses they name", async () => {
    const network = newNetwork();
    for (let i = 0; i < 4; i++) expect((await askReset(uniqueEmail(), network)).statusCode).toBe(200);
    const refused = await askReset(uniqueEmail(), network);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many password-reset requests from your network\./);
    expect((await askReset(uniqueEmail())).statusCode).toBe(200);
  });

  it("refuses an unusable address with a sentence before counting it", async () => {
    const network = newNetwork();
    for (let i = 0; i < 5; i++) {
      const refused = await askReset("not an address", network);
      expect([refused.statusCode, refused.json()]).toEqual([400, { error: EMAIL_INVALID }]);
    }
    expect((await askReset(uniqueEmail(), network)).statusCode).toBe(200);
  });
});
