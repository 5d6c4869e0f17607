/**
 * A suite of live chats: a server with people on real sockets, matched over REST, greeted by the
 * room's persona and joined to their chat (realtime/chat-flow.test.ts, screened-messages.test.ts).
 */
import { afterAll, beforeAll, expect, vi } from "vitest";
import { ChatView, MessageList, MessageView } from "../../shared/api.js";
import type { AiProvider } from "../ai/provider.js";
import { onChatPage } from "../realtime/partner-presence.js";
import { type DatabaseKind, getJson, sendJson, serverForSuite, type TestServerOptions } from "./server.js";
import { nextEvent, nextEventWhere, request, socketPeople, type Person } from "./sockets.js";

/**
 * `aiProvider`: the personas' words, when a test must hold or read them (the builtin one otherwise);
 * `config`: the server's, where a test needs more (an admin's address).
 */
export function liveChatSuite(
  kind: DatabaseKind,
  aiProvider?: AiProvider,
  config?: NonNullable<TestServerOptions>["config"],
) {
  const people = socketPeople();
  const server = serverForSuite({ kind, aiProvider, config });
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());

  const person = () => people.add();

  const match = async (who: Person, themeId: string, waitingChatId?: string) => {
    const response = await sendJson(server, "POST", "/api/chats/match", { themeId, waitingChatId }, who.cookie);
    expect(response.statusCode).toBe(200);
    return ChatView.parse(response.json().chat);
  };

  const send = async (who: Person, chatId: string, content: string, clientId: string = crypto.randomUUID()) => {
    const reply = await request(who.socket, "message:send", { chatId, clientId, content });
    if (!reply.ok) throw new Error(`${reply.status} ${reply.error}`);
    return MessageView.parse(reply.data.message);
  };

  /** The persona greets a new waiting chat in the background; this waits until it has. */
  async function greeted(who: Person, chatId: string) {
    for (let attempt = 0; attempt < 500; attempt++) {
      const list = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, who.cookie)).json());
      const greeting = list.messages.find((m) => m.sender.startsWith("ai:"));
      if (greeting) return greeting;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the persona never greeted the waiting chat");
  }

  /** Two people matched in one room, both joined to it on their sockets. */
  async function matchedPair(themeId: string) {
    const [a, b] = [await person(), await person()];
    const waiting = await match(a, themeId);
    await greeted(a, waiting.id);
    const told = nextEvent(a.socket, "chat:updated");
    const joined = await match(b, themeId);
    expect(joined).toMatchObject({ id: waiting.id, matchStatus: "matched", you: "p2" });
    expect(await told).toMatchObject({ id: waiting.id, matchStatus: "matched", you: "p1" });
    for (const who of [a, b]) {
      const reply = await request(who.socket, "chat:join", { chatId: waiting.id });
      expect(reply.ok).toBe(true);
    }
    return { a, b, chatId: waiting.id };
  }

  /**
   * A pair in one chat whose crisis support A's `words` opened: resolves once the crisis line has
   * reached B (goading-, affirming- and pact-in-crisis.test.ts).
   */
  async function pairInCrisis(words: string, themeId = "need-to-vent") {
    const pair = await matchedPair(themeId);
    const crisisLine = nextEventWhere(pair.b.socket, "message:new", (m) => m.kind === "system");
    await send(pair.a, pair.chatId, words);
    await crisisLine;
    return pair;
  }

  /** The person closes their window on the chat: resolves once the server no longer sees them on it. */
  async function closeWindow(who: Person, chatId: string) {
    who.socket.close();
    await vi.waitFor(async () => expect(await onChatPage(server.io, chatId, who.userId)).toBe(false));
  }

  return { server, people, person, match, send, greeted, matchedPair, pairInCrisis, closeWindow };
}
