/**
 * "Match found!" shows once per chat (PRODUCT.md §4), also across a reload of the chat: this tab remembers
 * the chats it has announced in sessionStorage (the last few; a match is announced within minutes of
 * happening). Without storage (blocked, full) it remembers them for this page only (lib/storage.ts).
 */
import type { BrowserStore } from "@/lib/storage";
import { rememberedChats } from "./remembered-chats";

export function createAnnouncedMatches(store: BrowserStore) {
  const announced = rememberedChats(store, "kindred:announced-matches", 20);
  return {
    /** True the first time this chat is announced here; remembers it. */
    first(chatId: string): boolean {
      if (announced.has(chatId)) return false;
      announced.add(chatId);
      return true;
    },
  };
}
