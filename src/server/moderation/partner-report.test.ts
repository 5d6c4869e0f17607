/**
 * When someone says in a chat that they are under age, the partner who sent or asked for personal
 * details in that chat is reported to the moderators and held from new chats, once (also under a
 * retried message), until a moderator decides on that report; the two reports show each other in the
 * queue. A partner who did neither is left alone. The under-age hold itself: under-age-hold.test.ts.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { moderationAudit, reports, sanctions } from "../db/schema.js";
import { matchTwo, say, type Someone } from "../testing/chats.js";
import { moderationSuite } from "../testing/moderation.js";
import { databaseKinds, sendJson, signUp } from "../testing/server.js";
import { PARTNER_HOLD_REASON, PARTNER_REPORT_REASON } from "./partner-reports.js";
import { fileUnderAgeReport } from "./under-age-reports.js";
import { AUTOMATIC_REPORT_REASON as PERSONAL_DETAILS_REPORT_REASON } from "../messages/personal-detail-shares.js";

describe.each(databaseKinds)("the partner of someone under age, on the %s database", (kind) => {
  const { server, act, standing, match, queue } = moderationSuite(kind);
  const db = () => server.database.db;
  /** A message sent after the personal-details warning, confirmed (the composer's second click). */
  const confirmed = async (who: Someone, chatId: string, content: string) => {
    const body = { clientId: randomUUID(), content, confirmedPersonalDetails: true };
    expect((await sendJson(server, "POST", `/api/chats/${chatId}/messages`, body, who.cookie)).statusCode).toBe(201);
  };
  const send = (who: Someone, chatId: string, clientId: string, content: string) =>
    sendJson(server, "POST", `/api/chats/${chatId}/messages`, { clientId, content }, who.cookie);
  const reportsOn = (chatId: string) => db().select().from(reports).where(eq(reports.chatId, chatId));
  const partnerHolds = (userId: string) =>
    db()
      .select()
      .from(sanctions)
      .where(and(eq(sanctions.userId, userId), eq(sanctions.reason, PARTNER_HOLD_REASON), isNull(sanctions.liftedAt)));

  /** An adult who asks for contact details, gives a number and asks the age; a 15-year-old answers. */
  async function pursued(someone?: Awaited<ReturnType<typeof signUp>>) {
    const adult = someone ?? (await signUp(server));
    const young = await signUp(server);
    const chat = await matchTwo(server, young, adult, "existential");
    await confirmed(adult, chat.id, "call me on 07911 123456");
    await confirmed(adult, chat.id, "how old are you btw?");
    const clientId = randomUUID();
    expect((await send(young, chat.id, clientId, "15")).statusCode).toBe(201);
    return { adult, young, chatId: chat.id, clientId };
  }

  it("reports and holds the partner once, also when the message is sent again", async () => {
    const { adult, young, chatId, clientId } = await pursued();
    // The same message again, as a client retries it: nothing more is filed or held.
    expect((await send(young, chatId, clientId, "15")).statusCode).toBe(200);
    const filed = await reportsOn(chatId);
    // The adult's two confirmed sends had filed the personal-details report (PERSONAL_DETAILS_REPORT_AFTER):
    // it became the partner report, so the moderators read one report on the adult, not two.
    expect(filed.map((r) => [r.reportedId, r.reason, r.reporterId]).sort()).toEqual(
      [
        [young.userId, "They seem to be too young for Kindred", null],
        [adult.userId, PARTNER_REPORT_REASON, null],
      ].sort(),
    );
    expect(await partnerHolds(adult.userId)).toHaveLength(1);
    const audited = await db().select().from(moderationAudit).where(eq(moderationAudit.subjectId, adult.userId));
    expect(audited.map((entry) => [entry.action, entry.reason])).toEqual([["hold", PARTNER_HOLD_REASON]]);
    expect((await standing(adult)).state).toBe("held");
    expect((await match(adult)).statusCode).toBe(403);
  });

  it("shows both reports on the chat together, with the reason each points to", async () => {
    const { chatId } = await pursued();
    const open = (await queue()).reports.filter((r) => r.chatId === chatId);
    const onPartner = open.find((r) => r.reason === PARTNER_REPORT_REASON)!;
    const onYoung = open.find((r) => r.aboutAge)!;
    expect(onPartner.note).toContain("said they are under 18");
    expect(onPartner.note).toContain("2 messages there with a phone number and a request for photos or personal");
    expect(onPartner.suggestedReason).toBe("Sharing or asking for personal details");
    expect(onPartner.sameChat.map((r) => r.id)).toContain(onYoung.id);
    expect(onYoung.sameChat).toContainEqual(
      expect.objectContaining({ id: onPartner.id, reported: onPartner.reported }),
    );
    expect(onYoung.sameChat).toHaveLength(1);
  });

  it("files the partner report apart when the personal-details report on them was already decided", async () => {
    const adult = await signUp(server);
    const young = await signUp(server);
    const { id: chatId } = await matchTwo(server, young, adult, "existential");
    await confirmed(adult, chatId, "call me on 07911 123456");
    await confirmed(adult, chatId, "add me on snap: quietriver");
    const [earlier] = (await reportsOn(chatId)).filter((r) => r.reason === PERSONAL_DETAILS_REPORT_REASON);
    expect(
      (await act(earlier!.id, { action: "warn", reason: "Sharing or asking for personal details" })).statusCode,
    ).toBe(204);
    await say(server, young, chatId, "im 15");
    const filed = (await reportsOn(chatId)).filter((r) => r.reportedId === adult.userId);
    expect(filed.map((r) => [r.reason, r.status]).sort()).toEqual(
      [
        [PERSONAL_DETAILS_REPORT_REASON, "actioned"],
        [PARTNER_REPORT_REASON, "open"],
      ].sort(),
    );
    expect(await partnerHolds(adult.userId)).toHaveLength(1);
  });

  it("keeps the partner's hold through a decision on another report, and lifts it with one on its own", async () => {
    // Someone else's report about the adult from an earlier chat, decided with a warning below.
    const adult = await signUp(server);
    const other = await signUp(server);
    const chat = await matchTwo(server, other, adult, "existential");
    await say(server, adult, chat.id, "whatever");
    await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, other.cookie);
    const reportBody = { reason: "They asked for my personal details" };
    expect((await sendJson(server, "POST", `/api/chats/${chat.id}/report`, reportBody, other.cookie)).statusCode).toBe(
      201,
    );
    const [otherReport] = await reportsOn(chat.id);
    const { chatId } = await pursued(adult);
    expect((await queue()).reports.find((r) => r.id === otherReport!.id)?.suggestedReason).toBe(
      "Sharing or asking for personal details",
    );
    // That warning leaves the partner report open, and its hold.
    expect((await act(otherReport!.id, { action: "warn", reason: "Spam or scam" })).statusCode).toBe(204);
    expect(await partnerHolds(adult.userId)).toHaveLength(1);
    const partnerReport = (await reportsOn(chatId)).find((r) => r.reason === PARTNER_REPORT_REASON)!;
    expect(partnerReport.status).toBe("open");
    // The moderator decides on it: the hold ends (the warning still waits to be read).
    const decided = await act(partnerReport.id, { action: "warn", reason: "Sharing or asking for personal details" });
    expect(decided.statusCode).toBe(204);
    expect(await partnerHolds(adult.userId)).toEqual([]);
    expect((await standing(adult)).state).toBe("warned");
  });

  it("leaves a partner who neither sent nor asked for personal details alone", async () => {
    const adult = await signUp(server);
    const young = await signUp(server);
    const chat = await matchTwo(server, young, adult, "existential");
    await say(server, adult, chat.id, "that sounds really hard");
    await say(server, young, chat.id, "i'm only 14");
    expect((await reportsOn(chat.id)).map((r) => r.reportedId)).toEqual([young.userId]);
    expect((await standing(adult)).state).toBe("clear");
  });

  it("files the partner's report with the first under-age report only, however many arrive at once", async () => {
    const adult = await signUp(server);
    const young = await signUp(server);
    const { id: chatId } = await matchTwo(server, young, adult, "existential");
    await confirmed(adult, chatId, "call me on 07911 123456");
    let filedAlongside = 0;
    await Promise.all(
      [1, 2, 3].map(() =>
        fileUnderAgeReport(db(), chatId, young.userId, 18, async () => {
          filedAlongside++;
        }),
      ),
    );
    expect(filedAlongside).toBe(1);
    expect((await reportsOn(chatId)).filter((r) => r.reportedId === young.userId)).toHaveLength(1);
  });

  it("lets no one but a moderator decide on either report", async () => {
    const { adult, young, chatId } = await pursued();
    for (const report of await reportsOn(chatId)) {
      for (const who of [adult, young]) {
        for (const body of [{ action: "dismiss" }, { action: "ban", reason: "Under the minimum age" }]) {
          const refused = await act(report.id, body, who.cookie);
          expect(refused.statusCode).toBe(403);
        }
      }
    }
    expect((await standing(young)).state).toBe("held");
    expect((await standing(adult)).state).toBe("held");
  });
});
