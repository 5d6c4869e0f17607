/** A database handle that counts the calls of one of its methods: how many statements or transactions a batch took. */
import type { Db } from "../db/client.js";

export function countingCalls(
  database: Db,
  method: "select" | "execute" | "transaction",
): { db: Db; calls: () => number } {
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
