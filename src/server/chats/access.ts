/**
 * Who may open a chat: its two participants, and moderators (admins) who join with role=admin.
 * A chat that does not exist answers exactly like one that is not yours, so ids cannot be probed.
 */
import { eq } from "drizzle-orm";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { chats } from "../db/schema.js";
import { forbidden } from "../http-error.js";
import { seatOf, type ChatRow } from "./views.js";

export const NOT_A_PARTICIPANT = "You are not a participant in this chat.";

export function mayEnter(chat: ChatRow, viewer: Viewer): boolean {
  return seatOf(chat, viewer.id) !== null || viewer.isAdmin;
}

/** The chat, when the viewer may enter it; 403 otherwise (missing included). */
export async function chatForViewer(db: Db, chatId: string, viewer: Viewer): Promise<ChatRow> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
  if (!chat || !mayEnter(chat, viewer)) throw forbidden(NOT_A_PARTICIPANT);
  return chat;
}
