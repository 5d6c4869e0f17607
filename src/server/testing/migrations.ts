/** For tests of one migration: the database as it stood just before it, with rows of that time. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { createTempDatabase } from "./postgres.js";

const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));

/** A copy of the migrations that stops just before the one tagged `tag` (remove it when done). */
function migrationsBefore(tag: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), "kindred-migrations-"));
  cpSync(migrationsFolder, copy, { recursive: true });
  const journalPath = path.join(copy, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`No migration ${tag} after the first in ${migrationsFolder}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return copy;
}

export interface DatabaseBefore {
  /** Runs one SQL statement (rows of that time, or what the test reads after), returning its rows. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Applies the migration under test and every one after it. */
  migrateOn(): Promise<void>;
}

/**
 * Runs `test` on a new PostgreSQL database (testing/postgres.ts) migrated up to just before the
 * migration tagged `tag`, and drops the database afterwards.
 */
export async function onDatabaseBefore(tag: string, test: (db: DatabaseBefore) => Promise<void>): Promise<void> {
  const earlier = migrationsBefore(tag);
  const temp = await createTempDatabase();
  const pool = new pg.Pool({ connectionString: temp.url, max: 1 });
  try {
    const db = drizzle({ client: pool });
    await migrate(db, { migrationsFolder: earlier });
    await test({
      query: async (text, values = []) => (await pool.query(text, values)).rows,
      migrateOn: () => migrate(db, { migrationsFolder }),
    });
  } finally {
    await pool.end();
    await temp.drop();
    rmSync(earlier, { recursive: true, force: true });
  }
}
