/**
 * Who may open a chat: its two participants, and moderators (admins) who join with role=admin.
 * A chat that is not yours answers exactly like one that does not exist (404, same sentence), so an
 * outsider cannot learn from the answer whether an id belongs to somebody's conversation.
 */
import { eq } from "drizzle-orm";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { chats } from "../db/schema.js";
import { notFound } from "../http-error.js";
import { seatOf, type ChatRow } from "./views.js";

export const NOT_A_PARTICIPANT = "This chat does not exist, or you are not one of its participants.";

export function mayEnter(chat: ChatRow, viewer: Viewer): boolean {
  return seatOf(chat, viewer.id) !== null || viewer.isAdmin;
}

/** The chat, when the viewer may enter it; 404 otherwise, whether it is missing or someone else's. */
export async function chatForViewer(db: Db, chatId: string, viewer: Viewer): Promise<ChatRow> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
  if (!chat || !mayEnter(chat, viewer)) throw notFound(NOT_A_PARTICIPANT);
  return chat;
}
