/**
 * Kindred's own report on one person in one chat, by reason: the one lookup the automatic reports
 * share (held-attempts.ts and personal-detail-shares.ts on personal details, abuse-reports.ts on
 * refused abuse, partner-reports.ts when it takes the personal-details report over), so that they
 * agree on what "Kindred's report" is: no reporter (Kindred filed it), the person reported, the chat.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.js";
import { reports } from "../db/schema.js";

export interface KindredReport {
  id: string;
  reason: string;
  status: string;
}

/**
 * Which of several to take: the latest ("latest"), an open one before any decided one
 * ("open-first"), or only an open one ("open-only").
 */
export type KindredReportPick = "latest" | "open-first" | "open-only";

/** Kindred's report on `reportedId` in the chat with one of `reasons`, if any (see KindredReportPick). */
export async function kindredReportOn(
  db: Db | Tx,
  chatId: string,
  reportedId: string,
  reasons: readonly string[],
  pick: KindredReportPick = "latest",
): Promise<KindredReport | undefined> {
  const [report] = await db
    .select({ id: reports.id, reason: reports.reason, status: reports.status })
    .from(reports)
    .where(
      and(
        isNull(reports.reporterId),
        eq(reports.chatId, chatId),
        eq(reports.reportedId, reportedId),
        inArray(reports.reason, [...reasons]),
        pick === "open-only" ? eq(reports.status, "open") : undefined,
      ),
    )
    .orderBy(...(pick === "open-first" ? [sql`${reports.status} = 'open' desc`] : []), desc(reports.createdAt))
    .limit(1);
  return report;
}
