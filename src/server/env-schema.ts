/**
 * The environment Kindred reads (README, Configuration): each variable with its check, the sentence a
 * bad value is refused with, and its default. config.ts turns what it parses into a Config.
 */
import { isIP } from "node:net";
import { z } from "zod";
import { LIMITS } from "../shared/limits.js";
import { PARTNER_REACH_DAYS } from "../shared/partner-reach.js";

/** The optional second opinion on messages the offline crisis detector did not flag. */
export const SAFETY_PROVIDERS = ["none", "moderation", "llama-guard", "shieldgemma"] as const;
export type SafetyProvider = (typeof SAFETY_PROVIDERS)[number];

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
  );

const base64Key = z.string().refine((v) => Buffer.from(v, "base64").length === 32, {
  message: "must be 32 bytes encoded as base64 (for example: openssl rand -base64 32)",
});

/** proxy-addr's names for address ranges, or addresses and CIDR ranges, comma-separated. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const trustedProxies = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (parts) =>
      parts.length > 0 &&
      parts.every((part) => {
        const [address, bits, ...rest] = part.split("/");
        if (PROXY_RANGES.has(part)) return true;
        const version = isIP(address ?? "");
        const maxBits = version === 6 ? 128 : 32;
        return (
          version !== 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits))
        );
      }),
    { message: "must be loopback, linklocal, uniquelocal or IP addresses / CIDR ranges, comma-separated" },
  );
export const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  REDIS_URL: url(["redis:", "rediss:"]).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "must be 1 to 40 lower-case letters, digits, - or _ (for example: kindred-eu)")
    .default("kindred"),
  PUBLIC_URL: url(["http:", "https:"]).optional(),
  ADMIN_EMAILS: z.string().default(""),
  AI_PROVIDER: z.enum(["builtin", "openai"], { error: "must be builtin or openai" }).default("builtin"),
  AI_BASE_URL: url(["http:", "https:"]).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  SAFETY_PROVIDER: z.enum(SAFETY_PROVIDERS, { error: `must be one of ${SAFETY_PROVIDERS.join(", ")}` }).default("none"),
  SAFETY_BASE_URL: url(["http:", "https:"]).optional(),
  SAFETY_API_KEY: z.string().optional(),
  SAFETY_MODEL: z.string().optional(),
  SAFETY_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100")
    .max(60_000, "must be at most 60000 (a minute)")
    .default(5000),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().default("Kindred <no-reply@kindred.local>"),
  REQUIRE_EMAIL_VERIFICATION: flag.optional(),
  EARLY_ACCESS_LIMIT: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must be 0 (no limit) or more")
    .default(LIMITS.earlyAccessDefault),
  ABUSE_REPORT_AFTER: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(3),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  MESSAGE_KEY: base64Key.optional(),
  TRUST_PROXY: trustedProxies.default(["loopback"]),
  // Sent in an Authorization header, so visible characters only; long enough not to be guessed.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, "must be at least 16 characters, without spaces (for example: openssl rand -hex 32)")
    .optional(),
  MINIMUM_AGE: z.coerce
    .number({ error: "must be a whole number of years" })
    .int("must be a whole number of years")
    .min(13, "must be 13 or more")
    .max(120, "must be 120 or less")
    .default(18),
  PERSONAL_DETAILS_REPORT_AFTER: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(2),
  // Unconfirmed sends held by the personal-details warning (messages/held-attempts.ts): the first is
  // the warning doing its work, a second may be the same words reworded; a third is someone going on
  // asking after being told twice, as ABUSE_REPORT_AFTER counts abuse.
  PERSONAL_DETAILS_HELD_REPORT_AFTER: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(3),
  REPORT_HOLD_THRESHOLD: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(3),
  // Days after a chat ends before its messages are deleted (chats/retention.ts); 0 keeps them. Never
  // fewer than the days a person may still report their partner (shared/partner-reach.ts): a late
  // report would find nothing for the moderators to read.
  CHAT_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(0, "must be 0 (never delete) or a number of days")
    .max(36_500, "must be at most 36500 (a hundred years)")
    .refine(
      (days) => days === 0 || days >= PARTNER_REACH_DAYS,
      `must be 0 (never delete) or at least ${PARTNER_REACH_DAYS}: people can report a chat for ${PARTNER_REACH_DAYS} days after it ends, and the moderators need its messages`,
    )
    .default(90),
  // Worker threads that screen messages beside the event loop (messages/screening-threads.ts); 0
  // screens on the event loop. Unset: one on a machine with more than one core.
  SCREENING_THREADS: z.coerce
    .number({ error: "must be a whole number of threads" })
    .int("must be a whole number of threads")
    .min(0, "must be 0 (screen on the event loop) or more")
    .max(16, "must be at most 16")
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
});

export type Env = z.infer<typeof EnvSchema>;
