/**
 * Crisis mode opens in one way, whoever noticed: the offline detector on one message, the
 * conversation window, the safety model, or, at a match, a crisis noticed while one of the two
 * waited (before-match.ts). A crisis system message (CRISIS_SYSTEM_MESSAGE) is stored in the chat
 * and sent to both people, whose pages answer it with the crisis view; the opening is counted
 * (metrics and the admin overview: detector, category and tier, never the text); and the Crisis
 * Counselor answers what the person wrote. Each signal is an opening of its own, with one line:
 * the urgent one (CRISIS_URGENT_MESSAGE) when the words tell of an act done or under way from the
 * first of them, or reach the high tier after lower ones, or tell of acting when none of the
 * person's lines here was urgent yet, and after an urgent line every later one of theirs here
 * (urgent-line.ts), so that an act under way reaches them with the emergency wording from the
 * message that tells of it, and nothing after it reads as if the emergency were over.
 */
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { MessageView } from "../../shared/api.js";
import {
  CRISIS_SYSTEM_MESSAGE,
  CRISIS_URGENT_MESSAGE,
  crisisLineBeforeMatch,
  type CrisisSignal,
} from "../../shared/crisis.js";
import type { AiService } from "../ai/service.js";
import type { Viewer } from "../auth/viewer.js";
import { messageViewWith, seatOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { chats, crisisOpenings } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import type { MessageWriter } from "../messages/writer.js";
import type { Metrics } from "../ops/metrics.js";
import type { ChatEvents } from "../realtime/hub.js";
import { createCrisisBeforeMatchCheck, crisesBeforeMatch } from "./before-match.js";
import { urgentNow } from "./urgent-line.js";

/**
 * Who noticed: the offline detector on one message, the conversation window, the safety model, or,
 * at a match, a crisis one of them noticed while the person waited (before-match.ts).
 */
export type CrisisDetector = "offline" | "window" | "model" | "before-match";

/** What an opening records of a signal: never the words, only how they were read. */
export type Noticed = { tier: CrisisSignal["tier"]; category: string };

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
  detector: Exclude<CrisisDetector, "before-match">;
  /** What the person wrote: the Crisis Counselor answers it. */
  text: string;
  /**
   * Words that were refused, never delivered (a pact offered to a partner in crisis: screening.ts
   * `writerInCrisis`): the Counselor's answer would tell the partner of them, so it does not answer now.
   */
  unanswered?: true;
}

export interface CrisisModeDeps {
  db: Db;
  /** The crisis lines are read back to know which was urgent (urgent-line.ts). */
  cipher: ContentCipher;
  writer: MessageWriter;
  events: ChatEvents;
  ai: AiService;
  metrics: Metrics;
  onError: (error: unknown) => void;
}

export type CrisisMode = ReturnType<typeof createCrisisMode>;

export function createCrisisMode({ db, cipher, writer, events, ai, metrics, onError }: CrisisModeDeps) {
  /**
   * Posts a crisis line and records the opening: the one way crisis mode opens, whoever noticed.
   * `personId` is whose crisis it is; `sentBy`, when a person's words are the cause, must still be
   * able to write in the chat for the line to be stored.
   */
  async function post(line: {
    chatId: string;
    sentBy?: Viewer;
    personId: string;
    clientId?: string | null;
    fromSocket?: string;
    signal: Noticed;
    detector: CrisisDetector;
    urgent: boolean;
  }): Promise<{ chat: ChatRow; message: MessageView; created: boolean }> {
    const { chatId, sentBy, personId, clientId, fromSocket, signal, detector, urgent } = line;
    const appended = await writer.append({
      chatId,
      sentBy,
      senderId: "system",
      kind: "system",
      content: urgent ? CRISIS_URGENT_MESSAGE : CRISIS_SYSTEM_MESSAGE,
      clientId,
    });
    const { chat } = appended;
    const message = messageViewWith(chat, appended.message, appended.content);
    // Recorded before anyone hears of it, so that the partner's first answer is screened knowing
    // whose crisis it is (partnerInCrisis). A retry records it too, in case the first attempt
    // failed to: one opening per notice (the index on chat and seq). A failure to record is
    // logged, and must not fail the opening. The chat is marked in crisis with it, in one
    // transaction: the message path reads the mark instead of looking the openings up.
    await db
      .transaction(async (tx) => {
        await tx
          .insert(crisisOpenings)
          .values({
            chatId: chat.id,
            personId: seatOf(chat, personId) !== null ? personId : null,
            detector,
            category: signal.category,
            tier: signal.tier,
            seq: appended.message.seq,
          })
          .onConflictDoNothing({ target: [crisisOpenings.chatId, crisisOpenings.seq] });
        await tx
          .update(chats)
          .set({ crisisOpenedAt: sql`coalesce(${chats.crisisOpenedAt}, now())` })
          .where(eq(chats.id, chat.id));
      })
      .catch(onError);
    if (!appended.created) {
      // A retry: the first attempt may have lost its connection before broadcasting. It was
      // counted then.
      events.messageRepeated(chat.id, message, fromSocket);
      return { chat, message, created: false };
    }
    events.messageCreated(chat.id, message, fromSocket);
    metrics.crisisOpened.labels(detector, signal.category, signal.tier).inc();
    return { chat, message, created: true };
  }

  const mayHaveCrisisBeforeMatch = createCrisisBeforeMatchCheck(db);

  return {
    async open(opening: CrisisOpening): Promise<{ message: MessageView; created: boolean }> {
      const { chatId, sentBy, clientId, fromSocket, signal, detector, text, unanswered } = opening;
      const urgent = await urgentNow(db, cipher, chatId, sentBy.id, signal);
      const line = { chatId, sentBy, personId: sentBy.id, clientId, fromSocket, signal, detector, urgent };
      const { chat, message, created } = await post(line);
      // A moderator's words open crisis mode for the two people, but the counselor speaks to them.
      if (created && !unanswered && seatOf(chat, sentBy.id) !== null) {
        ai.afterMessage(chat, text, sentBy.id, true).catch(onError);
      }
      return { message, created };
    },

    /**
     * A chat just matched opens in crisis support for each of its two people whose crisis was
     * noticed before it, while they waited or in an earlier chat of theirs (before-match.ts decides
     * whose, and how recently): the line is posted after the match, where both people and
     * moderators read it, and names the seat, never the words, which stay the person's alone. The
     * Counselor is present as in crisis mode, but does not answer now: its answer would be to words
     * the partner must not learn of. Stored once per seat and chat, so a second instance opening it
     * posts nothing more.
     */
    async openBeforeMatch(chat: ChatRow): Promise<void> {
      if (!(await mayHaveCrisisBeforeMatch(chat))) return;
      for (const { personId, seat, signal, urgent } of await crisesBeforeMatch(db, cipher, chat)) {
        const line = { chatId: chat.id, personId, clientId: crisisLineBeforeMatch(seat), signal, urgent };
        await post({ ...line, detector: "before-match" });
      }
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

/** Whether crisis mode has opened in the chat: it stays open for the rest of the chat, and after. */
export async function inCrisisMode(db: Db, chatId: string): Promise<boolean> {
  const [opening] = await db
    .select({ id: crisisOpenings.id })
    .from(crisisOpenings)
    .where(eq(crisisOpenings.chatId, chatId))
    .limit(1);
  return opening !== undefined;
}
