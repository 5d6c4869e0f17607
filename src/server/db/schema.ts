/**
 * The database schema (PostgreSQL dialect, embedded PGlite or a real server): Kindred's own tables,
 * and Better Auth's four (auth-tables.ts) re-exported, so that this file is the whole schema.
 */

import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

import { account, session, user, verification } from "./auth-tables.js";
import { createdAt, updatedAt } from "./columns.js";

export { account, session, user, verification } from "./auth-tables.js";

/** One per member; its count decides early access (PRODUCT.md §4: the first 50 profiles). */
export const profiles = pgTable("profiles", {
  id: uuid("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  role: text("role", { enum: ["talk", "listen", "both"] })
    .notNull()
    .default("both"),
  waitlisted: boolean("waitlisted").notNull().default(false),
  /** Compassion points: what partners' reviews have given this person (PRODUCT.md §11). */
  compassionPoints: real("compassion_points").notNull().default(0),
  /**
   * When the person told Kindred they are old enough (MINIMUM_AGE) and accepted the terms: at sign-up,
   * or, for members from before the question was asked, at their next visit. Null: not yet asked,
   * and they may not chat. The date of birth itself is not kept.
   */
  adultConfirmedAt: timestamp("adult_confirmed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const userTokens = pgTable("user_tokens", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokens: integer("tokens").notNull(),
  updatedAt: updatedAt(),
});

export const themeSuggestions = pgTable("theme_suggestions", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The dev outbox: every e-mail Kindred would send when no SMTP server is configured. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  link: text("link"),
  createdAt: createdAt(),
});

const chatRole = (name: string) => text(name, { enum: ["talk", "listen", "both"] });

/**
 * A one-to-one chat. participant1 opens it while waiting; participant2 is set by the matcher.
 * owner_seen_at is refreshed while the waiting owner's tab is open: a chat whose owner has gone
 * quiet is not matchable, so nobody is matched with a closed tab.
 */
export const chats = pgTable(
  "chats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: ["active", "completed", "pending"] })
      .notNull()
      .default("active"),
    matchStatus: text("match_status", { enum: ["waiting", "matched", "expired", "inactive"] })
      .notNull()
      .default("waiting"),
    themeId: text("theme_id").notNull(),
    participant1Id: uuid("participant1_id").references(() => user.id, { onDelete: "set null" }),
    participant2Id: uuid("participant2_id").references(() => user.id, { onDelete: "set null" }),
    participant1Role: chatRole("participant1_role").notNull().default("both"),
    participant2Role: chatRole("participant2_role"),
    ownerSeenAt: timestamp("owner_seen_at", { withTimezone: true }).notNull().defaultNow(),
    matchedAt: timestamp("matched_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Who ended the chat; the nil uuid once that person has deleted their account (chats/views.ts). */
    endedBy: uuid("ended_by"),
    /** The last message sequence number handed out in this chat. */
    lastSeq: integer("last_seq").notNull().default(0),
    /**
     * last_seq when the second person arrived. What participant1 wrote to the room's persona while
     * waiting stays theirs: participant2 reads from here on.
     */
    matchedSeq: integer("matched_seq").notNull().default(0),
    tokensEarned: real("tokens_earned").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("chats_waiting_idx").on(t.matchStatus, t.status, t.createdAt),
    index("chats_participant1_idx").on(t.participant1Id),
    index("chats_participant2_idx").on(t.participant2Id),
  ],
);

/**
 * A message. seq orders a chat's messages and lets a client ask for what it missed; client_id makes
 * a retried send land once. content is AES-256-GCM ciphertext at rest.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    kind: text("kind", { enum: ["text", "vibe", "reaction", "system"] })
      .notNull()
      .default("text"),
    content: text("content").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    /**
     * A user uuid, the literal "system", "ai:" followed by a persona name, or, once the author has
     * deleted their account, "former:" and the seat they held (chats/views.ts FORMER_SENDER).
     */
    senderId: text("sender_id").notNull(),
    clientId: text("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_chat_seq_idx").on(t.chatId, t.seq),
    uniqueIndex("messages_chat_client_idx").on(t.chatId, t.clientId),
  ],
);

/**
 * A message its sender sent after the personal-details warning, confirming it: which kinds of detail
 * it held (e.g. "phone,email"), never the details, which are in the message itself (encrypted).
 */
export const personalDetailShares = pgTable(
  "personal_detail_shares",
  {
    messageId: uuid("message_id")
      .primaryKey()
      .references(() => messages.id, { onDelete: "cascade" }),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kinds: text("kinds").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("personal_detail_shares_chat_sender_idx").on(t.chatId, t.senderId)],
);

/** One review per person per chat (PRODUCT.md §3), written on the end-chat screen. */
export const chatReviews = pgTable(
  "chat_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    feedbackType: text("feedback_type", { enum: ["positive", "neutral", "negative"] }),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("chat_reviews_once_idx").on(t.chatId, t.reviewerId)],
);

/** A report that goes with a block: what happened, for the moderators. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    reporterId: uuid("reporter_id").references(() => user.id, { onDelete: "set null" }),
    reportedId: uuid("reported_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    note: text("note"),
    /** The moderators' queue: open until a moderator acts on the reported person or dismisses it. */
    status: text("status", { enum: ["open", "actioned", "dismissed"] })
      .notNull()
      .default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One open report per person and chat: reporting again updates it (chats/service.ts report).
  (t) => [
    uniqueIndex("reports_open_once_idx")
      .on(t.chatId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    // The moderators' queue reads a status's reports a page at a time, by creation time and id.
    index("reports_queue_idx").on(t.status, t.createdAt, t.id),
  ],
);

/**
 * What a moderation decision records, the same in a sanction and in the audit entry that keeps it
 * after the account is gone: why, until when (a suspension), and when it was made.
 */
const decisionColumns = () => ({
  reason: text("reason").notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * What moderators (or the hold rule) decided about a person: a warning to acknowledge, a suspension
 * until ends_at, a ban, or a hold from matching until a moderator decides. Personal data: it goes
 * with the account; the audit log keeps the decision under an anonymous id.
 */
export const sanctions = pgTable(
  "sanctions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["warning", "suspension", "ban", "hold"] }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /** A hold or warning a later decision replaced; a lifted sanction no longer counts. */
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    ...decisionColumns(),
  },
  (t) => [index("sanctions_user_idx").on(t.userId)],
);

/**
 * The addresses of deleted accounts that were banned or suspended, kept so that deleting the account
 * does not undo the sanction: a keyed hash of the normalised e-mail (never the address), refused at
 * sign-up until ends_at (null: a ban, for good). account/barred-addresses.ts.
 */
export const barredAddresses = pgTable("barred_addresses", {
  emailHash: text("email_hash").primaryKey(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Every moderator action: who, when, what, why. Kept when accounts are deleted: the people are
 * named by anonymous ids (a keyed hash), and the links to their accounts are cleared.
 */
export const moderationAudit = pgTable(
  "moderation_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorAnonId: text("actor_anon_id").notNull(),
    subjectId: uuid("subject_id").references(() => user.id, { onDelete: "set null" }),
    subjectAnonId: text("subject_anon_id"),
    action: text("action", {
      enum: ["warn", "suspend", "ban", "dismiss", "read_conversation", "hold"],
    }).notNull(),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
    ...decisionColumns(),
  },
  (t) => [index("moderation_audit_created_idx").on(t.createdAt)],
);

/**
 * A reconnect token sent after a chat. When both people of the chat have sent one within 24 hours
 * a new chat is opened for them; a token that finds no answer in 24 hours is given back.
 */
export const reconnectRequests = pgTable(
  "reconnect_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "matched", "refunded"] })
      .notNull()
      .default("pending"),
    newChatId: uuid("new_chat_id").references(() => chats.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("reconnect_once_idx").on(t.chatId, t.senderId), index("reconnect_status_idx").on(t.status)],
);

/** The personas as last initialised by an admin: what the AI cast looks like on this server. */
export const aiAgents = pgTable("ai_agents", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  handle: text("handle").notNull().unique(),
  specialty: text("specialty").notNull(),
  prompt: text("prompt").notNull(),
  provider: text("provider").notNull(),
  updatedAt: updatedAt(),
});

/** Who does not want to meet whom again; the matcher honours it in both directions. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);

/**
 * Each time crisis mode opened in a chat (admin overview): which detector saw it, the category and
 * tier of what it saw; never the message text. The chat is kept while it exists, so that a persona
 * knows the chat is in crisis mode.
 */
export const crisisOpenings = pgTable(
  "crisis_openings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    detector: text("detector", { enum: ["offline", "window", "model"] }).notNull(),
    category: text("category").notNull(),
    tier: text("tier", { enum: ["high", "moderate", "low"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("crisis_openings_chat_idx").on(t.chatId), index("crisis_openings_created_idx").on(t.createdAt)],
);

export const schema = {
  user,
  session,
  account,
  verification,
  profiles,
  userTokens,
  themeSuggestions,
  mailOutbox,
  chats,
  messages,
  blocks,
  aiAgents,
  chatReviews,
  reports,
  sanctions,
  barredAddresses,
  moderationAudit,
  reconnectRequests,
  personalDetailShares,
  crisisOpenings,
};
export type Schema = typeof schema;
