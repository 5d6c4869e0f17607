/**
 * The tests' in-memory databases start from a snapshot: it must hold the migrated schema, and a
 * changed migration must make a new one rather than start tests on an old schema.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
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
    const tables = rowsOf<{ name: string }>(
      await database.db.$client.query("select table_name as name from information_schema.tables"),
    ).map((row) => row.name);
    await database.close();
    expect(tables).toEqual(expect.arrayContaining(["messages", "chats", "reports"]));
  });

  it("is named anew when a migration changes", () => {
    cpSync(migrationsFolder, copy, { recursive: true });
    const before = inMemorySnapshot(copy)?.path;
    expect(before).toBe(inMemorySnapshot(migrationsFolder)?.path);
    appendFileSync(path.join(copy, "0000_init.sql"), "\n-- changed\n");
    expect(inMemorySnapshot(copy)?.path).not.toBe(before);
  });
});
