/**
 * The page's side of delivery.ts: what this browser has written in a chat and the server has not
 * acknowledged yet (shown as sending, or saved locally when offline), sent over the socket, or over
 * REST when there is none, and kept and retried until acknowledged. A message the server refuses
 * for good says why once (a toast, unless the box already says it of the same words) and never takes
 * the person's words with it: they go back into the message box when it will take them (`giveBack`),
 * and otherwise stay in the list as not sent (`failed`), with the reason, to copy. Words refused for
 * personal details the box did not foresee (the first part of a split number still on its way, say)
 * go back with the server's findings, and the box opens its warning over them: Send anyway sends them.
 *
 * Leaving a chat (New Match, New Theme, End Chat, Cancel search) first delivers what is still owed
 * to it (`deliverBeforeLeaving`). What a chat the page has left is still owed (written offline, or
 * while the server was failing) is sent all the same from whatever chat the page shows next: the
 * server stores it if that chat still takes it, and otherwise it leaves the outbox and is shown
 * here as not sent, to copy (ARCHITECTURE.md, Delivery).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "@/lib/toast";
import { MessageView } from "@shared/api";
import type { PersonalDetail } from "@shared/personal-details-text";
import { outbox, type QueuedMessage } from "@/lib/outbox";
import { ask, getSocket } from "@/lib/socket";
import { chatApi } from "./chat-api";
import { createDelivery, sendBodyOf, statusOf } from "./delivery";
import { notSent } from "./not-sent";
import { keepRefusedWords } from "./refused-words";

/** What the sender confirmed for this message (the personal-details warning's Send anyway). */
export interface SendConfirmation {
  confirmedPersonalDetails?: true;
}

/** A written message the server refused for good, kept in view with the reason it was given. */
export interface FailedMessage {
  clientId: string;
  content: string;
  reason: string;
}

/**
 * Hands a refused message's words back to the message box: true when the box took them (it was
 * empty, or holds those very words), false when it holds newer typing, which is never overwritten.
 * `found`: the personal details the server refused them for, which the box's warning then names.
 */
export type GiveBack = (words: string, found?: PersonalDetail[]) => boolean;

export interface Deliveries {
  pending: QueuedMessage[];
  /** Refused messages whose words the box could not take back: shown as not sent. */
  failed: FailedMessage[];
  /** Queues the message and returns its client id, or null when it was not taken (no chat yet). */
  send(content: string, kind?: QueuedMessage["kind"], confirmation?: SendConfirmation): string | null;
  /** Tries everything still owed to the chat now (after a join or a poll). */
  flush(): void;
  /** Messages the server has (however they arrived): no longer pending. */
  settle(messages: MessageView[]): void;
}

async function attempt(item: QueuedMessage): Promise<MessageView> {
  const body = sendBodyOf(item);
  const socket = getSocket();
  if (!socket.connected) return chatApi.send(item.chatId, body);
  return MessageView.parse((await ask("message:send", { chatId: item.chatId, ...body })).message);
}

/** How long leaving a chat waits for what is still owed to it to be delivered. */
export const LEAVING_WAITS_MS = 5_000;

/** The chat page's delivery, which the page's ways out of a chat ask first (one chat page, one outbox). */
let leaving: ((chatId: string) => Promise<boolean>) | null = null;

/**
 * Delivers what the outbox owes the chat the page is about to leave, waiting at most a few seconds:
 * true when nothing is owed to it any more. What is left is not lost (see above).
 */
export function deliverBeforeLeaving(chatId: string): Promise<boolean> {
  return leaving ? leaving(chatId) : Promise.resolve(outbox.forChat(chatId).length === 0);
}

/** Without a message box: every refused message stays in view as not sent. */
const NO_BOX: GiveBack = () => false;

/**
 * `onStored` and `giveBack` must keep their identity (a useCallback): the delivery is rebuilt when
 * they change. `closed`: the server has said the chat on screen ended (delivery.ts, `closed`).
 */
export function useDelivery(
  roomId: string | null,
  onStored: (messages: MessageView[]) => void,
  giveBack: GiveBack = NO_BOX,
  closed = false,
): Deliveries {
  const [pending, setPending] = useState<QueuedMessage[]>(() => (roomId ? outbox.forChat(roomId) : []));
  const [failed, setFailed] = useState<FailedMessage[]>(() => notSent.forChat(roomId));
  // A new room shows what this browser still owes it (React's "reset on prop change").
  const [shownRoom, setShownRoom] = useState(roomId);
  if (shownRoom !== roomId) {
    setShownRoom(roomId);
    setPending(roomId ? outbox.forChat(roomId) : []);
    setFailed(notSent.forChat(roomId));
  }
  // What is shown as not sent outlives a reload of this chat's page.
  useEffect(() => notSent.keep(shownRoom, failed), [shownRoom, failed]);
  const showNotSent = useCallback((entry: FailedMessage) => {
    setFailed((items) => [...items.filter((item) => item.clientId !== entry.clientId), entry]);
  }, []);

  const settle = useCallback((messages: MessageView[]) => {
    const stored = new Set(messages.map((m) => m.clientId));
    for (const clientId of stored) if (clientId) outbox.remove(clientId);
    setPending((items) => items.filter((item) => !stored.has(item.clientId)));
  }, []);

  const delivery = useMemo(() => {
    /** While the page shows `roomId` (enter … leave): answers that arrive later belong to a chat left. */
    const here = { now: true };
    const shown = (item: QueuedMessage) => here.now && item.chatId === roomId;
    /** Whether the server has said `roomId` ended (set by the effect below). */
    const ended = { now: false };
    const delivery = createDelivery({
      outbox,
      attempt,
      stored: (_, message) => {
        settle([message]);
        // An answer that arrives after the page moved to another chat belongs to that old one.
        if (message.chatId === roomId) onStored([message]);
      },
      refused: (item, error) => {
        setPending((items) => items.filter((i) => i.clientId !== item.clientId));
        keepRefusedWords(item, error, { shown: shown(item), giveBack, showNotSent });
      },
      kept: (_, error, retry) => {
        // Said once per message, in the server's words (e.g. the database is away for now);
        // without any answer the bubble's "Sending…" says enough.
        if (retry === 1 && statusOf(error) >= 500) {
          toast.error("Message not sent yet", { description: (error as Error).message });
        }
      },
      canSend: () => navigator.onLine,
      closed: (chatId) => chatId === roomId && ended.now,
    });
    return {
      ...delivery,
      enter: () => void (here.now = true),
      end: (now: boolean) => void (ended.now = now),
      leave() {
        here.now = false;
        delivery.stop();
      },
    };
  }, [roomId, settle, onStored, giveBack, showNotSent]);

  /** Sends what is owed to the chats the page has left (the chat shown is sent after its join). */
  const flushLeft = useCallback(() => {
    for (const chatId of outbox.chats()) if (chatId !== roomId) delivery.flush(chatId);
  }, [delivery, roomId]);

  useEffect(() => {
    const drain = (chatId: string) => delivery.drain(chatId, LEAVING_WAITS_MS);
    leaving = drain;
    delivery.enter();
    flushLeft();
    return () => {
      if (leaving === drain) leaving = null;
      delivery.leave();
    };
  }, [delivery, flushLeft]);

  const flush = useCallback(() => {
    if (roomId) delivery.flush(roomId);
    flushLeft();
  }, [delivery, roomId, flushLeft]);

  // Once the chat has ended, what is still owed to it gets one last attempt: a message stored
  // before the end is answered with its copy; anything else leaves the outbox as not sent.
  useEffect(() => {
    delivery.end(closed);
    if (closed && roomId) delivery.flush(roomId);
  }, [closed, roomId, delivery]);

  const send = useCallback(
    (content: string, kind: QueuedMessage["kind"] = "text", confirmation: SendConfirmation = {}) => {
      if (!roomId) {
        // Not taken: the composer keeps the words in the box.
        toast.error("Cannot send message", { description: "Chat not initialized." });
        return null;
      }
      const item: QueuedMessage = {
        chatId: roomId,
        clientId: crypto.randomUUID(),
        kind,
        content,
        ...confirmation,
        queuedAt: new Date().toISOString(),
      };
      outbox.add(item);
      setPending((items) => [...items, item]);
      if (!navigator.onLine) {
        toast("You're Offline", { description: "Message saved locally. It will be sent when you're back online." });
        return item.clientId;
      }
      delivery.flush(roomId);
      return item.clientId;
    },
    [roomId, delivery],
  );

  return { pending, failed, send, flush, settle };
}
