/**
 * The personal-details guard on the server: a message with contact details is refused unless its
 * send carries the sender's confirmation (REST and socket alike), the fact is stored without the
 * details, and repeated confirmed sends in one chat file one automatic report for the moderators.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, MessageList } from "../../shared/api.js";
import { personalDetailShares, reports } from "../db/schema.js";
import { matchTwo } from "../testing/chats.js";
import { databaseKinds, getJson, sendJson, serverForSuite } from "../testing/server.js";
import { request, socketPeople } from "../testing/sockets.js";
import { AUTOMATIC_REPORT_REASON } from "./personal-detail-shares.js";

const PHONE = "call me on 07911 123456";

describe.each(databaseKinds)("the personal-details guard on the %s database", (kind) => {
  const people = socketPeople();
  const server = serverForSuite({ kind, config: { personalDetailsReportAfter: 2 } });
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());

  const send = (cookie: string, chatId: string, body: Record<string, unknown>) =>
    sendJson(server, "POST", `/api/chats/${chatId}/messages`, { clientId: randomUUID(), ...body }, cookie);
  const sharesIn = (chatId: string) =>
    server.database.db.select().from(personalDetailShares).where(eq(personalDetailShares.chatId, chatId));
  const automaticReports = (chatId: string) =>
    server.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.chatId, chatId), eq(reports.reason, AUTOMATIC_REPORT_REASON)));

  it("refuses a message with a phone number unless the sender confirmed it, and the partner never sees it", async () => {
    const [a, b] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);

    const refused = await send(b.cookie, chat.id, { content: PHONE });
    expect(refused.statusCode).toBe(422);
    const answer = ApiError.parse(refused.json());
    expect(answer.code).toBe("personal-details");
    expect(answer.error).toMatch(/^This message seems to contain a phone number\. Sharing contact details/);
    const seen = MessageList.parse((await getJson(server, `/api/chats/${chat.id}/messages`, a.cookie)).json());
    expect(seen.messages.some((m) => m.content.includes("07911"))).toBe(false);
    expect(await sharesIn(chat.id)).toEqual([]);

    // A confirmation must be exactly true: anything else is a bad request, not a confirmation.
    expect((await send(b.cookie, chat.id, { content: PHONE, confirmedPersonalDetails: "yes" })).statusCode).toBe(400);

    const accepted = await send(b.cookie, chat.id, { content: PHONE, confirmedPersonalDetails: true });
    expect(accepted.statusCode).toBe(201);
    const shares = await sharesIn(chat.id);
    expect(shares).toEqual([expect.objectContaining({ senderId: b.userId, kinds: "phone" })]);
    // The fact, not a second copy: nothing of the number is stored beside the message.
    expect(JSON.stringify(shares)).not.toContain("07911");
  });

  it("refuses the same over the socket, with the code the page acts on", async () => {
    const [a, b] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);
    const refused = await request(a.socket, "message:send", {
      chatId: chat.id,
      clientId: randomUUID(),
      content: "add me on insta @sunny_22",
    });
    expect(refused).toMatchObject({ ok: false, status: 422, code: "personal-details" });
    const accepted = await request(a.socket, "message:send", {
      chatId: chat.id,
      clientId: randomUUID(),
      content: "add me on insta @sunny_22",
      confirmedPersonalDetails: true,
    });
    expect(accepted.ok).toBe(true);
    expect(await sharesIn(chat.id)).toEqual([expect.objectContaining({ senderId: a.userId, kinds: "handle" })]);
  });

  it("tells an outsider nothing: their refusal is about the chat, not the details", async () => {
    const [a, b, stranger] = [await people.add(), await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);
    expect((await send(stranger.cookie, chat.id, { content: PHONE })).statusCode).toBe(403);
  });

  it("files one automatic report per chat once a person has confirmed enough sends, and a retry counts once", async () => {
    const [a, b] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);
    const clientId = randomUUID();
    const first = { clientId, content: "my email is sam@example.com", confirmedPersonalDetails: true };
    expect((await send(a.cookie, chat.id, first)).statusCode).toBe(201);
    expect((await send(a.cookie, chat.id, first)).statusCode).toBe(200);
    expect(await sharesIn(chat.id)).toHaveLength(1);
    expect(await automaticReports(chat.id)).toEqual([]);

    expect((await send(a.cookie, chat.id, { content: PHONE, confirmedPersonalDetails: true })).statusCode).toBe(201);
    const filed = await automaticReports(chat.id);
    expect(filed).toEqual([expect.objectContaining({ reportedId: a.userId, reporterId: null })]);

    expect(
      (await send(a.cookie, chat.id, { content: "or 020 7946 0018", confirmedPersonalDetails: true })).statusCode,
    ).toBe(201);
    expect(
      (await send(b.cookie, chat.id, { content: "mine is 07911 654321", confirmedPersonalDetails: true })).statusCode,
    ).toBe(201);
    expect(
      (await send(b.cookie, chat.id, { content: "t.me/quietriver", confirmedPersonalDetails: true })).statusCode,
    ).toBe(201);
    expect(await automaticReports(chat.id)).toHaveLength(1);
  });

  it("lets ordinary messages through without a confirmation", async () => {
    const [a, b] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);
    for (const content of ["see you at 3:30", "I walked 12000 steps", "@luna are you there?", "we won 3-1"]) {
      expect((await send(a.cookie, chat.id, { content })).statusCode).toBe(201);
    }
    expect(await sharesIn(chat.id)).toEqual([]);
  });
});
