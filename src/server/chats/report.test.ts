/**
 * Reporting from the chat's menu: a person reports the other without blocking them, the chat goes
 * on, and the moderators see the report. Only a person with a seat in the chat may report it.
 */
import { ReportQueue } from "../../shared/moderation-api.js";
import { beforeAll, describe, expect, it } from "vitest";
import { ChatView } from "../../shared/api.js";
import { matchTwo, say, waitIn } from "../testing/chats.js";
import { databaseKinds, getJson, sendJson, signUp, signUpAdmin, serverForSuite } from "../testing/server.js";
import { NOT_A_PARTICIPANT } from "./access.js";
import { mergeReportNotes, NOTE_MAX, NOTE_SEPARATOR } from "./report-note.js";

const ADMIN = "moderator@kindred.test";
const report = { reason: "Harassment or bullying", note: "kept insulting me" };
const REPORTS_PER_HOUR = 3;

describe.each(databaseKinds)("reporting without blocking, on the %s database", (kind) => {
  let adminCookie: string;
  const server = serverForSuite({
    kind,
    config: { adminEmails: new Set([ADMIN]) },
    limits: { reportsPerUser: { points: REPORTS_PER_HOUR, duration: 60 * 60 } },
  });
  const queue = async () =>
    ReportQueue.parse((await getJson(server, "/api/admin/reports", adminCookie)).json()).reports;
  beforeAll(async () => {
    adminCookie = (await signUpAdmin(server, ADMIN)).cookie;
  });

  it("files the report and leaves the chat open for both people", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, a, b);
    const filed = await sendJson(server, "POST", `/api/chats/${chat.id}/report`, report, b.cookie);
    expect(filed.statusCode).toBe(201);

    const after = ChatView.parse((await getJson(server, `/api/chats/${chat.id}`, a.cookie)).json().chat);
    expect(after).toMatchObject({ status: "active", matchStatus: "matched" });
    // Both still write to each other: nobody was blocked.
    await say(server, a, chat.id, "are you still there?");
    await say(server, b, chat.id, "yes");

    const reports = ReportQueue.parse((await getJson(server, "/api/admin/reports", adminCookie)).json());
    expect(reports.reports).toContainEqual(expect.objectContaining({ chatId: chat.id, ...report }));
  });

  it("refuses a report from someone who has no seat in the chat", async () => {
    const [a, b, stranger] = [await signUp(server), await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, a, b);
    const refused = await sendJson(server, "POST", `/api/chats/${chat.id}/report`, report, stranger.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(NOT_A_PARTICIPANT);
    const reports = ReportQueue.parse((await getJson(server, "/api/admin/reports", adminCookie)).json());
    expect(reports.reports.filter((r) => r.chatId === chat.id)).toEqual([]);
  });

  it("refuses a report while nobody sits opposite, and one without a reason", async () => {
    const a = await signUp(server);
    const waiting = await waitIn(server, a, "calm");
    const alone = await sendJson(server, "POST", `/api/chats/${waiting.id}/report`, report, a.cookie);
    expect(alone.statusCode).toBe(409);
    const [c, d] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, c, d);
    const noReason = await sendJson(server, "POST", `/api/chats/${chat.id}/report`, { note: "hm" }, d.cookie);
    expect(noReason.statusCode).toBe(400);
  });

  it("keeps one open report per person and chat: reporting again updates it, and a decision opens the next", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, a, b);
    const again = { reason: "Sexual or explicit content", note: "and then worse" };
    for (const body of [report, again]) {
      expect((await sendJson(server, "POST", `/api/chats/${chat.id}/report`, body, b.cookie)).statusCode).toBe(201);
    }
    const open = (await queue()).filter((r) => r.chatId === chat.id);
    expect(open).toEqual([
      expect.objectContaining({ reason: again.reason, note: report.note + NOTE_SEPARATOR + again.note }),
    ]);

    const dismissed = await sendJson(
      server,
      "POST",
      `/api/admin/reports/${open[0]!.id}/action`,
      { action: "dismiss" },
      adminCookie,
    );
    expect(dismissed.statusCode).toBe(204);
    expect((await sendJson(server, "POST", `/api/chats/${chat.id}/report`, report, b.cookie)).statusCode).toBe(201);
    expect((await queue()).filter((r) => r.chatId === chat.id)).toEqual([expect.objectContaining(report)]);
  });

  it("keeps what the reporter wrote when they report the same chat again", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, a, b);
    const file = async (body: object) =>
      expect((await sendJson(server, "POST", `/api/chats/${chat.id}/report`, body, b.cookie)).statusCode).toBe(201);
    const noteOf = async () => (await queue()).filter((r) => r.chatId === chat.id).map((r) => [r.reason, r.note]);
    await file(report);
    // Again without a note, or with an empty one: the earlier note stays, the new reason stands.
    await file({ reason: "Spam or scam" });
    expect(await noteOf()).toEqual([["Spam or scam", report.note]]);
    await file({ reason: "Spam or scam", note: "   " });
    expect(await noteOf()).toEqual([["Spam or scam", report.note]]);
    // The same note again is not repeated (three reports an hour: the rule itself).
    expect(mergeReportNotes(report.note, report.note)).toBe(report.note);
    expect(mergeReportNotes(`a${NOTE_SEPARATOR}b`, "b")).toBe(`a${NOTE_SEPARATOR}b`);
  });

  it("keeps both notes within a note's length, shortening the earlier one and never the newest", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, a, b);
    const first = "e".repeat(NOTE_MAX - 2) + "😀";
    const latest = "n".repeat(600);
    for (const note of [first, latest]) {
      const filed = await sendJson(server, "POST", `/api/chats/${chat.id}/report`, { ...report, note }, a.cookie);
      expect(filed.statusCode).toBe(201);
    }
    const [kept] = (await queue()).filter((r) => r.chatId === chat.id);
    expect(kept!.note!.length).toBeLessThanOrEqual(NOTE_MAX);
    expect(kept!.note).toMatch(/^e+…/);
    expect(kept!.note!.endsWith(NOTE_SEPARATOR + latest)).toBe(true);
    expect(mergeReportNotes("a", "b".repeat(NOTE_MAX))).toBe("b".repeat(NOTE_MAX));
    // A character is never cut in half.
    const emoji = mergeReportNotes("😀".repeat(400), "b".repeat(NOTE_MAX - NOTE_SEPARATOR.length - 4));
    expect(emoji).toBe("😀…" + NOTE_SEPARATOR + "b".repeat(NOTE_MAX - NOTE_SEPARATOR.length - 4));
  });

  it("limits the reports one person files in an hour, with a sentence saying how long to wait", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, a, b);
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      expect((await sendJson(server, "POST", `/api/chats/${chat.id}/report`, report, a.cookie)).statusCode).toBe(201);
    }
    const refused = await sendJson(server, "POST", `/api/chats/${chat.id}/report`, report, a.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe("Too many reports. Please wait 60 minutes and try again.");
    // The other person's reports are their own.
    expect((await sendJson(server, "POST", `/api/chats/${chat.id}/report`, report, b.cookie)).statusCode).toBe(201);
  });
});
