/**
 * The automatic report on someone who said in a chat that they are under the minimum age
 * (shared/stated-age.ts), and how it and its hold are told apart from the rest: the hold has its own
 * reason (underAgeHoldReason), and only a decision about age lifts it: dismissing such a report (the
 * moderator judges them an adult) or a ban for UNDER_AGE_SANCTION_REASON (moderation/service.ts).
 */
import { like } from "drizzle-orm";
import { UNDER_AGE_HOLD_PREFIX } from "../../shared/age.js";
import type { ReportReason } from "../../shared/after-chat-api.js";
import type { Db, Tx } from "../db/client.js";
import { reports, sanctions, UNDER_AGE_NOTE } from "../db/schema.js";

/** The reason a person gives in the Report dialog for the same worry, so that both read alike in the queue. */
export const UNDER_AGE_REPORT_REASON: ReportReason = "They seem to be too young for Kindred";

const underAgeNote = (minimumAge: number) =>
  `${UNDER_AGE_NOTE} ${minimumAge}. The chat ended for both people at once, and they are held from new chats until a moderator decides about their age: dismissing this report (you judge them an adult) lifts the hold; a ban for "Under the minimum age" closes their account. A warning or a suspension says nothing about age and cannot answer it.`;

export const isUnderAgeReport = like(reports.note, `${UNDER_AGE_NOTE} %`);
export const isUnderAgeHold = like(sanctions.reason, `${UNDER_AGE_HOLD_PREFIX}%`);
/** A stored report (its note as stored: a person's note is encrypted, so never taken for Kindred's). */
export const isUnderAgeRow = (report: { reporterId: string | null; note: string | null }) =>
  report.reporterId === null && (report.note?.startsWith(`${UNDER_AGE_NOTE} `) ?? false);

/**
 * Files the report once per chat and person: a retried message, or two of theirs screened at the same
 * moment, file nothing more (the unique index reports_under_age_once_idx decides between them).
 * `alongside` runs in the same transaction only when this call filed it: what else Kindred files with
 * it (the partner's report) is filed exactly once too, and never without it.
 */
export async function fileUnderAgeReport(
  db: Db,
  chatId: string,
  userId: string,
  minimumAge: number,
  alongside?: (tx: Tx) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const filed = await tx
      .insert(reports)
      .values({
        chatId,
        reporterId: null,
        reportedId: userId,
        reason: UNDER_AGE_REPORT_REASON,
        note: underAgeNote(minimumAge),
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (filed.length > 0) await alongside?.(tx);
  });
}
