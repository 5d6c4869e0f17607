/**
 * What a server is built with besides its configuration: the rate limits, and the knobs that are
 * not for operators but that tests turn (buildServer in app.ts takes them).
 */
import { LIMITS } from "../shared/limits.js";
import type { AiProvider } from "./ai/provider.js";
import { MAIL_RETRY, type MailRetry } from "./auth/mail-queue.js";
import { DEFAULT_MATCH_SETTINGS, type MatchSettings } from "./chats/matching.js";
import type { LimitRule } from "./rate-limit.js";

export interface Limits {
  authPerAddress: LimitRule;
  /** Failed sign-ins per account from one client address; wrong passwords per person when deleting. */
  authFailuresPerAccount: LimitRule;
  /** Failed sign-ins per account from every address together: much looser, it bounds distributed guessing. */
  authFailuresAcrossAddresses: LimitRule;
  /**
   * Verification mails to one e-mail address, whether a new link was asked for or someone signed up
   * again with the address: nobody can flood a mailbox through Kindred.
   */
  verificationMailsPerAccount: LimitRule;
  /** Requests for a new verification link from one client address, whatever addresses they name. */
  verificationMailsPerAddress: LimitRule;
  /** Password-reset mails to one e-mail address, whichever client addresses ask: no flooding a mailbox. */
  passwordResetMailsPerAccount: LimitRule;
  /** Password-reset requests from one client address, whatever addresses they name. */
  passwordResetMailsPerAddress: LimitRule;
  messagesPerUser: LimitRule;
  /** Every event of one socket connection, on top of the per-person limits. */
  eventsPerSocket: LimitRule;
  aiPerUser: LimitRule;
  /** Reports one person files; far above what anyone hurt by several people needs. */
  reportsPerUser: LimitRule;
}

/** Generous enough for a household behind one address or a fast typist, tight enough to stop abuse. */
export const DEFAULT_LIMITS: Limits = {
  authPerAddress: { points: 60, duration: 60 },
  authFailuresPerAccount: { points: 10, duration: 15 * 60 },
  // Any hour overlaps at most two of these windows: 100 guesses at most (floods.test.ts checks it).
  authFailuresAcrossAddresses: { points: 50, duration: 60 * 60 },
  // A link works for an hour: five in an hour is room for a slow mailbox and a second try.
  verificationMailsPerAccount: { points: 5, duration: 60 * 60 },
  verificationMailsPerAddress: { points: 20, duration: 60 * 60 },
  // A reset link works for an hour too: the same room for a slow mailbox and a second try.
  passwordResetMailsPerAccount: { points: 5, duration: 60 * 60 },
  passwordResetMailsPerAddress: { points: 20, duration: 60 * 60 },
  messagesPerUser: { points: 30, duration: 10 },
  eventsPerSocket: { points: 60, duration: 10 },
  aiPerUser: { points: 20, duration: 60 },
  reportsPerUser: { points: 10, duration: 60 * 60 },
};

/** Knobs that are not configuration for operators, but that tests turn. */
export interface Tuning {
  limits: Limits;
  matching: MatchSettings;
  /** Replaces the configured AI provider (tests record what reaches a model). */
  aiProvider?: AiProvider;
  /** How long a person may be gone from a matched chat before their partner hears they are away. */
  partnerAwayGraceMs: number;
  /** How long a chat must have lasted before it can be reviewed (PRODUCT.md §9: 2 minutes). */
  reviewMinChatMs: number;
  /** The time, for rules that span hours or days (reconnect refunds, retention); tests move it forward. */
  clock: () => Date;
  /** How often the retention schedule looks for chats past CHAT_RETENTION_DAYS (chats/retention.ts). */
  retentionSweepMs: number;
  /** How the mail queue tries again when the mail server does not take a mail (auth/mail-queue.ts). */
  mailRetry: MailRetry;
  /** Where the log goes instead of stdout (tests read what the server would have logged). */
  logStream?: { write(line: string): void };
}

/**
 * A reload, a phone moving from Wi-Fi to mobile data or a train through a tunnel takes a person's
 * sockets away for a few seconds; Socket.IO's client tries again after about 1, 2 and 4 s, then
 * every 5 s, so a brief drop is mended within about 10 s. Twenty seconds lets those pass unseen (a
 * partner told "stepped away" about someone who never left would worry for nothing), and still tells
 * someone left alone long before they would give up writing into silence.
 */
export const PARTNER_AWAY_GRACE_MS = 20_000;

export const DEFAULT_TUNING: Tuning = {
  limits: DEFAULT_LIMITS,
  matching: DEFAULT_MATCH_SETTINGS,
  partnerAwayGraceMs: PARTNER_AWAY_GRACE_MS,
  reviewMinChatMs: LIMITS.reviewMinChatMs,
  clock: () => new Date(),
  // Retention counts in days: an hour late is nothing, and an idle sweep is one short index read.
  retentionSweepMs: 60 * 60_000,
  mailRetry: MAIL_RETRY,
};
