/**
 * Running the product: theme suggestions sent in by members, the e-mails waiting for the mail server
 * and the dev outbox of e-mails, and the personas as an admin last initialised them.
 */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "../auth-tables.js";
import { createdAt, updatedAt } from "../columns.js";

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

/**
 * E-mails for the mail server (SMTP_URL), kept until it has taken them (auth/mail-queue.ts): a mail
 * server that is down or slow costs a retry, never the mail, and a request never waits for it. A row
 * lives seconds when the mail server answers; its text holds a link that works for an hour at most.
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** Tries so far, the one under way included. */
    attempts: integer("attempts").notNull().default(0),
    /** When it may be tried (again); a try under way holds it this far ahead, so no other takes it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_queue_due_idx").on(t.nextAttemptAt)],
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
