/**
 * Minors must not meet adults, over real sockets: a participant who says in a chat that they are
 * under the minimum age has their message stored and delivered, then the chat ends for both at once
 * (the partner reads the neutral "This chat has ended."), a report is filed for the moderators and
 * they are held from new chats; their partner is not, unless they sent or asked for personal details
 * there (moderation/partner-report.test.ts). Crisis language in the same message still
 * brings crisis support first. A bare age ("15") counts as the answer to the partner's "how old are
 * you?" just before it, and as nothing otherwise; a year of birth is read against the day the message
 * is stored. No persona answers the message that says it. How a moderator's decision lifts the hold:
 * moderation/under-age-hold.test.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { underAgeHoldReason } from "../../shared/age.js";
import { CRISIS_SYSTEM_MESSAGE } from "../../shared/crisis.js";
import { Standing } from "../../shared/moderation-api.js";
import { reports, sanctions, UNDER_AGE_NOTE } from "../db/schema.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson, sendJson } from "../testing/server.js";
import { nextEvent, nextEventWhere, request, type Person } from "../testing/sockets.js";

const HOLD_SENTENCE =
  "Your account is on hold while a moderator looks at reports about it. You can start new chats once they have decided.";

describe.each(databaseKinds)("a participant who says they are under age, on the %s database", (kind) => {
  const { server, person, match, send, greeted, matchedPair } = liveChatSuite(kind);
  const db = () => server.database.db;
  /** Asking someone's age is held as a personal question until the asker confirms it (the composer's caution). */
  const askAge = async (who: Person, chatId: string, content: string) => {
    const reply = await request(who.socket, "message:send", {
      chatId,
      clientId: crypto.randomUUID(),
      content,
      confirmedPersonalDetails: true,
    });
    expect(reply.ok).toBe(true);
  };

  it("delivers the message, ends the chat for both, files a report and holds only the writer", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const heard = nextEventWhere(a.socket, "message:new", (m) => m.content === "im 15 lol");
    const aEnded = nextEvent(a.socket, "chat:updated");
    const bEnded = nextEvent(b.socket, "chat:updated");
    expect(await send(b, chatId, "im 15 lol")).toMatchObject({ content: "im 15 lol", sender: "p2" });
    expect(await heard).toMatchObject({ content: "im 15 lol", sender: "p2" });
    // Both read the neutral ending; neither learns from it what the other said or is.
    expect(await aEnded).toMatchObject({ id: chatId, status: "completed", endedBy: "closed", you: "p1" });
    expect(await bEnded).toMatchObject({ id: chatId, status: "completed", endedBy: "closed", you: "p2" });

    const filed = await db().select().from(reports).where(eq(reports.chatId, chatId));
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({
      reporterId: null,
      reason: "They seem to be too young for Kindred",
      status: "open",
    });
    expect(filed[0]!.note).toMatch(new RegExp(`^${UNDER_AGE_NOTE} 18\\.`));

    // The writer's page reads why from their standing; they cannot match again, their partner can.
    const standing = Standing.parse((await getJson(server, "/api/me/standing", b.cookie)).json());
    expect(standing).toEqual({ state: "held", reason: underAgeHoldReason(18), endsAt: null });
    const refused = await sendJson(server, "POST", "/api/chats/match", { themeId: "need-to-vent" }, b.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(HOLD_SENTENCE);
    const again = await sendJson(server, "POST", "/api/chats/match", { themeId: "late-night" }, a.cookie);
    expect(again.statusCode).toBe(200);
    // Their search is cancelled, so that the next test's pair do not meet it.
    const cancelled = await sendJson(server, "DELETE", `/api/chats/${again.json().chat.id}`, {}, a.cookie);
    expect(cancelled.statusCode).toBe(204);

    // Nothing more goes into the ended chat, and a retry of the same message files nothing twice.
    const after = await request(b.socket, "message:send", { chatId, clientId: crypto.randomUUID(), content: "hello?" });
    expect(after.ok).toBe(false);
    const holds = await db()
      .select()
      .from(sanctions)
      .where(and(eq(sanctions.kind, "hold"), isNull(sanctions.liftedAt)));
    expect(holds.filter((h) => h.reason === underAgeHoldReason(18))).toHaveLength(1);
  });

  it("asks no persona reply to the message that says it, while waiting alone", async () => {
    const waitAlone = async (themeId: string) => {
      const who = await person();
      const chat = await match(who, themeId);
      await greeted(who, chat.id);
      expect((await request(who.socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
      return { who, chatId: chat.id };
    };
    // An adult asking the same is answered, as anything said while waiting is.
    const adult = await waitAlone("tiny-wins");
    const answered = nextEvent(adult.who.socket, "ai:typing");
    await send(adult.who, adult.chatId, "im 30 btw, is that ok?");
    expect(await answered).toMatchObject({ chatId: adult.chatId });
    // Each waits in a room of their own, so that none of them is matched with another.
    expect((await sendJson(server, "DELETE", `/api/chats/${adult.chatId}`, {}, adult.who.cookie)).statusCode).toBe(204);

    const minor = await waitAlone("late-night");
    let personaStarted = false;
    minor.who.socket.on("ai:typing", () => (personaStarted = true));
    const ended = nextEvent(minor.who.socket, "chat:updated");
    await send(minor.who, minor.chatId, "im 14 btw, is that ok?");
    expect(await ended).toMatchObject({ id: minor.chatId, status: "completed", endedBy: "closed" });
    // Another waiting person's greeting, asked for after that message, has come and gone: a reply
    // to it would have begun by now.
    await waitAlone("burnout-zone");
    expect(personaStarted).toBe(false);
    const standing = Standing.parse((await getJson(server, "/api/me/standing", minor.who.cookie)).json());
    expect(standing).toEqual({ state: "held", reason: underAgeHoldReason(18), endsAt: null });
  });

  it("leaves the chat open for ages that are not under the minimum, or not the writer's", async () => {
    const { a, b, chatId } = await matchedPair("heartbreak-anonymous");
    const adultsYear = new Date().getUTCFullYear() - 30;
    const adults = [
      "i'm 15 minutes late sorry",
      "my son is 15",
      "i was 14 when it started",
      "im 30",
      `born in ${adultsYear}`,
    ];
    for (const words of adults) {
      await send(b, chatId, words);
    }
    await send(a, chatId, "i'm 16 weeks pregnant");
    const chat = (await getJson(server, `/api/chats/${chatId}`, a.cookie)).json();
    expect(chat.chat ?? chat).toMatchObject({ status: "active" });
    expect(await db().select().from(reports).where(eq(reports.chatId, chatId))).toEqual([]);
  });

  it("reads a year of birth against the day the message is stored", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const bEnded = nextEvent(b.socket, "chat:updated");
    const words = `born in ${new Date().getUTCFullYear() - 15}, if that matters`;
    expect(await send(a, chatId, words)).toMatchObject({ content: words, sender: "p1" });
    expect(await bEnded).toMatchObject({ id: chatId, status: "completed", endedBy: "closed", you: "p2" });
    const filed = await db().select().from(reports).where(eq(reports.chatId, chatId));
    expect(filed).toMatchObject([{ reporterId: null, reportedId: a.userId, status: "open" }]);
  });

  it("reads a bare age as the answer when the partner's last message asked it, as a whole sentence", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    await askAge(a, chatId, "how old are you?");
    const aEnded = nextEvent(a.socket, "chat:updated");
    const bEnded = nextEvent(b.socket, "chat:updated");
    expect(await send(b, chatId, "15")).toMatchObject({ content: "15", sender: "p2" });
    expect(await aEnded).toMatchObject({ id: chatId, status: "completed", endedBy: "closed", you: "p1" });
    expect(await bEnded).toMatchObject({ id: chatId, status: "completed", endedBy: "closed", you: "p2" });

    const filed = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.chatId, chatId), eq(reports.reportedId, b.userId)));
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({
      reporterId: null,
      reason: "They seem to be too young for Kindred",
      status: "open",
    });
    expect(filed[0]!.note).toMatch(new RegExp(`^${UNDER_AGE_NOTE} 18\\.`));
    const standing = Standing.parse((await getJson(server, "/api/me/standing", b.cookie)).json());
    expect(standing).toEqual({ state: "held", reason: underAgeHoldReason(18), endsAt: null });
    // The asker asked a minor their age: reported and held too (moderation/partner-report.test.ts).
    expect(Standing.parse((await getJson(server, "/api/me/standing", a.cookie)).json()).state).toBe("held");
  });

  it("leaves a bare number alone after a question that is not about the writer's age", async () => {
    const { a, b, chatId } = await matchedPair("heartbreak-anonymous");
    await send(a, chatId, "how many days sober?");
    await send(b, chatId, "15");
    await askAge(b, chatId, "how old are you?");
    await send(a, chatId, "22");
    // The question was answered: a later number of the writer's is not read as an age again.
    await send(a, chatId, "my daughter is");
    await send(a, chatId, "12");
    const chat = (await getJson(server, `/api/chats/${chatId}`, a.cookie)).json();
    expect(chat.chat ?? chat).toMatchObject({ status: "active" });
    expect(await db().select().from(reports).where(eq(reports.chatId, chatId))).toEqual([]);
  });

  it("brings crisis support to the writer first when the same message is crisis language", async () => {
    const { b, chatId } = await matchedPair("calm");
    const line = nextEventWhere(b.socket, "message:new", (m) => m.kind === "system");
    const ended = nextEvent(b.socket, "chat:updated");
    const words = "i'm 14 and i want to kill myself";
    expect(await send(b, chatId, words)).toMatchObject({ content: words });
    expect(await line).toMatchObject({ content: CRISIS_SYSTEM_MESSAGE });
    expect(await ended).toMatchObject({ status: "completed", endedBy: "closed" });
  });
});
