/**
 * The common case of a batch in one statement (statements.ts STORE_SEATED): messages from people
 * who hold a seat in their chat, or from no person, to chats that are still active. Whatever it
 * does not store — a chat that ended, a moderator's message, someone who holds no seat, a chat that
 * does not exist — goes on to store.ts's read path, which decides it by the rules and answers why.
 */
import { randomUUID } from "node:crypto";
import type { PooledDb } from "../db/client.js";
import type { ContentCipher } from "./crypto.js";
import { copyKey, storeSeated } from "./statements.js";
import type { Appended, NewMessage } from "./store.js";

/**
 * The inputs this statement may take: all but the chats that, in this batch, hold a message with
 * its own condition (onlyIf) or a client id given twice. Those chats go to the read path whole, so
 * that each chat's messages are still stored in the order they arrived.
 */
export function seatedCandidates(inputs: NewMessage[]): number[] {
  const readPathChats = new Set<string>();
  const keys = new Set<string>();
  for (const { chatId, clientId, onlyIf } of inputs) {
    const key = clientId ? copyKey(chatId, clientId) : null;
    if (onlyIf || (key && keys.has(key))) readPathChats.add(chatId);
    if (key) keys.add(key);
  }
  return inputs.flatMap((input, index) => (readPathChats.has(input.chatId) ? [] : [index]));
}

/**
 * Stores what it can of `inputs` in one statement; one answer per input, undefined where its chat
 * stored nothing. A client id already stored in its chat makes the statement fail as a unique
 * violation, having stored nothing.
 */
export async function storeSeatedRound(
  db: PooledDb,
  cipher: ContentCipher,
  inputs: NewMessage[],
): Promise<(Appended | undefined)[]> {
  const now = new Date();
  const rows = inputs.map(({ chatId, kind, content, senderId, clientId }) => ({
    id: randomUUID(),
    chatId,
    kind,
    content: cipher.encrypt(content),
    senderId,
    clientId: clientId ?? null,
  }));
  const seatedIds = inputs.map((input) => input.sentBy?.id ?? null);
  const advanced = new Map((await storeSeated(db, rows, seatedIds, now)).map((chat) => [chat.id, chat]));
  // The statement numbered each chat's messages up to its last_seq, in the order given.
  const stillToNumber = new Map<string, number>();
  for (const { chatId } of rows) stillToNumber.set(chatId, (stillToNumber.get(chatId) ?? 0) + 1);
  return rows.map((row, index) => {
    const chat = advanced.get(row.chatId);
    if (!chat) return undefined;
    const after = stillToNumber.get(row.chatId)! - 1;
    stillToNumber.set(row.chatId, after);
    const seq = chat.lastSeq - after;
    return {
      chat: { ...chat, lastSeq: seq },
      message: { ...row, seq, isAdmin: false, createdAt: now },
      content: inputs[index]!.content,
      created: true,
    };
  });
}
