/**
 * Messages written but not yet acknowledged by the server, kept in localStorage so that they survive
 * a reload or a lost connection. Each keeps its client id: sending it again is harmless, because the
 * server stores a client id once. When the browser will not store them (a full quota, a private mode)
 * they wait in this page's memory instead and are delivered all the same (lib/storage.ts).
 */
import { local, type BrowserStore } from "./storage";

export interface QueuedMessage {
  chatId: string;
  clientId: string;
  /** Text, or a vibe / reaction message (absent in entries queued before kinds existed: text). */
  kind?: "text" | "vibe" | "reaction";
  content: string;
  /**
   * The sender chose Send anyway after the personal-details warning: every attempt carries it,
   * also after a reload, or the server would refuse the queued message.
   */
  confirmedPersonalDetails?: true;
  queuedAt: string;
}

const KEY = "kindred:outbox";

export interface Outbox {
  forChat(chatId: string): QueuedMessage[];
  /** The chats something is still owed to, in the order their oldest message was written. */
  chats(): string[];
  add(message: QueuedMessage): void;
  remove(clientId: string): void;
  /** Forgets every queued message (their writer signed out, or the account is gone). */
  clear(): void;
}

export function createOutbox(store: BrowserStore): Outbox {
  const read = (): QueuedMessage[] => {
    const items = store.getJson(KEY);
    return Array.isArray(items) ? (items as QueuedMessage[]) : [];
  };
  const write = (items: QueuedMessage[]) => store.setJson(KEY, items);
  return {
    forChat: (chatId) => read().filter((m) => m.chatId === chatId),
    chats: () => [...new Set(read().map((m) => m.chatId))],
    add: (message) => write([...read().filter((m) => m.clientId !== message.clientId), message]),
    remove: (clientId) => write(read().filter((m) => m.clientId !== clientId)),
    clear: () => write([]),
  };
}

/** This browser's outbox: the one the chat page sends from, and signing out or deleting the account empties. */
export const outbox = createOutbox(local);
