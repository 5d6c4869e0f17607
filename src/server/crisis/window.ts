/**
 * The conversation window: one person's last few text messages in one chat, for a risk that only
 * shows across them ("I can't take this anymore" … "I have the pills right here").
 *
 * Messages are encrypted at rest, so reading and decrypting them for every message would cost a
 * query and several decryptions each time. Each instance keeps the window of the people whose
 * messages it receives, in memory, and reads the database only for a person it holds no window
 * for: after a restart, or when their messages start arriving at this instance. A person's
 * messages reach the instance their socket is connected to, so across instances each window is
 * kept where its person's messages arrive, and a person who moves (reconnecting through the load
 * balancer) has their window read again there. Were messages to alternate between instances (the
 * REST fallback without sticky sessions), a window could miss the messages sent elsewhere: it
 * may then miss a combination, but never joins messages that were not written.
 */

export interface WindowOptions<T> {
  /** The person's earlier text messages in the chat since `since`, before `beforeSeq`, oldest first. */
  load(chatId: string, senderId: string, beforeSeq: number, since: Date, limit: number): Promise<WindowMessage<T>[]>;
  /** How many messages the window holds, the newest included. */
  size?: number;
  /** How far back a message still belongs to the window. */
  spanMs?: number;
  /** How many people's windows an instance keeps; the least recently written to goes first. */
  capacity?: number;
  now?: () => number;
}

export const WINDOW_SIZE = 5;
export const WINDOW_SPAN_MS = 10 * 60_000;
const WINDOW_CAPACITY = 5_000;

/** A message as the window holds it: `text` as the caller reads it (care.ts: read once, WindowText). */
export interface WindowMessage<T> {
  text: T;
  /** When it was written, in milliseconds. */
  at: number;
}

export function createCrisisWindow<T>(options: WindowOptions<T>) {
  const size = options.size ?? WINDOW_SIZE;
  const spanMs = options.spanMs ?? WINDOW_SPAN_MS;
  const capacity = options.capacity ?? WINDOW_CAPACITY;
  const now = options.now ?? Date.now;
  const windows = new Map<string, WindowMessage<T>[]>();
  const keyOf = (chatId: string, senderId: string) => `${chatId} ${senderId}`;

  return {
    /** Adds a stored message (its chat sequence number `seq`) and answers the window, oldest first. */
    async add(chatId: string, senderId: string, seq: number, text: T): Promise<T[]> {
      const key = keyOf(chatId, senderId);
      const at = now();
      let entries = windows.get(key);
      if (!entries) {
        const earlier = await options.load(chatId, senderId, seq, new Date(at - spanMs), size - 1);
        entries = windows.get(key) ?? earlier;
      }
      const kept = [...entries, { text, at }].filter((entry) => at - entry.at <= spanMs).slice(-size);
      windows.delete(key);
      windows.set(key, kept);
      if (windows.size > capacity) windows.delete(windows.keys().next().value!);
      return kept.map((entry) => entry.text);
    },

    /** Crisis mode has opened for what the window held: it starts again, so it does not fire twice. */
    clear(chatId: string, senderId: string): void {
      windows.set(keyOf(chatId, senderId), []);
    },
  };
}
