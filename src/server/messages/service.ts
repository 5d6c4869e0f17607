/**
 * Sending and reading messages, for REST and socket alike. The order of the checks matters:
 * who you are, then crisis language (never merely blocked: it turns the chat into crisis support),
 * then the content filter, then storage — which refuses a chat that is not yours (403) or does not
 * exist (404) on the chat it has locked, before anything is written — then the broadcast. The
 * filter answers the same whatever the chat id, so checking it before the seat tells an outsider
 * nothing.
 */
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { MessageView, SendMessageBody } from "../../shared/api.js";
import { isBlocked } from "../../shared/content-filter.js";
import { assessCrisis } from "../../shared/crisis.js";
import type { Viewer } from "../auth/viewer.js";
import { chatForViewer } from "../chats/access.js";
import { messageViewOf, messageViewWith, seatOf } from "../chats/views.js";
import { DatabaseBusyError, databaseFailure, DatabaseUnreachableError, type Db } from "../db/client.js";
import { HttpError } from "../http-error.js";
import { consume } from "../rate-limit.js";
import type { AiService } from "../ai/service.js";
import type { CrisisCare } from "../crisis/care.js";
import type { CrisisMode } from "../crisis/crisis-mode.js";
import type { ChatEvents } from "../realtime/hub.js";
import type { ContentCipher } from "./crypto.js";
import { messagesAfter } from "./statements.js";
import type { MessageWriter } from "./writer.js";

export const MESSAGE_BLOCKED = "Your message contains inappropriate content that isn't allowed.";
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
  perUser: RateLimiterAbstract;
  ai: AiService;
  /** Crisis mode, and what is checked after delivery: the conversation window and the safety model. */
  crisis: { mode: CrisisMode; care: CrisisCare };
  onError: (error: unknown) => void;
}

export type MessageService = ReturnType<typeof createMessageService>;

export function createMessageService({ db, cipher, writer, events, perUser, ai, crisis, onError }: MessageServiceDeps) {
  return {
    async list(viewer: Viewer, chatId: string, afterSeq: number): Promise<MessageView[]> {
      const chat = await chatForViewer(db, chatId, viewer);
      // What participant1 said to the persona while waiting is not the partner's to read.
      const floor = seatOf(chat, viewer.id) === "p2" ? chat.matchedSeq : 0;
      const rows = await messagesAfter(db, chat.id, Math.max(afterSeq, floor));
      return rows.map((row) => messageViewOf(chat, row, cipher));
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
  };

  async function store(viewer: Viewer, chatId: string, body: SendMessageBody, fromSocket?: string) {
    await consume(perUser, viewer.id, "messages");
    // Vibes and reactions come from fixed lists (checked by the schema); only free text is screened.
    const text = body.kind === "text";
    const signal = text ? assessCrisis(body.content) : null;
    if (text && !signal && isBlocked(body.content)) {
      // Only someone who may write here hears why; anyone else hears 404 or 403 from chatForViewer.
      await chatForViewer(db, chatId, viewer);
      throw new HttpError(422, MESSAGE_BLOCKED);
    }
    const { clientId } = body;
    if (signal) {
      const text = body.content;
      return crisis.mode.open({ chatId, sentBy: viewer, clientId, fromSocket, signal, detector: "offline", text });
    }
    const appended = await writer.append({
      chatId,
      sentBy: viewer,
      senderId: viewer.id,
      kind: body.kind,
      content: body.content,
      clientId,
    });
    const { chat } = appended;
    const moderator = seatOf(chat, viewer.id) === null;
    const message = messageViewWith(chat, appended.message, appended.content);
    if (appended.created) {
      events.messageCreated(chat.id, message, fromSocket);
      if (!moderator && text) {
        // The window is decided first: in crisis mode the Crisis Counselor answers instead.
        crisis.care
          .afterDelivery(chat, viewer, appended.message, body.content)
          .then((opened) => (opened ? undefined : ai.afterMessage(chat, body.content, viewer.id, false)))
          .catch(onError);
      }
    } else {
      // A retry of a stored message: the first attempt may have committed and then lost its
      // connection before broadcasting, so the room hears it again (clients keep each id once).
      events.messageRepeated(chat.id, message, fromSocket);
    }
    return { message, created: appended.created };
  }
}
