/**
 * Accounts: Better Auth's four tables (auth-tables.ts), re-exported, and what Kindred keeps beside
 * each member: the profile (role, early access, age confirmation) and the token balance.
 */
import { boolean, integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "../auth-tables.js";
import { createdAt, updatedAt } from "../columns.js";

export { account, session, user, verification } from "../auth-tables.js";

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
