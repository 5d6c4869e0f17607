/**
 * Group commit: every message this instance stores goes through one writer, which keeps at most one
 * batch in flight. Messages that arrive while it is in flight, or in the same turn of the event
 * loop, are stored together in the next one (store.ts appendMessages). Under load a batch then
 * carries many messages for the price of one; at low load a batch is one message and waits for
 * nothing. One batch at a time also keeps a sender's messages in the order they arrived. Each
 * sender's promise settles only after its message was committed: persisted, then broadcast.
 */
import { createBatcher, settle, type Settled } from "../db/batcher.js";
import { databaseFailure, type Db } from "../db/client.js";
import type { ContentCipher } from "./crypto.js";
import { appendMessages, type Appended, type NewMessage } from "./store.js";

/** Bounds one statement's size (PostgreSQL takes at most 65,535 parameters; a row uses 8). */
const MAX_BATCH = 500;

export interface MessageWriter {
  /** Stores the message (once per chat and client id) and resolves when it is committed. */
  append(input: NewMessage): Promise<Appended>;
}

export function createMessageWriter(db: Db, cipher: ContentCipher): MessageWriter {
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
    { maxBatch: MAX_BATCH },
  );
  return { append };
}

async function appendOne(db: Db, cipher: ContentCipher, input: NewMessage): Promise<Appended> {
  const [outcome] = await appendMessages(db, cipher, [input]);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}
