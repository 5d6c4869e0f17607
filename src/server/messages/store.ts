/**
 * Storing messages. Messages are stored in batches (writer.ts collects them). Most of a batch is
 * the common case — people writing in their own open chat — and is stored in one statement that
 * checks the chat as it is once locked (seated.ts). What that statement does not store, or may not
 * take (a message with its own condition, a client id given twice), takes the read path, in two
 * statements and no transaction: one reads the chats, each with its row version (PostgreSQL's xmin,
 * new with every change of the row); the rules are applied to what was read; then one statement
 * locks the chats that are unchanged (in id order, the order every writer and the matcher lock
 * chats in, so none waits for another in a circle), stores their messages with each chat's next
 * sequence numbers, in the order they arrived, and advances last_seq. A chat that changed in
 * between stores nothing, and its messages go round again with what it is now. Seq is gap-free and
 * ordered either way.
 * A client id already stored in the chat (or sent twice in one batch) returns the stored message
 * instead of writing it twice (at-least-once sending, exactly-once storage). A message that must
 * be refused is refused alone; the rest of its batch is stored.
 */
import { randomUUID } from "node:crypto";
import type { MessageKind } from "../../shared/api.js";
import type { Viewer } from "../auth/viewer.js";
import { chatNotFound, mayEnter, notAParticipant } from "../chats/access.js";
import type { Settled } from "../db/batcher.js";
import type { PooledDb } from "../db/client.js";
import { DatabaseBusyError, isUniqueViolation } from "../db/failures.js";
import { HttpError } from "../http-error.js";
import { seatOf, type ChatRow, type MessageRow } from "../chats/views.js";
import type { ContentCipher } from "./crypto.js";
import { seatedCandidates, storeSeatedRound } from "./seated.js";
import { copyKey, readChats, storedCopies, storeIfUnchanged } from "./statements.js";

export const CHAT_ENDED = "This chat has ended. Start a new chat to keep talking.";

export interface NewMessage {
  chatId: string;
  /** A user id, "system" or "ai:<Name>". */
  senderId: string;
  kind: MessageKind;
  content: string;
  clientId?: string | null;
  /**
   * The person who sent it, when a person did: stored only if they may enter the chat (403, like
   * chatForViewer, otherwise), and marked as a moderator's when they hold no seat. Checked on the
   * chat as it is when the message is stored, so no separate read of the chat is needed before.
   */
  sentBy?: Viewer;
  /** Stored only while the chat (as it is when the message is stored) still satisfies this. */
  onlyIf?: (chat: ChatRow) => boolean;
}

export interface Appended {
  chat: ChatRow;
  message: MessageRow;
  /** The message's content in the clear: what was just encrypted need not be decrypted again. */
  content: string;
  /** False when the client id was already stored: nothing new to broadcast. */
  created: boolean;
}

/** How often a batch goes round while its chats keep changing under it (other instances' writes). */
const MAX_ROUNDS = 20;

/** Stores a batch; one outcome per input, in the same order. */
export async function appendMessages(
  db: PooledDb,
  cipher: ContentCipher,
  inputs: NewMessage[],
): Promise<Settled<Appended>[]> {
  const outcomes: Settled<Appended>[] = new Array<Settled<Appended>>(inputs.length);
  // Retries are rare, so the stored copies are looked up only once the batch turns out to need
  // them: one statement less for every other batch.
  let lookUpCopies = false;
  const seated = seatedCandidates(inputs);
  if (seated.length > 0) {
    try {
      const appended = await storeSeatedRound(
        db,
        cipher,
        seated.map((index) => inputs[index]!),
      );
      for (const [position, value] of appended.entries()) if (value) outcomes[seated[position]!] = { ok: true, value };
    } catch (error) {
      // A client id in the batch was stored before (a retry): the statement stored nothing.
      if (!isUniqueViolation(error)) throw error;
      lookUpCopies = true;
    }
  }
  let pending = inputs.flatMap((_, index) => (outcomes[index] ? [] : [index]));
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) {
      for (const index of pending) outcomes[index] = { ok: false, error: new DatabaseBusyError() };
      break;
    }
    const settled = await storeRound(
      db,
      cipher,
      pending.map((index) => inputs[index]!),
      lookUpCopies,
    );
    if (settled === COPIES_NEEDED) {
      lookUpCopies = true;
      continue;
    }
    pending = pending.filter((index, position) => {
      const outcome = settled[position]!;
      if (outcome === CHANGED) return true;
      outcomes[index] = outcome;
      return false;
    });
  }
  return outcomes;
}

/** A client id in the round may already be stored: go round again, looking the copies up. */
const COPIES_NEEDED = Symbol("copies needed");
/** The message's chat changed after it was read: the message goes round again. */
const CHANGED = Symbol("chat changed");

type Plan = { refused: Error } | { copy: MessageRow; chat: ChatRow } | { sameAs: number } | { row: number };

async function storeRound(
  db: PooledDb,
  cipher: ContentCipher,
  inputs: NewMessage[],
  lookUpCopies: boolean,
): Promise<(Settled<Appended> | typeof CHANGED)[] | typeof COPIES_NEEDED> {
  const found = await readChats(db, [...new Set(inputs.map((input) => input.chatId))]);
  const copies = lookUpCopies
    ? await storedCopies(
        db,
        inputs.flatMap(({ chatId, clientId }) => (clientId && found.has(chatId) ? [{ chatId, clientId }] : [])),
      )
    : new Map<string, MessageRow>();
  const now = new Date();
  const lastSeq = new Map([...found.values()].map(({ chat }) => [chat.id, chat.lastSeq]));
  const chatAt = (chat: ChatRow): ChatRow => ({ ...chat, lastSeq: lastSeq.get(chat.id)! });
  /** The first input of the round that claimed a (chat, client id), by key. */
  const firstWithKey = new Map<string, number>();
  const rows: MessageRow[] = [];
  const plans: Plan[] = [];

  for (const [index, input] of inputs.entries()) {
    const chat = found.get(input.chatId)?.chat;
    if (!chat || (input.sentBy && !mayEnter(chat, input.sentBy))) {
      plans.push({ refused: chat ? notAParticipant() : chatNotFound() });
      continue;
    }
    const key = input.clientId ? copyKey(chat.id, input.clientId) : null;
    const copy = key ? copies.get(key) : undefined;
    // A retry is answered with the stored message, whatever the chat's state now.
    if (copy) plans.push({ copy, chat: chatAt(chat) });
    else if (key && firstWithKey.has(key)) plans.push({ sameAs: firstWithKey.get(key)! });
    else if (chat.status !== "active" || (input.onlyIf && !input.onlyIf(chatAt(chat)))) {
      // It may be the retry of a message stored before the chat ended: look before refusing.
      if (key && !lookUpCopies) return COPIES_NEEDED;
      const changed = chat.status === "active";
      plans.push({ refused: new HttpError(409, changed ? "This chat has changed meanwhile." : CHAT_ENDED) });
    } else {
      const seq = lastSeq.get(chat.id)! + 1;
      lastSeq.set(chat.id, seq);
      if (key) firstWithKey.set(key, index);
      plans.push({ row: rows.length });
      rows.push({
        id: randomUUID(),
        chatId: chat.id,
        seq,
        kind: input.kind,
        content: cipher.encrypt(input.content),
        isAdmin: input.sentBy?.id === input.senderId && seatOf(chat, input.senderId) === null,
        senderId: input.senderId,
        clientId: input.clientId ?? null,
        createdAt: now,
      });
    }
  }

  let advanced = new Set<string>();
  if (rows.length > 0) {
    try {
      advanced = await storeIfUnchanged(db, rows, found, now);
    } catch (error) {
      // A client id stored since the copies were read (or not read): the statement stored nothing.
      if (isUniqueViolation(error)) return COPIES_NEEDED;
      throw error;
    }
  }

  const outcomes: (Settled<Appended> | typeof CHANGED)[] = [];
  for (const [index, plan] of plans.entries()) {
    const input = inputs[index]!;
    if ("refused" in plan) outcomes.push({ ok: false, error: plan.refused });
    else if ("copy" in plan) {
      const content = cipher.decrypt(plan.copy.content);
      outcomes.push({ ok: true, value: { chat: plan.chat, message: plan.copy, content, created: false } });
    } else if ("sameAs" in plan) {
      const first = outcomes[plan.sameAs]!;
      outcomes.push(first === CHANGED || !first.ok ? first : { ok: true, value: { ...first.value, created: false } });
    } else {
      const message = rows[plan.row]!;
      if (!advanced.has(message.chatId)) outcomes.push(CHANGED);
      else {
        const chat = { ...found.get(message.chatId)!.chat, lastSeq: message.seq, updatedAt: now };
        outcomes.push({ ok: true, value: { chat, message, content: input.content, created: true } });
      }
    }
  }
  return outcomes;
}
