/**
 * The moderators' report queue, a page at a time (routes.ts, admins only): each report with its
 * reason, note (decrypted here) and anonymous ids, the reported person's standing now, the reason
 * category it points to, the other reports on the same chat (both sides of it), and whether a crisis
 * stood behind it (crisis-context.ts: the reported person's crisis there, the reporter's urging).
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { encodeKeysetCursor, type KeysetCursor } from "../../shared/keyset-cursor.js";
import type { ReportQueue, ReportStatus, SameChatReport } from "../../shared/moderation-api.js";
import { anyOf } from "../db/any-of.js";
import type { Db, Tx } from "../db/client.js";
import { afterCursor, exactTime } from "../db/keyset.js";
import { reports } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import { crisisContextOf } from "./crisis-context.js";
import { suggestedReason } from "./report-reasons.js";
import { standingsOf } from "./standing.js";
import { isUnderAgeRow } from "./under-age-reports.js";

export interface ReportQueueQuery {
  status: ReportStatus;
  cursor?: KeysetCursor | undefined;
  limit: number;
}

/**
 * One page of the queue, by keyset (the last report's creation time and id, never an offset):
 * open reports oldest first, so the longest-waiting are met first; decided ones newest first. A
 * page read after reports before it were decided still starts right after the cursor's report.
 */
export async function readReportQueue(
  db: Db,
  cipher: ContentCipher,
  anonymousId: (userId: string) => string,
  now: Date,
  query: ReportQueueQuery,
): Promise<ReportQueue> {
  const { status, cursor, limit } = query;
  const oldestFirst = status === "open";
  const after = afterCursor(reports.createdAt, reports.id, cursor, oldestFirst ? "oldest first" : "newest first");
  const rows = await db
    .select({ report: reports, exactAt: exactTime(reports.createdAt) })
    .from(reports)
    .where(and(eq(reports.status, status), after))
    .orderBy(...(oldestFirst ? [asc(reports.createdAt), asc(reports.id)] : [desc(reports.createdAt), desc(reports.id)]))
    .limit(limit + 1);
  const [counted] = await db.select({ total: count() }).from(reports).where(eq(reports.status, status));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const standings = await standingsOf(
    db,
    [...new Set(page.flatMap(({ report: r }) => (r.reportedId ? [r.reportedId] : [])))],
    now,
  );
  const crisis = await crisisContextOf(
    db,
    cipher,
    page.map(({ report }) => report),
  );
  const sameChat = await reportsOnTheirChats(
    db,
    anonymousId,
    page.map(({ report }) => report),
  );
  return {
    reports: page.map(({ report: r }) => {
      const note = r.note === null ? null : cipher.decrypt(r.note);
      const aboutAge = isUnderAgeRow(r);
      return {
        id: r.id,
        status: r.status,
        reason: r.reason,
        note,
        reporter: r.reporterId ? anonymousId(r.reporterId) : null,
        reported: r.reportedId ? anonymousId(r.reportedId) : null,
        reportedStanding: r.reportedId ? (standings.get(r.reportedId)?.state ?? "clear") : null,
        chatId: r.chatId,
        createdAt: r.createdAt.toISOString(),
        aboutAge,
        suggestedReason: suggestedReason(r.reason, aboutAge),
        sameChat: (r.chatId ? (sameChat.get(r.chatId) ?? []) : []).filter((other) => other.id !== r.id),
        reportedCrisis: crisis.get(r.id)?.reportedCrisis ?? null,
        reporterUrged: crisis.get(r.id)?.reporterUrged ?? false,
      };
    }),
    nextCursor:
      rows.length > limit && last ? encodeKeysetCursor({ list: status, at: last.exactAt, id: last.report.id }) : null,
    total: Number(counted?.total ?? 0),
  };
}

/** Every report on the page's chats, by chat, in one read (index reports_chat_idx). */
async function reportsOnTheirChats(
  db: Db,
  anonymousId: (userId: string) => string,
  page: { chatId: string | null }[],
): Promise<Map<string, SameChatReport[]>> {
  const chatIds = [...new Set(page.flatMap((r) => (r.chatId ? [r.chatId] : [])))];
  const byChat = new Map<string, SameChatReport[]>();
  if (chatIds.length === 0) return byChat;
  const rows = await db
    .select()
    .from(reports)
    .where(anyOf(reports.chatId, chatIds))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  for (const r of rows) {
    const listed = byChat.get(r.chatId!) ?? [];
    listed.push({
      id: r.id,
      status: r.status,
      reason: r.reason,
      reporter: r.reporterId ? anonymousId(r.reporterId) : null,
      reported: r.reportedId ? anonymousId(r.reportedId) : null,
    });
    byChat.set(r.chatId!, listed);
  }
  return byChat;
}

/**
 * Decides the report if it is still open, in one statement: false when it was decided already, so
 * that a report gets one decision even when two moderators act on it at once.
 */
export async function claimReport(tx: Db | Tx, reportId: string, status: "actioned" | "dismissed", at: Date) {
  const claimed = await tx
    .update(reports)
    .set({ status, decidedAt: at })
    .where(and(eq(reports.id, reportId), eq(reports.status, "open")))
    .returning({ id: reports.id });
  return claimed.length > 0;
}
