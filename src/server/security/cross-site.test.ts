/**
 * Cross-site requests and sessions: every state-changing route refuses a request another site's
 * page makes with our visitor's cookie (foreign Origin, Origin "null", or Sec-Fetch-Site:
 * cross-site), and writes nothing; nothing is shared with other origins (no CORS); a socket from a
 * foreign origin is refused. Session cookies are HttpOnly, SameSite=Lax, and Secure (with the
 * __Secure- prefix) under https; a planted session cookie never becomes the victim's session; sign-out
 * ends the session on the server for REST, for new sockets, and for the sockets already open.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema.js";
import { otherSiteRefusal } from "../same-origin.js";
import {
  authPost,
  cookiesFrom,
  getJson,
  ADULT_ANSWER,
  PASSWORD,
  postSignUp,
  signUp,
  serverForSuite,
  startTestServer,
} from "../testing/server.js";
import { connectAs, listen, socketOutcome } from "../testing/sockets.js";
import { ADMIN_EMAIL, assembleCast, freshChat, rowCounts, type Cast } from "./cast.js";

const REFUSED = { error: otherSiteRefusal("http://localhost:3000") };
const EVIL = "https://evil.example";

/** Better Auth's state-changing endpoints Kindred's pages use, all behind POST /api/auth/*. */
const AUTH_POSTS: [string, unknown][] = [
  ["/api/auth/sign-in/email", { email: "someone@kindred.test", password: PASSWORD }],
  [
    "/api/auth/sign-up/email",
    { email: "newcomer@kindred.test", password: PASSWORD, name: "Anonymous", ...ADULT_ANSWER },
  ],
  ["/api/auth/sign-out", {}],
  ["/api/auth/request-password-reset", { email: "someone@kindred.test", redirectTo: "/reset-password" }],
];

describe("requests from other sites", () => {
  let cast: Cast;
  const server = serverForSuite({ config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0 } });
  beforeAll(async () => {
    cast = await assembleCast(server);
  });

  /** Every state-changing request the server accepts, made concrete with the admin's cookie (who may do most). */
  async function stateChangingRequests(): Promise<{ method: string; url: string; body: unknown }[]> {
    const requests: { method: string; url: string; body: unknown }[] = [];
    for (const route of server.routes.filter((r) => r.method !== "GET")) {
      if (route.url === "/api/auth/*") {
        for (const [url, body] of AUTH_POSTS) requests.push({ method: route.method, url, body });
        continue;
      }
      const url = route.url
        .replace(":chatId", await freshChat(server, cast, "matched"))
        .replace(":userId", cast.outsider.userId);
      requests.push({ method: route.method, url, body: { themeId: "calm", role: "both", rating: 5 } });
    }
    return requests;
  }

  it("refuses every state-changing route to a foreign Origin, Origin null and Sec-Fetch-Site cross-site, writing nothing", async () => {
    const requests = await stateChangingRequests();
    expect(requests.length).toBeGreaterThan(15);
    const before = await rowCounts(server);
    const cases = [{ origin: EVIL }, { origin: "null" }, { "sec-fetch-site": "cross-site" }];
    for (const { method, url, body } of requests) {
      for (const headers of cases) {
        const response = await server.fastify.inject({
          method: method as "POST",
          url,
          headers: { "content-type": "application/json", cookie: cast.admin.cookie, ...headers },
          payload: JSON.stringify(body),
        });
        expect([method, url, headers, response.statusCode, response.json()]).toEqual([
          method,
          url,
          headers,
          403,
          REFUSED,
        ]);
      }
    }
    expect(await rowCounts(server)).toEqual(before);
  });

  it("shares nothing with other origins: no CORS headers, even on a preflight", async () => {
    const read = await server.fastify.inject({
      method: "GET",
      url: "/api/me",
      headers: { origin: EVIL, cookie: cast.participant.cookie },
    });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    expect(read.headers["access-control-allow-credentials"]).toBeUndefined();
    const preflight = await server.fastify.inject({
      method: "OPTIONS",
      url: "/api/chats/match",
      headers: { origin: EVIL, "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("refuses a socket from a foreign origin, even with a valid session, over WebSocket and polling", async () => {
    const url = await listen(server);
    for (const transport of ["websocket", "polling"] as const) {
      const outcome = await socketOutcome(url, cast.participant.cookie, EVIL, transport);
      expect([transport, outcome]).toEqual([transport, "refused"]);
    }
    const sameSite = await connectAs(url, cast.participant.cookie);
    expect(sameSite.connected).toBe(true);
    sameSite.close();
  });
});

describe("session cookies", () => {
  it("are HttpOnly, SameSite=Lax and for the whole site on http", async () => {
    const server = await startTestServer();
    try {
      const response = await postSignUp(server);
      const [sessionCookie] = [response.headers["set-cookie"]].flat().filter((c) => c?.includes("session_token"));
      expect(sessionCookie).toMatch(/; HttpOnly/i);
      expect(sessionCookie).toMatch(/; SameSite=Lax/i);
      expect(sessionCookie).toMatch(/; Path=\//i);
    } finally {
      await server.close();
    }
  });

  it("are Secure with the __Secure- prefix when PUBLIC_URL is https, which also turns on HSTS", async () => {
    const server = await startTestServer({ config: { publicUrl: "https://kindred.example" } });
    try {
      const response = await postSignUp(server);
      expect(response.statusCode).toBe(200);
      const cookies = [response.headers["set-cookie"]].flat().filter((c): c is string => Boolean(c));
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Secure-/);
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
      }
      const me = await getJson(server, "/api/me", cookiesFrom(response.headers["set-cookie"]));
      expect(me.statusCode).toBe(200);
      expect(me.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(me.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    } finally {
      await server.close();
    }
  });
});

describe("sessions", () => {
  let url: string;
  const server = serverForSuite();
  beforeAll(async () => {
    url = await listen(server);
  });

  it("never turns a session cookie planted before sign-in into the victim's session", async () => {
    const attacker = await signUp(server);
    const victim = await signUp(server);
    for (const planted of [attacker.cookie, "better-auth.session_token=planted.value"]) {
      const signIn = await authPost(
        server,
        "/sign-in/email",
        { email: victim.email, password: PASSWORD },
        { cookie: planted },
      );
      const issued = cookiesFrom(signIn.headers["set-cookie"]);
      expect(issued).toMatch(/session_token=/);
      expect(issued).not.toBe(planted);
      const asPlanted = await getJson(server, "/api/me", planted);
      if (asPlanted.statusCode === 200) expect(asPlanted.json().user.id).toBe(attacker.userId);
      else expect(asPlanted.statusCode).toBe(401);
      expect((await getJson(server, "/api/me", issued)).json().user.id).toBe(victim.userId);
    }
  });

  it("ends the session on the server at sign-out: REST, new sockets and open sockets alike", async () => {
    const person = await signUp(server);
    const open = await connectAs(url, person.cookie);
    const closed = new Promise<string>((resolve) => open.once("disconnect", resolve));
    const out = await authPost(server, "/sign-out", {}, { cookie: person.cookie });
    expect(out.statusCode).toBe(200);
    expect(await server.database.db.select().from(session).where(eq(session.userId, person.userId))).toEqual([]);
    expect((await getJson(server, "/api/me", person.cookie)).statusCode).toBe(401);
    await expect(connectAs(url, person.cookie)).rejects.toThrow("Please sign in to continue.");
    expect(await closed).toBe("io server disconnect");
  });
});
