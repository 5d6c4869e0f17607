/** Builds a real Kindred server for a test, on the embedded database in memory or on PostgreSQL. */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { buildServer, type Server } from "../app.js";
import { DEFAULT_LIMITS, DEFAULT_TUNING, type Limits } from "../tuning.js";
import type { AiProvider } from "../ai/provider.js";
import type { MailRetry } from "../auth/mail-queue.js";
import { DEFAULT_MATCH_SETTINGS, type MatchSettings } from "../chats/matching.js";
import { testConfig, type Config } from "../config.js";
import { deleteFanOut } from "./redis-stream.js";
import { mailOutbox } from "../db/schema.js";
import { createTempDatabase, testDatabaseUrl } from "./postgres.js";

export type DatabaseKind = "embedded" | "postgres";

/** The databases a suite should run against: always embedded, PostgreSQL when the environment has one. */
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ["embedded", "postgres"] : ["embedded"];

export interface TestServer extends Server {
  config: Config;
  origin: string;
}

export async function startTestServer(
  options: {
    kind?: DatabaseKind;
    config?: Partial<Config>;
    limits?: Partial<Limits>;
    matching?: Partial<MatchSettings>;
    aiProvider?: AiProvider;
    reviewMinChatMs?: number;
    clock?: () => Date;
    /** How often the retention schedule runs (with config.chatRetentionDays set). */
    retentionSweepMs?: number;
    /** How the mail queue tries again (with config.mail.smtpUrl set). */
    mailRetry?: MailRetry;
    /** Receives the server's log lines (pino JSON), at the config's logLevel. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestServer> {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (options.kind === "postgres") {
    const temp = await createTempDatabase();
    databaseUrl = temp.url;
    drop = temp.drop;
  }
  const config = testConfig({ databaseUrl, ...options.config });
  const server = await buildServer(config, {
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    matching: { ...DEFAULT_MATCH_SETTINGS, ...options.matching },
    aiProvider: options.aiProvider,
    reviewMinChatMs: options.reviewMinChatMs ?? DEFAULT_TUNING.reviewMinChatMs,
    partnerAwayGraceMs: DEFAULT_TUNING.partnerAwayGraceMs,
    clock: options.clock ?? DEFAULT_TUNING.clock,
    retentionSweepMs: options.retentionSweepMs ?? DEFAULT_TUNING.retentionSweepMs,
    mailRetry: options.mailRetry ?? DEFAULT_TUNING.mailRetry,
    logStream: options.logStream,
  });
  return {
    ...server,
    config,
    origin: config.publicUrl,
    close: async () => {
      await server.close();
      await drop?.();
    },
  };
}

export type TestServerOptions = Parameters<typeof startTestServer>[0];

/**
 * One server for a suite: started before its tests, closed after them. It stands for the server
 * itself (`server.fastify`, `server.database` …), so a suite reads it exactly as one it started by
 * hand; read it in hooks and tests, since it exists only once the suite runs. Options that depend on
 * something an earlier hook starts (a fake provider's address) are given as a function, read then.
 */
export function serverForSuite(options: TestServerOptions | (() => TestServerOptions) = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(typeof options === "function" ? options() : options);
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error("the suite's server starts in beforeAll: read it in hooks and tests");
    return server;
  };
  return new Proxy({} as TestServer, {
    get: (_, key) => Reflect.get(started(), key),
    has: (_, key) => Reflect.has(started(), key),
    ownKeys: () => Reflect.ownKeys(started()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(started(), key),
  });
}

const testRedisUrl = process.env.TEST_REDIS_URL;

/** Whether the environment has what a scale-out needs: PostgreSQL and a Redis to share. */
export const canStartTwoInstances = databaseKinds.includes("postgres") && Boolean(testRedisUrl);

export interface TwoInstances {
  readonly first: TestServer;
  readonly second: TestServer;
}

/**
 * Two instances on one fresh PostgreSQL database and a shared Redis, as in a scale-out, started
 * before the suite's tests and closed after them. Call it inside a suite that runs only when
 * `canStartTwoInstances`; read the fields in hooks and tests, as they are filled when the suite runs.
 */
export function twoInstancesForSuite(
  options: { limits?: Partial<Limits>; config?: Partial<Config> } = {},
): TwoInstances {
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  // A deployment of its own on the shared Redis: suites running side by side never read each
  // other's fan-out.
  const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    if (!testRedisUrl) throw new Error("TEST_REDIS_URL is not set");
    // The first applies the migrations, so the second is only started on a database that has them.
    first = await startTestServer({
      kind: "postgres",
      limits: options.limits,
      config: { ...options.config, redisUrl: testRedisUrl, redisPrefix },
    });
    second = await startTestServer({
      limits: options.limits,
      config: { ...options.config, databaseUrl: first.config.databaseUrl, redisUrl: testRedisUrl, redisPrefix },
    });
  });
  // The second first: closing the first drops the database the second is still connected to.
  afterAll(async () => {
    await second?.close();
    await first?.close();
    if (first) await deleteFanOut(testRedisUrl!, redisPrefix);
  });
  const started = (server: TestServer | undefined) => {
    if (!server) throw new Error("the two instances start in beforeAll: read them in hooks and tests");
    return server;
  };
  return {
    get first() {
      return started(first);
    },
    get second() {
      return started(second);
    },
  };
}

export const uniqueEmail = (label = "person") => `${label}-${randomUUID().slice(0, 8)}@kindred.test`;
export const PASSWORD = "a calm and long password";
/** The age answer every test sign-up gives: an adult who accepts the terms. */
export const ADULT_ANSWER = { dateOfBirth: "1990-01-01", acceptTerms: true } as const;

/** Cookies as a browser would send them back: name=value pairs from Set-Cookie headers. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

export async function authPost(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return server.fastify.inject({
    method: "POST",
    url: `/api/auth${path}`,
    headers: { "content-type": "application/json", origin: server.origin, ...headers },
    payload: JSON.stringify(body),
  });
}

/** The sign-up a page sends for an adult who accepts the terms, answered as it is: the caller reads the status. */
export async function postSignUp(
  server: TestServer,
  { email = uniqueEmail(), password = PASSWORD, name = "Anonymous" } = {},
  headers: Record<string, string> = {},
) {
  return authPost(server, "/sign-up/email", { email, password, name, ...ADULT_ANSWER }, headers);
}

/** Signs a new person up and returns their session cookie. */
export async function signUp(server: TestServer, email = uniqueEmail(), password = PASSWORD, name = "Anonymous") {
  const response = await postSignUp(server, { email, password, name });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    email,
    cookie: cookiesFrom(response.headers["set-cookie"]),
    userId: (response.json() as { user: { id: string } }).user.id,
  };
}

/** Signs an existing account in once more: a second session (another device, or a thief's) and its cookie. */
export async function signInAgain(server: TestServer, email: string, password = PASSWORD): Promise<string> {
  const response = await authPost(server, "/sign-in/email", { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookiesFrom(response.headers["set-cookie"]);
}

export async function getJson(server: TestServer, url: string, cookie?: string) {
  return server.fastify.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

export async function sendJson(
  server: TestServer,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  body: unknown,
  cookie?: string,
) {
  return server.fastify.inject({
    method,
    url,
    headers: { "content-type": "application/json", origin: server.origin, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

/** The link of the newest dev-outbox mail to this address, as a path to request. */
/** The dev outbox's mails to this address, oldest first. */
export const mailsTo = (server: TestServer, email: string) =>
  server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.createdAt));

export async function outboxLink(server: TestServer, email: string): Promise<string> {
  const link = (await mailsTo(server, email)).at(-1)?.link;
  if (!link) throw new Error(`no mail for ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Signs up an address listed in ADMIN_EMAILS and verifies it, which makes it an admin. */
export async function signUpAdmin(server: TestServer, email: string) {
  const account = await signUp(server, email);
  const verified = await getJson(server, await outboxLink(server, email));
  if (verified.statusCode >= 400) throw new Error(`verification failed: ${verified.statusCode}`);
  return account;
}
