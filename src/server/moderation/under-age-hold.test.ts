/**
 * The hold on someone who said in a chat that they are under the minimum age has its own reason and
 * its own report: dismissing another report about them, or acting on another one, leaves it in place;
 * only a moderator's decision about age lifts it: dismissing the under-age report (an adult), or a
 * ban for "Under the minimum age", which closes the account. A warning or a suspension says nothing
 * about age: refused on that report, and the hold stays. The chat itself: realtime/stated-age.test.ts;
 * the partner's report: partner-report.test.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { underAgeHoldReason } from "../../shared/age.js";
import {
  AGE_IS_DECIDED_BY_A_BAN,
  CLOSED_FOR_AGE,
  UNDER_AGE_REPORT_DECIDED_BY_AGE,
  UNDER_AGE_SANCTION_REASON,
} from "../../shared/moderation-api.js";
import { reports, sanctions, UNDER_AGE_NOTE } from "../db/schema.js";
import { matchTwo, say } from "../testing/chats.js";
import { moderationSuite } from "../testing/moderation.js";
import { databaseKinds, getJson, postSignUp, sendJson, signUp } from "../testing/server.js";
import { fileUnderAgeReport } from "./under-age-reports.js";

describe.each(databaseKinds)("the under-age hold on the %s database", (kind) => {
  const { server, report, act, standing, match, queue, reported } = moderationSuite(kind);
  const db = () => server.database.db;
  const openHolds = (userId: string) =>
    db()
      .select()
      .from(sanctions)
      .where(and(eq(sanctions.userId, userId), eq(sanctions.kind, "hold"), isNull(sanctions.liftedAt)));
  /** Someone who says in a chat that they are 14, and Kindred's report on it. */
  const saysUnderAge = async () => {
    const person = await signUp(server);
    const partner = await signUp(server);
    const chat = await matchTwo(server, partner, person, "existential");
    await say(server, person, chat.id, "i'm only 14");
    const [filed] = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.chatId, chat.id), eq(reports.reportedId, person.userId)));
    return { person, partner, reportId: filed!.id };
  };
  const held = { state: "held", reason: underAgeHoldReason(18), endsAt: null };

  it("refuses a warning, a suspension or a ban for anything but age on the under-age report, and keeps the hold", async () => {
    const { person, reportId } = await saysUnderAge();
    for (const action of [
      { action: "warn", reason: "Harassment or bullying" },
      { action: "suspend", reason: "Harassment or bullying", days: 1 },
      { action: "ban", reason: "Breaking the community guidelines" },
    ]) {
      const refused = await act(reportId, action);
      expect([action.action, refused.statusCode, refused.json().error]).toEqual([
        action.action,
        422,
        UNDER_AGE_REPORT_DECIDED_BY_AGE,
      ]);
    }
    // Nor can any warning or suspension be given "for" age, on any report.
    const refused = await act(reportId, { action: "warn", reason: UNDER_AGE_SANCTION_REASON });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(AGE_IS_DECIDED_BY_A_BAN);
    const elsewhere = await reported();
    const suspendedForAge = { action: "suspend", reason: UNDER_AGE_SANCTION_REASON, days: 3 };
    expect((await act(elsewhere.reportId, suspendedForAge)).statusCode).toBe(400);
    expect(await standing(person)).toEqual(held);
    expect((await match(person)).statusCode).toBe(403);
    expect((await queue()).reports.find((r) => r.id === reportId)).toMatchObject({
      status: "open",
      aboutAge: true,
      suggestedReason: UNDER_AGE_SANCTION_REASON,
    });
  });

  it("an age ban closes the account, answers the report, and keeps the account closed", async () => {
    const { person, reportId } = await saysUnderAge();
    const banned = await act(reportId, { action: "ban", reason: UNDER_AGE_SANCTION_REASON });
    expect(banned.statusCode).toBe(204);
    expect(await standing(person)).toEqual({ state: "banned", reason: UNDER_AGE_SANCTION_REASON, endsAt: null });
    expect(await openHolds(person.userId)).toEqual([]);
    const refused = await match(person);
    expect([refused.statusCode, refused.json().error]).toEqual([403, CLOSED_FOR_AGE]);
    // Nothing the person does reopens it: acknowledging, a new address of the same mailbox.
    await sendJson(server, "POST", "/api/me/standing/acknowledge", {}, person.cookie);
    expect((await standing(person)).state).toBe("banned");
    expect((await postSignUp(server, { email: person.email.replace("@", "+again@") })).statusCode).toBe(403);
    expect((await getJson(server, "/api/me/export", person.cookie)).statusCode).toBe(200);
    expect((await act(reportId, { action: "dismiss" })).statusCode).toBe(409);
    expect((await standing(person)).state).toBe("banned");
  });

  it("outlasts decisions on other reports, and ends with the moderator's decision on its own", async () => {
    const person = await signUp(server);
    // Two people report them first: fewer than the three a hold from reports needs.
    const otherReports: string[] = [];
    for (let i = 0; i < 2; i++) {
      const reporter = await signUp(server);
      const chat = await matchTwo(server, reporter, person, "existential");
      await say(server, person, chat.id, "whatever");
      await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, reporter.cookie);
      expect((await report(reporter, chat.id)).statusCode).toBe(201);
      const [row] = await db().select().from(reports).where(eq(reports.chatId, chat.id));
      otherReports.push(row!.id);
    }
    const partner = await signUp(server);
    const chat = await matchTwo(server, partner, person, "existential");
    await say(server, person, chat.id, "i'm only 14");
    expect(await standing(person)).toEqual(held);
    const [underAge] = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.chatId, chat.id), eq(reports.reportedId, person.userId)));
    expect(underAge!.note).toMatch(new RegExp(`^${UNDER_AGE_NOTE} 18\\.`));

    // Dismissing another report does not lift it.
    expect((await act(otherReports[0]!, { action: "dismiss" })).statusCode).toBe(204);
    expect(await standing(person)).toEqual(held);
    expect((await match(person)).statusCode).toBe(403);
    // Nor does a warning on another report, which leaves the under-age report open.
    expect((await act(otherReports[1]!, { action: "warn", reason: "Spam or scam" })).statusCode).toBe(204);
    const [stillOpen] = await db().select().from(reports).where(eq(reports.id, underAge!.id));
    expect(stillOpen!.status).toBe("open");
    const holds = () => openHolds(person.userId);
    expect((await holds()).map((h) => h.reason)).toEqual([underAgeHoldReason(18)]);

    // The moderator decides on the under-age report (they were joking, say): the hold ends.
    expect((await act(underAge!.id, { action: "dismiss" })).statusCode).toBe(204);
    expect(await holds()).toEqual([]);
    expect((await standing(person)).state).toBe("warned");
    await sendJson(server, "POST", "/api/me/standing/acknowledge", {}, person.cookie);
    expect((await standing(person)).state).toBe("clear");
    expect((await match(person)).statusCode).toBe(200);
  });

  it("files one report when several of the person's messages say it at the same moment", async () => {
    const person = await signUp(server);
    const partner = await signUp(server);
    const chat = await matchTwo(server, partner, person, "existential");
    // As two messages screened side by side would: each files before either has finished.
    await Promise.all([1, 2, 3].map(() => fileUnderAgeReport(db(), chat.id, person.userId, 18)));
    const filed = await db().select().from(reports).where(eq(reports.chatId, chat.id));
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ reportedId: person.userId, reporterId: null, status: "open" });
  });
});
