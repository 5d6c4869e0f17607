/**
 * One person's latest text messages in a chat, as written (decrypted), oldest first: what the
 * urging check reads of the partner (partner-words.ts) and the Crisis Counselor of the person it
 * answers (ai/counselor-turn.ts). Read from the stored messages, never taken from the page.
 */
import { and, desc, eq, gt, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { messages } from "../db/schema.js";
import type { ContentCipher } from "./crypto.js";

export interface Lines {
  /** At most this many, the newest. */
  limit: number;
  /** Only after this sequence number (what the reader may read), and before that one. */
  afterSeq?: number;
  beforeSeq?: number;
  /** Only those written since. */
  since?: Date;
}

export async function linesOf(
  db: Db,
  cipher: ContentCipher,
  chatId: string,
  senderId: string,
  { limit, afterSeq, beforeSeq, since }: Lines,
): Promise<string[]> {
  const where: (SQL | undefined)[] = [
    eq(messages.chatId, chatId),
    eq(messages.senderId, senderId),
    eq(messages.kind, "text"),
    afterSeq === undefined ? undefined : gt(messages.seq, afterSeq),
    beforeSeq === undefined ? undefined : lt(messages.seq, beforeSeq),
    since === undefined ? undefined : gte(messages.createdAt, since),
  ];
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(...where))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse().map((row) => cipher.decrypt(row.content));
}
