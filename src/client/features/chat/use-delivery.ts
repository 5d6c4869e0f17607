/**
 * The page's side of delivery.ts: what this browser has written in a chat and the server has not
 * acknowledged yet (shown as sending, or saved locally when offline), sent over the socket, or over
 * REST when there is none, and kept and retried until acknowledged.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "@/lib/toast";
import { MessageView } from "@shared/api";
import { outbox, type QueuedMessage } from "@/lib/outbox";
import { ask, getSocket } from "@/lib/socket";
import { chatApi } from "./chat-api";
import { codeOf, createDelivery, sendBodyOf, statusOf } from "./delivery";

/** What the sender confirmed for this message (the personal-details warning's Send anyway). */
export interface SendConfirmation {
  confirmedPersonalDetails?: true;
}

export interface Deliveries {
  pending: QueuedMessage[];
  send(content: string, kind?: QueuedMessage["kind"], confirmation?: SendConfirmation): void;
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

/** `onStored` must keep its identity (a useCallback): the delivery is rebuilt when it changes. */
export function useDelivery(roomId: string | null, onStored: (messages: MessageView[]) => void): Deliveries {
  const [pending, setPending] = useState<QueuedMessage[]>(() => (roomId ? outbox.forChat(roomId) : []));
  // A new room shows what this browser still owes it (React's "reset on prop change").
  const [shownRoom, setShownRoom] = useState(roomId);
  if (shownRoom !== roomId) {
    setShownRoom(roomId);
    setPending(roomId ? outbox.forChat(roomId) : []);
  }

  const settle = useCallback((messages: MessageView[]) => {
    const stored = new Set(messages.map((m) => m.clientId));
    for (const clientId of stored) if (clientId) outbox.remove(clientId);
    setPending((items) => items.filter((item) => !stored.has(item.clientId)));
  }, []);

  const delivery = useMemo(
    () =>
      createDelivery({
        outbox,
        attempt,
        stored: (_, message) => {
          settle([message]);
          // An answer that arrives after the page moved to another chat belongs to that old one.
          if (message.chatId === roomId) onStored([message]);
        },
        refused: (item, error) => {
          setPending((items) => items.filter((i) => i.clientId !== item.clientId));
          const title = codeOf(error) === "personal-details" ? "Message not sent" : "Message blocked";
          toast.error(statusOf(error) === 422 ? title : "Message error", {
            description: (error as Error).message,
          });
        },
        kept: (_, error, retry) => {
          // Said once per message, in the server's words (e.g. the database is away for now);
          // without any answer the bubble's "Sending…" says enough.
          if (retry === 1 && statusOf(error) >= 500) {
            toast.error("Message not sent yet", { description: (error as Error).message });
          }
        },
        canSend: () => navigator.onLine,
      }),
    [roomId, settle, onStored],
  );
  useEffect(() => () => delivery.stop(), [delivery]);

  const flush = useCallback(() => {
    if (roomId) delivery.flush(roomId);
  }, [delivery, roomId]);

  const send = useCallback(
    (content: string, kind: QueuedMessage["kind"] = "text", confirmation: SendConfirmation = {}) => {
      if (!roomId) {
        toast.error("Cannot send message", { description: "Chat not initialized." });
        return;
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
        return;
      }
      delivery.flush(roomId);
    },
    [roomId, delivery],
  );

  return { pending, send, flush, settle };
}
