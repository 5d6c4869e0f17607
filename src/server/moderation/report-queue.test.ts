/**
 * The report queue, end to end through the server: short anonymous ids, the logged reading of a
 * reported conversation, a hold after reports from several people until a moderator decides, and the
 * actions refused to non-admins, out of bounds or on a report already decided. What each sanction does: sanctions.test.ts.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { REPORT_ALREADY_DECIDED } from "../../shared/moderation-api.js";
import { reports, sanctions } from "../db/schema.js";
import { joinWaiting, matchTwo, say, waitIn } from "../testing/chats.js";
import { moderationSuite } from "../testing/moderation.js";
import { databaseKinds, getJson, sendJson, signUp } from "../testing/server.js";

type Seen = { sender: string; content: string };

describe.each(databaseKinds)("the report queue on the %s database", (kind) => {
  const { server, report, queue, act, asAdmin, auditLog, standing, match, reported } = moderationSuite(kind);

  it("queues reports with short anonymous ids, never e-mails, and automatic ones without a reporter", async () => {
    const { reporter, offender, reportId, chatId } = await reported();
    await server.database.db
      .insert(reports)
      .values({ chatId, reporterId: null, reportedId: offender.userId, reason: "Personal details shared" });
    const open = await queue();
    const mine = open.reports.find((r) => r.id === reportId)!;
    expect(mine).toMatchObject({ status: "open", reason: "Harassment or bullying", note: "they were cruel" });
    expect(mine.reporter).toMatch(/^[0-9a-f]{8}$/);
    expect(mine.reported).toMatch(/^[0-9a-f]{8}$/);
    expect(mine.reporter).not.toBe(mine.reported);
    const automatic = open.reports.find((r) => r.chatId === chatId && r.id !== reportId)!;
    expect(automatic.reporter).toBeNull();
    expect(automatic.reported).toBe(mine.reported);
    const text = JSON.stringify(open);
    for (const secret of [reporter.email, offender.email, reporter.userId, offender.userId]) {
      expect(text).not.toContain(secret);
    }
  });

  it("shows the reported conversation to admins only, and logs each reading", async () => {
    const { reportId, offender } = await reported();
    const path = `/api/admin/reports/${reportId}/conversation`;
    expect((await getJson(server, path, offender.cookie)).statusCode).toBe(403);
    const read = await asAdmin(path);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { content: string }) => m.content)).toContain("something unkind");
    const log = await auditLog();
    expect(log.entries[0]).toMatchObject({ action: "read_conversation", reason: "Harassment or bullying" });
  });

  it("never shows moderators what the waiting person and the persona said before the match", async () => {
    const [waiter, joiner] = [await signUp(server), await signUp(server)];
    const waiting = await waitIn(server, waiter, "late-night");
    await say(server, waiter, waiting.id, "only the companion hears this");
    // The persona greets and answers the waiting person: its last words are the chat's matchedSeq.
    const seen = async () =>
      (await getJson(server, `/api/chats/${waiting.id}/messages`, waiter.cookie)).json().messages as Seen[];
    await expect.poll(async () => (await seen()).at(-1)?.sender, { timeout: 5000 }).toMatch(/^ai:/);
    const beforeMatch = (await seen()).map((m) => m.content);
    await joinWaiting(server, joiner, "late-night", waiting.id);
    await say(server, joiner, waiting.id, "something unkind");
    expect((await report(waiter, waiting.id)).statusCode).toBe(201);
    const [row] = await server.database.db.select().from(reports).where(eq(reports.chatId, waiting.id));

    const read = (await asAdmin(`/api/admin/reports/${row!.id}/conversation`)).json().messages as Seen[];
    expect(read.map((m) => m.content)).toEqual(["something unkind"]);
    for (const said of beforeMatch) expect(read.map((m) => m.content)).not.toContain(said);
  });

  it("holds a person reported by three different people in 24 hours, until a moderator decides", async () => {
    const offender = await signUp(server);
    const reportIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await standing(offender)).state).toBe("clear");
      const reporter = await signUp(server);
      const chat = await matchTwo(server, reporter, offender, "existential");
      await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, reporter.cookie);
      // The same person reporting twice counts once, and is one report.
      await report(reporter, chat.id);
      if (i === 0) await report(reporter, chat.id, "and again");
      reportIds.push(...(await queue()).reports.filter((r) => r.chatId === chat.id).map((r) => r.id));
    }
    expect(await standing(offender)).toEqual({ state: "held", reason: "Reported by several people", endsAt: null });
    expect((await match(offender)).statusCode).toBe(403);
    const audit = await auditLog();
    const anonymous = (await queue()).reports.find((r) => r.id === reportIds[0])!.reported;
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: "hold", moderator: "Kindred", subject: anonymous }),
    );

    expect(reportIds).toHaveLength(3);
    // One report dismissed: two people report them, fewer than the hold needs.
    expect((await act(reportIds[0]!, { action: "dismiss" })).statusCode).toBe(204);
    expect((await standing(offender)).state).toBe("clear");
    expect((await match(offender)).statusCode).toBe(200);
  });

  it("refuses actions from non-admins and bad actions with a sentence", async () => {
    const { reporter, reportId } = await reported();
    expect((await act(reportId, { action: "ban", reason: "Spam or scam" }, reporter.cookie)).statusCode).toBe(403);
    const tooLong = await act(reportId, { action: "suspend", reason: "Spam or scam", days: 1000 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/at most 365 days/);
    for (const days of [true, null, "", "7", []]) {
      const notANumber = await act(reportId, { action: "suspend", reason: "Spam or scam", days });
      expect([days, notANumber.statusCode, notANumber.json().error]).toEqual([days, 400, "Give the number of days."]);
    }
    const noReason = await act(reportId, { action: "warn" });
    expect(noReason.statusCode).toBe(400);
    expect((await act(crypto.randomUUID(), { action: "dismiss" })).statusCode).toBe(404);
    expect((await act(reportId, { action: "dismiss" })).statusCode).toBe(204);
    expect((await act(reportId, { action: "dismiss" })).statusCode).toBe(409);
  });

  it("refuses a second decision on a decided report, whichever came first, and two at once decide once", async () => {
    const { offender, reportId } = await reported();
    expect((await act(reportId, { action: "warn", reason: "Spam or scam" })).statusCode).toBe(204);
    for (const action of [
      { action: "ban", reason: "Spam or scam" },
      { action: "suspend", reason: "Spam or scam", days: 3 },
      { action: "warn", reason: "Spam or scam" },
      { action: "dismiss" },
    ]) {
      const again = await act(reportId, action);
      expect([action.action, again.statusCode, again.json().error]).toEqual([
        action.action,
        409,
        REPORT_ALREADY_DECIDED,
      ]);
    }
    expect((await standing(offender)).state).toBe("warned");

    const dismissed = await reported();
    expect((await act(dismissed.reportId, { action: "dismiss" })).statusCode).toBe(204);
    expect((await act(dismissed.reportId, { action: "ban", reason: "Spam or scam" })).statusCode).toBe(409);
    expect((await standing(dismissed.offender)).state).toBe("clear");

    // Two moderators at once, a warning and a ban: one decision, one sanction, one audit entry.
    const raced = await reported();
    const answers = await Promise.all([
      act(raced.reportId, { action: "warn", reason: "Spam or scam" }),
      act(raced.reportId, { action: "ban", reason: "Spam or scam" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const given = await server.database.db.select().from(sanctions).where(eq(sanctions.userId, raced.offender.userId));
    expect(given).toHaveLength(1);
    const person = (await queue("actioned")).reports.find((r) => r.id === raced.reportId)!.reported;
    const decisions = (await auditLog()).entries.filter(
      (e) => e.subject === person && e.action !== "read_conversation",
    );
    expect(decisions.map((e) => e.action)).toHaveLength(1);
  });
});
