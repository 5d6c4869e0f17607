/**
 * A suspended or banned person keeps the Crisis Counselor of their most recent chat in crisis
 * support (after-end.ts, moderation/gate.ts), through the server, with a moderator's real action:
 * their standing names that chat, and the counsel route answers there. Everything else stays shut,
 * whatever chat id a hostile page sends: another person's chat, an older chat in crisis, a chat
 * never in crisis, an open chat; and every other route of the chat, matching and the socket.
 */
import { describe, expect, it } from "vitest";
import { StandingReply } from "../../shared/moderation-api.js";
import { CounselReply } from "../../shared/counsel-api.js";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { chats } from "../db/schema.js";
import { matchTwo, say, type Someone } from "../testing/chats.js";
import { moderationSuite } from "../testing/moderation.js";
import { getJson, sendJson } from "../testing/server.js";
import { connectAs, nextEventWhere, request, type Person } from "../testing/sockets.js";

const COUNSELOR = `ai:${CRISIS_PERSONA.name}`;
const BANNED = /banned \(Harassment or bullying\)/;

describe("the Crisis Counselor for a suspended or banned person", () => {
  const { server, people, url, report, queue, act } = moderationSuite("embedded");

  const standingOf = async (who: Someone) =>
    StandingReply.parse((await getJson(server, "/api/me/standing", who.cookie)).json());
  const counsel = (who: Someone, chatId: string, content = "i still feel like dying") =>
    sendJson(server, "POST", `/api/chats/${chatId}/counsel`, { content }, who.cookie);

  /** A chat in which `inCrisis` said they want to die, once the Counselor has answered them. */
  async function crisisChat(inCrisis: Person, partner: Person) {
    const chat = await matchTwo(server, partner, inCrisis);
    expect((await request(inCrisis.socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
    const answered = nextEventWhere(inCrisis.socket, "message:new", (m) => m.sender === COUNSELOR, 20_000);
    await say(server, inCrisis, chat.id, "i want to die, i can't go on");
    await answered;
    return chat.id;
  }

  /** `reporter` reports `offender` from `chatId`, and the moderator takes `action` on it. */
  async function sanction(reporter: Someone, chatId: string, action: object) {
    expect((await report(reporter, chatId)).statusCode).toBe(201);
    const reportId = (await queue()).reports.find((row) => row.chatId === chatId)!.id;
    expect((await act(reportId, { reason: "Harassment or bullying", ...action })).statusCode).toBe(204);
  }

  it("a person banned in the middle of their crisis keeps its Counselor, and their partner keeps it as a supporter", async () => {
    const [inCrisis, partner] = [await people.add(), await people.add()];
    const chatId = await crisisChat(inCrisis, partner);
    // Not shut out: the chat itself offers the Counselor, the standing names none.
    expect((await standingOf(inCrisis)).counselChatId).toBeNull();
    await sanction(partner, chatId, { action: "ban" });

    expect(await standingOf(inCrisis)).toMatchObject({ state: "banned", counselChatId: chatId });
    const answer = await counsel(inCrisis, chatId);
    expect(answer.statusCode).toBe(200);
    expect(CounselReply.parse(answer.json()).sender).toBe(COUNSELOR);
    // In capitals, as a page might send it: the same chat.
    expect((await counsel(inCrisis, chatId.toUpperCase())).statusCode).toBe(200);

    // The partner, who was not sanctioned, keeps it as the chat's own rule says (after-end.test.ts).
    expect((await standingOf(partner)).counselChatId).toBeNull();
    expect((await counsel(partner, chatId, "is she going to be ok?")).statusCode).toBe(200);
  });

  it("a suspended supporter keeps the Counselor of the crisis chat they were in", async () => {
    const [inCrisis, supporter, reporter] = [await people.add(), await people.add(), await people.add()];
    const chatId = await crisisChat(inCrisis, supporter);
    expect((await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, inCrisis.cookie)).statusCode).toBe(200);
    // Suspended because of another chat, after this one ended.
    const other = await matchTwo(server, reporter, supporter, "calm");
    await say(server, supporter, other.id, "something unkind");
    await sanction(reporter, other.id, { action: "suspend", days: 3 });

    expect(await standingOf(supporter)).toMatchObject({ state: "suspended", counselChatId: chatId });
    expect((await counsel(supporter, chatId, "is she going to be ok?")).statusCode).toBe(200);
    // The chat they were suspended over was never in crisis: refused, with the suspension's sentence.
    const refused = await counsel(supporter, other.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/suspended until/);
  });

  it("reaches no other chat's Counselor, whatever id the page sends", async () => {
    const [person, first, second, strangerA, strangerB] = [
      await people.add(),
      await people.add(),
      await people.add(),
      await people.add(),
      await people.add(),
    ];
    const older = await crisisChat(person, first);
    expect((await sendJson(server, "POST", `/api/chats/${older}/end`, {}, first.cookie)).statusCode).toBe(200);
    const latest = await crisisChat(person, second);
    const strangers = await crisisChat(strangerA, strangerB);
    expect((await sendJson(server, "POST", `/api/chats/${strangers}/end`, {}, strangerB.cookie)).statusCode).toBe(200);
    await sanction(second, latest, { action: "ban" });
    expect((await standingOf(person)).counselChatId).toBe(latest);
    // An open chat of theirs, as one written by another instance while the ban was being decided.
    const [open] = await server.database.db
      .insert(chats)
      .values({
        themeId: "calm",
        participant1Id: person.userId,
        participant2Id: first.userId,
        participant2Role: "both",
        matchStatus: "matched",
        matchedAt: new Date(),
      })
      .returning({ id: chats.id });

    const tries = { older, strangers, open: open!.id, nobodys: crypto.randomUUID() };
    const answers: Record<string, [number, boolean]> = {};
    for (const [name, chatId] of Object.entries(tries)) {
      const answer = await counsel(person, chatId);
      answers[name] = [answer.statusCode, BANNED.test(answer.json().error)];
    }
    expect(answers).toEqual({
      older: [403, true],
      strangers: [403, true],
      open: [403, true],
      nobodys: [403, true],
    });
    expect((await counsel(person, latest)).statusCode).toBe(200);
  });

  it("opens nothing else: the chat itself, its messages, a new match, a reconnect token, the socket", async () => {
    const [inCrisis, partner] = [await people.add(), await people.add()];
    const chatId = await crisisChat(inCrisis, partner);
    await sanction(partner, chatId, { action: "suspend", days: 7 });
    expect((await standingOf(inCrisis)).counselChatId).toBe(chatId);

    const calls = [
      ["GET", `/api/chats/${chatId}`],
      ["GET", `/api/chats/${chatId}/messages`],
      ["GET", `/api/chats/${chatId}/summary`],
      ["POST", `/api/chats/${chatId}/messages`],
      ["POST", `/api/chats/${chatId}/end`],
      ["POST", `/api/chats/${chatId}/reconnect`],
      ["POST", `/api/chats/${chatId}/report`],
      ["POST", `/api/chats/${chatId}/block`],
      ["POST", "/api/chats/match"],
    ] as const;
    const seen: Record<string, number> = {};
    for (const [method, path] of calls) {
      const body = { clientId: crypto.randomUUID(), content: "hi", themeId: "calm", reason: "Something else" };
      const answer =
        method === "GET"
          ? await getJson(server, path, inCrisis.cookie)
          : await sendJson(server, method, path, body, inCrisis.cookie);
      seen[`${method} ${path}`] = answer.statusCode;
    }
    expect(seen).toEqual(Object.fromEntries(calls.map(([method, path]) => [`${method} ${path}`, 403])));
    await expect(connectAs(url(), inCrisis.cookie)).rejects.toThrow(/suspended until/);
  });

  it("names no chat to someone shut out who was never in crisis support, and refuses their ended chat", async () => {
    const [reporter, offender] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, reporter, offender, "calm");
    await say(server, offender, chat.id, "something unkind");
    await sanction(reporter, chat.id, { action: "ban" });
    expect(await standingOf(offender)).toMatchObject({ state: "banned", counselChatId: null });
    const refused = await counsel(offender, chat.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(BANNED);
  });
});
