/**
 * What the rest of the server tells people in real time. Routes and socket handlers call these
 * after the database has the change, never before: persisted first, broadcast second.
 */
import type { Server as IoServer } from "socket.io";
import type { MessageView } from "../../shared/api.js";
import type { ClientToServer, ServerToClient } from "../../shared/events.js";
import { chatViewFor, type ChatRow } from "../chats/views.js";
import type { Viewer } from "../auth/viewer.js";

export interface SocketData {
  viewer: Viewer;
}

export type KindredIo = IoServer<ClientToServer, ServerToClient, Record<string, never>, SocketData>;

export interface ChatEvents {
  /** The chat changed (matched, ended, expired): each participant gets their own view of it. */
  chatChanged(chat: ChatRow): void;
  /** A stored message, to everyone in the chat's room. */
  messageCreated(chatId: string, message: MessageView): void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;

export function createHub(io: KindredIo): ChatEvents {
  return {
    chatChanged(chat) {
      for (const userId of [chat.participant1Id, chat.participant2Id]) {
        if (userId) io.to(userRoom(userId)).emit("chat:updated", chatViewFor(chat, userId));
      }
    },
    messageCreated(chatId, message) {
      io.to(chatRoom(chatId)).emit("message:new", message);
    },
  };
}
