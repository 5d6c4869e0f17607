/**
 * Moderation and safety: reports, sanctions and the addresses they bar from signing up,
 * the moderators' audit log, and each opening of crisis mode (never its words).
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type PgColumn } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";

import { AUDIT_ACTIONS } from "../../../shared/sanctions-api.js";
import { user } from "../auth-tables.js";
import { createdAt } from "../columns.js";
import { chats } from "./chats.js";
import { stillInClear } from "./in-clear.js";

/**
 * How Kindred's own report on someone who said in a chat that they are under the minimum age begins
 * (moderation/under-age-reports.ts): at most one such report per chat and person, however many of
 * their messages say it at once.
 */
export const UNDER_AGE_NOTE = "Filed by Kindred: this person said in this chat that they are under";

/**
 * Kindred's own report on someone who said they are under age, told by its note's text written into
 * the SQL (a partial index's predicate is matched against the query's text, never a parameter).
 */
const kindredUnderAgeReport = (t: { reporterId: PgColumn; note: PgColumn }): SQL =>
  sql`${t.reporterId} IS NULL AND ${t.note} LIKE ${sql.raw(`'${UNDER_AGE_NOTE} %'`)}`;

/**
 * The report notes privacy/older-text.ts encrypts at start: in clear, but for Kindred's under-age
 * note, which holds nobody's words and stays as it is. Its query and the partial index below share
 * this condition, so the start reads only these rows.
 */
export const reportNoteToEncrypt = (t: { reporterId: PgColumn; note: PgColumn }): SQL =>
  sql`${stillInClear(t.note)} AND NOT (${kindredUnderAgeReport(t)})`;

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
    uniqueIndex("reports_under_age_once_idx").on(t.chatId, t.reportedId).where(kindredUnderAgeReport(t)),
    // The moderators' queue reads a status's reports a page at a time, by creation time and id.
    index("reports_queue_idx").on(t.status, t.createdAt, t.id),
    // The retention schedule asks of each chat whether a report on it is open or newly decided.
    index("reports_chat_idx").on(t.chatId),
    // The notes still to encrypt at start (privacy/older-text.ts): none once all are, so an empty read.
    index("reports_note_in_clear_idx").on(t.id).where(reportNoteToEncrypt(t)),
  ],
);

/**
 * A message Kindred did not deliver, kept for the moderators, never shown to either person:
 * - `refused`: refused as urging a partner in crisis to act (shared/harassment-urging.ts) or as a
 *   sexual advance, every one of them, kept with Kindred's automatic report on it
 *   (messages/abuse-reports.ts), so that a moderator can tell a supporter wrongly refused from a goader;
 * - `held`: an unconfirmed send the personal-details warning held (messages/held-attempts.ts), kept
 *   from the first, without a report (`report_id` null, read by nobody) until the sender's holds in
 *   the chat reach PERSONAL_DETAILS_HELD_REPORT_AFTER: a request for details never confirmed is
 *   otherwise invisible. `client_id` counts a retried send once.
 * `seat` is the sender's ("p1"/"p2"), `content` is encrypted like a message's, and it goes when the
 * chat's messages go (chats/retention.ts) or the chat itself.
 */
export const refusedMessages = pgTable(
  "refused_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "cascade" }),
    seat: text("seat", { enum: ["p1", "p2"] }).notNull(),
    kind: text("kind", { enum: ["refused", "held"] })
      .notNull()
      .default("refused"),
    clientId: text("client_id"),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("refused_messages_chat_idx").on(t.chatId),
    // A send retried with its client id is kept (and counted) once.
    uniqueIndex("refused_messages_once_idx")
      .on(t.chatId, t.seat, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
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
 * The addresses barred from signing up: a keyed hash of the normalised e-mail (never the address),
 * refused at sign-up until ends_at (null: a ban, for good). One row per suspension or ban, so that
 * two accounts of one mailbox keep one bar each (account/barred-addresses.ts). No foreign key to
 * the sanction: the bar outlives it when the account is deleted. A null sanction_id is a bar kept
 * before bars were kept per sanction.
 */
export const barredAddresses = pgTable(
  "barred_addresses",
  {
    emailHash: text("email_hash").notNull(),
    sanctionId: uuid("sanction_id"),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Sign-up reads an address's bars by its hash; a bar is kept once per sanction.
    uniqueIndex("barred_addresses_bar_idx").on(t.emailHash, t.sanctionId),
    // A lifting removes its sanction's bars.
    index("barred_addresses_sanction_idx").on(t.sanctionId),
  ],
);

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
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
    /** The chat a moderator read, wrote in or ended (chats/moderator-audit.ts). */
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    ...decisionColumns(),
  },
  (t) => [
    index("moderation_audit_created_idx").on(t.createdAt),
    index("moderation_audit_chat_idx").on(t.chatId, t.actorId, t.action),
  ],
);

/**
 * Each time crisis mode opened in a chat (admin overview): which detector saw it, the category and
 * tier of what it saw; never the message text. The chat is kept while it exists, so that a persona
 * knows the chat is in crisis mode; the person whose words opened it (null when a moderator's did,
 * or the account is gone), so that the partner's urging them to act is refused (harassment-urging).
 */
export const crisisOpenings = pgTable(
  "crisis_openings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    personId: uuid("person_id").references(() => user.id, { onDelete: "set null" }),
    detector: text("detector", { enum: ["offline", "window", "model", "before-match"] }).notNull(),
    category: text("category").notNull(),
    tier: text("tier", { enum: ["high", "moderate", "low"] }).notNull(),
    /**
     * The seq of the crisis notice it stored in the chat. Moderators know a chat in crisis by a notice
     * after the match (admin/service.ts), and this outlives the notice, which the retention schedule
     * deletes with the chat's other messages. Null only for an opening from before it was recorded
     * whose notice was gone by then (migration 0013 placed the others), or placed on the same seq as
     * an earlier opening of its chat (migration 0015 cleared those, keeping the opening).
     */
    seq: integer("seq"),
    createdAt: createdAt(),
  },
  (t) => [
    // One opening per crisis notice: a retried send records what its first attempt failed to, once
    // (crisis-mode.ts). The chat's openings are also read by this index's first column.
    uniqueIndex("crisis_openings_notice_once_idx").on(t.chatId, t.seq),
    index("crisis_openings_created_idx").on(t.createdAt),
    // A person's openings, newest last: the crises carried into their next match (before-match.ts,
    // read at every match whose people may have one) and their data export.
    index("crisis_openings_person_idx").on(t.personId, t.createdAt),
  ],
);
