/**
 * Where an in-memory embedded database (the tests': a run starts a few hundred) keeps a snapshot of
 * itself freshly created and migrated. Creating one from nothing runs PostgreSQL's initdb and every
 * migration, about three seconds of a core each time; loading the snapshot takes a fraction of it.
 * It holds Kindred's database alone, checkpointed, without PostgreSQL's template databases
 * (embedded-worker.js makes and loads it).
 *
 * Named by PGlite's version, the migrations' text and the engine thread's code (embedded-worker.js,
 * which sets how a snapshot is made and loaded), so a new engine, a new migration or a new way of
 * making one makes a new snapshot (and removes the old ones). Kept under node_modules/.cache, the
 * project's own cache folder, not in a shared temporary folder another user could write into. A
 * database in a folder (Kindred itself) never uses one.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pgliteDistFolder } from "./embedded.js";

const PREFIX = "pglite-migrated-";

export interface Snapshot {
  path: string;
  /** False until some start has saved it. */
  exists: boolean;
  /** Removes the snapshots of other engines or migrations (and their partial files), once this one is saved. */
  removeOthers(): void;
}

/** Undefined where there is no node_modules to keep a cache in: that start simply makes its database. */
export function inMemorySnapshot(migrationsFolder: string): Snapshot | undefined {
  const cache = path.resolve("node_modules", ".cache", "kindred");
  try {
    mkdirSync(cache, { recursive: true });
  } catch {
    return undefined;
  }
  const file = path.join(cache, `${PREFIX}${snapshotKey(migrationsFolder)}.tar`);
  return {
    path: file,
    exists: existsSync(file),
    removeOthers() {
      // Not this snapshot's partial files (`<file>.<pid>.<time>.partial`): another test process may be
      // writing one at this moment, and would find it gone when it renames it into place.
      const own = `${path.basename(file)}.`;
      for (const name of readdirSync(cache)) {
        if (name.startsWith(PREFIX) && name !== path.basename(file) && !name.startsWith(own)) {
          rmSync(path.join(cache, name), { force: true });
        }
      }
    },
  };
}

function snapshotKey(migrationsFolder: string): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(pgliteDistFolder(), "..", "package.json")));
  hash.update(readFileSync(new URL("./embedded-worker.js", import.meta.url)));
  const journal = path.join(migrationsFolder, "meta", "_journal.json");
  hash.update(readFileSync(journal));
  for (const name of readdirSync(migrationsFolder)
    .filter((n) => n.endsWith(".sql"))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}
