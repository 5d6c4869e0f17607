/** Database handles that watch what is sent: how many statements or transactions a batch took. */
import type { Db, PooledDb } from "../db/client.js";

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
 * A handle on which `before` runs, and is waited for, before each statement sent through
 * `runPrepared` (db/client.ts): those go to the pool as `$client.query`, which Drizzle's own
 * queries do not pass through.
 */
export function beforeEachPrepared(database: PooledDb, before: () => Promise<unknown> | void): PooledDb {
  const pool = new Proxy(database.$client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== "query" || typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        await before();
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return new Proxy(database, {
    get: (target, property, receiver) => (property === "$client" ? pool : Reflect.get(target, property, receiver)),
  });
}
