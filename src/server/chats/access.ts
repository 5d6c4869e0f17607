/**
 * Who may open a chat: its two participants, and moderators (admins) who join with role=admin.
 * A chat that does not exist answers 404 and one that is not yours 403, each with its own sentence:
 * the page tells a person whose room is gone to start a new search, and a stranger that the room is
 * not theirs (spec §4, §8). Ids are random UUIDs, so the difference tells an outsider only that an
 * id they already hold is somebody's chat, never anything in it.
 */
import { eq } from "drizzle-orm";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { chats } from "../db/schema.js";
import { forbidden, notFound } from "../http-error.js";
import { seatOf, type ChatRow } from "./views.js";

export const CHAT_NOT_FOUND = "This chat could not be found. It may have been removed.";
export const NOT_A_PARTICIPANT = "You are not a participant in this chat.";

export const chatNotFound = () => notFound(CHAT_NOT_FOUND);
export const notAParticipant = () => forbidden(NOT_A_PARTICIPANT);

export function mayEnter(chat: ChatRow, viewer: Viewer): boolean {
  return seatOf(chat, viewer.id) !== null || viewer.isAdmin;
}

/** The chat, when the viewer may enter it; 404 when it does not exist, 403 when it is someone else's. */
export async function chatForViewer(db: Db, chatId: string, viewer: Viewer): Promise<ChatRow> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
  if (!chat) throw chatNotFound();
  if (!mayEnter(chat, viewer)) throw notAParticipant();
  return chat;
}
