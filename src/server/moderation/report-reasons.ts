/**
 * The reason category a report points to (the moderator's picker starts there): a person's reason
 * from the Report dialog and Kindred's automatic reports read alike, so the same worry gets the same
 * category whoever raised it. Nothing fits "Made me feel unsafe" or "Something else": the moderator
 * chooses, after reading the conversation.
 */
import type { ReportReason } from "../../shared/after-chat-api.js";
import { UNDER_AGE_SANCTION_REASON, type SanctionReason } from "../../shared/moderation-api.js";
import { PERSONAL_DETAILS_REPORT_REASONS } from "../messages/personal-detail-shares.js";
import { PARTNER_REPORT_REASON } from "./partner-reports.js";

const PERSONAL_DETAILS: SanctionReason = "Sharing or asking for personal details";

const FROM_THE_DIALOG: Record<ReportReason, SanctionReason | null> = {
  "Harassment or bullying": "Harassment or bullying",
  "Sexual or explicit content": "Sexual or explicit content",
  "Hate or discrimination": "Hate or discrimination",
  "Spam or scam": "Spam or scam",
  "Made me feel unsafe": null,
  "They seem to be too young for Kindred": UNDER_AGE_SANCTION_REASON,
  "They asked for my personal details": PERSONAL_DETAILS,
  "Something else": null,
};

/** Kindred's own reasons that the dialog has no word for (the others use the dialog's). */
const AUTOMATIC: Record<string, SanctionReason> = {
  ...Object.fromEntries(PERSONAL_DETAILS_REPORT_REASONS.map((reason) => [reason, PERSONAL_DETAILS])),
  [PARTNER_REPORT_REASON]: PERSONAL_DETAILS,
};

/** `aboutAge`: Kindred's under-age report, whatever reason it was filed with (before: "Something else"). */
export function suggestedReason(reason: string, aboutAge: boolean): SanctionReason | null {
  if (aboutAge) return UNDER_AGE_SANCTION_REASON;
  return FROM_THE_DIALOG[reason as ReportReason] ?? AUTOMATIC[reason] ?? null;
}
