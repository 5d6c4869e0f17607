/**
 * Whether a participant's message states their age below the minimum, read on its own or, for a
 * bare answer ("15", "16 f uk"), when the partner's most recent message asked their age and they have
 * not answered it yet (shared/age-question.ts). The chat's last messages are read from the store, so
 * that it works whichever instance each of the two is connected to, and only for a message that
 * could be such an answer: every other message costs nothing more.
 */
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import {
  AGE_QUESTION_WITHIN,
  mayAnswerAgeBelow,
  statedAgeBelowAfter,
  type EarlierMessage,
} from "../../shared/age-question.js";
import { statedAgeBelow } from "../../shared/stated-age.js";
import { partnerIdOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { messages } from "../db/schema.js";
import type { ContentCipher } from "./crypto.js";

export interface StatedAgeMessage {
  chat: ChatRow;
  writerId: string;
  /** The message's seq: what came before it is read (also on a retry). */
  seq: number;
  text: string;
  /** When it was stored: a year of birth in it is read against this date. */
  sentAt: Date;
}

export async function statesAgeBelow(
  db: Db,
  cipher: ContentCipher,
  message: StatedAgeMessage,
  minimumAge: number,
): Promise<boolean> {
  if (statedAgeBelow(message.text, minimumAge, message.sentAt) !== null) return true;
  if (!mayAnswerAgeBelow(message.text, minimumAge)) return false;
  const earlier = await textsBefore(db, cipher, message);
  return statedAgeBelowAfter(earlier, message.text, minimumAge, message.sentAt) !== null;
}

/** The two participants' last text messages before this one, oldest first, in the clear. */
async function textsBefore(db: Db, cipher: ContentCipher, message: StatedAgeMessage): Promise<EarlierMessage[]> {
  const partnerId = partnerIdOf(message.chat, message.writerId);
  if (partnerId === null) return [];
  const rows = await db
    .select({ senderId: messages.senderId, content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.chatId, message.chat.id),
        lt(messages.seq, message.seq),
        inArray(messages.senderId, [partnerId, message.writerId]),
        eq(messages.kind, "text"),
        eq(messages.isAdmin, false),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(AGE_QUESTION_WITHIN);
  return rows.reverse().map((row) => ({ fromPartner: row.senderId === partnerId, text: cipher.decrypt(row.content) }));
}
