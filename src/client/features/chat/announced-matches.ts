/**
 * "Match found!" shows once per chat (PRODUCT.md §4), also across a reload of the chat: this tab remembers
 * the chats it has announced in sessionStorage (the last few; a match is announced within minutes of
 * happening). Without storage (blocked, full) it remembers them for this page only (lib/storage.ts).
 */
import type { BrowserStore } from "@/lib/storage";

const KEY = "kindred:announced-matches";
const KEEP = 20;

export function createAnnouncedMatches(store: BrowserStore) {
  const announced = (): string[] => {
    const ids = store.getJson(KEY);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  };
  return {
    /** True the first time this chat is announced here; remembers it. */
    first(chatId: string): boolean {
      const seen = announced();
      if (seen.includes(chatId)) return false;
      store.setJson(KEY, [...seen, chatId].slice(-KEEP));
      return true;
    },
  };
}
