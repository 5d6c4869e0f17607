/**
 * Chats and what happens in them: the chat, its messages (and the personal details a sender
 * confirmed), the reviews written after it, reconnect tokens, and the blocks the matcher honours.
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

import { user } from "../auth-tables.js";
import { createdAt, updatedAt } from "../columns.js";
import { stillInClear } from "./in-clear.js";

const chatRole = (name: string) => text(name, { enum: ["talk", "listen", "both"] });
/** The chat a row belongs to: it goes when the chat goes. */
const ofChat = () =>
  uuid("chat_id")
    .notNull()
    .references(() => chats.id, { onDelete: "cascade" });
/** A person a row names: it goes when their account goes. */
const byPerson = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

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
    /**
     * When crisis mode first opened in the chat (crisis/crisis-mode.ts, with its first crisis_openings
     * row). Null in every chat not in crisis: the message path reads it on the chat row it has already
     * (not another look-up a message) to know that the Crisis Counselor has nothing to hear there.
     */
    crisisOpenedAt: timestamp("crisis_opened_at", { withTimezone: true }),
    /** When the retention schedule deleted the chat's messages (chats/retention.ts); the chat itself stays. */
    messagesDeletedAt: timestamp("messages_deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("chats_waiting_idx").on(t.matchStatus, t.status, t.createdAt),
    // The retention schedule reads the chats that still have messages, longest quiet first.
    index("chats_messages_kept_idx")
      .on(t.updatedAt)
      .where(sql`${t.messagesDeletedAt} IS NULL`),
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
    chatId: ofChat(),
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
    chatId: ofChat(),
    senderId: byPerson("sender_id"),
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
    chatId: ofChat(),
    reviewerId: byPerson("reviewer_id"),
    rating: integer("rating").notNull(),
    feedbackType: text("feedback_type", { enum: ["positive", "neutral", "negative"] }),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("chat_reviews_once_idx").on(t.chatId, t.reviewerId),
    // The comments still to encrypt at start (privacy/older-text.ts): none once all are, so an empty read.
    index("chat_reviews_comment_in_clear_idx").on(t.id).where(stillInClear(t.comment)),
  ],
);

/**
 * A reconnect token sent after a chat. When both people of the chat have sent one within 24 hours
 * a new chat is opened for them; a token that finds no answer in 24 hours is given back.
 */
export const reconnectRequests = pgTable(
  "reconnect_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: ofChat(),
    senderId: byPerson("sender_id"),
    status: text("status", { enum: ["pending", "matched", "refunded"] })
      .notNull()
      .default("pending"),
    newChatId: uuid("new_chat_id").references(() => chats.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("reconnect_once_idx").on(t.chatId, t.senderId), index("reconnect_status_idx").on(t.status)],
);

/** Who does not want to meet whom again; the matcher honours it in both directions. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: byPerson("blocker_id"),
    blockedId: byPerson("blocked_id"),
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);
