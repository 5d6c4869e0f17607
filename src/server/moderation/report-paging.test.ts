/**
 * Paging through the report queue by keyset: every report once, in order, even when many share a
 * millisecond or a moment, and when reports before the cursor are decided between two pages; open
 * reports oldest first, decided ones newest first; and a bad cursor or page size refused with a sentence.
 */
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BAD_REPORT_CURSOR,
  REPORT_CURSOR_OF_ANOTHER_STATUS,
  ReportQueue,
  type ReportStatus,
} from "../../shared/moderation-api.js";
import { encodeKeysetCursor } from "../../shared/keyset-cursor.js";
import { reports } from "../db/schema.js";
import { moderationSuite } from "../testing/moderation.js";
import { databaseKinds, getJson, signUp } from "../testing/server.js";

const START = "2024-03-01T09:00:00Z";

describe.each(databaseKinds)("paging through the report queue on the %s database", (kind) => {
  const { server, asAdmin } = moderationSuite(kind);

  /**
   * `count` reports of a status, created `step` microseconds apart in threes (three reports share
   * each moment, four moments share each millisecond): their ids in the order the queue owes them.
   */
  async function fileReports(status: ReportStatus, count: number, firstMicros: number, reason: string) {
    const moments = Array.from({ length: count }, (_, i) => firstMicros + Math.floor(i / 3) * 250);
    const rows = await server.database.db
      .insert(reports)
      .values(
        moments.map((micros) => ({
          reason,
          status,
          decidedAt: status === "open" ? null : new Date(),
          createdAt: sql`timestamptz ${sql.raw(`'${START}'`)} + ${micros}::int * interval '1 microsecond'`,
        })),
      )
      .returning({ id: reports.id });
    const filed = rows.map((row, i) => ({ id: row.id, micros: moments[i]! }));
    filed.sort((a, b) => a.micros - b.micros || (a.id < b.id ? -1 : 1));
    return filed.map((report) => report.id);
  }

  async function page(status: ReportStatus, limit?: number, cursor?: string | null) {
    const query = new URLSearchParams({ status });
    if (limit !== undefined) query.set("limit", String(limit));
    if (cursor) query.set("cursor", cursor);
    const response = await asAdmin(`/api/admin/reports?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ReportQueue.parse(response.json());
  }

  /** Every page of a status from the first, and the reports in the order they came. */
  async function everyPage(status: ReportStatus, limit?: number) {
    const pages = [await page(status, limit)];
    while (pages.at(-1)!.nextCursor) pages.push(await page(status, limit, pages.at(-1)!.nextCursor));
    return { pages, ids: pages.flatMap((p) => p.reports.map((r) => r.id)) };
  }

  it("pages through 120 open reports, 50 at a time, oldest first, without gaps or repeats", async () => {
    const expected = await fileReports("open", 120, 0, "Spam or scam");

    const { pages, ids } = await everyPage("open");
    expect(pages.map((p) => p.reports.length)).toEqual([50, 50, 20]);
    expect(pages.map((p) => p.total)).toEqual([120, 120, 120]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(ids).toEqual(expected);
    const times = pages.flatMap((p) => p.reports.map((r) => r.createdAt));
    expect(times).toEqual([...times].sort());
    // Every field the queue showed before paging is still there, for each report.
    expect(pages[0]!.reports[0]).toEqual({
      id: expected[0],
      status: "open",
      reason: "Spam or scam",
      note: null,
      reporter: null,
      reported: null,
      reportedStanding: null,
      chatId: null,
      createdAt: new Date(START).toISOString(),
      aboutAge: false,
      suggestedReason: "Spam or scam",
      sameChat: [],
      reportedCrisis: null,
      reporterUrged: false,
    });

    // A page size of its own, up to 200.
    const whole = await page("open", 200);
    expect(whole.reports.map((r) => r.id)).toEqual(expected);
    expect(whole.nextCursor).toBeNull();
  });

  it("continues right after the last report shown when reports before it are decided between pages", async () => {
    const { ids: before } = await everyPage("open");
    const first = await page("open", 50);
    // A moderator decides ten reports of the first page: an offset would now skip ten reports.
    await server.database.db
      .update(reports)
      .set({ status: "dismissed", decidedAt: new Date() })
      .where(inArray(reports.id, before.slice(10, 20)));
    const second = await page("open", 50, first.nextCursor);
    expect(second.reports.map((r) => r.id)).toEqual(before.slice(50, 100));
    expect(second.total).toBe(before.length - 10);
    await server.database.db
      .update(reports)
      .set({ status: "open", decidedAt: null })
      .where(inArray(reports.id, before.slice(10, 20)));
  });

  it("shows decided reports newest first, each status on its own", async () => {
    const dismissed = await fileReports("dismissed", 30, 10_000_000, "Hate or discrimination");
    const actioned = await fileReports("actioned", 7, 20_000_000, "Harassment or bullying");

    const { pages, ids } = await everyPage("dismissed", 12);
    expect(pages.map((p) => p.reports.length)).toEqual([12, 12, 6]);
    expect(pages.map((p) => p.total)).toEqual([30, 30, 30]);
    expect(ids).toEqual([...dismissed].reverse());
    expect(new Set(pages.flatMap((p) => p.reports.map((r) => r.status)))).toEqual(new Set(["dismissed"]));

    const acted = await page("actioned", 5);
    expect(acted.reports.map((r) => r.id)).toEqual([...actioned].reverse().slice(0, 5));
    expect(acted.total).toBe(7);
    const rest = await page("actioned", 5, acted.nextCursor);
    expect(rest.reports.map((r) => r.id)).toEqual([...actioned].reverse().slice(5));
    expect(rest.nextCursor).toBeNull();
  });

  it("refuses a bad cursor or page size with a sentence, never a server error", async () => {
    const id = crypto.randomUUID();
    const opened = (await page("open", 1)).nextCursor!;
    const refusals: [string, string][] = [
      ["cursor=not-a-cursor", BAD_REPORT_CURSOR],
      ["cursor=", BAD_REPORT_CURSOR],
      ["cursor=%F0%9F%92%A5", BAD_REPORT_CURSOR],
      [`cursor=${btoa("open|yesterday|" + id)}`, BAD_REPORT_CURSOR],
      [`cursor=${encodeKeysetCursor({ list: "open", at: "2025-02-30T10:00:00.000000Z", id })}`, BAD_REPORT_CURSOR],
      [
        `cursor=${encodeKeysetCursor({ list: "open", at: "2025-03-01T10:00:00.000000Z", id: "42" })}`,
        BAD_REPORT_CURSOR,
      ],
      [`cursor=${opened}x`, BAD_REPORT_CURSOR],
      [`status=dismissed&cursor=${opened}`, REPORT_CURSOR_OF_ANOTHER_STATUS],
      ["limit=0", "Ask for 1 to 200 reports a page."],
      ["limit=201", "Ask for 1 to 200 reports a page."],
      ["limit=ten", "Ask for 1 to 200 reports a page."],
      ["limit=-5", "Ask for 1 to 200 reports a page."],
    ];
    for (const [query, sentence] of refusals) {
      const response = await asAdmin(`/api/admin/reports?${query}`);
      expect([query, response.statusCode, response.json().error]).toEqual([query, 400, sentence]);
    }
    // A well-made cursor for a report that is gone still pages on from where it was.
    const gone = encodeKeysetCursor({ list: "open", at: "2024-03-01T09:00:00.000250Z", id });
    expect((await asAdmin(`/api/admin/reports?cursor=${gone}`)).statusCode).toBe(200);

    const someone = await signUp(server);
    expect((await getJson(server, `/api/admin/reports?cursor=${opened}`, someone.cookie)).statusCode).toBe(403);
  });
});
