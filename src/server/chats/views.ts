/**
 * Database rows to the wire: each person sees the chat from their own seat. Account ids never
 * leave the server; the two people are "p1" and "p2" to each other.
 */
import type { ChatView, MessageView, Sender } from "../../shared/api.js";
import type { chats, messages } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export function seatOf(chat: ChatRow, userId: string): "p1" | "p2" | null {
  if (chat.participant1Id === userId) return "p1";
  if (chat.participant2Id === userId) return "p2";
  return null;
}

/**
 * The seq after which the viewer reads a chat. What participant1 says to the room's persona while
 * waiting is theirs alone: participant2 and moderators read from the match on (and moderators enter
 * only matched chats, access.ts).
 */
export function firstReadableSeq(chat: ChatRow, userId: string): number {
  return seatOf(chat, userId) === "p1" ? 0 : chat.matchedSeq;
}

/** The other person of a chat the user sits in: null without a seat, or while nobody sits opposite. */
export function partnerIdOf(chat: ChatRow, userId: string): string | null {
  const seat = seatOf(chat, userId);
  return seat === "p1" ? chat.participant2Id : seat === "p2" ? chat.participant1Id : null;
}

/** The chat as `viewerId` sees it; anyone without a seat (a moderator) sees it as admin. */
export function chatViewFor(chat: ChatRow, viewerId: string): ChatView {
  const you = seatOf(chat, viewerId) ?? "admin";
  const yourRole = you === "p1" ? chat.participant1Role : you === "p2" ? (chat.participant2Role ?? "both") : "both";
  const partnerRole = you === "p1" ? chat.participant2Role : you === "p2" ? chat.participant1Role : null;
  return {
    id: chat.id,
    themeId: chat.themeId,
    status: chat.status,
    matchStatus: chat.matchStatus,
    you,
    yourRole,
    partnerRole: partnerRole ?? null,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
    matchedAt: chat.matchedAt?.toISOString() ?? null,
    endedAt: chat.endedAt?.toISOString() ?? null,
    endedBy: endedByAsSeen(chat, viewerId),
    messagesDeletedAt: chat.messagesDeletedAt?.toISOString() ?? null,
  };
}

/** Who ended the chat, as the viewer knows them: never an id, only a relation to the viewer. */
function endedByAsSeen(chat: ChatRow, viewerId: string): ChatView["endedBy"] {
  if (chat.endedBy === null) return null;
  if (chat.endedBy === CLOSED_FOR_SAFETY) return "closed";
  if (chat.endedBy === viewerId) return "you";
  // A deleted account that ended the chat is remembered as FORMER_MEMBER_ID: it held a seat.
  const seated = [chat.participant1Id, chat.participant2Id, FORMER_MEMBER_ID].includes(chat.endedBy);
  return seated ? "partner" : "moderator";
}

/**
 * What a deleted account's messages carry instead of its id: the seat it held, so that the partner's
 * copy of the conversation still shows who said what, and nothing points to the account any more.
 */
export const FORMER_SENDER = { p1: "former:p1", p2: "former:p2", admin: "former:admin" } as const;

/**
 * chats.ended_by when Kindred closed the chat because one of the two was suspended or banned: both
 * read only "This chat has ended.", so the partner learns nothing about the other's sanction.
 */
export const CLOSED_FOR_SAFETY = "00000000-0000-0000-0000-000000000001";

/** chats.ended_by once the person who ended the chat has deleted their account (the nil uuid). */
export const FORMER_MEMBER_ID = "00000000-0000-0000-0000-000000000000";

export function senderOf(chat: ChatRow, message: MessageRow): Sender {
  if (message.isAdmin) return "admin";
  if (message.senderId === "system" || message.senderId.startsWith("ai:")) return message.senderId as Sender;
  if (message.senderId === chat.participant1Id || message.senderId === FORMER_SENDER.p1) return "p1";
  return "p2";
}

export function messageViewOf(chat: ChatRow, message: MessageRow, cipher: ContentCipher): MessageView {
  return messageViewWith(chat, message, cipher.decrypt(message.content));
}

/** The view of a message whose content is already known in the clear (it was just stored). */
export function messageViewWith(chat: ChatRow, message: MessageRow, content: string): MessageView {
  return {
    id: message.id,
    chatId: message.chatId,
    seq: message.seq,
    kind: message.kind,
    content,
    sender: senderOf(chat, message),
    clientId: message.clientId,
    createdAt: message.createdAt.toISOString(),
  };
}

/** A new chat waiting for a partner, opened by `request.userId`. */
export function newWaitingChat(
  id: string,
  request: { userId: string; themeId: string; role: ChatRow["participant1Role"] },
  now: Date,
): ChatRow {
  return {
    id,
    status: "active",
    matchStatus: "waiting",
    themeId: request.themeId,
    participant1Id: request.userId,
    participant2Id: null,
    participant1Role: request.role,
    participant2Role: null,
    ownerSeenAt: now,
    matchedAt: null,
    endedAt: null,
    endedBy: null,
    lastSeq: 0,
    matchedSeq: 0,
    tokensEarned: 0,
    crisisOpenedAt: null,
    messagesDeletedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
