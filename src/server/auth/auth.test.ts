import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Me } from "../../shared/api.js";
import { userTokens } from "../db/schema.js";
import { otherSiteRefusal } from "../same-origin.js";
import {
  authPost,
  cookiesFrom,
  databaseKinds,
  getJson,
  mailsTo,
  outboxLink,
  ADULT_ANSWER,
  PASSWORD,
  postSignUp,
  signUp,
  serverForSuite,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from "../testing/server.js";

async function me(server: TestServer, cookie: string) {
  const response = await getJson(server, "/api/me", cookie);
  expect(response.statusCode).toBe(200);
  return Me.parse(response.json());
}

describe.each(databaseKinds)("accounts on the %s database", (kind) => {
  const server = serverForSuite({
    kind,
    config: { adminEmails: new Set(["admin@kindred.test"]) },
    limits: { authFailuresPerAccount: { points: 3, duration: 60 } },
  });

  it("signs a person up with a secure session cookie, a profile and 10 tokens", async () => {
    const email = uniqueEmail();
    const response = await postSignUp(server, { email });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const profile = await me(server, cookiesFrom(response.headers["set-cookie"]));
    expect(profile).toMatchObject({ role: "member", tokens: 10, profile: { role: "both", waitlisted: false } });
    expect(profile.user.email).toBe(email);
  });

  it("refuses a second account with the same e-mail", async () => {
    const { email } = await signUp(server);
    const response = await postSignUp(server, { email });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty("error");
  });

  it("refuses a short password with a message", async () => {
    const response = await authPost(server, "/sign-up/email", {
      email: uniqueEmail(),
      password: "short",
      name: "Anonymous",
      ...ADULT_ANSWER,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/password/i);
  });

  it("signs in with the right password and refuses a wrong one", async () => {
    const { email } = await signUp(server);
    const wrong = await authPost(server, "/sign-in/email", { email, password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    const right = await authPost(server, "/sign-in/email", { email, password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(cookiesFrom(right.headers["set-cookie"])).toMatch(/session_token=/);
  });

  it("gives a new session id on every sign-in and ends it on sign-out", async () => {
    const { email, cookie: first } = await signUp(server);
    const signIn = await authPost(server, "/sign-in/email", { email, password: PASSWORD });
    const second = cookiesFrom(signIn.headers["set-cookie"]);
    expect(second).not.toBe(first);
    const out = await authPost(server, "/sign-out", {}, { cookie: second });
    expect(out.statusCode).toBe(200);
    expect((await getJson(server, "/api/me", second)).statusCode).toBe(401);
  });

  it("locks an account after repeated failed sign-ins, even for the right password, with a clear 429", async () => {
    const { email } = await signUp(server);
    for (let i = 0; i < 3; i++) {
      expect((await authPost(server, "/sign-in/email", { email, password: "guess" })).statusCode).toBe(401);
    }
    const locked = await authPost(server, "/sign-in/email", { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed sign-ins for this account\. Please wait \d+ seconds/);
    expect(locked.headers["retry-after"]).toBeDefined();
  });

  it("answers /api/session with null to a visitor and with the person once signed in, never cached", async () => {
    const visitor = await getJson(server, "/api/session");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ me: null });
    expect(visitor.headers["cache-control"]).toBe("no-store");

    const { cookie, email } = await signUp(server);
    const member = await getJson(server, "/api/session", cookie);
    expect(member.statusCode).toBe(200);
    expect(member.json().me).toEqual((await getJson(server, "/api/me", cookie)).json());
    expect(member.json().me.user.email).toBe(email);
  });

  it("answers /api/me with 401 to a visitor", async () => {
    const response = await getJson(server, "/api/me");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Please sign in to continue." });
  });

  it("repairs a missing token record with 10 tokens", async () => {
    const { cookie, userId } = await signUp(server);
    await server.database.db.delete(userTokens).where(eq(userTokens.userId, userId));
    expect((await me(server, cookie)).tokens).toBe(10);
  });

  it("gives the admin role only to a listed e-mail its owner has verified", async () => {
    const email = "admin@kindred.test";
    const { cookie } = await signUp(server, email);
    expect((await me(server, cookie)).role).toBe("member");
    const verify = await getJson(server, await outboxLink(server, email));
    expect(verify.statusCode).toBeLessThan(400);
    expect((await me(server, cookie)).role).toBe("admin");
    const { cookie: other } = await signUp(server);
    expect((await me(server, other)).role).toBe("member");
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const { email } = await signUp(server);
    const ask = await authPost(server, "/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(ask.statusCode).toBe(200);
    const follow = await getJson(server, await outboxLink(server, email));
    const location = new URL(String(follow.headers.location), server.origin);
    const token = location.searchParams.get("token");
    expect(location.pathname).toBe("/reset-password");
    const reset = await authPost(server, "/reset-password", { newPassword: "a brand new password", token });
    expect(reset.statusCode).toBe(200);
    expect((await authPost(server, "/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await authPost(server, "/sign-in/email", { email, password: "a brand new password" })).statusCode).toBe(
      200,
    );
  });

  it("refuses sign-in from a foreign origin", async () => {
    const { email } = await signUp(server);
    const response = await authPost(
      server,
      "/sign-in/email",
      { email, password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: otherSiteRefusal(server.config.publicUrl) });
  });
});

describe("limits and policies", () => {
  it("limits sign-in and sign-up attempts per client address", async () => {
    const server = await startTestServer({ limits: { authPerAddress: { points: 2, duration: 60 } } });
    try {
      await signUp(server);
      await signUp(server);
      const third = await postSignUp(server);
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatch(/^Too many attempts from your network\. Please wait/);
    } finally {
      await server.close();
    }
  });

  it.each([
    { trustProxy: ["loopback"], third: 200 },
    { trustProxy: ["10.0.0.0/8"], third: 429 },
  ])("believes X-Forwarded-For only from a trusted proxy: $trustProxy", async ({ trustProxy, third }) => {
    const server = await startTestServer({
      config: { trustProxy },
      limits: { authPerAddress: { points: 2, duration: 60 } },
    });
    const from = (address: string) => postSignUp(server, {}, { "x-forwarded-for": address });
    try {
      for (let i = 0; i < 2; i++) expect((await from("203.0.113.7")).statusCode).toBe(200);
      // Another client behind the proxy has its own allowance, unless the proxy is not trusted
      // (the request comes from loopback here), in which case all of them are one address.
      expect((await from("203.0.113.8")).statusCode).toBe(third);
    } finally {
      await server.close();
    }
  });

  it("puts sign-ups past the early-access limit on the waitlist", async () => {
    const server = await startTestServer({ config: { earlyAccessLimit: 1 } });
    try {
      const first = await signUp(server);
      const second = await signUp(server);
      expect((await me(server, first.cookie)).profile.waitlisted).toBe(false);
      expect((await me(server, second.cookie)).profile.waitlisted).toBe(true);
      const early = await getJson(server, "/api/early-access");
      expect(early.json()).toEqual({ profiles: 2, limit: 1, open: false, minimumAge: 18, chatRetentionDays: null });
    } finally {
      await server.close();
    }
  });

  it("tells anyone the configured minimum age, which the community guidelines state", async () => {
    const server = await startTestServer({ config: { minimumAge: 21 } });
    try {
      expect((await getJson(server, "/api/early-access")).json()).toMatchObject({ minimumAge: 21 });
    } finally {
      await server.close();
    }
  });

  it("answers a sign-up with a taken address as a new one when verification is required, and tells the owner", async () => {
    const server = await startTestServer({ config: { requireEmailVerification: true } });
    try {
      const email = uniqueEmail();
      const fresh = await postSignUp(server, { email: uniqueEmail() });
      await postSignUp(server, { email });
      const taken = await postSignUp(server, { email, password: "another long password" });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(taken.json().token).toBeNull();
      expect(taken.headers["set-cookie"]).toBeUndefined();
      const mails = await mailsTo(server, email);
      expect(mails.map((mail) => mail.subject)).toEqual(["Verify your Kindred account", "Verify your Kindred account"]);
      // Nobody signs in before the address is verified, whichever password (pending-account.test.ts).
      expect(
        (await authPost(server, "/sign-in/email", { email, password: "another long password" })).statusCode,
      ).not.toBe(200);
    } finally {
      await server.close();
    }
  });

  it("blocks sign-in until the e-mail is verified when verification is required", async () => {
    const server = await startTestServer({ config: { requireEmailVerification: true } });
    try {
      const email = uniqueEmail();
      const up = await postSignUp(server, { email });
      expect(up.statusCode).toBe(200);
      const early = await authPost(server, "/sign-in/email", { email, password: PASSWORD });
      expect(early.statusCode).toBe(403);
      await getJson(server, await outboxLink(server, email));
      expect((await authPost(server, "/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
