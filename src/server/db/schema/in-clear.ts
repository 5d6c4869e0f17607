/**
 * The rows of an encrypted text column still in clear, written before Kindred encrypted it
 * (privacy/older-text.ts encrypts them at start). The ciphertext's prefix is written into the SQL,
 * never passed as a parameter: PostgreSQL uses a partial index only when it can prove from the
 * query's own text that its condition implies the index's, and the indexes built on this condition
 * (reports, chat_reviews) are what spare the start a read of every row of both tables.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { CIPHERTEXT_PREFIX } from "../../messages/crypto.js";

export const stillInClear = (text: PgColumn): SQL =>
  sql`${text} IS NOT NULL AND ${text} NOT LIKE ${sql.raw(`'${CIPHERTEXT_PREFIX}%'`)}`;
