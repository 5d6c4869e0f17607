/**
 * What a moderator reads about a crisis behind a report (the server's QueuedReport.reportedCrisis
 * and reporterUrged, server/moderation/crisis-context.ts), on the report's card and again in the
 * confirmation of a sanction: facts, never the words. It informs the decision and blocks nothing.
 */
import type { QueuedReport } from "@shared/moderation-api";

export const REPORTED_IN_CRISIS = "Their words opened crisis support in this chat";
export const REPORTER_URGED = "The reporter's message urging them to harm themselves was refused in this chat.";

/** The tier is named when it says more than that a crisis opened: the urgent line, or the high tier. */
function inCrisis({ tier, urgent }: NonNullable<QueuedReport["reportedCrisis"]>): string {
  if (urgent) return `${REPORTED_IN_CRISIS} (urgent: the line to call the emergency number now went out).`;
  if (tier === "high") return `${REPORTED_IN_CRISIS} (high tier).`;
  return `${REPORTED_IN_CRISIS}.`;
}

export function crisisNotes(report: Pick<QueuedReport, "reportedCrisis" | "reporterUrged">): string[] {
  return [
    ...(report.reportedCrisis ? [inCrisis(report.reportedCrisis)] : []),
    ...(report.reporterUrged ? [REPORTER_URGED] : []),
  ];
}
