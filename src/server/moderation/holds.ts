/**
 * Holds: no new chat (match or reconnect) until a moderator decides. Three kinds, told apart by
 * their reason, each lifted by its own rule (reviewHolds, after every decision about the person):
 * - reported by several people (HOLD_REASON): while `holdThreshold` different people's reports on
 *   them are open;
 * - said they are under age (under-age-reports.ts): while such a report on them is open, which
 *   only a decision about age answers;
 * - sent or asked for personal details in that chat (partner-reports.ts): while Kindred's report on
 *   them for it is open, which only a decision on that report answers.
 */
import { and, countDistinct, eq, gte, isNotNull, isNull, type SQL } from "drizzle-orm";
import { REPORTS_HOLD_REASON } from "../../shared/moderation-api.js";
import type { Db, Tx } from "../db/client.js";
import { reports, sanctions } from "../db/schema.js";
import { isPartnerHold, isPartnerReport } from "./partner-reports.js";
import { isUnderAgeHold, isUnderAgeReport } from "./under-age-reports.js";

export const HOLD_REASON = REPORTS_HOLD_REASON;
const isReportsHold = eq(sanctions.reason, HOLD_REASON);

/**
 * The holds that stand while a report of their own kind on the person is open. Such a report is
 * decided on itself, never by a decision on another report about the person, but for a ban for
 * being under age, which answers the under-age reports too.
 */
const HOLDS_ON_A_REPORT: { hold: SQL; report: SQL; answeredByAnAgeBan: boolean }[] = [
  { hold: isUnderAgeHold, report: isUnderAgeReport, answeredByAnAgeBan: true },
  { hold: isPartnerHold, report: isPartnerReport, answeredByAnAgeBan: false },
];

/** What a decision about the person leaves open: the reports decided on themselves. */
export const decidedOnThemselves = (ageBan: boolean): SQL[] =>
  HOLDS_ON_A_REPORT.filter((kind) => !(ageBan && kind.answeredByAnAgeBan)).map((kind) => kind.report);

const openHolds = (userId: string, which: SQL) =>
  and(eq(sanctions.userId, userId), eq(sanctions.kind, "hold"), isNull(sanctions.liftedAt), which);

/** Whether the person has an open hold with this reason (inside the transaction recording another). */
export async function heldFor(tx: Db | Tx, userId: string, reason: string): Promise<boolean> {
  const found = await tx
    .select({ id: sanctions.id })
    .from(sanctions)
    .where(openHolds(userId, eq(sanctions.reason, reason)))
    .limit(1);
  return found.length > 0;
}

/** How many different people's reports on the person are open (automatic reports have no reporter). */
export async function openReporters(db: Db, userId: string, since?: Date): Promise<number> {
  const [row] = await db
    .select({ people: countDistinct(reports.reporterId) })
    .from(reports)
    .where(
      and(
        eq(reports.reportedId, userId),
        eq(reports.status, "open"),
        isNotNull(reports.reporterId),
        since ? gte(reports.createdAt, since) : undefined,
      ),
    );
  return Number(row?.people ?? 0);
}

/** After a decision about the person: each hold whose reports are no longer open ends. */
export async function reviewHolds(db: Db, userId: string, holdThreshold: number, now: Date): Promise<void> {
  const lift = (which: SQL) => db.update(sanctions).set({ liftedAt: now }).where(openHolds(userId, which));
  if ((await openReporters(db, userId)) < holdThreshold) await lift(isReportsHold);
  for (const { hold, report } of HOLDS_ON_A_REPORT) {
    const [open] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.reportedId, userId), eq(reports.status, "open"), report))
      .limit(1);
    if (!open) await lift(hold);
  }
}
