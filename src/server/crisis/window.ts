/**
 * The conversation window: one person's last few text messages in one chat, for a risk that only
 * shows across them ("i've had enough" … "I have the pills right here"), or a sentence sent
 * in short pieces ("i" / "want" / "to" / "die"), which crisis.ts reads joined.
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
 *
 * A window nobody has written to for longer than its span holds nothing that still counts, so it
 * is forgotten: an instance keeps the windows of the people who wrote in the last ten minutes —
 * at one message per 10 s, every connected person's — up to a bound on memory. A bound below the
 * crowd would forget each window just before its next message and read the database every time.
 */

export interface WindowOptions<T> {
  /** The person's earlier text messages in the chat since `since`, before `beforeSeq`, oldest first. */
  load(chatId: string, senderId: string, beforeSeq: number, since: Date, limit: number): Promise<WindowMessage<T>[]>;
  /** How many messages the window holds, the newest included. */
  size?: number;
  /** How far back a message still belongs to the window. */
  spanMs?: number;
  /** How many people's windows an instance keeps at most; the least recently written to goes first. */
  capacity?: number;
  now?: () => number;
}

export const WINDOW_SIZE = 5;
export const WINDOW_SPAN_MS = 10 * 60_000;
/** About 1 KB each (five short messages): 50 MB at most, for far more writers than one instance holds. */
const WINDOW_CAPACITY = 50_000;
/** Above any chat's sequence numbers (an integer column): "before the message not yet stored". */
const UNSTORED_SEQ = 2 ** 31 - 1;

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
  /** In the order they were last written to (a write moves its window to the end). */
  const windows = new Map<string, { entries: WindowMessage<T>[]; writtenAt: number }>();
  const keyOf = (chatId: string, senderId: string) => `${chatId} ${senderId}`;

  function keep(key: string, entries: WindowMessage<T>[], at: number) {
    windows.delete(key);
    windows.set(key, { entries, writtenAt: at });
    for (const [oldest, { writtenAt }] of windows) {
      if (at - writtenAt <= spanMs && windows.size <= capacity) break;
      windows.delete(oldest);
    }
  }

  return {
    /** Adds a stored message (its chat sequence number `seq`) and answers the window, oldest first. */
    async add(chatId: string, senderId: string, seq: number, text: T): Promise<T[]> {
      const key = keyOf(chatId, senderId);
      const at = now();
      let entries = windows.get(key)?.entries;
      if (!entries) {
        const earlier = await options.load(chatId, senderId, seq, new Date(at - spanMs), size - 1);
        entries = windows.get(key)?.entries ?? earlier;
      }
      const kept = [...entries, { text, at }].filter((entry) => at - entry.at <= spanMs).slice(-size);
      keep(key, kept, at);
      return kept.map((entry) => entry.text);
    },

    /**
     * The person's messages in the window written in the last `withinMs`, oldest first, without
     * adding one: what the personal-details guard reads a new message with, before it is stored
     * (a number split over two messages, shared/personal-details-split.ts). Read from the database
     * only where no window is kept, and kept then, so that the add() that follows reads nothing.
     */
    async recent(chatId: string, senderId: string, withinMs: number): Promise<T[]> {
      const key = keyOf(chatId, senderId);
      const at = now();
      let entries = windows.get(key)?.entries;
      if (!entries) {
        // The message being screened is not stored yet: every stored one came before it.
        const earlier = await options.load(chatId, senderId, UNSTORED_SEQ, new Date(at - spanMs), size - 1);
        entries = windows.get(key)?.entries ?? earlier;
        keep(key, entries, windows.get(key)?.writtenAt ?? at);
      }
      return entries.filter((entry) => at - entry.at <= withinMs).map((entry) => entry.text);
    },

    /**
     * Crisis mode has opened for what the window held: it starts again, so it does not fire twice on
     * the same words, from `opener` when given, the message that opened it (marked by the caller as
     * having fired), so that what it told ("i took them all") is read with what follows ("so sleepy").
     */
    clear(chatId: string, senderId: string, opener?: T): void {
      const at = now();
      keep(keyOf(chatId, senderId), opener === undefined ? [] : [{ text: opener, at }], at);
    },
  };
}
