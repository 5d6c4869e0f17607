/**
 * A moderator (an admin with no seat in the chat) reading, writing in or ending a chat goes into the
 * audit log, whichever way they came: the admin page's Join Chat, REST or the socket. The same log
 * as the Reports tab's "Read conversation" (audit-trail.ts), naming the moderator and the chat.
 * Reading is logged once per moderator and chat within READ_LOGGED_ONCE_PER_MS, since the chat page
 * reads again every few seconds while the socket is away; every message written, and the ending,
 * are each an entry of their own. A participant's own reads, admin or not, are never logged.
 */
import type { AdminChatTab } from "../../shared/admin-api.js";
import type { Viewer } from "../auth/viewer.js";
import { seatOf, type ChatRow } from "../chats/views.js";
import type { createAuditTrail } from "./audit-trail.js";

/** One reading of a chat per moderator per hour: a visit, not each poll of it. */
export const READ_LOGGED_ONCE_PER_MS = 60 * 60_000;

export type ModeratorAct = "read_chat" | "write_in_chat" | "end_chat";
export type ModeratorInChat = (viewer: Viewer, chat: ChatRow, act: ModeratorAct) => Promise<void>;

export const MODERATOR_ACT_REASON: Record<ModeratorAct, string> = {
  read_chat: "Read the chat's messages",
  write_in_chat: "Wrote in the chat as a moderator",
  end_chat: "Ended the chat as a moderator",
};

export function createModeratorInChat(trail: ReturnType<typeof createAuditTrail>): ModeratorInChat {
  return async (viewer, chat, act) => {
    if (!viewer.isAdmin || seatOf(chat, viewer.id) !== null) return;
    const entry = { actor: viewer, subjectId: null, action: act, reason: MODERATOR_ACT_REASON[act], chatId: chat.id };
    if (act === "read_chat") await trail.recordOnce(entry, READ_LOGGED_ONCE_PER_MS);
    else await trail.record(entry);
  };
}

/**
 * The admin page's chat lists show each chat's last message, decrypted: viewing a list is reading
 * too. Logged once per moderator and list (tab, and whether only chats in crisis) within
 * READ_LOGGED_ONCE_PER_MS, since the page reads a list again at every change of any chat; the list
 * is named in the entry's reason.
 */
export type ModeratorListReading = (viewer: Viewer, tab: AdminChatTab, onlyInCrisis: boolean) => Promise<void>;

export const listReadReason = (tab: AdminChatTab, onlyInCrisis: boolean) =>
  `Viewed the last messages of the ${tab} chats list${onlyInCrisis ? " (in crisis only)" : ""}`;

export function createModeratorListReading(trail: ReturnType<typeof createAuditTrail>): ModeratorListReading {
  return async (viewer, tab, onlyInCrisis) => {
    const entry = {
      actor: viewer,
      subjectId: null,
      action: "read_chat_list" as const,
      reason: listReadReason(tab, onlyInCrisis),
    };
    await trail.recordOnce(entry, READ_LOGGED_ONCE_PER_MS);
  };
}
