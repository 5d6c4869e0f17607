/**
 * Storing and reading messages. A chat's row is locked while a message takes the next sequence
 * number, so seq is gap-free and ordered; a client id already stored in the chat returns the stored
 * message instead of writing it twice (at-least-once sending, exactly-once storage).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { MessageKind } from "../../shared/api.js";
import type { Db, Tx } from "../db/client.js";
import { chats, messages } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import type { ChatRow, MessageRow } from "../chats/views.js";
import type { ContentCipher } from "./crypto.js";

export interface NewMessage {
  chatId: string;
  /** A user id, "system" or "ai:<Name>". */
  senderId: string;
  kind: MessageKind;
  content: string;
  clientId?: string | null;
  isAdmin?: boolean;
  /** Stored only while the chat (locked, as it is now) still satisfies this. */
  onlyIf?: (chat: ChatRow) => boolean;
}

export interface Appended {
  chat: ChatRow;
  message: MessageRow;
  /** False when the client id was already stored: nothing new to broadcast. */
  created: boolean;
}

export async function appendMessage(db: Db, cipher: ContentCipher, input: NewMessage): Promise<Appended> {
  return db.transaction(async (tx) => {
    const [chat] = await tx.select().from(chats).where(eq(chats.id, input.chatId)).for("update");
    if (!chat) throw new HttpError(404, "This chat does not exist.");
    const refusal =
      chat.status !== "active"
        ? new HttpError(409, "This chat has ended. Start a new chat to keep talking.")
        : input.onlyIf && !input.onlyIf(chat)
          ? new HttpError(409, "This chat has changed meanwhile.")
          : null;
    if (refusal) {
      // A retry of a message stored before the chat ended still gets the stored message.
      const existing = input.clientId ? await storedCopy(tx, chat.id, input.clientId) : undefined;
      if (existing) return { chat, message: existing, created: false };
      throw refusal;
    }
    // The common case costs one insert and one update: a retry is caught by the unique
    // (chat_id, client_id) index instead of a lookup before every message.
    const now = new Date();
    const seq = chat.lastSeq + 1;
    const [message] = await tx
      .insert(messages)
      .values({
        chatId: chat.id,
        seq,
        kind: input.kind,
        content: cipher.encrypt(input.content),
        isAdmin: input.isAdmin ?? false,
        senderId: input.senderId,
        clientId: input.clientId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [messages.chatId, messages.clientId] })
      .returning();
    if (!message) return { chat, message: (await storedCopy(tx, chat.id, input.clientId!))!, created: false };
    await tx.update(chats).set({ lastSeq: seq, updatedAt: now }).where(eq(chats.id, chat.id));
    return { chat: { ...chat, lastSeq: seq, updatedAt: now }, message, created: true };
  });
}

async function storedCopy(tx: Tx, chatId: string, clientId: string): Promise<MessageRow | undefined> {
  const [existing] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.clientId, clientId)));
  return existing;
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
