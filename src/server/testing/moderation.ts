/**
 * A moderation suite: a server with an admin, a hold after reports from three people and a clock the
 * suite moves; people with sockets; and the calls a reporter, a moderator and a reported person make.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { ReportQueue, Standing } from "../../shared/moderation-api.js";
import { AuditLog } from "../../shared/sanctions-api.js";
import { reports } from "../db/schema.js";
import { ADMIN_EMAIL } from "../security/cast.js";
import { matchTwo, say, type Someone } from "./chats.js";
import { type DatabaseKind, getJson, sendJson, serverForSuite, signUp, signUpAdmin } from "./server.js";
import { socketPeople } from "./sockets.js";

export function moderationSuite(kind: DatabaseKind) {
  /** The server's time; a test that moves it puts it back. */
  const clock = { now: new Date() };
  const people = socketPeople();
  const server = serverForSuite({
    kind,
    config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0, reportHoldThreshold: 3 },
    clock: () => clock.now,
  });
  let url: string | undefined;
  let admin: Someone | undefined;
  beforeAll(async () => {
    url = await people.start(server);
    admin = await signUpAdmin(server, ADMIN_EMAIL);
  });
  afterAll(() => people.closeAll());
  const adminCookie = () => admin!.cookie;

  const report = async (who: Someone, chatId: string, note = "they were cruel") =>
    sendJson(server, "POST", `/api/chats/${chatId}/report`, { reason: "Harassment or bullying", note }, who.cookie);
  /** Like people.add(), with the address given. */
  const signedUpAs = async (email: string) => {
    const account = await signUp(server, email);
    return { ...account, socket: await people.connect(account.cookie) };
  };
  const queue = async (status = "open") =>
    ReportQueue.parse((await getJson(server, `/api/admin/reports?status=${status}`, adminCookie())).json());

  return {
    server,
    people,
    clock,
    /** Where sockets connect (listening once the suite has started). */
    url: () => url!,
    report,
    queue,
    /** A moderator's action on a report (as the admin, unless another cookie is given). */
    act: (reportId: string, body: unknown, cookie = adminCookie()) =>
      sendJson(server, "POST", `/api/admin/reports/${reportId}/action`, body, cookie),
    /** The admin's cookie (once the suite has started). */
    adminCookie,
    /** A GET as the admin. */
    asAdmin: (path: string) => getJson(server, path, adminCookie()),
    auditLog: async () => AuditLog.parse((await getJson(server, "/api/admin/audit", adminCookie())).json()),
    standing: async (who: Someone) => Standing.parse((await getJson(server, "/api/me/standing", who.cookie)).json()),
    match: (who: Someone) => sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, who.cookie),

    /**
     * A chat between a reporter and the person they report (signed up with `offenderEmail` when
     * given), and the report's id in the queue.
     */
    async reported(offenderEmail?: string) {
      const reporter = await people.add();
      const offender = offenderEmail ? await signedUpAs(offenderEmail) : await people.add();
      const chat = await matchTwo(server, reporter, offender);
      await say(server, offender, chat.id, "something unkind");
      expect((await report(reporter, chat.id)).statusCode).toBe(201);
      const [row] = await server.database.db.select().from(reports).where(eq(reports.chatId, chat.id));
      return { reporter, offender, chatId: chat.id, reportId: row!.id };
    },
  };
}
