/**
 * The chats a writer last stored to, as its own statement left them, each with its row version. On
 * one instance (writer.ts) they stand in for reading a chat before its next message: one statement
 * per batch instead of two. It stays exact because the statement that stores (statements.ts
 * STORE_ROUND) writes only to a chat still at the version its rules were applied to: a chat that
 * changed meanwhile (matched, ended, written by anything else) stores nothing and is read again.
 */
import type { ChatRow } from "../chats/views.js";

export interface VersionedChat {
  chat: ChatRow;
  /** PostgreSQL's xmin of the row, as text: only ever compared. */
  version: string;
}

export interface RememberedChats {
  get(chatId: string): VersionedChat | undefined;
  remember(versioned: VersionedChat): void;
  forget(chatId: string): void;
}

/** Enough for every chat that is being written to at once; the least recently stored go first. */
const MAX_REMEMBERED = 10_000;

export function rememberedChats(max = MAX_REMEMBERED): RememberedChats {
  const known = new Map<string, VersionedChat>();
  return {
    get: (chatId) => known.get(chatId),
    remember(versioned) {
      // Deleted first, so that the map's order is the order chats were last stored to.
      known.delete(versioned.chat.id);
      known.set(versioned.chat.id, versioned);
      if (known.size > max) known.delete(known.keys().next().value!);
    },
    forget: (chatId) => void known.delete(chatId),
  };
}
