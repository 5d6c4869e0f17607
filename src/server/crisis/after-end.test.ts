/**
 * The Crisis Counselor after a chat in crisis support has ended (after-end.ts), on a real server
 * with both people on real sockets: the person in crisis keeps talking with the Counselor when the
 * partner leaves, the answer reaches them alone, the partner who left receives nothing more, and
 * nobody else (an outsider, a moderator, a chat never in crisis, a chat still open) is let in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatView, MessageView } from "../../shared/api.js";
import { ChatSummary } from "../../shared/after-chat-api.js";
import { CounselReply } from "../../shared/counsel-api.js";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { CHAT_ENDED } from "../messages/store.js";
import { getJson, sendJson, signUp, signUpAdmin, serverForSuite } from "../testing/server.js";
import { nextEventWhere, request, socketPeople, type Person } from "../testing/sockets.js";
import { COUNSEL_PEOPLE_ONLY, COUNSEL_WHILE_OPEN } from "./after-end.js";

const ADMIN = "after-end-admin@kindred.test";
const COUNSELOR = `ai:${CRISIS_PERSONA.name}`;

describe("the Crisis Counselor after a chat in crisis support ends", () => {
  const people = socketPeople();
  const server = serverForSuite({ config: { adminEmails: new Set([ADMIN]) } });
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());

  async function matchedPair() {
    const [a, b] = [await people.add(), await people.add()];
    const match = (who: Person) => sendJson(server, "POST", "/api/chats/match", { themeId: "late-night" }, who.cookie);
    const waiting = ChatView.parse((await match(a)).json().chat);
    expect(ChatView.parse((await match(b)).json().chat).matchStatus).toBe("matched");
    for (const who of [a, b]) expect((await request(who.socket, "chat:join", { chatId: waiting.id })).ok).toBe(true);
    return { a, b, chatId: waiting.id };
  }

  const send = (who: Person, chatId: string, content: string) =>
    request(who.socket, "message:send", { chatId, clientId: crypto.randomUUID(), content });

  const counsel = (cookie: string, chatId: string, body: object) =>
    sendJson(server, "POST", `/api/chats/${chatId}/counsel`, body, cookie);

  /** A chat in crisis mode whose Counselor has answered the crisis message (so nothing is still on its way). */
  async function crisisChat() {
    const pair = await matchedPair();
    const answered = nextEventWhere(pair.b.socket, "message:new", (m) => m.sender === COUNSELOR, 20_000);
    expect((await send(pair.a, pair.chatId, "i want to die, i can't go on")).ok).toBe(true);
    await answered;
    return pair;
  }

  /** Everything the socket hears from now on. */
  function heard(who: Person) {
    const events: string[] = [];
    who.socket.onAny((event: string) => events.push(event));
    return events;
  }

  it("offers the Counselor on the end-chat screen to both people when the person in crisis ended it, never otherwise", async () => {
    const summaryFor = async (who: Person, chatId: string) =>
      ChatSummary.parse((await getJson(server, `/api/chats/${chatId}/summary`, who.cookie)).json());
    const { a, b, chatId } = await crisisChat();
    expect((await summaryFor(a, chatId)).counselor).toBe(false);
    // The person in crisis ends it themselves: the Counselor stays for them, and for their partner.
    expect((await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, a.cookie)).statusCode).toBe(200);
    expect((await summaryFor(a, chatId)).counselor).toBe(true);
    expect((await summaryFor(b, chatId)).counselor).toBe(true);
    expect(
      CounselReply.parse((await counsel(a.cookie, chatId, { content: "i ended it, i'm scared" })).json()).sender,
    ).toBe(COUNSELOR);
    const calm = await matchedPair();
    expect((await send(calm.a, calm.chatId, "hello there")).ok).toBe(true);
    expect((await sendJson(server, "POST", `/api/chats/${calm.chatId}/end`, {}, calm.a.cookie)).statusCode).toBe(200);
    expect((await summaryFor(calm.a, calm.chatId)).counselor).toBe(false);
  });

  it("answers the person in crisis after the partner left, and the partner hears nothing of it", async () => {
    const { a, b, chatId } = await crisisChat();
    expect((await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, b.cookie)).statusCode).toBe(200);
    const partnerHeard = heard(b);

    // The chat itself takes nothing more, for either of them.
    expect(await send(a, chatId, "no, i'm not safe")).toMatchObject({ ok: false, status: 409 });

    const answer = await counsel(a.cookie, chatId, { content: "no, i'm not safe" });
    expect(answer.statusCode).toBe(200);
    const reply = CounselReply.parse(answer.json());
    expect(reply.sender).toBe(COUNSELOR);
    expect(reply.content.trim().length).toBeGreaterThan(0);

    // With what was said since the end, in context.
    const earlier = [
      { role: "user", content: "no, i'm not safe" },
      { role: "assistant", content: reply.content },
    ];
    const next = await counsel(a.cookie, chatId, { content: "i don't know who to call", earlier });
    expect(next.statusCode).toBe(200);

    // Nothing was stored in the chat, so neither a reload nor the partner's page can show it.
    const stored = await server.fastify.inject({
      method: "GET",
      url: `/api/chats/${chatId}/messages?after=0`,
      headers: { cookie: b.cookie },
    });
    const contents = (stored.json().messages as unknown[]).map((m) => MessageView.parse(m).content);
    expect(contents).not.toContain("no, i'm not safe");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No message, no persona's typing or words: only, perhaps, the end it caused itself (chat:updated).
    expect(partnerHeard.filter((event) => event !== "chat:updated")).toEqual([]);
  });

  it("stays when the partner blocks", async () => {
    const { a, b, chatId } = await crisisChat();
    expect((await sendJson(server, "POST", `/api/chats/${chatId}/block`, {}, b.cookie)).statusCode).toBe(200);
    expect((await counsel(a.cookie, chatId, { content: "yes i'm safe for now" })).statusCode).toBe(200);
  });

  it("refuses a chat that is still open, never in crisis, not yours, or a moderator", async () => {
    const open = await matchedPair();
    const whileOpen = await counsel(open.a.cookie, open.chatId, { content: "hello" });
    expect([whileOpen.statusCode, whileOpen.json().error]).toEqual([409, COUNSEL_WHILE_OPEN]);

    await sendJson(server, "POST", `/api/chats/${open.chatId}/end`, {}, open.b.cookie);
    const calm = await counsel(open.a.cookie, open.chatId, { content: "hello" });
    expect([calm.statusCode, calm.json().error]).toEqual([409, CHAT_ENDED]);

    const { chatId } = await crisisChat();
    const stranger = await signUp(server);
    expect((await counsel(stranger.cookie, chatId, { content: "hello" })).statusCode).toBe(403);
    const admin = await signUpAdmin(server, ADMIN);
    const moderator = await counsel(admin.cookie, chatId, { content: "hello" });
    expect([moderator.statusCode, moderator.json().error]).toEqual([403, COUNSEL_PEOPLE_ONLY]);
  });

  it("screens the words as every message is screened, and validates the body", async () => {
    const { a, b, chatId } = await crisisChat();
    await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, b.cookie);
    expect((await counsel(a.cookie, chatId, { content: "you idiot" })).statusCode).toBe(422);
    const tooLong = Array.from({ length: 11 }, () => ({ role: "user", content: "hi" }));
    const refused = await counsel(a.cookie, chatId, { content: "hello", earlier: tooLong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/at most the last 10/);
    expect((await counsel(a.cookie, chatId, { content: "   " })).statusCode).toBe(400);
  });
});
