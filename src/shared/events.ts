/**
 * The Socket.IO wire contract. Every payload is parsed with these schemas on arrival, on both sides.
 * Client-to-server events take an acknowledgement callback that receives an Ack.
 */
import { z } from "zod";
import type { ChatView, MessageView, RefusalCode } from "./api.js";
import { checkSendable, ClientId, SendMessageFields } from "./api.js";

export const JoinChat = z.object({ chatId: z.string().uuid(), afterSeq: z.number().int().min(0).default(0) });
export const LeaveChat = z.object({ chatId: z.string().uuid() });
export const SendMessage = SendMessageFields.extend({ chatId: z.string().uuid() }).superRefine(checkSendable);
export const Typing = z.object({ chatId: z.string().uuid() });

export const AiTyping = z.object({ chatId: z.string().uuid(), name: z.string() });
export type AiTyping = z.infer<typeof AiTyping>;
export const AiDelta = z.object({
  chatId: z.string().uuid(),
  streamId: z.string(),
  name: z.string(),
  text: z.string(),
});
export type AiDelta = z.infer<typeof AiDelta>;

export type Ack<T> = { ok: true; data: T } | { ok: false; error: string; status: number; code?: RefusalCode };

export interface ClientToServer {
  "chat:join": (
    payload: z.input<typeof JoinChat>,
    ack: (reply: Ack<{ chat: ChatView; messages: MessageView[] }>) => void,
  ) => void;
  "chat:leave": (payload: z.input<typeof LeaveChat>) => void;
  "message:send": (payload: z.input<typeof SendMessage>, ack: (reply: Ack<{ message: MessageView }>) => void) => void;
  typing: (payload: z.input<typeof Typing>) => void;
}

export interface ServerToClient {
  "message:new": (message: MessageView) => void;
  /** The chat changed: matched, ended, expired. The receiving socket's own view of it. */
  "chat:updated": (chat: ChatView) => void;
  /**
   * Something meant for this socket may have been lost between instances (Redis was away): join
   * the open chat again with the last seq held, to fetch what is missing.
   */
  "chat:resync": () => void;
  "partner:typing": (payload: { chatId: string }) => void;
  /** The room's persona is writing; its words follow as ai:delta, then the stored message:new. */
  "ai:typing": (payload: AiTyping) => void;
  /** A piece of the persona's reply as it is produced; streamId is the final message's clientId. */
  "ai:delta": (payload: AiDelta) => void;
  /** To admins only (the server puts admin sockets in the `admin` room): a chat changed or got a message. */
  "admin:chats-changed": (payload: { chatId: string }) => void;
  /**
   * To admins only: a crisis notice was stored in this chat. The dashboard asks the server's list of
   * chats in crisis whether moderators may see it (not before a match) before it tells anyone.
   */
  "admin:crisis": (payload: { chatId: string }) => void;
  /** The persona could not answer the person who asked (the chat still gets the fallback line). */
  "ai:failed": (payload: { chatId: string; error: string }) => void;
}

export { ClientId };
