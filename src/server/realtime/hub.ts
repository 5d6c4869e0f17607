/**
 * What the rest of the server tells people in real time. Routes and socket handlers call these
 * after the database has the change, never before: persisted first, broadcast second.
 */
import type { Server as IoServer } from "socket.io";
import type { MessageView } from "../../shared/api.js";
import type { AiDelta, ClientToServer, ServerToClient } from "../../shared/events.js";
import { chatViewFor, type ChatRow } from "../chats/views.js";
import type { Viewer } from "../auth/viewer.js";
import type { Metrics } from "../ops/metrics.js";

export interface SocketData {
  viewer: Viewer;
}

export type KindredIo = IoServer<ClientToServer, ServerToClient, Record<string, never>, SocketData>;

export interface ChatEvents {
  /** The chat changed (matched, ended, expired): each participant gets their own view of it. */
  chatChanged(chat: ChatRow): void;
  /** A new waiting chat: only the admins' lists need to know. */
  chatOpened(chatId: string): void;
  /**
   * A stored message, to everyone in the chat's room but the socket it came from, if any: that
   * socket's acknowledgement carries the stored message already.
   */
  messageCreated(chatId: string, message: MessageView, fromSocket?: string): void;
  /** A message stored earlier, again (a sender's retry): delivered, not counted as new. */
  messageRepeated(chatId: string, message: MessageView, fromSocket?: string): void;
  aiTyping(chatId: string, name: string): void;
  aiDelta(delta: AiDelta): void;
  /** Only the person who asked hears that the persona failed them. */
  aiFailed(userId: string, chatId: string, error: string): void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;
/** The sockets one session opened: they close when that session ends (sign-out, password change). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Admin sockets only: the server puts a socket here at the handshake when its viewer is an admin. */
export const ADMIN_ROOM = "admin";

/**
 * How often, at most, messages tell the admins' lists to refresh. Every message would double the
 * fan-out (with Redis, a second stream entry per message) for a list that refetches at most every
 * few hundred milliseconds anyway; changes of a chat's state still tell them at once.
 */
export const ADMIN_MESSAGE_NOTICE_MS = 1_000;

export function createHub(io: KindredIo, metrics: Metrics): ChatEvents {
  const tellAdmins = (chatId: string) => io.to(ADMIN_ROOM).emit("admin:chats-changed", { chatId });
  const tellAdminsOfMessage = atMostOncePer(ADMIN_MESSAGE_NOTICE_MS, tellAdmins);
  // The sender's other tabs and devices are other sockets: they still hear it.
  const toRoomBut = (chatId: string, socketId?: string) =>
    socketId ? io.to(chatRoom(chatId)).except(socketId) : io.to(chatRoom(chatId));
  return {
    chatChanged(chat) {
      for (const userId of [chat.participant1Id, chat.participant2Id]) {
        if (userId) io.to(userRoom(userId)).emit("chat:updated", chatViewFor(chat, userId));
      }
      tellAdmins(chat.id);
    },
    chatOpened(chatId) {
      tellAdmins(chatId);
    },
    messageCreated(chatId, message, fromSocket) {
      toRoomBut(chatId, fromSocket).emit("message:new", message);
      metrics.messagesStored.labels(message.kind).inc();
      const here = io.of("/").adapter.rooms.get(chatRoom(chatId));
      metrics.messagesDelivered.inc((here?.size ?? 0) - (fromSocket && here?.has(fromSocket) ? 1 : 0));
      tellAdminsOfMessage(chatId);
      // The crisis notice is the only message stored as the system's own (admin/service.ts IN_CRISIS).
      if (message.kind === "system" && message.sender === "system") io.to(ADMIN_ROOM).emit("admin:crisis", { chatId });
    },
    messageRepeated(chatId, message, fromSocket) {
      toRoomBut(chatId, fromSocket).emit("message:new", message);
    },
    aiTyping(chatId, name) {
      io.to(chatRoom(chatId)).emit("ai:typing", { chatId, name });
    },
    aiDelta(delta) {
      io.to(chatRoom(delta.chatId)).emit("ai:delta", delta);
    },
    aiFailed(userId, chatId, error) {
      io.to(userRoom(userId)).emit("ai:failed", { chatId, error });
    },
  };
}

/**
 * Calls `send` at once, then at most once more per window with the latest argument, so the last
 * change of a burst is never swallowed.
 */
export function atMostOncePer<T>(windowMs: number, send: (value: T) => void): (value: T) => void {
  let latest: { value: T } | undefined;
  let window: NodeJS.Timeout | undefined;
  const flush = () => {
    window = undefined;
    if (!latest) return;
    const { value } = latest;
    latest = undefined;
    send(value);
    window = setTimeout(flush, windowMs).unref();
  };
  return (value) => {
    latest = { value };
    if (!window) flush();
  };
}
