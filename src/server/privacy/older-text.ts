/**
 * Review comments and report notes were kept in clear before Kindred encrypted them like messages
 * (messages/crypto.ts). At every start, the rows still in clear are encrypted, a batch at a time.
 * Every note is encrypted, Kindred's automatic ones too (one rule, and a note whose reporter has
 * since deleted their account looks like Kindred's), but for the under-age one below.
 *
 * Why encrypt them, and not only read both forms: every reader does take both (a stored text without
 * the ciphertext's prefix is shown as it is), which covers the moments before this pass has run and
 * the rows an instance of the previous version writes during a rolling deploy (the next start
 * encrypts those). But reading alone would leave people's words readable in the database, and in
 * every backup made of it, for as long as the rows live, and reports are kept for good.
 *
 * Safe with two instances starting side by side, with no lock: a row is rewritten only while it still
 * holds the very text that was read, so of two instances encrypting one row the second changes nothing
 * (PostgreSQL reads a row changed under an update again before updating it), and a note a person adds
 * to meanwhile (chats/service.ts report) is never overwritten. Run again, it finds nothing: ciphertext
 * is never selected.
 *
 * Cheap at every start: each column's condition is the predicate of a partial index (db/schema:
 * reports_note_in_clear_idx, chat_reviews_comment_in_clear_idx), so PostgreSQL reads only the rows
 * still to encrypt, none once all are, and never every row of two tables kept for good.
 */
import { and, asc, gt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { arrayOf } from "../db/any-of.js";
import { rowsOf, type Db } from "../db/client.js";
import { chatReviews, reportNoteToEncrypt, reports } from "../db/schema.js";
import { stillInClear } from "../db/schema/in-clear.js";
import type { ContentCipher } from "../messages/crypto.js";

/** Rows read and rewritten per statement: a few hundred kilobytes at most, a short statement each. */
const BATCH = 500;

interface TextColumn {
  table: PgTable;
  id: PgColumn;
  text: PgColumn;
  /** The column's rows to encrypt: the predicate of its partial index, word for word. */
  toEncrypt: SQL;
}

const COLUMNS: TextColumn[] = [
  { table: chatReviews, id: chatReviews.id, text: chatReviews.comment, toEncrypt: stillInClear(chatReviews.comment) },
  // Kindred's own note on someone who said they are under age holds nobody's words and stays in
  // clear: the database matches its text (the index that files it once per chat, and the hold's rules).
  { table: reports, id: reports.id, text: reports.note, toEncrypt: reportNoteToEncrypt(reports) },
];

/** Encrypts every review comment and report note still in clear; answers how many there were. */
export async function encryptOlderText(db: Db, cipher: ContentCipher): Promise<number> {
  let encrypted = 0;
  for (const column of COLUMNS) encrypted += await encryptColumn(db, cipher, column);
  return encrypted;
}

async function encryptColumn(db: Db, cipher: ContentCipher, { table, id, text, toEncrypt }: TextColumn) {
  let encrypted = 0;
  let after: string | undefined;
  for (;;) {
    const rows: { id: string; text: string }[] = await db
      .select({ id: sql<string>`${id}`, text: sql<string>`${text}` })
      .from(table)
      .where(and(after === undefined ? undefined : gt(id, after), toEncrypt))
      .orderBy(asc(id))
      .limit(BATCH);
    if (rows.length === 0) return encrypted;
    const updated = await db.execute(sql`
      update ${table} set ${sql.identifier(text.name)} = given.sealed
      from unnest(${arrayOf(
        id,
        rows.map((row) => row.id),
      )}, ${arrayOf(
        text,
        rows.map((row) => row.text),
      )},
        ${arrayOf(
          text,
          rows.map((row) => cipher.encrypt(row.text)),
        )}) as given(id, plain, sealed)
      where ${id} = given.id and ${text} = given.plain
      returning ${id}`);
    encrypted += rowsOf(updated).length;
    after = rows.at(-1)!.id;
  }
}
