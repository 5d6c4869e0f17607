/**
 * What the socket says about one chat room, as the chat page needs it: when to join (again), the
 * room's new messages and chat view, the partner's typing and presence, and the connection's state. A socket the
 * server sent away, or whose handshake it refused, is told to come back after a pause; no React
 * here, so it is tested on its own with a test socket (chat-room-events.test.ts).
 */
import type { ChatView, MessageView } from "@shared/api";
import { LIMITS } from "@shared/limits";
import { logConnection } from "@/lib/connection-log";
import { isOutdatedProtocol } from "@/lib/protocol-notice";
import { subscribe, type EventSource } from "@/lib/socket-events";
import type { Connection } from "./use-network-fallbacks";

/** A server shutting down sends its sockets away; a moment later the load balancer has another. */
export const RECONNECT_AFTER_SHUTDOWN_MS = 1_000;
/**
 * A handshake the server refused (it could not read the session: its database was away) is not
 * retried by Socket.IO on its own, unlike a connection that could not be made.
 */
export const RECONNECT_AFTER_REFUSAL_MS = 5_000;

/** What following a room needs of its socket (the page's KindredSocket, or a test's). */
export type ChatRoomSocket = EventSource & {
  /** False once Socket.IO has given up reconnecting by itself. */
  readonly active: boolean;
  connect(): unknown;
  emit(event: "chat:leave", payload: { chatId: string }): unknown;
  readonly io: { engine?: { transport?: { name?: string } } };
};

export interface ChatRoomEvents {
  /** Join the room (again): the socket (re)connected, or the server says something may have been lost. */
  join(): void;
  /** A message of this room arrived. */
  message(message: MessageView): void;
  /** This room's chat changed. */
  chat(view: ChatView): void;
  partnerTyping(typing: boolean): void;
  /** The partner left the chat page a while ago (true), or has come back to it (false). */
  partnerAway(away: boolean): void;
  connection(connection: Connection): void;
  /** The person was suspended or banned: the server closes the socket next, on purpose. */
  shutOut(): void;
}

/**
 * Follows the room until the returned function is called, which also tells the server this page
 * left it. `seat` says whose messages are the partner's (it is known once the chat is loaded).
 */
export function followChatRoom(
  socket: ChatRoomSocket,
  roomId: string,
  seat: () => ChatView["you"] | null,
  on: ChatRoomEvents,
): () => void {
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  const reconnectAfter = (ms: number) => {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => socket.connect(), ms);
  };
  const partnerStopped = () => {
    clearTimeout(typingTimer);
    on.partnerTyping(false);
  };

  // Set once the server said this person is shut out: the socket it closes is no connectivity
  // problem (no "limited" banner) and coming back would only be refused.
  let shutOut = false;
  const lost = (reason: unknown) => {
    logConnection(`connection lost: ${reason instanceof Error ? reason.message : String(reason)}`);
    if (shutOut) return;
    on.connection(navigator.onLine ? "limited" : "offline");
    // In both cases Socket.IO waits to be told to come back (see the delays above). A page on an
    // outdated protocol is refused every time: it waits for its person to reload (protocol-notice.ts).
    if (reason === "io server disconnect") reconnectAfter(RECONNECT_AFTER_SHUTDOWN_MS);
    else if (reason instanceof Error && !socket.active && navigator.onLine && !isOutdatedProtocol(reason))
      reconnectAfter(RECONNECT_AFTER_REFUSAL_MS);
  };

  const unsubscribe = subscribe(socket, {
    connect: () => {
      logConnection(`connected (${socket.io.engine?.transport?.name ?? "socket"})`);
      on.connection("online");
      on.join();
    },
    connect_error: lost,
    disconnect: lost,
    "message:new": (message) => {
      if (message.chatId !== roomId) return;
      on.message(message);
      // The message the partner was typing has arrived: they are not typing any more.
      const sender = message.sender;
      if ((sender === "p1" || sender === "p2") && sender !== seat()) partnerStopped();
    },
    "chat:updated": (view) => {
      if (view.id === roomId) on.chat(view);
    },
    "chat:resync": () => on.join(),
    "standing:shut-out": () => {
      shutOut = true;
      on.shutOut();
    },
    "partner:away": ({ chatId }) => {
      if (chatId !== roomId) return;
      // Gone: they are not typing either.
      partnerStopped();
      on.partnerAway(true);
    },
    "partner:back": ({ chatId }) => {
      if (chatId === roomId) on.partnerAway(false);
    },
    "partner:typing": ({ chatId }) => {
      if (chatId !== roomId) return;
      on.partnerTyping(true);
      clearTimeout(typingTimer);
      typingTimer = setTimeout(() => on.partnerTyping(false), LIMITS.partnerTypingMs);
    },
    // Stopped with nothing to send (their message refused, their box emptied): no message will end it.
    "partner:stopped-typing": ({ chatId }) => {
      if (chatId === roomId) partnerStopped();
    },
  });

  return () => {
    socket.emit("chat:leave", { chatId: roomId });
    unsubscribe();
    clearTimeout(typingTimer);
    clearTimeout(reconnectTimer);
  };
}
