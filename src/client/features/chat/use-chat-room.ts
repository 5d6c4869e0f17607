/**
 * One chat room, live: joins it on the socket (and again after every reconnect, asking for what it
 * missed by sequence number), keeps the message log, the partner's typing and the connection state,
 * and delivers written messages through the offline outbox until the server acknowledges them.
 * Without a socket it polls the REST API (use-network-fallbacks.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ChatView, MessageView } from "../../../shared/api";
import { LIMITS } from "../../../shared/limits";
import { HttpError, NetworkError } from "../../lib/http";
import { logConnection } from "../../lib/connection-log";
import { createOutbox, type QueuedMessage } from "../../lib/outbox";
import { AckError, ask, getSocket } from "../../lib/socket";
import { chatApi } from "./chat-api";
import { useAiStream, type AiStream } from "./use-ai-stream";
import { useOfflineHandling, usePolling, type Connection } from "./use-network-fallbacks";
import { lastSeq, mergeMessages } from "./message-log";

export type { Connection };

export interface ChatRoom {
  chat: ChatView | null;
  messages: MessageView[];
  /** Written here, not yet acknowledged: shown as sending (or saved locally when offline). */
  pending: QueuedMessage[];
  partnerTyping: boolean;
  /** The persona writing right now, if any (its typing indicator). */
  aiTyping: string | null;
  /** Persona replies still arriving, word by word. */
  streams: AiStream[];
  connection: Connection;
  /** Set when the server refused the room (not a participant, or it does not exist). */
  denied: boolean;
  send(content: string, kind?: QueuedMessage["kind"]): void;
  typing(): void;
  /** Applies a chat view learned elsewhere (a match call). */
  setChat(chat: ChatView): void;
}

const outbox = createOutbox(window.localStorage);
const RECONNECT_AFTER_SHUTDOWN_MS = 1_000;

export function useChatRoom(roomId: string | null): ChatRoom {
  const [chat, setChatState] = useState<ChatView | null>(null);
  const [messages, setMessages] = useState<MessageView[]>([]);
  const [pending, setPending] = useState<QueuedMessage[]>(() => (roomId ? outbox.forChat(roomId) : []));
  const [partnerTyping, setPartnerTyping] = useState(false);
  const { aiTyping, streams, settle } = useAiStream(roomId);
  const [connection, setConnection] = useState<Connection>(navigator.onLine ? "online" : "offline");
  const [denied, setDenied] = useState(false);
  const messagesRef = useRef<MessageView[]>([]);
  const inFlight = useRef(new Set<string>());
  const lastFetch = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);

  const receive = useCallback(
    (incoming: MessageView[]) => {
      messagesRef.current = mergeMessages(messagesRef.current, incoming);
      setMessages(messagesRef.current);
      const acked = new Set(incoming.map((m) => m.clientId));
      setPending((items) => items.filter((item) => !acked.has(item.clientId)));
      settle(incoming);
    },
    [settle],
  );

  const refusal = useCallback((error: unknown) => {
    const status = error instanceof HttpError || error instanceof AckError ? error.status : 0;
    // The server answers 404 for a chat that is missing or not ours alike (it never says which).
    if (status === 404 || status === 403) setDenied(true);
    return status;
  }, []);

  /** Sends one queued message over the socket, or REST when there is none; keeps it on network trouble. */
  const deliver = useCallback(
    async (item: QueuedMessage) => {
      if (inFlight.current.has(item.clientId) || !navigator.onLine) return;
      inFlight.current.add(item.clientId);
      try {
        const socket = getSocket();
        const message = socket.connected
          ? MessageView.parse(
              (
                await ask("message:send", {
                  chatId: item.chatId,
                  clientId: item.clientId,
                  kind: item.kind,
                  content: item.content,
                })
              ).message,
            )
          : await chatApi.send(item.chatId, { clientId: item.clientId, kind: item.kind, content: item.content });
        outbox.remove(item.clientId);
        receive([message]);
      } catch (error) {
        const status = error instanceof HttpError || error instanceof AckError ? error.status : 0;
        if (status >= 400 && status < 500 && status !== 429) {
          // The server will never take this one: say why and let it go.
          outbox.remove(item.clientId);
          setPending((items) => items.filter((i) => i.clientId !== item.clientId));
          toast.error(status === 422 ? "Message blocked" : "Message error", {
            description: (error as Error).message,
          });
        } else if (!(error instanceof NetworkError) && status !== 0) {
          toast.error("Message error", { description: "Saved locally but couldn't be sent." });
        }
      } finally {
        inFlight.current.delete(item.clientId);
      }
    },
    [receive],
  );

  const flush = useCallback(
    (chatId: string) => {
      for (const item of outbox.forChat(chatId)) void deliver(item);
    },
    [deliver],
  );

  // A new room starts empty, but for what this browser still owes it (React's "reset on prop change").
  const [shownRoom, setShownRoom] = useState(roomId);
  if (shownRoom !== roomId) {
    setShownRoom(roomId);
    setMessages([]);
    setChatState(null);
    setDenied(false);
    setPartnerTyping(false);
    setPending(roomId ? outbox.forChat(roomId) : []);
  }

  // Then whatever the server has for it, live.
  useEffect(() => {
    messagesRef.current = [];
    if (!roomId) return;
    const socket = getSocket();
    let active = true;

    const join = async () => {
      try {
        const joined = await ask("chat:join", { chatId: roomId, afterSeq: lastSeq(messagesRef.current) });
        if (!active) return;
        setChatState(ChatView.parse(joined.chat));
        receive(joined.messages.map((m) => MessageView.parse(m)));
        lastFetch.current = Date.now();
        flush(roomId);
      } catch (error) {
        if (active) refusal(error);
      }
    };
    const onMessage = (payload: unknown) => {
      const message = MessageView.safeParse(payload);
      if (message.success && message.data.chatId === roomId) receive([message.data]);
    };
    const onChat = (payload: unknown) => {
      const view = ChatView.safeParse(payload);
      if (view.success && view.data.id === roomId) setChatState(view.data);
    };
    const onTyping = (payload: { chatId: string }) => {
      if (payload?.chatId !== roomId) return;
      setPartnerTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setPartnerTyping(false), LIMITS.partnerTypingMs);
    };
    const onConnect = () => {
      logConnection(`connected (${socket.io.engine?.transport?.name ?? "socket"})`);
      setConnection("online");
      void join();
    };
    const onDisconnect = (reason: unknown) => {
      logConnection(`connection lost: ${reason instanceof Error ? reason.message : String(reason)}`);
      setConnection(navigator.onLine ? "limited" : "offline");
      // A server shutting down closes our socket itself; Socket.IO then waits to be told to come
      // back. A moment later the load balancer sends us to an instance that is still up.
      if (reason === "io server disconnect") setTimeout(() => socket.connect(), RECONNECT_AFTER_SHUTDOWN_MS);
    };

    socket.on("connect", onConnect);
    socket.on("connect_error", onDisconnect);
    socket.on("disconnect", onDisconnect);
    socket.on("message:new", onMessage);
    socket.on("chat:updated", onChat);
    socket.on("partner:typing", onTyping);
    if (socket.connected) void join();
    else if (navigator.onLine) socket.connect();
    else
      void chatApi.open(roomId).then(
        (view) => active && setChatState(view),
        (error: unknown) => active && refusal(error),
      );

    return () => {
      active = false;
      socket.emit("chat:leave", { chatId: roomId });
      socket.off("connect", onConnect);
      socket.off("connect_error", onDisconnect);
      socket.off("disconnect", onDisconnect);
      socket.off("message:new", onMessage);
      socket.off("chat:updated", onChat);
      socket.off("partner:typing", onTyping);
      clearTimeout(typingTimer.current);
    };
  }, [roomId, receive, flush, refusal]);

  // The page holds the connection: leaving it closes the socket, so the matcher knows we are gone.
  useEffect(() => () => void getSocket().disconnect(), []);

  useOfflineHandling(setConnection);

  const poll = useCallback(async () => {
    if (!roomId) return;
    try {
      const [view, fresh] = await Promise.all([
        chatApi.open(roomId),
        chatApi.messagesAfter(roomId, lastSeq(messagesRef.current)),
      ]);
      setChatState(view);
      receive(fresh);
      flush(roomId);
    } catch (error) {
      refusal(error);
    }
  }, [roomId, receive, flush, refusal]);
  usePolling(roomId !== null && connection === "limited", lastFetch, poll);

  const send = useCallback(
    (content: string, kind: QueuedMessage["kind"] = "text") => {
      if (!roomId) {
        toast.error("Cannot send message", { description: "Chat not initialized." });
        return;
      }
      const item: QueuedMessage = {
        chatId: roomId,
        clientId: crypto.randomUUID(),
        kind,
        content,
        queuedAt: new Date().toISOString(),
      };
      outbox.add(item);
      setPending((items) => [...items, item]);
      if (!navigator.onLine) {
        toast("You're Offline", { description: "Message saved locally. It will be sent when you're back online." });
        return;
      }
      void deliver(item);
    },
    [roomId, deliver],
  );

  const typing = useCallback(() => {
    const socket = getSocket();
    if (!roomId || !socket.connected || Date.now() - lastTypingSent.current < 1_000) return;
    lastTypingSent.current = Date.now();
    socket.emit("typing", { chatId: roomId });
  }, [roomId]);

  return {
    chat,
    messages,
    pending,
    partnerTyping,
    aiTyping,
    streams,
    connection,
    denied,
    send,
    typing,
    setChat: setChatState,
  };
}
