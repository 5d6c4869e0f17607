/**
 * The hold on someone who said in a chat that they are under the minimum age has its own reason and
 * its own report: dismissing another report about them, or acting on another one, leaves it in place;
 * only a moderator's decision on the under-age report lifts it. The chat itself: realtime/stated-age.test.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { underAgeHoldReason } from "../../shared/age.js";
import { reports, sanctions, UNDER_AGE_NOTE } from "../db/schema.js";
import { matchTwo, say } from "../testing/chats.js";
import { moderationSuite } from "../testing/moderation.js";
import { databaseKinds, sendJson, signUp } from "../testing/server.js";
import { fileUnderAgeReport } from "./under-age-reports.js";

describe.each(databaseKinds)("the under-age hold on the %s database", (kind) => {
  const { server, report, act, standing, match } = moderationSuite(kind);
  const db = () => server.database.db;

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
    const held = { state: "held", reason: underAgeHoldReason(18), endsAt: null };
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
    const holds = () =>
      db()
        .select()
        .from(sanctions)
        .where(and(eq(sanctions.userId, person.userId), eq(sanctions.kind, "hold"), isNull(sanctions.liftedAt)));
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
