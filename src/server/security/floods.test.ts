/**
 * Brute force and floods: password guessing per account (the default rule, and a parallel burst)
 * and per network address (a forged X-Forwarded-For does not help), messages per person and
 * events per connection, AI tests per person, and requests or packets too large. Every refusal is
 * a 4xx with a sentence, and the server keeps serving. Persona replies per person are limited in
 * src/server/ai/ai-flow.test.ts ("limits AI replies per person with a clear message").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../tuning.js";
import { MAX_SOCKET_PACKET_BYTES } from "../realtime/handshake.js";
import { authPost, getJson, PASSWORD, sendJson, signUp, serverForSuite, uniqueEmail } from "../testing/server.js";
import { connectAs, listen, request, socketPeople } from "../testing/sockets.js";
import { freshChat, type Cast } from "./cast.js";

const WAIT_SENTENCE = /^Too many [a-z -]+\. Please wait \d+ (seconds|minutes) and try again\.$/;

describe("password guessing", () => {
  // The per-account rule as shipped; the per-address rule out of the way of these many attempts.
  const server = serverForSuite({ limits: { authPerAddress: { points: 1_000, duration: 60 } } });

  it("allows no more than 100 failed sign-ins an hour per account, by the rule Kindred ships", () => {
    // Fixed windows: any hour overlaps at most ceil(3600 / duration) + 1 of them.
    const perHour = ({ points, duration }: { points: number; duration: number }) =>
      points * (Math.ceil(3600 / duration) + 1);
    // From every address together (lockout.test.ts: spreading guesses over addresses gains nothing),
    expect(perHour(DEFAULT_LIMITS.authFailuresAcrossAddresses)).toBeLessThanOrEqual(100);
    // and from one address, far fewer.
    expect(perHour(DEFAULT_LIMITS.authFailuresPerAccount)).toBeLessThan(
      perHour(DEFAULT_LIMITS.authFailuresAcrossAddresses),
    );
  });

  it("locks the account after the allowed failures, even for the right password, with 429 and Retry-After", async () => {
    const { email } = await signUp(server);
    const { points } = DEFAULT_LIMITS.authFailuresPerAccount;
    for (let i = 0; i < points; i++) {
      expect((await authPost(server, "/sign-in/email", { email, password: `guess ${i}` })).statusCode).toBe(401);
    }
    const locked = await authPost(server, "/sign-in/email", { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/^Too many failed sign-ins for this account\. Please wait \d+ minutes/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(60);
  });

  it("counts a burst of parallel guesses before checking them, so no more than the allowance is tried", async () => {
    const { email } = await signUp(server);
    const { points } = DEFAULT_LIMITS.authFailuresPerAccount;
    const burst = await Promise.all(
      Array.from({ length: points * 3 }, (_, i) => authPost(server, "/sign-in/email", { email, password: `g${i}` })),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(points * 2);
  });

  it("does not count a success or a malformed attempt against the account", async () => {
    const { email } = await signUp(server);
    const { points } = DEFAULT_LIMITS.authFailuresPerAccount;
    for (let i = 0; i < points * 2; i++) {
      const malformed = await authPost(server, "/sign-in/email", { email, password: 42 });
      expect(malformed.statusCode).toBe(400);
      expect((await authPost(server, "/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(200);
    }
  });
});

describe("attempts per network address", () => {
  const server = serverForSuite({ limits: { authPerAddress: { points: 3, duration: 600 } } });

  const signInFrom = (remoteAddress: string, forwardedFor: string) =>
    server.fastify.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress,
      headers: { "content-type": "application/json", origin: server.origin, "x-forwarded-for": forwardedFor },
      payload: JSON.stringify({ email: uniqueEmail(), password: "not the password" }),
    });

  it("limits one address however its X-Forwarded-For changes, and not another address", async () => {
    const attacker = "203.0.113.7";
    for (let i = 0; i < 3; i++) expect((await signInFrom(attacker, `10.0.0.${i}`)).statusCode).toBe(401);
    const limited = await signInFrom(attacker, "10.0.0.99");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many attempts from your network\. Please wait \d+ minutes/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signInFrom("198.51.100.2", "10.0.0.99")).statusCode).toBe(401);
  });
});

describe("message, event and AI floods", () => {
  const people = socketPeople();
  const server = serverForSuite({
    limits: {
      messagesPerUser: { points: 3, duration: 600 },
      eventsPerSocket: { points: 5, duration: 600 },
      aiPerUser: { points: 2, duration: 600 },
    },
  });
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());

  const connect = people.connect;

  /** A participant and partner of a fresh matched chat. */
  async function pair() {
    const cast = { participant: await signUp(server), partner: await signUp(server) } as Cast;
    return { ...cast, chatId: await freshChat(server, cast, "matched") };
  }

  it("limits messages per person, over REST and every socket of theirs alike", async () => {
    const { participant, chatId } = await pair();
    const send = (n: number) =>
      sendJson(
        server,
        "POST",
        `/api/chats/${chatId}/messages`,
        { clientId: `flood-${n}-xx`, content: "hi" },
        participant.cookie,
      );
    for (let i = 0; i < 2; i++) expect((await send(i)).statusCode).toBe(201);
    const socket = await connect(participant.cookie);
    const third = await request(socket, "message:send", { chatId, clientId: "flood-socket-1", content: "hi" });
    expect(third.ok).toBe(true);
    const refused = await send(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(WAIT_SENTENCE);
    expect(refused.headers["retry-after"]).toBeDefined();
    const other = await connect(participant.cookie);
    const viaSocket = await request(other, "message:send", { chatId, clientId: "flood-socket-2", content: "hi" });
    expect(viaSocket).toMatchObject({ ok: false, status: 429, error: expect.stringMatching(/^Too many messages\./) });
  });

  it("limits the events of one connection, whatever they are, and answers the ones that ask", async () => {
    const { participant, chatId } = await pair();
    const flooding = await connect(participant.cookie);
    for (let i = 0; i < 4; i++) flooding.emit("typing", { chatId });
    expect((await request(flooding, "chat:join", { chatId })).ok).toBe(true);
    const refused = await request(flooding, "chat:join", { chatId });
    expect(refused).toEqual({
      ok: false,
      status: 429,
      error: expect.stringMatching(/^Too many actions from this connection\. Please wait \d+ minutes/),
    });
    // The same person's other connection is not held back by this one's flood.
    const calm = await connect(participant.cookie);
    expect((await request(calm, "chat:join", { chatId })).ok).toBe(true);
  });

  it("limits AI diagnostics per person with a clear 429", async () => {
    const { participant } = await pair();
    for (let i = 0; i < 2; i++) {
      expect((await sendJson(server, "POST", "/api/ai/test", {}, participant.cookie)).statusCode).toBe(200);
    }
    const refused = await sendJson(server, "POST", "/api/ai/test", {}, participant.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many AI requests\. Please wait/);
  });
});

describe("oversized input", () => {
  let url: string;
  const server = serverForSuite();
  beforeAll(async () => {
    url = await listen(server);
  });

  it("answers a body past the limit with 413 and a sentence, on Kindred's routes and on sign-in", async () => {
    const { cookie } = await signUp(server);
    const big = await sendJson(
      server,
      "POST",
      "/api/theme-suggestions",
      { name: "x", description: "y".repeat(70_000) },
      cookie,
    );
    expect([big.statusCode, big.json()]).toEqual([413, { error: "This request is too large. Please send less text." }]);
    const signIn = await authPost(server, "/sign-in/email", { email: uniqueEmail(), password: "p".repeat(20_000) });
    expect([signIn.statusCode, signIn.json()]).toEqual([
      413,
      { error: "This request is too large. Please send less text." },
    ]);
  });

  it("answers a message over the length limit with 400 naming the limit", async () => {
    const cast = { participant: await signUp(server), partner: await signUp(server) } as Cast;
    const [participant, chatId] = [cast.participant, await freshChat(server, cast, "matched")];
    const long = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId: "too-long-1", content: "a".repeat(2_001) },
      participant.cookie,
    );
    expect([long.statusCode, long.json()]).toEqual([400, { error: "A message can be at most 2000 characters." }]);
  });

  it("drops a connection that sends a packet past the limit, and keeps serving everyone else", async () => {
    const { cookie } = await signUp(server);
    const bystander = await connectAs(url, cookie);
    const flooder = await connectAs(url, cookie);
    const dropped = new Promise<string>((resolve) => flooder.once("disconnect", resolve));
    flooder.emit("typing", { chatId: "x".repeat(MAX_SOCKET_PACKET_BYTES + 1) });
    expect(await dropped).toBe("transport close");
    expect((await getJson(server, "/healthz")).statusCode).toBe(200);
    const answer = await request(bystander, "chat:join", { chatId: crypto.randomUUID() });
    expect(answer).toMatchObject({ ok: false, status: 404 });
    bystander.close();
  });
});
