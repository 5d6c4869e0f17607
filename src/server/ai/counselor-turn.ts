/**
 * When the Crisis Counselor hears an answer in a matched chat without its handle being written.
 * It asks the person whose words opened crisis mode "Are you thinking about ending your life?";
 * their "yes" must not go unheard, even when their partner wrote first ("oh no :("), yet the chat
 * is theirs and their partner's, not the Counselor's. So it answers a message only when all hold:
 * - its writer is a person whose words opened crisis mode in this chat (crisis_openings.person_id);
 * - the Counselor's latest reply to that person (its client id names their seat,
 *   persona-audience.ts) ends with a question asked no more than ANSWER_WITHIN_MS ago, and the
 *   person has written nothing else since (these are their first words after it);
 * - if the partner wrote in between, the words read as an answer to the question: a yes or a no,
 *   or a means named (crisis-reading.ts), not "thank you for staying", which is for the partner.
 * Otherwise the conversation is the two people's, and the handle calls the Counselor as before.
 * What they write while a reply to them is on its way is another matter: that reply's turn reads
 * it (unansweredByCounselor, one-reply-at-a-time.ts).
 */
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { personaReplyAudience } from "../../shared/persona-audience.js";
import { seatOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { crisisOpenings, messages } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import { answerOf, namesMeans } from "./companion/crisis-reading.js";

/** How long a question of the Counselor's waits for its answer: long enough to type through tears. */
export const ANSWER_WITHIN_MS = 10 * 60_000;

/** How far back the Counselor's open question is looked for: the partner may write a few lines first. */
const LOOK_BACK = 12;

/** Whether the words answer a question rather than talk to the partner: a yes or a no, or a means named. */
function readsAsAnswer(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'").trim();
  return answerOf(lower, true) !== undefined || namesMeans(lower);
}

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
    .limit(LOOK_BACK);
  // Their message is stored already; anyone may have written since, so it is found, not assumed newest.
  const theirs = latest.findIndex((message) => message.senderId === authorId);
  if (theirs === -1) return false;
  const counselor = `ai:${CRISIS_PERSONA.name}`;
  let partnerSpoke = false;
  for (const message of latest.slice(theirs + 1)) {
    if (message.senderId === authorId) return false;
    if (message.senderId === counselor && personaReplyAudience(message.clientId) === seat) {
      if (now.getTime() - message.createdAt.getTime() > ANSWER_WITHIN_MS) return false;
      if (!cipher.decrypt(message.content).trim().endsWith("?")) return false;
      // The partner spoke (or was answered) since: only an answer to the question is the Counselor's.
      return !partnerSpoke || readsAsAnswer(cipher.decrypt(latest[theirs]!.content));
    }
    partnerSpoke = true;
  }
  return false;
}

/** How many of a person's messages one Counselor reply reads at most: the newest, if they wrote more. */
const UNANSWERED_AT_MOST = 10;

export interface Unanswered {
  id: string;
  seq: number;
  text: string;
}

/**
 * What the person wrote that the Crisis Counselor has not answered yet, oldest first: at the start of
 * a turn (`readThrough` 0) their messages after its last reply to them; within one, those after
 * `readThrough`, the newest message the turn's replies have read. A person in distress often writes twice before any reply comes; the reply must
 * read both, not only the message that called it.
 */
export async function unansweredByCounselor(
  db: Db,
  cipher: ContentCipher,
  chat: ChatRow,
  personId: string,
  readThrough: number,
): Promise<Unanswered[]> {
  const seat = seatOf(chat, personId);
  const counselor = `ai:${CRISIS_PERSONA.name}`;
  const latest = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chat.id),
        eq(messages.kind, "text"),
        gt(messages.seq, readThrough),
        inArray(messages.senderId, [personId, counselor]),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(UNANSWERED_AT_MOST * 2);
  const unanswered: Unanswered[] = [];
  for (const message of latest) {
    if (message.senderId === counselor) {
      // A turn under way reads past its own replies: what was written while one was on its way,
      // stored before it, is still unanswered.
      if (readThrough === 0 && personaReplyAudience(message.clientId) === seat) break;
      continue;
    }
    if (unanswered.length === UNANSWERED_AT_MOST) break;
    unanswered.push({ id: message.id, seq: message.seq, text: cipher.decrypt(message.content) });
  }
  return unanswered.reverse();
}
