/**
 * The configuration contract (README, Configuration): every variable optional, every bad value
 * stops start-up with one line naming the variable and what is wrong. Each variable's check and
 * default are in env-schema.ts; here they become a Config, with the rules that span variables.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { EnvSchema, type Env, type LogLevel, type SafetyProvider } from "./env-schema.js";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Each safety provider's model when SAFETY_MODEL is unset: OpenAI's moderation model, Ollama's names. */
const SAFETY_MODELS: Record<Exclude<SafetyProvider, "none">, string> = {
  moderation: "omni-moderation-latest",
  "llama-guard": "llama-guard3",
  shieldgemma: "shieldgemma",
};

export interface SafetyConfig {
  provider: SafetyProvider;
  /** The endpoint's base URL, ending before /moderations or /chat/completions. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** Embedded database folder; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * The first part of every Redis key and channel this deployment uses, so that deployments sharing
   * one Redis server (or one of its databases) never read each other's fan-out, limits or announcements.
   */
  redisPrefix: string;
  publicUrl: string;
  /**
   * PUBLIC_URL was not set: Kindred runs on this machine, and the loopback names of its port
   * (localhost, 127.0.0.1, [::1]) are all the same site (same-origin.ts).
   */
  loopbackAliases: boolean;
  adminEmails: ReadonlySet<string>;
  ai: { provider: "builtin" | "openai"; baseUrl?: string; apiKey?: string; model?: string };
  /** The safety model asked after delivery; provider "none" asks nothing. */
  safety: SafetyConfig;
  mail: { smtpUrl?: string; from: string };
  requireEmailVerification: boolean;
  earlyAccessLimit: number;
  /** Messages refused as abuse from one person in one chat (within a day) that file an automatic report. */
  abuseReportAfter: number;
  authSecret: string;
  messageKey: Buffer;
  logLevel: LogLevel;
  /** Proxies whose X-Forwarded-For is believed: the client address rate limits key on. */
  trustProxy: string[];
  /** Bearer token for /metrics; without one, /metrics answers direct requests from this machine only. */
  metricsToken?: string;
  /** The age in years a person must have reached to sign up or chat. */
  minimumAge: number;
  /** Confirmed sends of personal details by one person in one chat that file an automatic report. */
  personalDetailsReportAfter: number;
  /** Sends by one person in one chat held by the personal-details warning that file an automatic report. */
  personalDetailsHeldReportAfter: number;
  /** Different people whose reports within 24 hours hold a person from new chats until a moderator decides. */
  reportHoldThreshold: number;
  /**
   * Days after a chat ends before its messages are deleted (chats/retention.ts); null: never, they
   * are kept until the people's accounts are.
   */
  chatRetentionDays: number | null;
  /** Worker threads that screen messages beside the event loop; 0 screens on it (messages/screening-threads.ts). */
  screeningThreads: number;
}

/** Reads the environment; throws ConfigError with one readable line on the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if (e.AI_PROVIDER === "openai" && !e.AI_MODEL) {
    throw new ConfigError("AI_MODEL must be set when AI_PROVIDER is openai");
  }
  if (e.DATABASE_URL && (!e.AUTH_SECRET || !e.MESSAGE_KEY)) {
    const missing = !e.AUTH_SECRET ? "AUTH_SECRET" : "MESSAGE_KEY";
    throw new ConfigError(`${missing} must be set when DATABASE_URL is set, so that every instance shares it`);
  }
  const safety = safetyConfig(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = e.DATABASE_URL
    ? { authSecret: e.AUTH_SECRET!, messageKey: e.MESSAGE_KEY! }
    : readOrCreateSecrets(dataDir, e.AUTH_SECRET, e.MESSAGE_KEY);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    loopbackAliases: !e.PUBLIC_URL,
    adminEmails: parseEmails(e.ADMIN_EMAILS),
    ai: { provider: e.AI_PROVIDER, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    safety,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? Boolean(e.SMTP_URL),
    earlyAccessLimit: e.EARLY_ACCESS_LIMIT,
    abuseReportAfter: e.ABUSE_REPORT_AFTER,
    authSecret: secrets.authSecret,
    messageKey: Buffer.from(secrets.messageKey, "base64"),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    minimumAge: e.MINIMUM_AGE,
    personalDetailsReportAfter: e.PERSONAL_DETAILS_REPORT_AFTER,
    personalDetailsHeldReportAfter: e.PERSONAL_DETAILS_HELD_REPORT_AFTER,
    reportHoldThreshold: e.REPORT_HOLD_THRESHOLD,
    chatRetentionDays: e.CHAT_RETENTION_DAYS === 0 ? null : e.CHAT_RETENTION_DAYS,
    // A second core is what a thread needs: on one, it would only take turns with the event loop.
    screeningThreads: e.SCREENING_THREADS ?? (availableParallelism() > 1 ? 1 : 0),
  };
}

/**
 * The safety model reuses the AI provider's endpoint and key unless told otherwise, since a local
 * Ollama or vLLM usually serves both. Only OpenAI's moderation endpoint has a public address to
 * fall back on; a classifier served through chat completions must be given one.
 */
function safetyConfig(e: Env): SafetyConfig {
  const provider = e.SAFETY_PROVIDER;
  const timeoutMs = e.SAFETY_TIMEOUT_MS;
  if (provider === "none") return { provider, baseUrl: "", model: "", timeoutMs };
  const baseUrl = e.SAFETY_BASE_URL ?? e.AI_BASE_URL ?? (provider === "moderation" ? OPENAI_BASE_URL : undefined);
  if (!baseUrl) throw new ConfigError(`SAFETY_BASE_URL must be set when SAFETY_PROVIDER is ${provider}`);
  return {
    provider,
    baseUrl: baseUrl.replace(/\/+$/, ""),
    apiKey: e.SAFETY_API_KEY ?? e.AI_API_KEY,
    model: e.SAFETY_MODEL ?? SAFETY_MODELS[provider],
    timeoutMs,
  };
}

const OPENAI_BASE_URL = "https://api.openai.com/v1";

export function parseEmails(list: string): ReadonlySet<string> {
  return new Set(
    list
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Secrets for the embedded setup are generated once beside its database, readable only by us. */
function readOrCreateSecrets(dataDir: string, authSecret?: string, messageKey?: string) {
  const file = path.join(dataDir, "secrets.json");
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as { authSecret?: string; messageKey?: string })
    : {};
  const generated = {
    authSecret: stored.authSecret ?? randomBytes(32).toString("base64url"),
    messageKey: stored.messageKey ?? randomBytes(32).toString("base64"),
  };
  if (generated.authSecret !== stored.authSecret || generated.messageKey !== stored.messageKey) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return { authSecret: authSecret ?? generated.authSecret, messageKey: messageKey ?? generated.messageKey };
}

/** A complete configuration for tests: in-memory database, fixed secrets, nothing on disk. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: null,
    redisPrefix: "kindred",
    publicUrl: "http://localhost:3000",
    loopbackAliases: true,
    adminEmails: new Set(),
    ai: { provider: "builtin" },
    safety: { provider: "none", baseUrl: "", model: "", timeoutMs: 5000 },
    mail: { from: "Kindred <no-reply@kindred.local>" },
    requireEmailVerification: false,
    earlyAccessLimit: 50,
    abuseReportAfter: 3,
    authSecret: "test-secret-test-secret-test-secret-42",
    messageKey: Buffer.alloc(32, 7),
    logLevel: "silent",
    trustProxy: ["loopback"],
    minimumAge: 18,
    personalDetailsReportAfter: 2,
    personalDetailsHeldReportAfter: 3,
    reportHoldThreshold: 3,
    // Off: a test server deletes nothing behind a test's back; retention tests turn it on.
    chatRetentionDays: null,
    // On the event loop: a thread per test server would start hundreds; screening-threads.test.ts runs one.
    screeningThreads: 0,
    ...overrides,
  };
}
