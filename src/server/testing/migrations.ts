/** For tests of one migration: the database as it stood just before it, with rows of that time. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));

/** A copy of the migrations that stops just before the one tagged `tag` (remove it when done). */
export function migrationsBefore(tag: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), "kindred-migrations-"));
  cpSync(migrationsFolder, copy, { recursive: true });
  const journalPath = path.join(copy, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`No migration ${tag} after the first in ${migrationsFolder}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return copy;
}
