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
  /** A stored message, to everyone in the chat's room. */
  messageCreated(chatId: string, message: MessageView): void;
  /** A message stored earlier, again (a sender's retry): delivered, not counted as new. */
  messageRepeated(chatId: string, message: MessageView): void;
  aiTyping(chatId: string, name: string): void;
  aiDelta(delta: AiDelta): void;
  /** Only the person who asked hears that the persona failed them. */
  aiFailed(userId: string, chatId: string, error: string): void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;
/** Admin sockets only: the server puts a socket here at the handshake when its viewer is an admin. */
export const ADMIN_ROOM = "admin";

export function createHub(io: KindredIo, metrics: Metrics): ChatEvents {
  return {
    chatChanged(chat) {
      for (const userId of [chat.participant1Id, chat.participant2Id]) {
        if (userId) io.to(userRoom(userId)).emit("chat:updated", chatViewFor(chat, userId));
      }
      io.to(ADMIN_ROOM).emit("admin:chats-changed", { chatId: chat.id });
    },
    chatOpened(chatId) {
      io.to(ADMIN_ROOM).emit("admin:chats-changed", { chatId });
    },
    messageCreated(chatId, message) {
      io.to(chatRoom(chatId)).emit("message:new", message);
      metrics.messagesStored.labels(message.kind).inc();
      metrics.messagesDelivered.inc(io.of("/").adapter.rooms.get(chatRoom(chatId))?.size ?? 0);
      io.to(ADMIN_ROOM).emit("admin:chats-changed", { chatId });
    },
    messageRepeated(chatId, message) {
      io.to(chatRoom(chatId)).emit("message:new", message);
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
