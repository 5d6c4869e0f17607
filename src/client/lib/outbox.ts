/**
 * Messages written but not yet acknowledged by the server, kept in localStorage so that they survive
 * a reload or a lost connection. Each keeps its client id: sending it again is harmless, because the
 * server stores a client id once.
 */
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
  add(message: QueuedMessage): void;
  remove(clientId: string): void;
  /** Forgets every queued message (the account they belonged to is gone). */
  clear(): void;
}

export function createOutbox(storage: Pick<Storage, "getItem" | "setItem">): Outbox {
  const read = (): QueuedMessage[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? "[]");
      return Array.isArray(parsed) ? (parsed as QueuedMessage[]) : [];
    } catch {
      return [];
    }
  };
  const write = (items: QueuedMessage[]) => storage.setItem(KEY, JSON.stringify(items));
  return {
    forChat: (chatId) => read().filter((m) => m.chatId === chatId),
    add: (message) => write([...read().filter((m) => m.clientId !== message.clientId), message]),
    remove: (clientId) => write(read().filter((m) => m.clientId !== clientId)),
    clear: () => write([]),
  };
}
