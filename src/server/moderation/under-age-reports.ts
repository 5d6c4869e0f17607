/**
 * The automatic report on someone who said in a chat that they are under the minimum age
 * (shared/stated-age.ts), and how it and its hold are told apart from the rest: the hold has its own
 * reason (underAgeHoldReason), and only a decision on such a report lifts it, never the dismissal of
 * another report nor a decision about another one (moderation/service.ts).
 */
import { and, eq, isNull, like, not, or } from "drizzle-orm";
import { UNDER_AGE_HOLD_PREFIX } from "../../shared/age.js";
import type { ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { reports, sanctions } from "../db/schema.js";

export const UNDER_AGE_NOTE = "Filed by Kindred: this person said in this chat that they are under";
export const UNDER_AGE_REPORT_REASON = "Something else";

const underAgeNote = (minimumAge: number) =>
  `${UNDER_AGE_NOTE} ${minimumAge}. The chat ended for both people at once, and they are held from new chats until a moderator decides: dismissing this report lifts the hold, as does any action taken on it.`;

export const isUnderAgeReport = like(reports.note, `${UNDER_AGE_NOTE} %`);
export const notUnderAgeReport = or(isNull(reports.note), not(isUnderAgeReport));
export const isUnderAgeHold = like(sanctions.reason, `${UNDER_AGE_HOLD_PREFIX}%`);
export const isUnderAgeNote = (note: string | null) => note?.startsWith(`${UNDER_AGE_NOTE} `) ?? false;

/** Files the report once per chat and person: a retried message files nothing more. */
export async function fileUnderAgeReport(db: Db, chat: ChatRow, userId: string, minimumAge: number) {
  const [filed] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(eq(reports.chatId, chat.id), eq(reports.reportedId, userId), isNull(reports.reporterId), isUnderAgeReport),
    )
    .limit(1);
  if (filed) return;
  await db.insert(reports).values({
    chatId: chat.id,
    reporterId: null,
    reportedId: userId,
    reason: UNDER_AGE_REPORT_REASON,
    note: underAgeNote(minimumAge),
  });
}
