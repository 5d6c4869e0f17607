/**
 * Crisis mode opens in one way, whoever noticed: the offline detector on one message, the
 * conversation window, or the safety model. A crisis system message (CRISIS_SYSTEM_MESSAGE) is
 * stored in the chat and sent to both people, whose pages answer it with the crisis view; the
 * opening is counted (metrics and the admin overview: detector, category and tier, never the
 * text); and the Crisis Counselor answers what the person wrote. Each signal is an opening of its
 * own; one of the high tier from a person whose earlier openings here were all lower posts the
 * urgent line (CRISIS_URGENT_MESSAGE) instead, so that an act under way reaches them with the
 * emergency wording even though crisis mode was already open.
 */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { MessageView } from "../../shared/api.js";
import { CRISIS_SYSTEM_MESSAGE, CRISIS_URGENT_MESSAGE, type CrisisSignal } from "../../shared/crisis.js";
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
      const escalated = signal.tier === "high" && (await onlyLowerTiersBefore(db, chatId, sentBy.id));
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

/**
 * Whether crisis mode opened in the chat on this person's words before, and never at the high tier:
 * a high-tier signal now is an escalation. A retry finds its own first opening (high) and is not.
 */
async function onlyLowerTiersBefore(db: Db, chatId: string, personId: string): Promise<boolean> {
  const tiers = await db
    .select({ tier: crisisOpenings.tier })
    .from(crisisOpenings)
    .where(and(eq(crisisOpenings.chatId, chatId), eq(crisisOpenings.personId, personId)));
  return tiers.length > 0 && tiers.every(({ tier }) => tier !== "high");
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
