/**
 * What the writer's partner last wrote in the chat, as written (decrypted), oldest first: read only
 * for the few messages the urging rules match while the partner is in crisis, so that a bare "you
 * should" is judged by what it answers (shared/harassment-urging-affirmed.ts). Read from the stored
 * messages, never taken from the page, and only those the writer could read themselves
 * (firstReadableSeq: not what the partner said to the room's persona before the match).
 */
import { PARTNER_MESSAGES_READ } from "../../shared/harassment-urging-affirmed.js";
import { firstReadableSeq, partnerIdOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import type { ContentCipher } from "./crypto.js";
import { linesOf } from "./lines-of.js";

export async function partnerWords(db: Db, cipher: ContentCipher, chat: ChatRow, writerId: string): Promise<string[]> {
  const partnerId = partnerIdOf(chat, writerId);
  // A moderator writing has no partner: their bare "do it" stays refused.
  if (!partnerId) return [];
  const afterSeq = firstReadableSeq(chat, writerId);
  return linesOf(db, cipher, chat.id, partnerId, { limit: PARTNER_MESSAGES_READ, afterSeq });
}
