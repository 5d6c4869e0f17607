/**
 * When the Crisis Counselor hears an answer in a matched chat without its handle being written.
 * It asks the person whose words opened crisis mode "Are you thinking about ending your life?";
 * their "yes" must not go unheard, even when their partner wrote first ("oh no :("), yet the chat
 * is theirs and their partner's, not the Counselor's. So it answers a message only when all hold:
 * - its writer is a person whose words opened crisis mode in this chat (crisis_openings.person_id;
 *   a chat whose row has no crisis_opened_at has none);
 * - the Counselor's latest reply to that person (its client id names their seat,
 *   persona-audience.ts) ends with a question asked no more than ANSWER_WITHIN_MS ago;
 * - if the partner wrote in between, or the person wrote something else first ("hold on"), the
 *   words read as an answer to the question: a yes or a no, "idk", or a means named
 *   (crisis-reading.ts), not "thank you for staying", which is for the partner.
 * Otherwise the conversation is the two people's, and the handle calls the Counselor as before.
 * Except in an emergency: once the Counselor has given that person the emergency wording
 * (crisis-emergency.ts), each of their messages is answered until the chat ends, since "ok", "idk"
 * or "i'm tired" after an overdose taken may be the last chance to say "call now".
 * What they write while a reply to them is on its way is another matter: that reply's turn reads
 * it (unansweredByCounselor, one-reply-at-a-time.ts).
 */
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { actsNow } from "../../shared/crisis.js";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { personaReplyAudience } from "../../shared/persona-audience.js";
import { seatOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { crisisOpenings, messages } from "../db/schema.js";
import { linesOf } from "../messages/lines-of.js";
import { WINDOW_SIZE, WINDOW_SPAN_MS } from "../crisis/window.js";
import type { ContentCipher } from "../messages/crypto.js";
import { answerOf, namesMeans } from "./companion/crisis-reading.js";
import { emergencyGiven } from "./companion/crisis-emergency.js";

/** How long a question of the Counselor's waits for its answer: long enough to type through tears. */
export const ANSWER_WITHIN_MS = 10 * 60_000;

/** How far back the Counselor's open question is looked for: the partner may write a few lines first. */
const LOOK_BACK = 12;

/** How many of the Counselor's latest lines in the chat are searched for the emergency wording given. */
const EMERGENCY_LOOK_BACK = 40;

/** Not knowing is an answer too: "idk", "i don't know", "not sure". */
const UNSURE = /^(?:idk|dunno|i (?:don't|dont|do not) know|not sure|i'm not sure|im not sure)\b/;

/** Whether the words answer a question rather than talk to the partner: a yes or a no, or a means named. */
function readsAsAnswer(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'").trim();
  return answerOf(lower, true) !== undefined || UNSURE.test(lower) || namesMeans(lower);
}

/** Whether the Counselor has given the person in `seat` the emergency wording in this chat, or kept to it since. */
async function inEmergency(db: Db, cipher: ContentCipher, chatId: string, seat: string): Promise<boolean> {
  const lines = await db
    .select({ clientId: messages.clientId, content: messages.content })
    .from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.senderId, `ai:${CRISIS_PERSONA.name}`)))
    .orderBy(desc(messages.seq))
    .limit(EMERGENCY_LOOK_BACK);
  return lines.some(
    (line) => personaReplyAudience(line.clientId) === seat && emergencyGiven(cipher.decrypt(line.content)),
  );
}

export async function answersCounselor(
  db: Db,
  cipher: ContentCipher,
  chat: ChatRow,
  authorId: string,
  now = new Date(),
): Promise<boolean> {
  const seat = seatOf(chat, authorId);
  // Most chats never open crisis mode: the chat row says so, without a look-up a message.
  if (!seat || chat.crisisOpenedAt === null) return false;
  const [opened] = await db
    .select({ id: crisisOpenings.id })
    .from(crisisOpenings)
    .where(and(eq(crisisOpenings.chatId, chat.id), eq(crisisOpenings.personId, authorId)))
    .limit(1);
  if (!opened) return false;
  if (await inEmergency(db, cipher, chat.id, seat)) return true;
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
  const answers = readsAsAnswer(cipher.decrypt(latest[theirs]!.content));
  // Anything written since the question, by the partner or by the person ("hold on"), is the two
  // people's; only an answer to the question is then the Counselor's.
  let othersSince = false;
  for (const message of latest.slice(theirs + 1)) {
    if (message.senderId === counselor && personaReplyAudience(message.clientId) === seat) {
      if (now.getTime() - message.createdAt.getTime() > ANSWER_WITHIN_MS) return false;
      if (cipher.decrypt(message.content).trim().endsWith("?")) return !othersSince || answers;
      // A reply to their filler ("hold on") that asked nothing: the open question is the one before it.
      if (!answers) return false;
    }
    if (message.senderId === authorId && !answers) return false;
    othersSince = true;
  }
  return false;
}

/**
 * In a matched chat, what was said while one person waited is not shown to the partner who joined
 * (PRODUCT.md, privacy): the Counselor neither answers nor reads it in front of them.
 */
const sinceMatch = (chat: ChatRow): number => (chat.matchStatus === "matched" ? chat.matchedSeq : 0);

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
        gt(messages.seq, Math.max(readThrough, sinceMatch(chat))),
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

/** Above any chat's sequence numbers: every line the person wrote, after the chat ended too. */
export const ALL_LINES = 2 ** 31 - 1;

/**
 * The person's text lines in the chat before `beforeSeq`, oldest first: as many as the conversation
 * window reads with a new one, from its span. Those said while they waited too: they are read, never
 * answered or shown, and an overdose told then makes "so sleepy" after the match the emergency.
 */
export async function theirLinesBefore(
  db: Db,
  cipher: ContentCipher,
  chat: ChatRow,
  personId: string,
  beforeSeq: number,
  now = new Date(),
): Promise<string[]> {
  const since = new Date(now.getTime() - WINDOW_SPAN_MS);
  return linesOf(db, cipher, chat.id, personId, { limit: WINDOW_SIZE - 1, beforeSeq, since });
}

/**
 * Whether one of the person's new lines (`fresh`, after the `earlier` ones), alone or read with the
 * lines before it as the conversation window reads them (shared/crisis.ts actsNow), tells of acting
 * now: "i took them all" after "i dont want to be here anymore". The Counselor meets it with the
 * emergency wording, as the urgent line does; read by itself, "i took them all" heard only "It
 * sounds like you're in a lot of pain".
 */
export function actingIn(earlier: readonly string[], fresh: readonly string[]): boolean {
  const lines = [...earlier, ...fresh];
  return fresh.some((_, index) => actsNow(lines.slice(0, earlier.length + index + 1).slice(-WINDOW_SIZE)));
}
