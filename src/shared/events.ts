/**
 * The Socket.IO wire contract. Every payload has a schema here and is parsed with it on arrival, on
 * both sides: the server parses what clients send (realtime/chat-handlers.ts), the page parses what
 * the server sends (client/lib/socket-events.ts). Client-to-server events take an acknowledgement
 * callback that receives an Ack.
 */
import { z } from "zod";
import type { ApiError } from "./api.js";
import { ChatView, checkSendable, ClientId, MessageView, SendMessageFields } from "./api.js";

/**
 * The version of this contract. A page sends it in its handshake; the server refuses another
 * version with PROTOCOL_OUTDATED, so a tab left open across a deploy asks its person to reload
 * instead of speaking a protocol the server no longer understands. Raise it with any change to the
 * events below that an older page could misread.
 */
export const PROTOCOL_VERSION = 1;
/** The code on a handshake refused for its protocol version (the connect_error's `data.code`). */
export const PROTOCOL_OUTDATED = "protocol-outdated";
/** What a page sends as its Socket.IO `auth` payload. */
export const Handshake = z.object({ protocol: z.literal(PROTOCOL_VERSION) });
export type Handshake = z.infer<typeof Handshake>;
export const handshakeAuth = (): Handshake => ({ protocol: PROTOCOL_VERSION });
/** The `data` of a refused handshake's error, when the refusal has a code the page acts on. */
export const HandshakeRefusal = z.object({ code: z.literal(PROTOCOL_OUTDATED) });

/* ---------- Client to server ---------- */

export const JoinChat = z.object({ chatId: z.string().uuid(), afterSeq: z.number().int().min(0).default(0) });
export const LeaveChat = z.object({ chatId: z.string().uuid() });
export const SendMessage = SendMessageFields.extend({ chatId: z.string().uuid() }).superRefine(checkSendable);
/**
 * A keystroke (`typing`, the default: what pages before the stop sent), or the end of typing without
 * a message to follow (`typing: false`): a send refused, the box emptied. Relayed as partner:typing or
 * partner:stopped-typing; a page that knows only the first reads nothing into the second.
 */
export const Typing = z.object({ chatId: z.string().uuid(), typing: z.boolean().default(true) });

/** A refusal carries what a REST refusal's body carries (api.ts ApiError): the sentence, a code, what was found. */
export type Ack<T> = { ok: true; data: T } | ({ ok: false; status: number } & ApiError);

export interface ClientToServer {
  "chat:join": (
    payload: z.input<typeof JoinChat>,
    /** partnerAway: the other person has left the chat page (always false for a moderator). */
    ack: (reply: Ack<{ chat: ChatView; messages: MessageView[]; partnerAway: boolean }>) => void,
  ) => void;
  "chat:leave": (payload: z.input<typeof LeaveChat>) => void;
  "message:send": (payload: z.input<typeof SendMessage>, ack: (reply: Ack<{ message: MessageView }>) => void) => void;
  typing: (payload: z.input<typeof Typing>) => void;
}

/* ---------- Server to client ---------- */

const ChatRef = z.object({ chatId: z.string().uuid() });
export const AiTyping = ChatRef.extend({ name: z.string() });
export type AiTyping = z.infer<typeof AiTyping>;
export const AiDelta = ChatRef.extend({ streamId: z.string(), name: z.string(), text: z.string() });
export type AiDelta = z.infer<typeof AiDelta>;
export const AiFailed = ChatRef.extend({ error: z.string() });

/** Each server-to-client event and the schema of its payload (z.undefined(): it carries none). */
export const ServerEvents = {
  "message:new": MessageView,
  /** The chat changed: matched, ended, expired. The receiving socket's own view of it. */
  "chat:updated": ChatView,
  /**
   * Something meant for this socket may have been lost between instances (Redis was away): join
   * the open chat again with the last seq held, to fetch what is missing.
   */
  "chat:resync": z.undefined(),
  /**
   * This person was just suspended or banned: their sockets close next, on purpose (no connectivity
   * problem, nothing to retry). The page reads GET /api/me/standing to say so at once.
   */
  "standing:shut-out": z.undefined(),
  "partner:typing": ChatRef,
  /** The partner stopped typing with nothing to send (a send refused, the box emptied): take the indicator away now. */
  "partner:stopped-typing": ChatRef,
  /**
   * To the partner's own sockets only: the other person has had no socket in this matched chat for
   * a grace period (their tab closed, their network gone). Moderators' comings and goings never
   * cause it; a page joining later reads the same in the join answer's `partnerAway`.
   */
  "partner:away": ChatRef,
  /** To the partner's own sockets only: the person they were told was away has joined the chat again. */
  "partner:back": ChatRef,
  /** The room's persona is writing; its words follow as ai:delta, then the stored message:new. */
  "ai:typing": AiTyping,
  /** A piece of the persona's reply as it is produced; streamId is the final message's clientId. */
  "ai:delta": AiDelta,
  /** To admins only (the server puts admin sockets in the `admin` room): a chat changed or got a message. */
  "admin:chats-changed": ChatRef,
  /**
   * To admins only: a crisis notice was stored in this chat. The dashboard asks the server's list of
   * chats in crisis whether moderators may see it (not before a match) before it tells anyone.
   */
  "admin:crisis": ChatRef,
  /** The persona could not answer the person who asked (the chat still gets the fallback line). */
  "ai:failed": AiFailed,
} satisfies Record<string, z.ZodType>;

export type ServerEvent = keyof typeof ServerEvents;
export type ServerPayload<E extends ServerEvent> = z.infer<(typeof ServerEvents)[E]>;

export type ServerToClient = {
  [E in ServerEvent]: ServerPayload<E> extends undefined ? () => void : (payload: ServerPayload<E>) => void;
};

export { ClientId };
