/**
 * The browser's local and session storage, the one way the page uses them. Nothing here ever
 * throws: a private mode, a full quota, a storage the browser blocks (SecurityError) or no window at
 * all (the prerender) must not break a page. A value the browser will not keep lasts for this visit
 * instead, held in memory, so that what a person did (a message written, a card dismissed) still
 * counts on this page. Nothing is read until a page asks: importing reads nothing.
 */

/** What a store needs of the browser's Storage (tests give one held in memory). */
export type StorageArea = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface BrowserStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The stored value parsed as JSON, or undefined when there is none or it cannot be read. */
  getJson(key: string): unknown;
  setJson(key: string, value: unknown): void;
}

/** `open` is called on every use: the browser may refuse at any time, and there may be no window. */
export function browserStore(open: () => StorageArea | undefined): BrowserStore {
  // What the browser refused to keep (null: refused to forget): newer than what it holds, so it is
  // what this page reads until a write succeeds again.
  const refused = new Map<string, string | null>();

  const get = (key: string): string | null => {
    if (refused.has(key)) return refused.get(key)!;
    try {
      return open()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      const area = open();
      if (area) {
        if (value === null) area.removeItem(key);
        else area.setItem(key, value);
        refused.delete(key);
        return;
      }
    } catch {
      // Refused (quota, private mode, SecurityError): kept below for this visit.
    }
    refused.set(key, value);
  };

  return {
    get,
    set: (key, value) => write(key, value),
    remove: (key) => write(key, null),
    getJson(key) {
      const text = get(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    setJson: (key, value) => write(key, JSON.stringify(value)),
  };
}

const hasWindow = () => typeof window !== "undefined";

/** Kept across visits: the outbox, "Don't show again". */
export const local = browserStore(() => (hasWindow() ? window.localStorage : undefined));
/** Kept for this tab: words not sent, the counsel of a chat that ended. */
export const session = browserStore(() => (hasWindow() ? window.sessionStorage : undefined));
