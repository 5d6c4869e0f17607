/**
 * When the Crisis Counselor hears an answer in a matched chat without its handle being written.
 * It asks the person whose words opened crisis mode "Are you thinking about ending your life?";
 * their "yes" must not go unheard, yet the chat is theirs and their partner's, not the Counselor's.
 * So it answers a message only when all of these hold:
 * - its writer is a person whose words opened crisis mode in this chat (crisis_openings.person_id);
 * - the message just before it in the chat is the Counselor's reply to that same person (its
 *   client id names their seat, persona-audience.ts) and ends with a question: the partner has
 *   not written since, nor has the person written anything else (their first words after it);
 * - that question was asked no more than ANSWER_WITHIN_MS ago.
 * Once the partner writes, or the person writes twice, the conversation is the two people's again,
 * and the handle calls the Counselor as before.
 */
import { and, desc, eq } from "drizzle-orm";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { personaReplyAudience } from "../../shared/persona-audience.js";
import { seatOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { crisisOpenings, messages } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";

/** How long a question of the Counselor's waits for its answer: long enough to type through tears. */
export const ANSWER_WITHIN_MS = 10 * 60_000;

export async function answersCounselor(
  db: Db,
  cipher: ContentCipher,
  chat: ChatRow,
  authorId: string,
  now = new Date(),
): Promise<boolean> {
  const seat = seatOf(chat, authorId);
  if (!seat) return false;
  const [opened] = await db
    .select({ id: crisisOpenings.id })
    .from(crisisOpenings)
    .where(and(eq(crisisOpenings.chatId, chat.id), eq(crisisOpenings.personId, authorId)))
    .limit(1);
  if (!opened) return false;
  const latest = await db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chat.id), eq(messages.kind, "text")))
    .orderBy(desc(messages.seq))
    .limit(4);
  // Their message is stored already; anyone may have written since, so it is found, not assumed newest.
  const theirs = latest.findIndex((message) => message.senderId === authorId);
  const before = theirs === -1 ? undefined : latest[theirs + 1];
  if (!before || before.senderId !== `ai:${CRISIS_PERSONA.name}`) return false;
  if (personaReplyAudience(before.clientId) !== seat) return false;
  if (now.getTime() - before.createdAt.getTime() > ANSWER_WITHIN_MS) return false;
  return cipher.decrypt(before.content).trim().endsWith("?");
}
