/**
 * A crisis behind a report, on a real server (crisis-context.ts, after-end.ts whileShutOut): the
 * stranger's trial, where D told of the pills in hand (the urgent line went out), a goader urged
 * them on (refused), reported D, and a moderator suspended D. The moderator's card says that D's
 * words opened crisis support, urgently, and that the reporter's urging was refused, without a word
 * of either, to admins only, and does not stop the decision; D's notice is then worded for the
 * emergency for a day, and only for the person whose words told of it.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { StandingReply, URGENT_NOTICE_HOURS } from "../../shared/moderation-api.js";
import { URGING_REASON } from "../../shared/harassment-urging.js";
import { reports } from "../db/schema.js";
import { matchTwo, say, type Someone } from "../testing/chats.js";
import { moderationSuite } from "../testing/moderation.js";
import { getJson, sendJson } from "../testing/server.js";
import { nextEventWhere, request, type Person } from "../testing/sockets.js";

const COUNSELOR = `ai:${CRISIS_PERSONA.name}`;
const HOUR_MS = 3_600_000;

describe("a report about someone in crisis", () => {
  const { server, people, clock, report, queue, act, asAdmin } = moderationSuite("embedded");

  const standingOf = async (who: Someone) =>
    StandingReply.parse((await getJson(server, "/api/me/standing", who.cookie)).json());

  /** A chat in which `inCrisis` said `words`, once the Counselor has answered them. */
  async function crisisChat(inCrisis: Person, partner: Person, words: string) {
    const chat = await matchTwo(server, partner, inCrisis);
    expect((await request(inCrisis.socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
    const answered = nextEventWhere(inCrisis.socket, "message:new", (m) => m.sender === COUNSELOR, 20_000);
    await say(server, inCrisis, chat.id, words);
    await answered;
    return chat.id;
  }

  /** The card of the report `reporter` filed from the chat. */
  const cardBy = async (reporter: Someone & { userId: string }, chatId: string) => {
    const [row] = await server.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.chatId, chatId), eq(reports.reporterId, reporter.userId)));
    return (await queue()).reports.find((card) => card.id === row!.id)!;
  };

  it("tells the moderator of the urgent crisis and the reporter's refused urging, quoting nothing, and lets them act", async () => {
    const [inCrisis, goader] = [await people.add(), await people.add()];
    const chatId = await crisisChat(inCrisis, goader, "i have the pills in my hand");
    const urged = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId: crypto.randomUUID(), content: "you should" },
      goader.cookie,
    );
    expect(urged.statusCode).toBe(422);
    expect(urged.json().error).toBe(URGING_REASON);
    expect((await report(goader, chatId, "they were rude")).statusCode).toBe(201);

    const page = await queue();
    const theirs = page.reports.filter((row) => row.chatId === chatId);
    const retaliatory = theirs.find((row) => row.reporter !== null)!;
    expect(retaliatory).toMatchObject({ reportedCrisis: { tier: "high", urgent: true }, reporterUrged: true });
    // Kindred's own report on the goader: the goader's words opened nothing, and Kindred urged nobody.
    const automatic = theirs.find((row) => row.reporter === null)!;
    expect(automatic).toMatchObject({ reportedCrisis: null, reporterUrged: false });
    // Facts only: neither person's words are in the queue (the reporter's own note aside).
    const raw = (await asAdmin("/api/admin/reports?status=open")).body;
    expect(raw).not.toContain("pills");
    expect(raw).not.toContain("you should");

    // Only admins read the queue: neither person of the chat.
    for (const who of [inCrisis, goader]) {
      const refused = await getJson(server, "/api/admin/reports?status=open", who.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain("reportedCrisis");
    }

    // Informed, not blocked: the moderator may still suspend them.
    expect(
      (await act(retaliatory.id, { action: "suspend", reason: "Harassment or bullying", days: 3 })).statusCode,
    ).toBe(204);
    expect(await standingOf(inCrisis)).toMatchObject({ state: "suspended", counselChatId: chatId, urgentCrisis: true });

    // A day on, the emergency wording has passed; the Counselor stays.
    clock.now = new Date(clock.now.getTime() + (URGENT_NOTICE_HOURS + 1) * HOUR_MS);
    try {
      expect(await standingOf(inCrisis)).toMatchObject({ counselChatId: chatId, urgentCrisis: false });
    } finally {
      clock.now = new Date();
    }
  });

  it("gives the tier of a crisis that was not urgent, and nothing about the supporter in it", async () => {
    const [inCrisis, supporter] = [await people.add(), await people.add()];
    const chatId = await crisisChat(inCrisis, supporter, "i want to die, i can't go on");
    await say(server, supporter, chatId, "i'm here with you");
    expect((await report(inCrisis, chatId)).statusCode).toBe(201);
    expect((await report(supporter, chatId)).statusCode).toBe(201);

    const aboutInCrisis = await cardBy(supporter, chatId);
    const aboutSupporter = await cardBy(inCrisis, chatId);
    expect(aboutInCrisis.reportedCrisis).toMatchObject({ urgent: false });
    expect(["low", "moderate", "high"]).toContain(aboutInCrisis.reportedCrisis!.tier);
    expect(aboutInCrisis.reporterUrged).toBe(false);
    expect(aboutSupporter).toMatchObject({ reportedCrisis: null, reporterUrged: false });

    // Suspending the supporter: their notice offers the Counselor, never the other person's emergency.
    expect((await act(aboutSupporter.id, { action: "ban", reason: "Spam or scam" })).statusCode).toBe(204);
    expect(await standingOf(supporter)).toMatchObject({ state: "banned", counselChatId: chatId, urgentCrisis: false });
  });

  it("says nothing of a crisis on a chat that was never in crisis support", async () => {
    const [reporter, offender] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, reporter, offender, "calm");
    await say(server, offender, chat.id, "something unkind");
    expect((await report(reporter, chat.id)).statusCode).toBe(201);
    const card = await cardBy(reporter, chat.id);
    expect(card).toMatchObject({ reportedCrisis: null, reporterUrged: false });
    expect((await act(card.id, { action: "ban", reason: "Harassment or bullying" })).statusCode).toBe(204);
    expect(await standingOf(offender)).toMatchObject({ counselChatId: null, urgentCrisis: false });
  });
});
