/**
 * Chats this browser remembers something of, by id, under one storage key: the last few only (what
 * is remembered matters for a chat's few minutes or hours). Without storage (blocked, full) they
 * are remembered for this page only (lib/storage.ts).
 */
import type { BrowserStore } from "@/lib/storage";

export interface RememberedChats {
  has(chatId: string): boolean;
  add(chatId: string): void;
}

export function rememberedChats(store: BrowserStore, key: string, keep: number): RememberedChats {
  const ids = (): string[] => {
    const stored = store.getJson(key);
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  };
  return {
    has: (chatId) => ids().includes(chatId),
    add(chatId) {
      const held = ids();
      if (!held.includes(chatId)) store.setJson(key, [...held, chatId].slice(-keep));
    },
  };
}
