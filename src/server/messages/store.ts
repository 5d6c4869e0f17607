/**
 * Storing and reading messages. Messages are stored in batches, one transaction each (writer.ts
 * collects them): the batch's chats are locked, in id order so two writers never wait for each
 * other in a circle, and each chat's messages take its next sequence numbers in the order they
 * arrived, so seq is gap-free and ordered. A client id already stored in the chat (or sent twice
 * in one batch) returns the stored message instead of writing it twice (at-least-once sending,
 * exactly-once storage). A message that must be refused is refused alone; the rest of its batch
 * is stored.
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { MessageKind } from "../../shared/api.js";
import type { Viewer } from "../auth/viewer.js";
import { mayEnter, NOT_A_PARTICIPANT } from "../chats/access.js";
import type { Settled } from "../db/batcher.js";
import type { Db, Tx } from "../db/client.js";
import { chats, messages } from "../db/schema.js";
import { HttpError, notFound } from "../http-error.js";
import { seatOf, type ChatRow, type MessageRow } from "../chats/views.js";
import type { ContentCipher } from "./crypto.js";

export const CHAT_ENDED = "This chat has ended. Start a new chat to keep talking.";

export interface NewMessage {
  chatId: string;
  /** A user id, "system" or "ai:<Name>". */
  senderId: string;
  kind: MessageKind;
  content: string;
  clientId?: string | null;
  /**
   * The person who sent it, when a person did: stored only if they may enter the chat (404, like
   * chatForViewer, otherwise), and marked as a moderator's when they hold no seat. Checked on the
   * locked chat, so no separate read of the chat is needed before storing.
   */
  sentBy?: Viewer;
  /** Stored only while the chat (locked, as it is now) still satisfies this. */
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

/** Stores a batch in one transaction; one outcome per input, in the same order. */
export async function appendMessages(
  db: Db,
  cipher: ContentCipher,
  inputs: NewMessage[],
): Promise<Settled<Appended>[]> {
  // Retries are rare, so the stored copies are looked up only when the batch turns out to need
  // them: one statement less, and a shorter hold on the chats' locks, for every other batch.
  try {
    return await storeBatch(db, cipher, inputs, false);
  } catch (error) {
    if (!(error instanceof CopiesNeeded)) throw error;
    return storeBatch(db, cipher, inputs, true);
  }
}

/** Rolls the transaction back: a client id in the batch may already be stored. */
class CopiesNeeded extends Error {}

async function storeBatch(db: Db, cipher: ContentCipher, inputs: NewMessage[], lookUpCopies: boolean) {
  return db.transaction(async (tx): Promise<Settled<Appended>[]> => {
    const locked = await lockChats(tx, [...new Set(inputs.map((input) => input.chatId))]);
    const copies = lookUpCopies
      ? await storedCopies(
          tx,
          inputs.filter((input) => input.clientId && locked.has(input.chatId)),
        )
      : new Map<string, MessageRow>();
    const now = new Date();
    const lastSeq = new Map([...locked.values()].map((chat) => [chat.id, chat.lastSeq]));
    const chatAt = (chat: ChatRow): ChatRow => ({ ...chat, lastSeq: lastSeq.get(chat.id)! });
    /** The first input of the batch that claimed a (chat, client id), by key. */
    const firstWithKey = new Map<string, number>();
    const rows: (typeof messages.$inferInsert)[] = [];
    const plans: ({ refused: Error } | { copy: MessageRow; chat: ChatRow } | { sameAs: number } | { row: number })[] =
      [];

    for (const [index, input] of inputs.entries()) {
      const chat = locked.get(input.chatId);
      if (!chat || (input.sentBy && !mayEnter(chat, input.sentBy))) {
        plans.push({ refused: notFound(NOT_A_PARTICIPANT) });
        continue;
      }
      const key = input.clientId ? copyKey(chat.id, input.clientId) : null;
      const copy = key ? copies.get(key) : undefined;
      // A retry is answered with the stored message, whatever the chat's state now.
      if (copy) plans.push({ copy, chat: chatAt(chat) });
      else if (key && firstWithKey.has(key)) plans.push({ sameAs: firstWithKey.get(key)! });
      else if (chat.status !== "active" || (input.onlyIf && !input.onlyIf(chatAt(chat)))) {
        // It may be the retry of a message stored before the chat ended: look before refusing.
        if (key && !lookUpCopies) throw new CopiesNeeded();
        const changed = chat.status === "active";
        plans.push({ refused: new HttpError(409, changed ? "This chat has changed meanwhile." : CHAT_ENDED) });
      } else {
        const seq = lastSeq.get(chat.id)! + 1;
        lastSeq.set(chat.id, seq);
        if (key) firstWithKey.set(key, index);
        plans.push({ row: rows.length });
        rows.push({
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

    const inserted = rows.length > 0 ? await insertAndAdvance(tx, rows, now) : [];
    if (inserted.length !== rows.length) {
      // Only a stored copy skips a row; once the copies were looked up under the lock, none can.
      if (lookUpCopies) throw new Error("a message's client id was stored outside its chat's lock");
      throw new CopiesNeeded();
    }

    const outcomes: Settled<Appended>[] = [];
    for (const [index, plan] of plans.entries()) {
      const input = inputs[index]!;
      if ("refused" in plan) outcomes.push({ ok: false, error: plan.refused });
      else if ("copy" in plan) {
        const content = cipher.decrypt(plan.copy.content);
        outcomes.push({ ok: true, value: { chat: plan.chat, message: plan.copy, content, created: false } });
      } else if ("sameAs" in plan) {
        const first = outcomes[plan.sameAs]!;
        outcomes.push(first.ok ? { ok: true, value: { ...first.value, created: false } } : first);
      } else {
        const message = inserted[plan.row]!;
        const chat = { ...locked.get(message.chatId)!, lastSeq: message.seq, updatedAt: now };
        outcomes.push({ ok: true, value: { chat, message, content: input.content, created: true } });
      }
    }
    return outcomes;
  });
}

async function lockChats(tx: Tx, chatIds: string[]): Promise<Map<string, ChatRow>> {
  const rows = await tx.select().from(chats).where(inArray(chats.id, chatIds)).orderBy(asc(chats.id)).for("update");
  return new Map(rows.map((chat) => [chat.id, chat]));
}

const copyKey = (chatId: string, clientId: string) => `${chatId} ${clientId}`;

/** The messages already stored under the batch's (chat, client id) pairs. Exact: their chats are locked. */
async function storedCopies(tx: Tx, inputs: NewMessage[]): Promise<Map<string, MessageRow>> {
  if (inputs.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(messages)
    .where(
      and(
        inArray(messages.chatId, [...new Set(inputs.map((input) => input.chatId))]),
        inArray(messages.clientId, [...new Set(inputs.map((input) => input.clientId!))]),
      ),
    );
  return new Map(rows.map((row) => [copyKey(row.chatId, row.clientId!), row]));
}

/**
 * One statement for the batch: the rows go in, and each chat's last_seq becomes the highest seq
 * the batch gave it. Returns the stored rows in the order given; fewer when a client id was
 * already stored (that row is skipped, and the caller rolls back).
 */
async function insertAndAdvance(tx: Tx, rows: (typeof messages.$inferInsert)[], now: Date): Promise<MessageRow[]> {
  const highest = new Map<string, number>();
  for (const row of rows) highest.set(row.chatId, Math.max(highest.get(row.chatId) ?? 0, row.seq));
  const values = sql.join(
    [...highest].map(([chatId, seq]) => sql`(${chatId}::uuid, ${seq}::integer)`),
    sql`, `,
  );
  const advance = tx.$with("advance", {}).as(
    sql`update ${chats} set last_seq = advanced.seq, updated_at = ${now.toISOString()}::timestamptz
        from (values ${values}) as advanced(id, seq) where ${chats.id} = advanced.id`,
  );
  const returned = await tx
    .with(advance)
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({ target: [messages.chatId, messages.clientId] })
    .returning();
  if (returned.length !== rows.length) return returned;
  const bySeat = new Map(returned.map((row) => [`${row.chatId} ${row.seq}`, row]));
  return rows.map((row) => bySeat.get(`${row.chatId} ${row.seq}`)!);
}

/** A chat's messages after a sequence number, in order: what a client missed. */
export async function messagesAfter(db: Db, chatId: string, afterSeq: number, limit = 500): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq))
    .limit(limit);
}
