/**
 * Who may open a chat: its two participants, and moderators (admins) who join with role=admin once
 * the chat has two people in it.
 * A chat that does not exist answers 404 and one that is not yours 403, each with its own sentence:
 * the page tells a person whose room is gone to start a new search, and a stranger that the room is
 * not theirs (PRODUCT.md §4, §8). Ids are random UUIDs, so the difference tells an outsider only that an
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

/**
 * What a moderator hears at a chat nobody has been matched into: what the person says to the room's
 * persona while waiting is theirs alone (firstReadableSeq in views.ts).
 */
export const PRIVATE_UNTIL_MATCHED =
  "This person is still waiting for a match, and what they say to the room's companion until then is private. You can join once someone is matched with them.";

/** Its two people, and moderators once a second person has arrived (before that it is private). */
export function mayEnter(chat: ChatRow, viewer: Viewer): boolean {
  return seatOf(chat, viewer.id) !== null || (viewer.isAdmin && chat.matchedAt !== null);
}

/** The chat, when the viewer may enter it; 404 when it does not exist, 403 when it is someone else's. */
export async function chatForViewer(db: Db, chatId: string, viewer: Viewer): Promise<ChatRow> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
  if (!chat) throw chatNotFound();
  if (!mayEnter(chat, viewer)) throw viewer.isAdmin ? forbidden(PRIVATE_UNTIL_MATCHED) : notAParticipant();
  return chat;
}
