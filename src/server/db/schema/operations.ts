/**
 * Running the product: theme suggestions sent in by members, the dev outbox of e-mails, and the
 * personas as an admin last initialised them.
 */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";

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
