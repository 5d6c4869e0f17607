import type { StorageArea } from "./storage";

/** A Storage stand-in held in memory, for the tests of what the page keeps in local or session storage. */
export function memoryStorage(): StorageArea {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
