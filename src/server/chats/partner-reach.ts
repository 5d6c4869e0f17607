/**
 * Whom a person may report or block from a chat: its other person, while the chat goes on and for
 * PARTNER_REACH_DAYS after it ended (src/shared/partner-reach.ts says why). Strangers never get this
 * far: chatForViewer (access.ts) refuses them first. Every other refusal is a sentence saying what
 * the person can do instead. Also what this person has already done about the partner, for the
 * end-chat screen and the dialog after a block, which should not ask for a report already sent.
 */
import { and, eq } from "drizzle-orm";
import { PARTNER_REACH_DAYS, partnerReach } from "../../shared/partner-reach.js";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { reports } from "../db/schema.js";
import { forbidden, HttpError } from "../http-error.js";
import { partnerIdOf, seatOf, type ChatRow } from "./views.js";

export type PartnerAct = "report" | "block";

/** A moderator joins chats without a seat: they act on people from the report queue instead. */
export const MODERATORS_HAVE_NO_PARTNER =
  "Moderators have no partner in a chat to report or block. Act on the people in it from the report queue.";
/** Only a corrupted chat seats one person twice; the rule holds there too. */
export const NOT_YOURSELF = "You cannot report or block yourself.";
export const NOBODY_MATCHED: Record<PartnerAct, string> = {
  report:
    "Nobody was matched with you in this chat, so there is nobody to report. If someone upset you, report them from the chat you had with them.",
  block:
    "Nobody was matched with you in this chat, so there is nobody to block. If someone upset you, block them from the chat you had with them.",
};
export const PARTNER_LEFT_KINDRED =
  "The other person has deleted their account, so there is nobody left to report or block from this chat.";
export const REACH_CLOSED = `This chat ended more than ${PARTNER_REACH_DAYS} days ago, so the other person can no longer be reported or blocked from it. If you are matched with them again, you can report or block them from that chat.`;

/** Why the viewer may not report or block from this chat now, or null when they may. */
export function partnerRefusal(chat: ChatRow, viewer: Viewer, now: Date, act: PartnerAct): HttpError | null {
  if (!seatOf(chat, viewer.id)) return forbidden(MODERATORS_HAVE_NO_PARTNER);
  const partnerId = partnerIdOf(chat, viewer.id);
  if (partnerId === viewer.id) return forbidden(NOT_YOURSELF);
  const reach = partnerReach(chat, now);
  if (reach === "never-matched") return new HttpError(409, NOBODY_MATCHED[act]);
  // Matched, so the seat opposite was filled: empty now only because that account was deleted.
  if (!partnerId) return new HttpError(409, PARTNER_LEFT_KINDRED);
  if (reach === "window-closed") return new HttpError(409, REACH_CLOSED);
  return null;
}

/** The partner's id, when the viewer may report or block them from this chat now; else the refusal. */
export function partnerToReach(chat: ChatRow, viewer: Viewer, now: Date, act: PartnerAct): string {
  const refusal = partnerRefusal(chat, viewer, now, act);
  if (refusal) throw refusal;
  return partnerIdOf(chat, viewer.id)!;
}

/** Whether the person has reported this chat's partner (open or already decided). */
export async function hasReported(db: Db, chatId: string, reporterId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.chatId, chatId), eq(reports.reporterId, reporterId)))
    .limit(1);
  return found !== undefined;
}
