/**
 * Storing and reading messages. A chat's row is locked while a message takes the next sequence
 * number, so seq is gap-free and ordered; a client id already stored in the chat returns the stored
 * message instead of writing it twice (at-least-once sending, exactly-once storage).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { MessageKind } from "../../shared/api.js";
import type { Db } from "../db/client.js";
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
    if (input.clientId) {
      const [existing] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.chatId, chat.id), eq(messages.clientId, input.clientId)));
      if (existing) return { chat, message: existing, created: false };
    }
    if (chat.status !== "active") throw new HttpError(409, "This chat has ended. Start a new chat to keep talking.");
    if (input.onlyIf && !input.onlyIf(chat)) throw new HttpError(409, "This chat has changed meanwhile.");
    const now = new Date();
    const [updated] = await tx
      .update(chats)
      .set({ lastSeq: chat.lastSeq + 1, updatedAt: now })
      .where(eq(chats.id, chat.id))
      .returning();
    const [message] = await tx
      .insert(messages)
      .values({
        chatId: chat.id,
        seq: updated!.lastSeq,
        kind: input.kind,
        content: cipher.encrypt(input.content),
        isAdmin: input.isAdmin ?? false,
        senderId: input.senderId,
        clientId: input.clientId ?? null,
        createdAt: now,
      })
      .returning();
    return { chat: updated!, message: message!, created: true };
  });
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
