/**
 * Moderators who can act, end to end through the server: the report queue with anonymous ids, the
 * logged reading of a reported conversation, warn / suspend / ban / dismiss and what each does at
 * once (chats end, sockets close) and from then on, a hold after several reports, a suspension that
 * ends on its date (moved clock), and the audit log kept after the person deletes their account.
 */
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditLog, ReportQueue, Standing } from "../../shared/moderation-api.js";
import { MATCH_LOCK } from "../chats/matching.js";
import { CLOSED_FOR_SAFETY } from "../chats/views.js";
import { chats, moderationAudit, reports, sanctions } from "../db/schema.js";
import { ADMIN_EMAIL } from "../security/cast.js";
import { matchTwo, say, waitIn } from "../testing/chats.js";
import { lockAwaited } from "../testing/locks.js";
import { databaseKinds, getJson, PASSWORD, sendJson, signUp, signUpAdmin, serverForSuite } from "../testing/server.js";
import { connectAs, disconnection, nextEventWhere, request, socketPeople } from "../testing/sockets.js";

const DAY_MS = 86_400_000;

describe.each(databaseKinds)("moderation on the %s database", (kind) => {
  let url: string;
  let admin: { cookie: string };
  let now = new Date();
  const people = socketPeople();
  const server = serverForSuite({
    kind,
    config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0, reportHoldThreshold: 3 },
    clock: () => now,
  });
  beforeAll(async () => {
    url = await people.start(server);
    admin = await signUpAdmin(server, ADMIN_EMAIL);
  });
  afterAll(() => people.closeAll());

  const report = async (who: { cookie: string }, chatId: string, note = "they were cruel") =>
    sendJson(server, "POST", `/api/chats/${chatId}/report`, { reason: "Harassment or bullying", note }, who.cookie);
  const queue = async (status = "open") =>
    ReportQueue.parse((await getJson(server, `/api/admin/reports?status=${status}`, admin.cookie)).json());
  const act = (reportId: string, body: unknown, cookie = admin.cookie) =>
    sendJson(server, "POST", `/api/admin/reports/${reportId}/action`, body, cookie);
  const standing = async (who: { cookie: string }) =>
    Standing.parse((await getJson(server, "/api/me/standing", who.cookie)).json());
  const match = (who: { cookie: string }) =>
    sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, who.cookie);

  /** A chat between a reporter and the person they report, and the report's id in the queue. */
  async function reported() {
    const reporter = await people.add();
    const offender = await people.add();
    const chat = await matchTwo(server, reporter, offender);
    await say(server, offender, chat.id, "something unkind");
    expect((await report(reporter, chat.id)).statusCode).toBe(201);
    const [row] = await server.database.db.select().from(reports).where(eq(reports.chatId, chat.id));
    return { reporter, offender, chatId: chat.id, reportId: row!.id };
  }

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
    const read = await getJson(server, path, admin.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { content: string }) => m.content)).toContain("something unkind");
    const log = AuditLog.parse((await getJson(server, "/api/admin/audit", admin.cookie)).json());
    expect(log.entries[0]).toMatchObject({ action: "read_conversation", reason: "Harassment or bullying" });
  });

  it("a warning must be acknowledged before the next chat, and nothing else is refused", async () => {
    const { offender, reportId, chatId } = await reported();
    expect((await act(reportId, { action: "warn", reason: "Harassment or bullying" })).statusCode).toBe(204);
    expect(await standing(offender)).toEqual({ state: "warned", reason: "Harassment or bullying", endsAt: null });
    const refused = await match(offender);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/warned you \(Harassment or bullying\).*acknowledge/);
    expect((await getJson(server, `/api/chats/${chatId}`, offender.cookie)).statusCode).toBe(200);
    const acknowledged = await sendJson(server, "POST", "/api/me/standing/acknowledge", {}, offender.cookie);
    expect(acknowledged.json()).toEqual({ state: "clear", reason: null, endsAt: null });
    expect((await match(offender)).statusCode).toBe(200);
    expect((await queue("actioned")).reports.map((r) => r.id)).toContain(reportId);
  });

  it("a suspension ends open chats for both at once, shuts the person out everywhere, and ends on its date", async () => {
    const { reporter, offender, reportId, chatId } = await reported();
    await request(reporter.socket, "chat:join", { chatId });
    await request(offender.socket, "chat:join", { chatId });
    const partnerHears = nextEventWhere(reporter.socket, "chat:updated", (c) => c.id === chatId);
    const offenderHears = nextEventWhere(offender.socket, "chat:updated", (c) => c.id === chatId);
    const closed = disconnection(offender.socket);
    expect((await act(reportId, { action: "suspend", reason: "Harassment or bullying", days: 7 })).statusCode).toBe(
      204,
    );
    expect(await partnerHears).toMatchObject({ status: "completed", endedBy: "closed" });
    expect(await offenderHears).toMatchObject({ status: "completed", endedBy: "closed" });
    expect(await closed).toBe("io server disconnect");

    const endsAt = new Date(now.getTime() + 7 * DAY_MS).toISOString();
    expect(await standing(offender)).toEqual({ state: "suspended", reason: "Harassment or bullying", endsAt });
    const refused = await match(offender);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain(`suspended until ${endsAt.slice(0, 10)} (Harassment or bullying)`);
    for (const [method, path] of [
      ["GET", `/api/chats/${chatId}`],
      ["POST", `/api/chats/${chatId}/messages`],
      ["POST", `/api/chats/${chatId}/reconnect`],
      ["GET", "/api/reconnects"],
    ] as const) {
      const answer =
        method === "GET"
          ? await getJson(server, path, offender.cookie)
          : await sendJson(server, method, path, { clientId: crypto.randomUUID(), content: "hi" }, offender.cookie);
      expect([path, answer.statusCode]).toEqual([path, 403]);
    }
    await expect(connectAs(url, offender.cookie)).rejects.toThrow(/suspended until/);
    // Their own data stays theirs.
    expect((await getJson(server, "/api/me/export", offender.cookie)).statusCode).toBe(200);
    // The partner is not held back by someone else's sanction.
    expect((await match(reporter)).statusCode).toBe(200);

    const before = now;
    now = new Date(before.getTime() + 7 * DAY_MS - 1_000);
    expect((await match(offender)).statusCode).toBe(403);
    now = new Date(before.getTime() + 7 * DAY_MS);
    expect(await standing(offender)).toEqual({ state: "clear", reason: null, endsAt: null });
    expect((await match(offender)).statusCode).toBe(200);
    now = before;
  });

  it("a ban refuses sockets' events already open, and the audit log outlives the account", async () => {
    const { offender, reportId, chatId } = await reported();
    const second = await connectAs(url, offender.cookie);
    expect((await act(reportId, { action: "ban", reason: "Spam or scam" })).statusCode).toBe(204);
    await expect(connectAs(url, offender.cookie)).rejects.toThrow(/banned \(Spam or scam\)/);
    expect(second.connected).toBe(false);
    const sent = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId: crypto.randomUUID(), content: "still here" },
      offender.cookie,
    );
    expect(sent.json()).toEqual({
      error: "Your account has been banned (Spam or scam). You can still download or delete your data.",
    });
    expect((await getJson(server, "/api/me/export", offender.cookie)).statusCode).toBe(200);

    const anonymous = (await queue("actioned")).reports.find((r) => r.id === reportId)!.reported;
    const deleted = await sendJson(server, "DELETE", "/api/me", { password: PASSWORD }, offender.cookie);
    expect(deleted.statusCode).toBe(204);
    const kept = await server.database.db.select().from(moderationAudit).where(eq(moderationAudit.reportId, reportId));
    expect(kept.map((row) => [row.action, row.subjectId, row.subjectAnonId])).toContainEqual(["ban", null, anonymous]);
    expect(await server.database.db.select().from(sanctions).where(eq(sanctions.userId, offender.userId))).toEqual([]);
    const log = AuditLog.parse((await getJson(server, "/api/admin/audit", admin.cookie)).json());
    expect(log.entries).toContainEqual(
      expect.objectContaining({ action: "ban", subject: anonymous, reason: "Spam or scam" }),
    );
    expect(JSON.stringify(log)).not.toContain(offender.email);
  });

  it("holds a person reported by three different people in 24 hours, until a moderator decides", async () => {
    const offender = await signUp(server);
    const reportIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await standing(offender)).state).toBe("clear");
      const reporter = await signUp(server);
      const chat = await matchTwo(server, reporter, offender, "existential");
      await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, reporter.cookie);
      // The same person reporting twice counts once.
      await report(reporter, chat.id);
      if (i === 0) await report(reporter, chat.id);
      reportIds.push(...(await queue()).reports.filter((r) => r.chatId === chat.id).map((r) => r.id));
    }
    expect(await standing(offender)).toEqual({ state: "held", reason: "Reported by several people", endsAt: null });
    expect((await match(offender)).statusCode).toBe(403);
    const audit = AuditLog.parse((await getJson(server, "/api/admin/audit", admin.cookie)).json());
    const anonymous = (await queue()).reports.find((r) => r.id === reportIds[0])!.reported;
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: "hold", moderator: "Kindred", subject: anonymous }),
    );

    // The first reporter's second report still stands: three people still report them.
    expect((await act(reportIds[0]!, { action: "dismiss" })).statusCode).toBe(204);
    expect((await standing(offender)).state).toBe("held");
    expect((await act(reportIds[1]!, { action: "dismiss" })).statusCode).toBe(204);
    expect((await standing(offender)).state).toBe("clear");
    expect((await match(offender)).statusCode).toBe(200);
  });

  it.runIf(kind === "postgres")(
    "a sanction waits for the matches being decided, then ends the chat they made",
    async () => {
      const { offender, reportId } = await reported();
      // A room nobody else in this file waits in: the offender's chat must be their own, waiting.
      const waiting = await waitIn(server, offender, "unsent-letters");
      expect(waiting.matchStatus).toBe("waiting");
      const partner = await people.add();
      const matcher = new pg.Client({ connectionString: server.config.databaseUrl });
      await matcher.connect();
      try {
        // A batch of matches being decided (on another instance): it holds the lock and seats a
        // partner in the offender's waiting chat, not yet committed.
        await matcher.query("begin");
        await matcher.query("select pg_advisory_xact_lock($1)", [MATCH_LOCK]);
        await matcher.query(
          "update chats set participant2_id = $1, participant2_role = 'both', match_status = 'matched', matched_at = now() where id = $2",
          [partner.userId, waiting.id],
        );
        let settled = false;
        const banning = act(reportId, { action: "ban", reason: "Spam or scam" });
        banning.then(
          () => (settled = true),
          () => (settled = true),
        );
        let blockedOn: string | undefined;
        while (!settled && !blockedOn) blockedOn = await lockAwaited(matcher);
        expect(blockedOn).toBe("advisory");
        expect(await server.database.db.select().from(sanctions).where(eq(sanctions.userId, offender.userId))).toEqual(
          [],
        );
        await matcher.query("commit");
        expect((await banning).statusCode).toBe(204);
        const [chat] = await server.database.db.select().from(chats).where(eq(chats.id, waiting.id));
        expect(chat).toMatchObject({ status: "completed", participant2Id: partner.userId, endedBy: CLOSED_FOR_SAFETY });
      } finally {
        await matcher.end();
      }
    },
  );

  it("refuses actions from non-admins and bad actions with a sentence", async () => {
    const { reporter, reportId } = await reported();
    expect((await act(reportId, { action: "ban", reason: "Spam or scam" }, reporter.cookie)).statusCode).toBe(403);
    const tooLong = await act(reportId, { action: "suspend", reason: "Spam or scam", days: 1000 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/at most 365 days/);
    const noReason = await act(reportId, { action: "warn" });
    expect(noReason.statusCode).toBe(400);
    expect((await act(crypto.randomUUID(), { action: "dismiss" })).statusCode).toBe(404);
    expect((await act(reportId, { action: "dismiss" })).statusCode).toBe(204);
    expect((await act(reportId, { action: "dismiss" })).statusCode).toBe(409);
  });
});
