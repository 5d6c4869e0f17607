/**
 * Group commit: every message this instance stores goes through one writer, which keeps at most one
 * transaction in flight. Messages that arrive while it is in flight, or in the same turn of the event
 * loop, are stored together in the next one (store.ts appendMessages). Under load a transaction
 * then carries many messages for the price of one; at low load a batch is one message and waits
 * for nothing. One transaction at a time also keeps a sender's messages in the order they arrived.
 * Each sender's promise settles only after the transaction committed: persisted, then broadcast.
 */
import { databaseFailure, type Db } from "../db/client.js";
import type { ContentCipher } from "./crypto.js";
import { appendMessages, type Appended, type NewMessage } from "./store.js";

/** Bounds one statement's size (PostgreSQL takes at most 65,535 parameters; a row uses 8). */
const MAX_BATCH = 500;

export interface MessageWriter {
  /** Stores the message (once per chat and client id) and resolves when it is committed. */
  append(input: NewMessage): Promise<Appended>;
}

interface Waiting {
  input: NewMessage;
  resolve: (appended: Appended) => void;
  reject: (error: unknown) => void;
}

export function createMessageWriter(db: Db, cipher: ContentCipher): MessageWriter {
  const waiting: Waiting[] = [];
  let writing = false;
  let scheduled = false;

  function schedule() {
    if (writing || scheduled || waiting.length === 0) return;
    scheduled = true;
    // setImmediate, not a microtask: the sends that the same read from the network delivered
    // are all handled first and join this batch.
    setImmediate(() => {
      scheduled = false;
      writing = true;
      const batch = waiting.splice(0, MAX_BATCH);
      void write(batch).finally(() => {
        writing = false;
        schedule();
      });
    });
  }

  async function write(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await appendMessages(
        db,
        cipher,
        batch.map((entry) => entry.input),
      );
      outcomes.forEach((outcome, index) => {
        if (outcome.ok) batch[index]!.resolve(outcome.appended);
        else batch[index]!.reject(outcome.error);
      });
    } catch (error) {
      // Without the database every message waits for it alike. Any other failure of the whole
      // transaction may be one message's fault: each is then stored alone, in order, so that
      // only that one fails.
      if (batch.length === 1 || databaseFailure(error)) for (const entry of batch) entry.reject(error);
      else for (const entry of batch) await write([entry]);
    }
  }

  return {
    append(input) {
      return new Promise<Appended>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        schedule();
      });
    },
  };
}
