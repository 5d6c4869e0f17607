/** Database handles that watch what is sent: how many statements or transactions a batch took. */
import type { Db, PooledDb, Statement } from "../db/client.js";

/** A handle that counts the calls of one of its methods. */
export function countingCalls<D extends Db>(
  database: D,
  method: "select" | "transaction",
): { db: D; calls: () => number } {
  let count = 0;
  const wrapped = new Proxy(database, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== method || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        count++;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: wrapped, calls: () => count };
}

/**
 * A handle on which `before` runs, and is waited for, before each run of `statement` (db/client.ts
 * runStatement: it goes to the pool as `$client.query` with the statement's name, which Drizzle's
 * own queries do not pass through). Handles made so can be wrapped again, for another statement.
 */
export function beforeEachRun(
  database: PooledDb,
  statement: Statement,
  before: () => Promise<unknown> | void,
): PooledDb {
  const pool = new Proxy(database.$client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== "query" || typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        if ((args[0] as { name?: string } | undefined)?.name === statement.name) await before();
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return new Proxy(database, {
    get: (target, property, receiver) => (property === "$client" ? pool : Reflect.get(target, property, receiver)),
  });
}

/** A handle that counts each run of the named statements: `counts` has one entry per name. */
export function countingRuns<Name extends string>(
  database: PooledDb,
  statements: Record<Name, Statement>,
): { db: PooledDb; counts: Record<Name, number> } {
  const counts = {} as Record<Name, number>;
  let db = database;
  for (const [name, statement] of Object.entries(statements) as [Name, Statement][]) {
    counts[name] = 0;
    db = beforeEachRun(db, statement, () => void counts[name]++);
  }
  return { db, counts };
}
