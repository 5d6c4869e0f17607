/**
 * The automatic report on someone who said in a chat that they are under the minimum age
 * (shared/stated-age.ts), and how it and its hold are told apart from the rest: the hold has its own
 * reason (underAgeHoldReason), and only a decision on such a report lifts it, never the dismissal of
 * another report nor a decision about another one (moderation/service.ts).
 */
import { isNull, like, not, or } from "drizzle-orm";
import { UNDER_AGE_HOLD_PREFIX } from "../../shared/age.js";
import type { Db } from "../db/client.js";
import { reports, sanctions, UNDER_AGE_NOTE } from "../db/schema.js";

export const UNDER_AGE_REPORT_REASON = "Something else";

const underAgeNote = (minimumAge: number) =>
  `${UNDER_AGE_NOTE} ${minimumAge}. The chat ended for both people at once, and they are held from new chats until a moderator decides: dismissing this report lifts the hold, as does any action taken on it.`;

export const isUnderAgeReport = like(reports.note, `${UNDER_AGE_NOTE} %`);
export const notUnderAgeReport = or(isNull(reports.note), not(isUnderAgeReport));
export const isUnderAgeHold = like(sanctions.reason, `${UNDER_AGE_HOLD_PREFIX}%`);
export const isUnderAgeNote = (note: string | null) => note?.startsWith(`${UNDER_AGE_NOTE} `) ?? false;

/**
 * Files the report once per chat and person: a retried message, or two of theirs screened at the same
 * moment, file nothing more (the unique index reports_under_age_once_idx decides between them).
 */
export async function fileUnderAgeReport(db: Db, chatId: string, userId: string, minimumAge: number) {
  await db
    .insert(reports)
    .values({
      chatId,
      reporterId: null,
      reportedId: userId,
      reason: UNDER_AGE_REPORT_REASON,
      note: underAgeNote(minimumAge),
    })
    .onConflictDoNothing();
}
