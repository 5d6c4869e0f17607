/**
 * Group commit: every message this instance stores goes through one writer. Messages that arrive
 * while a batch of their chat is in flight, in the same turn of the event loop, or (embedded
 * database) within BATCH_SPACING_MS of the last batch's start, are stored together in the next one
 * (store.ts appendMessages). Under load a batch then carries many messages for the price of one; at
 * low load a batch is one message and waits for nothing. A few batches may be in flight at once,
 * never two with the same chat: a chat's messages are stored in the order they arrived, and a
 * message does not wait for a batch of other chats to finish. Each sender's promise settles only
 * after its message was committed: persisted, then broadcast.
 */
import { createBatcher, settle, type Settled } from "../db/batcher.js";
import type { Database, PooledDb } from "../db/client.js";
import { databaseFailure } from "../db/failures.js";
import type { ContentCipher } from "./crypto.js";
import { appendMessages, type Appended, type NewMessage } from "./store.js";

/** Bounds one batch: what one statement stores, and how long a message in it may wait for the rest. */
const MAX_BATCH = 500;
/**
 * Batches of different chats in flight at once. More would mostly make each batch smaller: one
 * instance's writes are a small part of what the database can run side by side.
 */
export const BATCHES_IN_FLIGHT = 4;
/**
 * Under steady load on the embedded database, batches start at least this far apart. A statement's
 * fixed cost is most of a small batch's (on the embedded engine about 0.6 ms of its thread for one
 * message, 0.1 ms more for each further one), and at a support chat's pace — one message per 10 s
 * per person, a few hundred a second on an instance — batches started as each message came held one
 * or two messages. Gathered for 10 ms they hold several, and the database's thread works a third
 * less per message (bench README, "Capacity: batches spaced apart"). A message after a quiet spell
 * still goes at once. PostgreSQL runs a statement on its own processes, not on this one's, and
 * commits in about a millisecond: there the wait only added to every message's latency (delivery
 * p50 on two instances 14 ms spaced, 7.9 ms not; bench README "Batches spaced apart on the
 * embedded database only").
 */
export const BATCH_SPACING_MS = 10;

export interface MessageWriter {
  /** Stores the message (once per chat and client id) and resolves when it is committed. */
  append(input: NewMessage): Promise<Appended>;
}

export interface WriterOptions {
  /** The engine `db` speaks to: batches are spaced BATCH_SPACING_MS apart on the embedded one only. */
  databaseKind?: Database["kind"];
  /** The clock the spacing is measured on, in milliseconds (tests hold it still). */
  now?: () => number;
}

export function createMessageWriter(db: PooledDb, cipher: ContentCipher, options: WriterOptions = {}): MessageWriter {
  const append = createBatcher(
    async (inputs: NewMessage[]): Promise<Settled<Appended>[]> => {
      try {
        return await appendMessages(db, cipher, inputs);
      } catch (error) {
        // Without the database every message waits for it alike. Any other failure of the whole
        // batch may be one message's fault: each is then stored alone, in order, so that
        // only that one fails.
        if (inputs.length === 1 || databaseFailure(error)) throw error;
        const outcomes: Settled<Appended>[] = [];
        for (const input of inputs) outcomes.push(await settle(appendOne(db, cipher, input)));
        return outcomes;
      }
    },
    {
      maxBatch: MAX_BATCH,
      inFlight: BATCHES_IN_FLIGHT,
      keyOf: (input) => input.chatId,
      spacingMs: options.databaseKind === "embedded" ? BATCH_SPACING_MS : 0,
      now: options.now,
    },
  );
  return { append };
}

async function appendOne(db: PooledDb, cipher: ContentCipher, input: NewMessage): Promise<Appended> {
  const [outcome] = await appendMessages(db, cipher, [input]);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}
