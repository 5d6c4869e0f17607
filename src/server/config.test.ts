import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "kindred-config-"));

describe("loadConfig", () => {
  it("runs with no configuration at all, on the embedded database", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.ai.provider).toBe("builtin");
    expect(config.requireEmailVerification).toBe(false);
    expect(config.earlyAccessLimit).toBe(50);
    expect(config.messageKey).toHaveLength(32);
    expect(config.trustProxy).toEqual(["loopback"]);
    expect(config.metricsToken).toBeUndefined();
    expect(config.chatRetentionDays).toBe(90);
  });

  it("generates the secrets once into DATA_DIR, readable only by the owner, and reuses them", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.authSecret).toBe(first.authSecret);
    expect(second.messageKey.equals(first.messageKey)).toBe(true);
    const file = path.join(dir, "secrets.json");
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toHaveProperty("messageKey");
  });

  it("reads every documented variable", () => {
    const key = Buffer.alloc(32, 1).toString("base64");
    const config = loadConfig({
      PORT: "4000",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://kindred@db:5432/kindred",
      REDIS_URL: "redis://cache:6379",
      REDIS_PREFIX: "kindred-eu",
      PUBLIC_URL: "https://kindred.example/",
      ADMIN_EMAILS: " Admin@Example.com, second@example.com ,",
      AI_PROVIDER: "openai",
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_API_KEY: "sk-test",
      AI_MODEL: "llama3",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "Kindred <hello@kindred.example>",
      EARLY_ACCESS_LIMIT: "0",
      AUTH_SECRET: "x".repeat(40),
      MESSAGE_KEY: key,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,loopback",
      METRICS_TOKEN: "0123456789abcdef-prometheus",
      MINIMUM_AGE: "21",
      PERSONAL_DETAILS_REPORT_AFTER: "3",
      REPORT_HOLD_THRESHOLD: "5",
      CHAT_RETENTION_DAYS: "30",
    });
    expect(config.port).toBe(4000);
    expect(config.redisPrefix).toBe("kindred-eu");
    expect(config.publicUrl).toBe("https://kindred.example");
    expect([...config.adminEmails]).toEqual(["admin@example.com", "second@example.com"]);
    expect(config.requireEmailVerification).toBe(true);
    expect(config.earlyAccessLimit).toBe(0);
    expect(config.ai).toEqual({
      provider: "openai",
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: "sk-test",
      model: "llama3",
    });
    expect(config.logLevel).toBe("warn");
    expect(config.trustProxy).toEqual(["10.0.0.0/8", "192.168.1.5", "loopback"]);
    expect(config.metricsToken).toBe("0123456789abcdef-prometheus");
    expect(config.minimumAge).toBe(21);
    expect(config.personalDetailsReportAfter).toBe(3);
    expect(config.reportHoldThreshold).toBe(5);
    expect(config.chatRetentionDays).toBe(30);
  });

  it("keeps chats' messages for good when CHAT_RETENTION_DAYS is 0", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), CHAT_RETENTION_DAYS: "0" }).chatRetentionDays).toBeNull();
  });

  it("takes a retention of 7 days, the least that covers a late report", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), CHAT_RETENTION_DAYS: "7" }).chatRetentionDays).toBe(7);
  });

  it("screens messages on a thread when the machine has a second core, and on the event loop when told to", () => {
    const cores = availableParallelism();
    expect(loadConfig({ DATA_DIR: dataDir() }).screeningThreads).toBe(cores > 1 ? 1 : 0);
    expect(loadConfig({ DATA_DIR: dataDir(), SCREENING_THREADS: "0" }).screeningThreads).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), SCREENING_THREADS: "3" }).screeningThreads).toBe(3);
  });

  it("asks no safety model unless told to", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).safety.provider).toBe("none");
  });

  it("gives the safety model the AI provider's endpoint and key unless it has its own", () => {
    const shared = loadConfig({
      DATA_DIR: dataDir(),
      AI_BASE_URL: "http://127.0.0.1:11434/v1/",
      AI_API_KEY: "ai-key",
      SAFETY_PROVIDER: "llama-guard",
    });
    expect(shared.safety).toEqual({
      provider: "llama-guard",
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: "ai-key",
      model: "llama-guard3",
      timeoutMs: 5000,
    });
    const own = loadConfig({
      DATA_DIR: dataDir(),
      AI_API_KEY: "ai-key",
      SAFETY_PROVIDER: "moderation",
      SAFETY_API_KEY: "safety-key",
      SAFETY_MODEL: "text-moderation-latest",
      SAFETY_TIMEOUT_MS: "2500",
    });
    expect(own.safety).toEqual({
      provider: "moderation",
      baseUrl: "https://api.openai.com/v1",
      apiKey: "safety-key",
      model: "text-moderation-latest",
      timeoutMs: 2500,
    });
  });

  it("lets REQUIRE_EMAIL_VERIFICATION override the SMTP default", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "smtp://mail:25", REQUIRE_EMAIL_VERIFICATION: "false" });
    expect(config.requireEmailVerification).toBe(false);
  });

  it.each([
    [{ PORT: "eighty" }, /^PORT /],
    [{ PORT: "70000" }, /^PORT /],
    [{ DATABASE_URL: "mysql://db" }, /^DATABASE_URL must be a URL starting with postgres:/],
    [{ REDIS_URL: "localhost:6379" }, /^REDIS_URL /],
    [{ REDIS_PREFIX: "Kindred EU" }, /^REDIS_PREFIX must be 1 to 40 lower-case letters/],
    [{ PUBLIC_URL: "kindred.example" }, /^PUBLIC_URL /],
    [{ AI_PROVIDER: "magic" }, /^AI_PROVIDER must be builtin or openai/],
    [{ AI_PROVIDER: "openai" }, /^AI_MODEL must be set/],
    [{ REQUIRE_EMAIL_VERIFICATION: "maybe" }, /^REQUIRE_EMAIL_VERIFICATION must be true or false/],
    [{ EARLY_ACCESS_LIMIT: "-1" }, /^EARLY_ACCESS_LIMIT /],
    [{ ABUSE_REPORT_AFTER: "0" }, /^ABUSE_REPORT_AFTER must be 1 or more/],
    [{ REPORT_HOLD_THRESHOLD: "0" }, /^REPORT_HOLD_THRESHOLD must be 1 or more/],
    [{ REPORT_HOLD_THRESHOLD: "two" }, /^REPORT_HOLD_THRESHOLD must be a whole number/],
    [{ MESSAGE_KEY: "short" }, /^MESSAGE_KEY must be 32 bytes/],
    [{ AUTH_SECRET: "short" }, /^AUTH_SECRET must be at least 32 characters/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: "everyone" }, /^TRUST_PROXY must be loopback, linklocal, uniquelocal or IP addresses/],
    [{ TRUST_PROXY: "10.0.0.0/40" }, /^TRUST_PROXY must be/],
    [{ TRUST_PROXY: " , " }, /^TRUST_PROXY must be/],
    [{ METRICS_TOKEN: "short" }, /^METRICS_TOKEN must be at least 16 characters, without spaces/],
    [{ METRICS_TOKEN: "a long token with spaces in it" }, /^METRICS_TOKEN must be at least 16 characters/],
    [{ MINIMUM_AGE: "eighteen" }, /^MINIMUM_AGE must be a whole number of years/],
    [{ MINIMUM_AGE: "12" }, /^MINIMUM_AGE must be 13 or more/],
    [{ PERSONAL_DETAILS_REPORT_AFTER: "0" }, /^PERSONAL_DETAILS_REPORT_AFTER must be 1 or more/],
    [{ DATABASE_URL: "postgres://db/kindred" }, /^AUTH_SECRET must be set when DATABASE_URL is set/],
    [{ SAFETY_PROVIDER: "vibes" }, /^SAFETY_PROVIDER must be one of none, moderation, llama-guard, shieldgemma/],
    [{ SAFETY_PROVIDER: "llama-guard" }, /^SAFETY_BASE_URL must be set when SAFETY_PROVIDER is llama-guard/],
    [{ SAFETY_BASE_URL: "ollama:11434" }, /^SAFETY_BASE_URL must be a URL starting with http:/],
    [{ SAFETY_TIMEOUT_MS: "soon" }, /^SAFETY_TIMEOUT_MS must be a number of milliseconds/],
    [{ SAFETY_TIMEOUT_MS: "5" }, /^SAFETY_TIMEOUT_MS must be at least 100/],
    [{ CHAT_RETENTION_DAYS: "-1" }, /^CHAT_RETENTION_DAYS must be 0 \(never delete\) or a number of days/],
    [{ CHAT_RETENTION_DAYS: "a season" }, /^CHAT_RETENTION_DAYS must be a whole number of days/],
    [{ CHAT_RETENTION_DAYS: "100000" }, /^CHAT_RETENTION_DAYS must be at most 36500/],
    [{ CHAT_RETENTION_DAYS: "1" }, /^CHAT_RETENTION_DAYS must be 0 \(never delete\) or at least 7: people can report/],
    [{ CHAT_RETENTION_DAYS: "6" }, /^CHAT_RETENTION_DAYS must be 0 \(never delete\) or at least 7: people can report/],
    [{ SCREENING_THREADS: "-1" }, /^SCREENING_THREADS must be 0 \(screen on the event loop\) or more/],
    [{ SCREENING_THREADS: "two" }, /^SCREENING_THREADS must be a whole number of threads/],
    [{ SCREENING_THREADS: "64" }, /^SCREENING_THREADS must be at most 16/],
  ])("stops on a bad value with one line naming the variable: %o", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
