/**
 * Which crisis line a signal posts: the usual one (CRISIS_SYSTEM_MESSAGE) or the urgent one
 * (CRISIS_URGENT_MESSAGE: "If you have hurt yourself or taken something, or might act now, call
 * your local emergency number now"), one line per signal.
 *
 * - A person's first crisis line in a chat is urgent when their words tell of an act done or under
 *   way, the means in hand (actNow: "i took all my pills", "my wrists won't stop bleeding", "i have
 *   the pills right here"): the emergency is now, from the first message. A plan, a goodbye letter
 *   or a question about a method is a crisis too, but not yet the emergency the wording speaks of:
 *   those first lines are the usual one.
 * - A later one is urgent when it is of the high tier and the person's earlier openings here were
 *   all lower (an escalation), or when it tells of acting (a method, preparation or self-harm at the
 *   high tier: a plan, then "i've taken some already") and none of their lines here was urgent yet.
 * - Once a person's urgent line went out in a chat, each later line of theirs there is the urgent one
 *   again, whatever the tier or category of the signal ("i took all my pills", then "i just want to
 *   disappear"). The usual line ("It sounds like you may be going through a crisis…") right under
 *   "call your local emergency number now" reads as if the emergency were over, when nothing says it
 *   is: the pills are still taken. Posting no line at all would drop the signal (the opening is
 *   counted, and the Counselor answers it); the urgent line again keeps to the words the person was
 *   last given, as the Counselor's own replies do once it has given them (companion/crisis-emergency.ts).
 * Whether a line was urgent is read from the line itself, as stored.
 */
import { and, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { ACTING, CRISIS_URGENT_MESSAGE, type CrisisSignal } from "../../shared/crisis.js";
import type { Db } from "../db/client.js";
import { crisisOpenings, messages } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";

/**
 * The rules that tell of an act done or under way, or of the means in hand right now (crisis-rules/):
 * an overdose taken, a cut bleeding, a ligature in place, standing at the edge, a blade, a gun or
 * the pills beside the person. Rules that also read intent ("going to take all my pills") are not here.
 */
const ACT_NOW: ReadonlySet<string> = new Set([
  "took-overdose",
  "took-too-many",
  "overdose-taken",
  "overdose-felt",
  "act-done",
  "bleeding-now",
  "bleeding-a-lot",
  "ligature-in-place",
  "blade-in-the-bath",
  "at-the-edge",
  "means-at-hand",
  "have-pills-here",
  "gun-at-hand",
  // The conversation window's: an overdose told across messages, and what it does after.
  "window-taken-then-how-many",
  "window-distress-then-taken",
  "window-overdose-then-effects",
]);

/** Whether a signal tells of an act done or under way: the conversation window names its rule with a prefix. */
export const actNow = (signal: Pick<CrisisSignal, "tier" | "rule">): boolean =>
  signal.tier === "high" && ACT_NOW.has(signal.rule.replace(/^window-joined-/, ""));

/** Whether any of these crisis lines (system messages at `seqs` in the chat) was the urgent one. */
export async function urgentAmong(db: Db, cipher: ContentCipher, chatId: string, seqs: number[]): Promise<boolean> {
  if (seqs.length === 0) return false;
  const lines = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.senderId, "system"), inArray(messages.seq, seqs)));
  return lines.some((line) => cipher.decrypt(line.content) === CRISIS_URGENT_MESSAGE);
}

/**
 * Whether `signal`, from `personId` in the chat, posts the urgent line (the rules above). A retry
 * finds its own first opening, which settled its line then: the retry's line is the stored one.
 */
export async function urgentNow(
  db: Db,
  cipher: ContentCipher,
  chatId: string,
  personId: string,
  signal: CrisisSignal,
): Promise<boolean> {
  const earlier = await db
    .select({ tier: crisisOpenings.tier, seq: crisisOpenings.seq })
    .from(crisisOpenings)
    .where(and(eq(crisisOpenings.chatId, chatId), eq(crisisOpenings.personId, personId)));
  if (earlier.length === 0) return actNow(signal);
  // Only lines of the high tier can be urgent (a carried one takes its tier from the urgent opening).
  const highSeqs = earlier.flatMap((line) => (line.tier === "high" && line.seq !== null ? [line.seq] : []));
  if (await urgentAmong(db, cipher, chatId, highSeqs)) return true;
  if (signal.tier !== "high") return false;
  if (!earlier.some((line) => line.tier === "high")) return true;
  return ACTING.has(signal.category);
}

/**
 * Whether `personId`'s own words posted the urgent line in the chat since `since` (a shut-out
 * person's notice speaks of the emergency while it is recent: URGENT_NOTICE_HOURS). Only lines of
 * the high tier can be urgent, so only those are read.
 */
export async function urgentLineSince(
  db: Db,
  cipher: ContentCipher,
  chatId: string,
  personId: string,
  since: Date,
): Promise<boolean> {
  const openings = await db
    .select({ seq: crisisOpenings.seq })
    .from(crisisOpenings)
    .where(
      and(
        eq(crisisOpenings.chatId, chatId),
        eq(crisisOpenings.personId, personId),
        eq(crisisOpenings.tier, "high"),
        gte(crisisOpenings.createdAt, since),
        isNotNull(crisisOpenings.seq),
      ),
    );
  return urgentAmong(
    db,
    cipher,
    chatId,
    openings.map((opening) => opening.seq!),
  );
}
