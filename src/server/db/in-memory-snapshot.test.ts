/**
 * The tests' in-memory databases start from a snapshot: it must hold the migrated schema, and a
 * changed migration must make a new one rather than start tests on an old schema.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "./client.js";
import { inMemorySnapshot } from "./in-memory-snapshot.js";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

describe("the in-memory database's snapshot", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "kindred-migrations-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("is there after one start, and a database started from it is migrated", async () => {
    await (await openDatabase({ dataDir: null })).close();
    const snapshot = inMemorySnapshot(migrationsFolder);
    expect(snapshot?.exists).toBe(true);

    const database = await openDatabase({ dataDir: null });
    const query = async (text: string) => rowsOf<{ name: string }>(await database.db.$client.query(text));
    const tables = await query("select table_name as name from information_schema.tables");
    const applied = await query("select hash as name from drizzle.__drizzle_migrations");
    // The snapshot leaves PostgreSQL's template databases out: Kindred's is the only one.
    const databases = await query("select datname as name from pg_database");
    await database.close();
    expect(tables.map((row) => row.name)).toEqual(expect.arrayContaining(["messages", "chats", "reports"]));
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    expect(applied).toHaveLength((journal as { entries: unknown[] }).entries.length);
    expect(databases.map((row) => row.name)).toEqual(["postgres"]);
  });

  // Several test processes start at once on a fresh checkout: the first to save its snapshot removed
  // the partial file another was about to rename into place, which then failed to start.
  it("removes other migrations' snapshots, and never this one's partial files", () => {
    const snapshot = inMemorySnapshot(migrationsFolder)!;
    const partial = `${snapshot.path}.1.2.partial`;
    const other = path.join(path.dirname(snapshot.path), "pglite-migrated-0000000000000000.tar");
    writeFileSync(partial, "");
    writeFileSync(other, "");
    try {
      snapshot.removeOthers();
      expect(existsSync(partial)).toBe(true);
      expect(existsSync(other)).toBe(false);
    } finally {
      rmSync(partial, { force: true });
      rmSync(other, { force: true });
    }
  });

  it("is named anew when a migration changes", () => {
    cpSync(migrationsFolder, copy, { recursive: true });
    const before = inMemorySnapshot(copy)?.path;
    expect(before).toBe(inMemorySnapshot(migrationsFolder)?.path);
    appendFileSync(path.join(copy, "0000_init.sql"), "\n-- changed\n");
    expect(inMemorySnapshot(copy)?.path).not.toBe(before);
  });
});
