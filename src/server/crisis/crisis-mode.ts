/**
 * Crisis mode opens in one way, whoever noticed: the offline detector on one message, the
 * conversation window, or the safety model. A crisis system message (CRISIS_SYSTEM_MESSAGE) is
 * stored in the chat and sent to both people, whose pages answer it with the crisis view; the
 * opening is counted (metrics and the admin overview: detector, category and tier, never the
 * text); and the Crisis Counselor answers what the person wrote. Each signal is an opening of its
 * own; one of the high tier from a person whose earlier openings here were all lower, or one telling
 * of acting (an overdose taken, means in hand) when none of their earlier lines was urgent, posts the
 * urgent line (CRISIS_URGENT_MESSAGE) instead, so that an act under way reaches them with the
 * emergency wording even though crisis mode was already open.
 */
import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import type { MessageView } from "../../shared/api.js";
import {
  ACTING,
  CRISIS_SYSTEM_MESSAGE,
  CRISIS_URGENT_MESSAGE,
  type CrisisCategory,
  type CrisisSignal,
} from "../../shared/crisis.js";
import type { AiService } from "../ai/service.js";
import type { Viewer } from "../auth/viewer.js";
import { messageViewWith, seatOf } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { crisisOpenings } from "../db/schema.js";
import type { MessageWriter } from "../messages/writer.js";
import type { Metrics } from "../ops/metrics.js";
import type { ChatEvents } from "../realtime/hub.js";

export type CrisisDetector = "offline" | "window" | "model";

export interface CrisisOpening {
  chatId: string;
  /** The person whose words opened it; the system message is stored only if they may write here. */
  sentBy: Viewer;
  /**
   * The offline detector's message becomes the system message and keeps the person's client id,
   * so a retried send finds it; the window and the model name their opening after the message
   * they read, so it is stored once even if two instances open it.
   */
  clientId?: string | null;
  /** The sending socket, whose acknowledgement carries the message instead. */
  fromSocket?: string;
  signal: CrisisSignal;
  detector: CrisisDetector;
  /** What the person wrote: the Crisis Counselor answers it. */
  text: string;
}

export interface CrisisModeDeps {
  db: Db;
  writer: MessageWriter;
  events: ChatEvents;
  ai: AiService;
  metrics: Metrics;
  onError: (error: unknown) => void;
}

export type CrisisMode = ReturnType<typeof createCrisisMode>;

export function createCrisisMode({ db, writer, events, ai, metrics, onError }: CrisisModeDeps) {
  return {
    async open(opening: CrisisOpening): Promise<{ message: MessageView; created: boolean }> {
      const { chatId, sentBy, clientId, fromSocket, signal, detector, text } = opening;
      const escalated = signal.tier === "high" && (await urgentNow(db, chatId, sentBy.id, signal));
      const appended = await writer.append({
        chatId,
        sentBy,
        senderId: "system",
        kind: "system",
        content: escalated ? CRISIS_URGENT_MESSAGE : CRISIS_SYSTEM_MESSAGE,
        clientId,
      });
      const { chat } = appended;
      const message = messageViewWith(chat, appended.message, appended.content);
      // Recorded before anyone hears of it, so that the partner's first answer is screened knowing
      // whose crisis it is (partnerInCrisis). A retry records it too, in case the first attempt
      // failed to: one opening per notice (the index on chat and seq). A failure to record is
      // logged, and must not fail the opening.
      const personId = seatOf(chat, sentBy.id) !== null ? sentBy.id : null;
      await db
        .insert(crisisOpenings)
        .values({
          chatId: chat.id,
          personId,
          detector,
          category: signal.category,
          tier: signal.tier,
          seq: appended.message.seq,
        })
        .onConflictDoNothing({ target: [crisisOpenings.chatId, crisisOpenings.seq] })
        .catch(onError);
      if (!appended.created) {
        // A retry: the first attempt may have lost its connection before broadcasting. It was
        // counted then.
        events.messageRepeated(chat.id, message, fromSocket);
        return { message, created: false };
      }
      events.messageCreated(chat.id, message, fromSocket);
      metrics.crisisOpened.labels(detector, signal.category, signal.tier).inc();
      // A moderator's words open crisis mode for the two people, but the counselor speaks to them.
      if (seatOf(chat, sentBy.id) !== null) ai.afterMessage(chat, text, sentBy.id, true).catch(onError);
      return { message, created: true };
    },

    /**
     * Whether crisis mode opened in this chat on someone else's words than `writerId`'s: their
     * partner's, or a moderator's (no person), when both are treated as in crisis.
     */
    async partnerInCrisis(chatId: string, writerId: string): Promise<boolean> {
      const [found] = await db
        .select({ id: crisisOpenings.id })
        .from(crisisOpenings)
        .where(
          and(
            eq(crisisOpenings.chatId, chatId),
            or(isNull(crisisOpenings.personId), ne(crisisOpenings.personId, writerId)),
          ),
        )
        .limit(1);
      return found !== undefined;
    },
  };
}

/** Whether a high-tier signal tells of acting (shared/crisis.ts ACTING). */
const acting = (category: string): boolean => ACTING.has(category as CrisisCategory);

/**
 * Whether a high-tier signal in a chat already in crisis mode on this person's words posts the
 * urgent line: when their earlier openings were all lower (an escalation), or when it tells of
 * acting and none of their earlier lines here was urgent, though an earlier one was high (a plan,
 * then "i've taken some already"). The earlier lines are replayed by the same rule, oldest first.
 * A retry finds its own first opening, which settled its line then: the retry's line is the stored one.
 */
async function urgentNow(db: Db, chatId: string, personId: string, signal: CrisisSignal): Promise<boolean> {
  const earlier = await db
    .select({ tier: crisisOpenings.tier, category: crisisOpenings.category })
    .from(crisisOpenings)
    .where(and(eq(crisisOpenings.chatId, chatId), eq(crisisOpenings.personId, personId)))
    .orderBy(asc(crisisOpenings.seq));
  if (earlier.length === 0) return false;
  let highBefore = false;
  let urgentBefore = false;
  for (const [index, { tier, category }] of earlier.entries()) {
    if (tier !== "high") continue;
    // The first opening of all posts the usual line, whatever its tier.
    if (index > 0 && (!highBefore || (acting(category) && !urgentBefore))) urgentBefore = true;
    highBefore = true;
  }
  return !highBefore || (acting(signal.category) && !urgentBefore);
}

/** Whether crisis mode has opened in the chat: it stays open for the rest of the chat, and after. */
export async function inCrisisMode(db: Db, chatId: string): Promise<boolean> {
  const [opening] = await db
    .select({ id: crisisOpenings.id })
    .from(crisisOpenings)
    .where(eq(crisisOpenings.chatId, chatId))
    .limit(1);
  return opening !== undefined;
}
