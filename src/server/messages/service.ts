/**
 * Sending and reading messages, for REST and socket alike. The order of the checks matters:
 * who you are, then the shared screening (src/shared/screening.ts: crisis language is never
 * refused, abuse aimed at the partner and the content filter are, personal details wait for the
 * sender's confirmation), then storage — which refuses a chat that is not yours (403) or does not
 * exist (404) on the chat it has locked, before anything is written — then the broadcast. The
 * filter answers the same whatever the chat id, so checking it before the seat tells an outsider
 * nothing.
 */
import type { MessageView, SendMessageBody } from "../../shared/api.js";
import { urgesActing } from "../../shared/harassment-urging.js";
import { cautionFor, personalDetailsRefusal } from "../../shared/personal-details.js";
import { SPLIT_WITHIN_MS } from "../../shared/personal-details-split.js";
import { isRefused, refusalReason, type Screening } from "../../shared/screening.js";
import { requireAdult } from "../auth/age-gate.js";
import type { Viewer } from "../auth/viewer.js";
import { chatForViewer } from "../chats/access.js";
import type { ModeratorInChat } from "../moderation/moderator-in-chat.js";
import { firstReadableSeq, messageViewOf, messageViewWith, seatOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { DatabaseBusyError, databaseFailure, DatabaseUnreachableError } from "../db/failures.js";
import { HttpError } from "../http-error.js";
import { consume, type Limiter } from "../rate-limit.js";
import type { AiService } from "../ai/service.js";
import { crisisLineClientId } from "../../shared/crisis.js";
import type { CrisisCare } from "../crisis/care.js";
import type { CrisisMode } from "../crisis/crisis-mode.js";
import type { ChatEvents } from "../realtime/hub.js";
import type { AbuseReports } from "./abuse-reports.js";
import type { ContentCipher } from "./crypto.js";
import { partnerWords } from "./partner-words.js";
import { messagesAfter } from "./statements.js";
import { statesAgeBelow } from "./partner-question.js";
import { heldWords, holdSend } from "./held-attempts.js";
import { cautionsIn, recordConfirmedShare } from "./personal-detail-shares.js";
import type { MessageStage } from "../ops/metrics.js";
import type { ScreeningThreads } from "./screening-threads.js";
import type { MessageWriter } from "./writer.js";

/** Kindred's client keeps an unacknowledged message and sends it again (same client id) until it is stored. */
export const MESSAGE_AWAITS_DATABASE =
  "Kindred cannot reach its database right now. Your message is saved and will be sent when it is back.";
export const MESSAGE_AWAITS_ROOM =
  "Kindred is very busy right now. Your message is saved and will be sent in a moment.";

export interface MessageServiceDeps {
  db: Db;
  cipher: ContentCipher;
  writer: MessageWriter;
  events: ChatEvents;
  perUser: Limiter;
  ai: AiService;
  abuse: AbuseReports;
  /** Confirmed sends of personal details by one person in one chat that file an automatic report. */
  personalDetailsReportAfter: number;
  /** Sends by one person in one chat held by the personal-details warning that file the same report. */
  personalDetailsHeldReportAfter: number;
  /**
   * A writer who says they are under the minimum age (shared/stated-age.ts, or in answer to the
   * partner's question: shared/age-question.ts), once their message is delivered: held, reported,
   * and their chats ended (moderation/service.ts statedUnderAge).
   */
  underAge: { minimumAge: number; stated(chat: ChatRow, userId: string, minimumAge: number): Promise<void> };
  /** Crisis mode, and what is checked after delivery: the conversation window and the safety model. */
  crisis: { mode: CrisisMode; care: CrisisCare };
  /** Where messages are screened: a thread beside the event loop, or the event loop (screening-threads.ts). */
  screening: ScreeningThreads;
  /** A moderator's reading of and writing in a chat, for the audit log (moderation/moderator-in-chat.ts). */
  moderatorInChat?: ModeratorInChat;
  /** A stored message's time by stage, in seconds (ops/metrics.ts kindred_message_send_seconds). */
  observeStage?: (stage: MessageStage, seconds: number) => void;
  onError: (error: unknown) => void;
}

export type MessageService = ReturnType<typeof createMessageService>;

export function createMessageService(deps: MessageServiceDeps) {
  const { db, cipher, writer, events, perUser, ai, abuse, crisis, screening: threads, onError } = deps;
  return {
    async list(viewer: Viewer, chatId: string, afterSeq: number): Promise<MessageView[]> {
      const chat = await chatForViewer(db, chatId, viewer);
      // A moderator's reading is in the audit log before they read (moderation/moderator-in-chat.ts).
      await deps.moderatorInChat?.(viewer, chat, "read_chat");
      // What participant1 said to the persona while waiting is neither the partner's nor a moderator's to read.
      const floor = firstReadableSeq(chat, viewer.id);
      const rows = await messagesAfter(db, chat.id, Math.max(afterSeq, floor));
      // The receiver's caution survives a reload: read from what was recorded when it was sent.
      const cautions = rows.length > 0 ? await cautionsIn(db, chat.id) : new Map();
      return rows.map((row) => {
        const view = messageViewOf(chat, row, cipher);
        const caution = cautions.get(row.id);
        return caution ? { ...view, caution } : view;
      });
    },

    /**
     * Stores the message once per client id and broadcasts it (to the room but `fromSocket`, whose
     * acknowledgement carries it); a retry returns the stored one. Without the database nothing is
     * stored or broadcast, and the sender hears why (503).
     */
    async send(
      viewer: Viewer,
      chatId: string,
      body: SendMessageBody,
      fromSocket?: string,
    ): Promise<{ message: MessageView; created: boolean }> {
      try {
        return await store(viewer, chatId, body, fromSocket);
      } catch (error) {
        const failure = databaseFailure(error);
        if (failure instanceof DatabaseBusyError) throw new DatabaseBusyError(MESSAGE_AWAITS_ROOM);
        if (failure) throw new DatabaseUnreachableError(MESSAGE_AWAITS_DATABASE);
        throw error;
      }
    },

    /** Words the page's warning has just opened over: held-attempts.ts `heldWords`. */
    held: heldWords({ db, cipher, perUser, screen, reportAfter: deps.personalDetailsHeldReportAfter }),
  };

  /**
   * The writer is waiting with the room's persona, nobody opposite yet: what they write now stays
   * theirs (firstReadableSeq), so personal details in it are not held, cautioned or counted
   * (screening.ts `withoutPartner`). A partner matched in the moment between this read and the
   * storing would read that one message unheld: a window of milliseconds, left open rather than
   * holding the chat's lock across screening.
   */
  async function waitingAlone(chatId: string, viewer: Viewer): Promise<boolean> {
    const chat = await chatForViewer(db, chatId, viewer);
    return seatOf(chat, viewer.id) === "p1" && chat.matchedAt === null && chat.participant2Id === null;
  }

  /** The shared screening of what is sent, read as the server reads it (with what came before). */
  async function screen(viewer: Viewer, chatId: string, body: SendMessageBody): Promise<Screening> {
    // Vibes and reactions come from fixed lists (checked by the schema); only free text is screened.
    const text = body.kind === "text";
    // Read with the writer's previous message or two (the conversation window's), so that a number
    // split over two messages ("07911", then "123456") is held like one sent whole.
    const previous = text ? await crisis.care.recentTexts(chatId, viewer.id, SPLIT_WITHIN_MS) : [];
    // Whether the partner is in crisis is asked only of the few messages that would urge them to
    // act, and then what they last said: a bare "you should" is judged by what it answers.
    const partnerInCrisis = text && urgesActing(body.content) && (await crisis.mode.partnerInCrisis(chatId, viewer.id));
    const partnerSaid = partnerInCrisis
      ? await partnerWords(db, cipher, await chatForViewer(db, chatId, viewer), viewer.id)
      : [];
    const screened = async (withoutPartner: boolean): Promise<Screening> =>
      text
        ? threads.screen({ text: body.content, previous, context: { partnerInCrisis, partnerSaid, withoutPartner } })
        : { kind: "clear" };
    const screening = await screened(false);
    // Asked only of the few messages that hold personal details: the chat is read for it.
    if (screening.kind === "personal-details" && (await waitingAlone(chatId, viewer))) return screened(true);
    return screening;
  }

  async function store(viewer: Viewer, chatId: string, body: SendMessageBody, fromSocket?: string) {
    const started = performance.now();
    requireAdult(viewer);
    await consume(perUser, viewer.id, "messages");
    const text = body.kind === "text";
    const screening = await screen(viewer, chatId, body);
    if (isRefused(screening)) {
      // Only someone who may write here hears why; anyone else hears 404 or 403 from chatForViewer.
      const chat = await chatForViewer(db, chatId, viewer);
      if (screening.kind === "harassment" && seatOf(chat, viewer.id)) {
        // The urging and sexual-advance reports keep the message, for the moderators to judge it.
        if (screening.urging) await abuse.urged(chat, viewer.id, body.content);
        else if (screening.sexual) await abuse.sexual(chat, viewer.id, body.content);
        else await abuse.refused(chat, viewer.id);
        // A pact, or the writer's own crisis in urging: crisis support opens for them too. The
        // Counselor does not answer words the partner never reads; the line is theirs both.
        const signal = screening.writerInCrisis;
        const opening = { chatId, sentBy: viewer, clientId: crisisLineClientId(body.clientId), text: body.content };
        if (signal) await crisis.mode.open({ ...opening, signal, detector: "offline", unanswered: true });
      }
      throw new HttpError(422, refusalReason(screening));
    }
    // Personal details are refused until the sender confirms them (the composer's warning), so
    // that a modified page cannot skip the step. Held, it is kept and counted toward a report.
    if (screening.kind === "personal-details" && !body.confirmedPersonalDetails) {
      await holdSend(db, cipher, viewer, chatId, body, deps.personalDetailsHeldReportAfter);
      throw new HttpError(422, personalDetailsRefusal(screening.found), "personal-details", screening.found);
    }
    const { clientId } = body;
    const screened = performance.now();
    // Crisis language is stored as written: the writer keeps seeing their own words and the partner,
    // who is there to support them, reads them too. Crisis mode then opens for both (crisis-mode.ts).
    const appended = await writer.append({
      chatId,
      sentBy: viewer,
      senderId: viewer.id,
      kind: body.kind,
      content: body.content,
      clientId,
    });
    const stored = performance.now();
    const { chat } = appended;
    const moderator = seatOf(chat, viewer.id) === null;
    const view = messageViewWith(chat, appended.message, appended.content);
    // The receiver is cautioned beside what was sent after the warning (a moderator's words need none).
    const caution = screening.kind === "personal-details" && !moderator ? cautionFor(screening.found) : null;
    const message = caution ? { ...view, caution } : view;
    if (screening.kind === "personal-details" && !moderator) {
      // Also on a retry: recording is idempotent, and the first attempt may have stopped before it.
      const seat = seatOf(chat, viewer.id)!;
      const share = {
        messageId: message.id,
        chatId: chat.id,
        senderId: viewer.id,
        seat,
        details: screening.found,
        content: body.content,
      };
      await recordConfirmedShare(db, cipher, share, deps.personalDetailsReportAfter);
    }
    if (appended.created && moderator) await deps.moderatorInChat?.(viewer, chat, "write_in_chat");
    if (appended.created) events.messageCreated(chat.id, message, fromSocket);
    // A retry of a stored message: the first attempt may have committed and then lost its
    // connection before broadcasting, so the room hears it again (clients keep each id once).
    else events.messageRepeated(chat.id, message, fromSocket);
    // Read before any persona reply is asked for, so that none answers it ("im 14, is that ok?" must
    // never hear "Yes"). A bare answer ("15") counts when the partner's last message asked the age.
    const { seq, createdAt: sentAt } = appended.message;
    const said = { chat, writerId: viewer.id, seq, text: body.content, sentAt };
    const underAge = text && !moderator && (await statesAgeBelow(db, cipher, said, deps.underAge.minimumAge));
    if (screening.kind === "crisis") {
      // Also on a retry, in case the first attempt stopped before it: the crisis line's client id
      // comes from the message's, so it is stored once. Every socket hears it, the sender's too.
      const opening = { chatId, sentBy: viewer, clientId: crisisLineClientId(clientId), text: body.content };
      await crisis.mode.open({ ...opening, signal: screening.signal, detector: "offline" });
      if (!moderator) crisis.care.openedAlone(chatId, viewer.id, body.content, screening.signal);
    } else if (appended.created && !moderator && text) {
      // The window is decided first: in crisis mode the Crisis Counselor answers instead. Someone
      // who has just said they are under age hears the adults-only notice, not a persona.
      crisis.care
        .afterDelivery(chat, viewer, appended.message, body.content, screening.read)
        .then((opened) => (opened || underAge ? undefined : ai.afterMessage(chat, body.content, viewer.id, false)))
        .catch(onError);
    }
    // Minors must not meet adults: the message is kept and delivered (nothing the person said is
    // lost, and a crisis line above has already gone out to both), then the chat ends. Also on a
    // retry, in case the first attempt stopped before it; it acts once per chat and person.
    if (underAge) await deps.underAge.stated(chat, viewer.id, deps.underAge.minimumAge);
    const seconds = (from: number, to: number) => (to - from) / 1000;
    deps.observeStage?.("screening", seconds(started, screened));
    deps.observeStage?.("storing", seconds(screened, stored));
    deps.observeStage?.("whole", seconds(started, performance.now()));
    return { message, created: appended.created };
  }
}
