/**
 * Sends the personal-details warning holds reach the moderators, on a real server with two people
 * on real sockets: a stranger's trial saw one person held sixteen times in one chat ("how old r u",
 * "r u home alone rn?", "wanna facetime?") with no report, as none was ever confirmed. Three held
 * sends file one automatic report keeping their words (encrypted), shown held to an admin and to
 * nobody else; a fourth joins it; a retried send counts once; what the page's warning opened over
 * (messages/held) is held the same way, and a chat that has ended answers 409 as a send does, an
 * unconfirmed one included; a send held and then sent anyway is shown once, delivered, and counted
 * as sent, not held; confirmed sends are reported as before, with one report.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ApiError, MessageList } from "../../shared/api.js";
import { ReportConversation } from "../../shared/moderation-api.js";
import { refusedMessages, reports } from "../db/schema.js";
import { CIPHERTEXT_PREFIX } from "../messages/crypto.js";
import { AUTOMATIC_REPORT_REASON, HELD_REPORT_REASON } from "../messages/personal-detail-shares.js";
import { CHAT_ENDED } from "../messages/store.js";
import { ADMIN_EMAIL } from "../security/cast.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson, sendJson, signUpAdmin } from "../testing/server.js";
import type { Person } from "../testing/sockets.js";
import { request } from "../testing/sockets.js";

describe.each(databaseKinds)("held personal-details sends on the %s database", (kind) => {
  const { server, person, send, matchedPair } = liveChatSuite(kind, undefined, {
    adminEmails: new Set([ADMIN_EMAIL]),
    personalDetailsReportAfter: 2,
    personalDetailsHeldReportAfter: 3,
  });
  const db = () => server.database.db;
  const reportsOn = (chatId: string) => db().select().from(reports).where(eq(reports.chatId, chatId));
  const keptIn = (chatId: string) =>
    db()
      .select()
      .from(refusedMessages)
      .where(and(eq(refusedMessages.chatId, chatId), eq(refusedMessages.kind, "held")));

  /** An unconfirmed send over the socket: held, with the code the page opens its warning on. */
  async function held(who: Person, chatId: string, content: string, clientId = randomUUID()) {
    const reply = await request(who.socket, "message:send", { chatId, clientId, content });
    expect(reply).toMatchObject({ ok: false, status: 422, code: "personal-details" });
  }

  /** What the page's warning opened over, handed to the server (use-composer-submit.ts). */
  const warnedOver = (who: Person, chatId: string, content: string) =>
    sendJson(server, "POST", `/api/chats/${chatId}/messages/held`, { clientId: randomUUID(), content }, who.cookie);

  /** Send anyway: the same words, confirmed, over REST. */
  const sentAnyway = (who: Person, chatId: string, content: string) =>
    sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId: randomUUID(), content, confirmedPersonalDetails: true },
      who.cookie,
    );

  /** The suite's one admin (one account per address), signed up when first needed. */
  let admin: Promise<{ cookie: string }> | undefined;
  const adminCookie = async () => (await (admin ??= signUpAdmin(server, ADMIN_EMAIL))).cookie;

  async function conversation(reportId: string, cookie: string) {
    const read = await getJson(server, `/api/admin/reports/${reportId}/conversation`, cookie);
    expect(read.statusCode).toBe(200);
    const { messages } = ReportConversation.parse(read.json());
    return messages.filter((m) => m.sender === "p1" || m.sender === "p2");
  }

  it("files one report at the third held request, with their words shown held to an admin only; a fourth joins it", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    await send(a, chatId, "hey, rough week here");
    await held(b, chatId, "how old r u", "00000000-0000-4000-8000-00000000e1d0");
    // The same send retried (its client id): kept and counted once.
    await held(b, chatId, "how old r u", "00000000-0000-4000-8000-00000000e1d0");
    await held(b, chatId, "r u home alone rn?");
    expect(await keptIn(chatId)).toHaveLength(2);
    expect(await reportsOn(chatId)).toEqual([]);

    const warned = await warnedOver(b, chatId, "wanna facetime?");
    expect([warned.statusCode, warned.json()]).toEqual([200, { held: true }]);
    const [report, ...more] = await reportsOn(chatId);
    expect(more).toEqual([]);
    // Nothing was delivered: its reason does not say that anything was shared.
    expect(report).toMatchObject({ reporterId: null, reportedId: b.userId, reason: HELD_REPORT_REASON });
    const kept = await keptIn(chatId);
    expect(kept.map((row) => [row.seat, row.reportId])).toEqual(Array(3).fill(["p2", report!.id]));
    for (const row of kept) expect(row.content.startsWith(CIPHERTEXT_PREFIX)).toBe(true);

    expect(await conversation(report!.id, await adminCookie())).toEqual([
      expect.objectContaining({ sender: "p1", content: "hey, rough week here" }),
      expect.objectContaining({ sender: "p2", content: "how old r u", held: true }),
      expect.objectContaining({ sender: "p2", content: "r u home alone rn?", held: true }),
      expect.objectContaining({ sender: "p2", content: "wanna facetime?", held: true }),
    ]);

    // Neither person may read it: not the one held, nor the one it was aimed at.
    for (const who of [a, b]) {
      const refused = await getJson(server, `/api/admin/reports/${report!.id}/conversation`, who.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain("facetime");
    }

    await held(b, chatId, "whats ur school called");
    expect(await reportsOn(chatId)).toHaveLength(1);
    const withFourth = await conversation(report!.id, await adminCookie());
    expect(withFourth.at(-1)).toMatchObject({ sender: "p2", content: "whats ur school called", held: true });
    expect(withFourth.filter((m) => m.held)).toHaveLength(4);

    // The partner never received any of it.
    const seen = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, a.cookie)).json());
    expect(seen.messages.filter((m) => m.sender === "p2")).toEqual([]);

    // Then one is sent anyway: the report now says something was shared.
    const sent = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      {
        clientId: randomUUID(),
        content: "add me on snap @bee_99",
        confirmedPersonalDetails: true,
      },
      b.cookie,
    );
    expect(sent.statusCode).toBe(201);
    expect(await reportsOn(chatId)).toEqual([
      expect.objectContaining({ id: report!.id, reason: AUTOMATIC_REPORT_REASON }),
    ]);
  });

  it("reports confirmed sends as before, in the one report that takes in the held ones", async () => {
    const { a, chatId } = await matchedPair("need-to-vent");
    await held(a, chatId, "whats ur snap?");
    expect((await sentAnyway(a, chatId, "add me on insta @sunny_22")).statusCode).toBe(201);
    expect(await reportsOn(chatId)).toEqual([]);
    expect((await sentAnyway(a, chatId, "or text me on 07911 123456")).statusCode).toBe(201);
    const [report, ...more] = await reportsOn(chatId);
    expect(more).toEqual([]);
    expect(report).toMatchObject({ reportedId: a.userId, reason: AUTOMATIC_REPORT_REASON });
    // The send held before the report goes with it, and so do later ones: still one report.
    await held(a, chatId, "wanna facetime?");
    await held(a, chatId, "r u home alone rn?");
    expect(await reportsOn(chatId)).toHaveLength(1);
    expect((await keptIn(chatId)).map((row) => row.reportId)).toEqual(Array(3).fill(report!.id));

    const theirs = (await conversation(report!.id, await adminCookie())).filter((m) => m.sender === "p1");
    expect(theirs.map((m) => [m.content, m.held ?? false])).toEqual([
      ["whats ur snap?", true],
      ["add me on insta @sunny_22", false],
      ["or text me on 07911 123456", false],
      ["wanna facetime?", true],
      ["r u home alone rn?", true],
    ]);
  });

  it("keeps nothing of words without personal details, nor of a chat that is not the sender's", async () => {
    const { a, chatId } = await matchedPair("need-to-vent");
    const clear = await warnedOver(a, chatId, "i had a long day at work");
    expect([clear.statusCode, clear.json()]).toEqual([200, { held: false }]);
    const outsider = await person();
    const refused = await warnedOver(outsider, chatId, "how old r u");
    expect(refused.statusCode).toBe(403);
    expect(ApiError.parse(refused.json()).error).toBeTruthy();
    const malformed = await sendJson(server, "POST", `/api/chats/${chatId}/messages/held`, { content: "hi" }, a.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(await keptIn(chatId)).toEqual([]);
  });

  it("answers a chat that has ended as the send route does, and keeps nothing of it", async () => {
    const { a, chatId } = await matchedPair("need-to-vent");
    expect((await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, a.cookie)).statusCode).toBe(200);
    const ended = await warnedOver(a, chatId, "how old r u");
    expect([ended.statusCode, ApiError.parse(ended.json()).error]).toEqual([409, CHAT_ENDED]);
    // Unconfirmed: no warning to confirm words the chat would refuse anyway.
    const unconfirmed = await request(a.socket, "message:send", {
      chatId,
      clientId: randomUUID(),
      content: "how old r u",
    });
    expect(unconfirmed).toEqual({ ok: false, status: 409, error: CHAT_ENDED });
    const sent = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      {
        clientId: randomUUID(),
        content: "how old r u",
        confirmedPersonalDetails: true,
      },
      a.cookie,
    );
    expect([sent.statusCode, ApiError.parse(sent.json()).error]).toEqual([409, CHAT_ENDED]);
    expect(await keptIn(chatId)).toEqual([]);
  });

  it("shows a send held and then sent anyway once, delivered, and counts it as sent, not held", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    await warnedOver(b, chatId, "how old r u");
    await warnedOver(b, chatId, "r u home alone rn?");
    // The third hold files the report on holds; then Send anyway delivers those very words.
    await warnedOver(b, chatId, "wanna facetime?");
    const [report] = await reportsOn(chatId);
    expect(report).toMatchObject({ reason: HELD_REPORT_REASON });
    expect((await sentAnyway(b, chatId, "wanna facetime?")).statusCode).toBe(201);
    expect(await reportsOn(chatId)).toEqual([
      expect.objectContaining({ id: report!.id, reason: AUTOMATIC_REPORT_REASON }),
    ]);
    expect(await keptIn(chatId)).toHaveLength(2);
    // Held earlier, then other words delivered, then the same words sent anyway: that hold stays.
    await warnedOver(a, chatId, "whats ur snap?");
    await send(a, chatId, "sorry, forget i asked");
    expect((await sentAnyway(a, chatId, "whats ur snap?")).statusCode).toBe(201);
    expect(await keptIn(chatId)).toHaveLength(3);

    const read = await conversation(report!.id, await adminCookie());
    expect(read.map((m) => [m.sender, m.content, m.held ?? false])).toEqual([
      ["p2", "how old r u", true],
      ["p2", "r u home alone rn?", true],
      ["p2", "wanna facetime?", false],
      // a's one hold is kept, but no report has taken it in: shown to nobody.
      ["p1", "sorry, forget i asked", false],
      ["p1", "whats ur snap?", false],
    ]);
  });
});
