/**
 * One chat room, live: loads the chat by joining it on the socket (and again whenever
 * chat-room-events.ts says so: after every reconnect, or when the server says something may have
 * been lost between instances, asking for what it missed by sequence number), and keeps the message
 * log (a message that arrives past a gap makes it ask for the missing one, gap-watch.ts), the
 * partner's typing and the connection state. Written messages go through use-delivery.ts
 * until the server acknowledges them. Without a socket it polls the REST API (use-network-fallbacks.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ChatView, MessageView } from "@shared/api";
import type { QueuedMessage } from "@/lib/outbox";
import { ask, getSocket } from "@/lib/socket";
import { useRefreshStanding } from "@/lib/standing";
import { chatApi } from "./chat-api";
import { followChatRoom } from "./chat-room-events";
import { refusalOf, type Refusal } from "./refusal";
import { useAiStream, type AiStream } from "./use-ai-stream";
import { useDelivery, type FailedMessage, type GiveBack, type SendConfirmation } from "./use-delivery";
import { useOfflineHandling, usePolling, type Connection } from "./use-network-fallbacks";
import { watchForGaps } from "./gap-watch";
import { caughtUpTo, lastSeq, mergeMessages } from "./message-log";
import { typingSignal } from "./typing-signal";

export type { Connection };

export interface ChatRoom {
  chat: ChatView | null;
  messages: MessageView[];
  /** Written here, not yet acknowledged: shown as sending (or saved locally when offline). */
  pending: QueuedMessage[];
  /** Refused by the server, words not taken back by the message box: shown as not sent. */
  failed: FailedMessage[];
  partnerTyping: boolean;
  /** The partner has left the chat page (the server says so after a grace period, PRODUCT.md §4). */
  partnerAway: boolean;
  /** The persona writing right now, if any (its typing indicator). */
  aiTyping: string | null;
  /** Persona replies still arriving, word by word. */
  streams: AiStream[];
  connection: Connection;
  /** Set when the server refused the room: it does not exist, or it is not ours. */
  refused: Refusal | null;
  /** The queued message's client id, or null when it was not taken. */
  send(content: string, kind?: QueuedMessage["kind"], confirmation?: SendConfirmation): string | null;
  /**
   * A keystroke (true), or typing ended with nothing to send (false: a send refused, the box
   * emptied), which the partner's page stops showing at once (typing-signal.ts).
   */
  typing(typing?: boolean): void;
  /** Applies a chat view learned elsewhere (a match call). */
  setChat(chat: ChatView): void;
}

/**
 * `giveBack`: the message box's, which takes a refused message's words back (use-delivery.ts); it
 * must keep its identity (a useCallback).
 */
export function useChatRoom(roomId: string | null, giveBack?: GiveBack): ChatRoom {
  const [chat, setChatState] = useState<ChatView | null>(null);
  // Read by the socket's handlers, which outlive a render: whose messages are the partner's.
  const seat = useRef<ChatView["you"] | null>(null);
  useEffect(() => {
    seat.current = chat?.you ?? null;
  }, [chat?.you]);
  const [messages, setMessages] = useState<MessageView[]>([]);
  const [partnerTyping, setPartnerTyping] = useState(false);
  const [partnerAway, setPartnerAway] = useState(false);
  const { aiTyping, streams, settle } = useAiStream(roomId);
  const [connection, setConnection] = useState<Connection>(navigator.onLine ? "online" : "offline");
  const [refused, setRefused] = useState<Refusal | null>(null);
  const messagesRef = useRef<MessageView[]>([]);
  /** Where the last join or poll left the log complete (see caughtUpTo). */
  const completeTo = useRef(0);
  const lastFetch = useRef(0);
  const [typingSignals] = useState(() => typingSignal());

  const show = useCallback((incoming: MessageView[]) => {
    messagesRef.current = mergeMessages(messagesRef.current, incoming);
    setMessages(messagesRef.current);
  }, []);
  const {
    pending,
    failed,
    send,
    flush,
    settle: settlePending,
  } = useDelivery(roomId, show, giveBack, chat?.status === "completed");

  const receive = useCallback(
    (incoming: MessageView[]) => {
      show(incoming);
      settlePending(incoming);
      settle(incoming);
    },
    [show, settlePending, settle],
  );

  const refreshStanding = useRefreshStanding();
  const refusal = useCallback((error: unknown) => {
    const reason = refusalOf(error);
    if (reason) setRefused(reason);
  }, []);

  // A new room starts empty (React's "reset on prop change"); use-delivery.ts shows what is still owed to it.
  const [shownRoom, setShownRoom] = useState(roomId);
  if (shownRoom !== roomId) {
    setShownRoom(roomId);
    setMessages([]);
    setChatState(null);
    setRefused(null);
    setPartnerTyping(false);
    setPartnerAway(false);
  }

  // Then whatever the server has for it, live.
  useEffect(() => {
    messagesRef.current = [];
    completeTo.current = 0;
    if (!roomId) return;
    const socket = getSocket();
    let active = true;
    const join = async () => {
      try {
        const afterSeq = caughtUpTo(messagesRef.current, completeTo.current);
        const joined = await ask("chat:join", { chatId: roomId, afterSeq });
        if (!active) return;
        typingSignals.joined(`${socket.id}:${roomId}`);
        setChatState(ChatView.parse(joined.chat));
        // Every join tells the truth of now: a "back" missed while this page was offline is mended.
        setPartnerAway(joined.partnerAway === true);
        const missed = joined.messages.map((m) => MessageView.parse(m));
        receive(missed);
        completeTo.current = Math.max(completeTo.current, afterSeq, lastSeq(missed));
        lastFetch.current = Date.now();
        flush();
      } catch (error) {
        if (active) refusal(error);
      }
    };
    const gaps = watchForGaps({
      completeTo: () => caughtUpTo(messagesRef.current, completeTo.current),
      highest: () => lastSeq(messagesRef.current),
      // join() reports its own failures (refusal, connection state).
      catchUp: () => void join(),
    });
    const stopFollowing = followChatRoom(socket, roomId, () => seat.current, {
      join: () => void join(),
      message: (message) => {
        receive([message]);
        gaps.added();
      },
      chat: setChatState,
      partnerTyping: setPartnerTyping,
      partnerAway: setPartnerAway,
      connection: setConnection,
      // Suspended or banned: the page puts the standing notice in place of the chat once read.
      shutOut: () => void refreshStanding(),
    });
    // join() and the offline read below report their own failures (refusal, connection state).
    if (socket.connected) void join();
    else if (navigator.onLine) socket.connect();
    else
      void chatApi.open(roomId).then(
        (view) => active && setChatState(view),
        (error: unknown) => active && refusal(error),
      );

    return () => {
      active = false;
      gaps.stop();
      stopFollowing();
    };
  }, [roomId, receive, flush, refusal, typingSignals, refreshStanding]);

  // The page holds the connection: leaving it closes the socket, so the matcher knows we are gone.
  useEffect(() => () => void getSocket().disconnect(), []);

  useOfflineHandling(setConnection);

  const poll = useCallback(async () => {
    if (!roomId) return;
    try {
      const afterSeq = caughtUpTo(messagesRef.current, completeTo.current);
      const [view, fresh] = await Promise.all([chatApi.open(roomId), chatApi.messagesAfter(roomId, afterSeq)]);
      setChatState(view);
      receive(fresh);
      completeTo.current = Math.max(completeTo.current, afterSeq, lastSeq(fresh));
      flush();
    } catch (error) {
      refusal(error);
    }
  }, [roomId, receive, flush, refusal]);
  usePolling(roomId !== null && connection === "limited", lastFetch, poll);

  const typing = useCallback(
    (typing = true) => {
      const socket = getSocket();
      if (!roomId || !socket.connected) return;
      const connection = `${socket.id}:${roomId}`;
      if (typing ? typingSignals.typed(connection) : typingSignals.stopped(connection)) {
        socket.emit("typing", { chatId: roomId, typing });
      }
    },
    [roomId, typingSignals],
  );

  return {
    chat,
    messages,
    pending,
    failed,
    partnerTyping,
    partnerAway,
    aiTyping,
    streams,
    connection,
    refused,
    send,
    typing,
    setChat: setChatState,
  };
}
