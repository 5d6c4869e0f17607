/**
 * What the screening does to a message on a live chat, over real sockets: the content filter's words
 * and over-long messages refused with a reason; crisis language never refused, and answered with
 * crisis support for both before any AI reply; abuse aimed at the partner refused, never delivered,
 * and reported; urging a partner in crisis to act, or a sexual advance, refused and reported at
 * once. The rest of a chat: chat-flow.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MessageList, type MessageView } from "../../shared/api.js";
import { CRISIS_SYSTEM_MESSAGE } from "../../shared/crisis.js";
import { HARASSMENT_REASON } from "../../shared/harassment.js";
import { SEXUAL_REASON } from "../../shared/harassment-sexual.js";
import { URGING_REASON } from "../../shared/harassment-urging.js";
import { BLOCKED_REASON as MESSAGE_BLOCKED } from "../../shared/screening.js";
import { crisisOpenings, refusedMessages, reports } from "../db/schema.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson, sendJson } from "../testing/server.js";
import { nextEvent, nextEventWhere, request, type Person } from "../testing/sockets.js";

describe.each(databaseKinds)("screened messages on the %s database", (kind) => {
  const { server, send, matchedPair } = liveChatSuite(kind);
  /** The refused messages a report keeps for the moderators, by report (messages/abuse-reports.ts). */
  const keptWith = async (chatId: string) =>
    (await server.database.db.select().from(refusedMessages).where(eq(refusedMessages.chatId, chatId))).map((row) => [
      row.seat,
      row.kind,
      row.reportId,
    ]);

  it("refuses blocked words and over-long messages with a clear reason, and never crisis language", async () => {
    const { a, chatId } = await matchedPair("need-to-vent");
    const blocked = await request(a.socket, "message:send", {
      chatId,
      clientId: "blocked-1234",
      content: "that id1ot bus is late again",
    });
    expect(blocked).toEqual({ ok: false, status: 422, error: MESSAGE_BLOCKED });
    const long = await request(a.socket, "message:send", { chatId, clientId: "long-12345", content: "a".repeat(2001) });
    expect(long).toMatchObject({ ok: false, status: 400, error: "A message can be at most 2000 characters." });
    const viaRest = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId: "rest-blocked", content: "p0rn" },
      a.cookie,
    );
    expect(viaRest.statusCode).toBe(422);

    // Each of these also holds a word the content filter lists: crisis support comes first.
    for (const words of ["I want to kill myself", "I'm thinking about suicide", "i feel suicidal"]) {
      const line = nextEventWhere(a.socket, "message:new", (m) => m.kind === "system");
      expect(await send(a, chatId, words)).toMatchObject({ kind: "text", sender: "p1", content: words });
      expect(await line).toMatchObject({ kind: "system", sender: "system", content: CRISIS_SYSTEM_MESSAGE });
    }
  });

  it("puts both people into crisis support before any AI reply; both read the writer's words", async () => {
    const { a, b, chatId } = await matchedPair("heartbreak-anonymous");
    const heard = (who: Person) => {
      const arrivals: MessageView[] = [];
      const counselor = new Promise<MessageView[]>((resolve) =>
        who.socket.on("message:new", (message: MessageView) => {
          arrivals.push(message);
          if (message.sender === "ai:Crisis Counselor") resolve(arrivals);
        }),
      );
      return counselor;
    };
    const [writerHears, partnerHears] = [heard(a), heard(b)];
    const own = await send(a, chatId, "I don't want to live anymore");
    // The writer's acknowledgement is their own words, and their socket hears the crisis line.
    expect(own).toMatchObject({ kind: "text", sender: "p1", content: "I don't want to live anymore" });
    const kinds = (arrivals: MessageView[]) => arrivals.map((m) => [m.kind, m.sender]);
    expect(kinds(await writerHears)).toEqual([
      ["system", "system"],
      ["text", "ai:Crisis Counselor"],
    ]);
    const partner = await partnerHears;
    expect(kinds(partner)).toEqual([
      ["text", "p1"],
      ["system", "system"],
      ["text", "ai:Crisis Counselor"],
    ]);
    expect(partner[0]!.content).toBe("I don't want to live anymore");
    expect(partner[1]!.content).toBe(CRISIS_SYSTEM_MESSAGE);

    // A retry of the same message stores neither the words nor the line twice.
    await request(a.socket, "message:send", {
      chatId,
      clientId: own.clientId!,
      content: "I don't want to live anymore",
    });
    const stored = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, b.cookie)).json());
    expect(stored.messages.filter((m) => m.kind === "system")).toHaveLength(1);
    expect(stored.messages.filter((m) => m.content === "I don't want to live anymore")).toHaveLength(1);
  });

  it("refuses abuse aimed at the partner with a reason, delivers none of it, and reports it on the third try", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const partnerHeard: MessageView[] = [];
    b.socket.on("message:new", (message: MessageView) => partnerHeard.push(message));
    const reportsOf = () => server.database.db.select().from(reports).where(eq(reports.chatId, chatId));
    for (const [i, abuse] of ["go kys", "you stupid bitch", "what an a$$hole"].entries()) {
      const reply = await request(a.socket, "message:send", { chatId, clientId: `abuse-${i}-000`, content: abuse });
      expect(reply).toEqual({ ok: false, status: 422, error: HARASSMENT_REASON });
      if (i < 2) expect(await reportsOf()).toEqual([]);
    }
    const [report] = await reportsOf();
    expect(report).toMatchObject({ reporterId: null, reportedId: a.userId, reason: "Harassment or bullying" });
    // A fourth refusal files no second report.
    await request(a.socket, "message:send", { chatId, clientId: "abuse-4-000", content: "you should die" });
    expect(await reportsOf()).toHaveLength(1);
    // Venting passes, and is all the partner ever received.
    const vent = nextEvent(b.socket, "message:new");
    await send(a, chatId, "sorry, this is so hard and my life is a mess");
    await vent;
    expect(partnerHeard.map((m) => m.content)).toEqual(["sorry, this is so hard and my life is a mess"]);
  });

  it("refuses urging a partner in crisis to act and reports it at once, and never the person in crisis", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const reportsOf = () => server.database.db.select().from(reports).where(eq(reports.chatId, chatId));
    // Before anyone is in crisis, the same words are everyday chat.
    expect(await send(b, chatId, "just do it")).toMatchObject({ content: "just do it" });
    const crisisLine = nextEventWhere(b.socket, "message:new", (m) => m.kind === "system");
    await send(a, chatId, "i want to kill myself tonight");
    await crisisLine;
    const partnerHeard: MessageView[] = [];
    a.socket.on("message:new", (message: MessageView) => partnerHeard.push(message));
    // The opening is recorded before the system line goes out, with whose words opened it.
    const openings = await server.database.db.select().from(crisisOpenings).where(eq(crisisOpenings.chatId, chatId));
    expect(openings.map((row) => row.personId)).toEqual([a.userId]);
    for (const [i, urging] of ["do it. nobody cares", "take the whole bottle then", "end it then"].entries()) {
      const reply = await request(b.socket, "message:send", { chatId, clientId: `urging-${i}-00`, content: urging });
      expect(reply).toEqual({ ok: false, status: 422, error: URGING_REASON });
      const filed = await reportsOf();
      expect(filed).toHaveLength(1);
      expect(filed[0]).toMatchObject({ reporterId: null, reportedId: b.userId, reason: "Harassment or bullying" });
    }
    const viaRest = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId: "urging-rest-0", content: "i bet you wont even do it" },
      b.cookie,
    );
    expect(viaRest.statusCode).toBe(422);
    // Every one of them is kept with the one report, not only the first of the day.
    const [urgingReport] = await reportsOf();
    expect(await keptWith(chatId)).toEqual(Array(4).fill(["p2", "refused", urgingReport!.id]));
    // Kindness passes, and is all the person in crisis received; their own words are never refused.
    const kind = nextEvent(a.socket, "message:new");
    await send(b, chatId, "please don't do it. I know it feels like nobody cares, but I do");
    await kind;
    expect(partnerHeard.filter((m) => m.sender === "p2").map((m) => m.content)).toEqual([
      "please don't do it. I know it feels like nobody cares, but I do",
    ]);
    expect(await send(a, chatId, "nobody cares, I might just do it")).toMatchObject({ sender: "p1" });
  });

  it("refuses a sexual advance with its own reason, delivers none of it, and reports it at the first", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const partnerHeard: MessageView[] = [];
    b.socket.on("message:new", (message: MessageView) => partnerHeard.push(message));
    const reportsOf = () => server.database.db.select().from(reports).where(eq(reports.chatId, chatId));
    for (const [i, advance] of ["show me your tits", "are you a virgin"].entries()) {
      const reply = await request(a.socket, "message:send", { chatId, clientId: `advance-${i}-000`, content: advance });
      expect(reply).toEqual({ ok: false, status: 422, error: SEXUAL_REASON });
      const filed = await reportsOf();
      expect(filed).toHaveLength(1);
      expect(filed[0]).toMatchObject({ reporterId: null, reportedId: a.userId, reason: "Sexual or explicit content" });
    }
    // Both kept with the report, for the moderators to read what was said.
    const [advanceReport] = await reportsOf();
    expect(await keptWith(chatId)).toEqual(Array(2).fill(["p1", "refused", advanceReport!.id]));
    // What was done to the writer, told, passes.
    const told = nextEvent(b.socket, "message:new");
    await send(a, chatId, "he kept asking if i was a virgin and it made me uncomfortable");
    await told;
    expect(partnerHeard.map((m) => m.content)).toEqual([
      "he kept asking if i was a virgin and it made me uncomfortable",
    ]);
  });
});
