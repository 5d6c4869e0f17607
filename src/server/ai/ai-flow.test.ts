/**
 * The persona in real chats, over real sockets: company while waiting, replies to its handle seen by
 * both people, the waiting conversation kept private, refused text never reaching a
 * provider (crisis words reach the Crisis Counselor alone), the fallback on failure, the diagnostics test and the admin-only agent initialisation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageView } from "../../shared/api.js";
import { AiAgentsInitResult, AiTestResult, ChatView } from "../../shared/api.js";
import { aiAgents } from "../db/schema.js";
import { getJson, sendJson, signUp, signUpAdmin, serverForSuite } from "../testing/server.js";
import { nextEvent, request, socketPeople, type ClientSocket, type Person } from "../testing/sockets.js";
import { createBuiltinProvider } from "./builtin.js";
import type { AiProvider, AiRequest } from "./provider.js";
import { ADMIN_ONLY_AI } from "./routes.js";
import { AI_FALLBACK } from "./service.js";

describe("the room's persona in a chat", () => {
  const seen: AiRequest[] = [];
  let failNext = false;
  let emptyNext = false;
  const builtin = createBuiltinProvider();
  const recording: AiProvider = {
    name: "builtin",
    async reply(request, onDelta) {
      seen.push(request);
      if (failNext) {
        failNext = false;
        throw new Error("the model is down");
      }
      if (emptyNext) {
        emptyNext = false;
        return "  ";
      }
      return builtin.reply(request, onDelta);
    },
  };
  const people = socketPeople();

  const server = serverForSuite({
    config: { adminEmails: new Set(["admin@kindred.test"]) },
    limits: { aiPerUser: { points: 3, duration: 60 } },
    aiProvider: recording,
  });
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());

  const person = () => people.add();

  /** The next message:new on this socket that a persona wrote. */
  function nextAiMessage(socket: ClientSocket): Promise<MessageView> {
    return new Promise((resolve) => {
      const listener = (message: MessageView) => {
        if (!message.sender.startsWith("ai:")) return;
        socket.off("message:new", listener);
        resolve(message);
      };
      socket.on("message:new", listener);
    });
  }

  async function waitIn(who: Person, themeId: string) {
    const response = await sendJson(server, "POST", "/api/chats/match", { themeId }, who.cookie);
    const chat = ChatView.parse(response.json().chat);
    const greeting = nextAiMessage(who.socket);
    const joined = await request(who.socket, "chat:join", { chatId: chat.id });
    const already = joined.ok ? joined.data.messages.find((m) => m.sender.startsWith("ai:")) : undefined;
    return { chat, greeting: already ?? (await greeting) };
  }

  const say = async (who: Person, chatId: string, content: string) => {
    const reply = await request(who.socket, "message:send", { chatId, clientId: crypto.randomUUID(), content });
    if (!reply.ok) throw new Error(reply.error);
    return reply.data.message;
  };

  it("greets a waiting person and keeps them company, streaming its words", async () => {
    const alone = await person();
    const { chat, greeting } = await waitIn(alone, "late-night");
    expect(greeting).toMatchObject({ sender: "ai:Luna", kind: "text" });
    expect(greeting.content).toContain("I'm Luna");

    const deltas: string[] = [];
    alone.socket.on("ai:delta", (delta) => deltas.push(delta.text));
    const typing = nextEvent(alone.socket, "ai:typing");
    const reply = nextAiMessage(alone.socket);
    await say(alone, chat.id, "I can't sleep again tonight");
    expect(await typing).toEqual({ chatId: chat.id, name: "Luna" });
    const answer = await reply;
    // It names the feeling in its own words rather than quoting the sentence back.
    expect(answer.content).toMatch(/exhausting|worn/);
    expect(answer.content).not.toContain("I can't sleep again tonight");
    expect(deltas.join("")).toBe(answer.content);
  });

  it("answers its handle in a matched chat for both people, and keeps the waiting talk private", async () => {
    const [a, b] = [await person(), await person()];
    const { chat } = await waitIn(a, "tiny-wins");
    const answered = nextAiMessage(a.socket);
    await say(a, chat.id, "a secret only for Pip");
    await answered;
    await sendJson(server, "POST", "/api/chats/match", { themeId: "tiny-wins" }, b.cookie);
    const joined = await request(b.socket, "chat:join", { chatId: chat.id });
    expect(joined.ok && joined.data.messages).toEqual([]);

    const before = seen.length;
    await say(a, chat.id, "just between us humans");
    const forA = nextAiMessage(a.socket);
    const forB = nextAiMessage(b.socket);
    await say(b, chat.id, "@pip I finished my first run today!");
    const [toA, toB] = [await forA, await forB];
    expect(toA).toEqual(toB);
    expect(toA).toMatchObject({ sender: "ai:Pip" });
    expect(toA.content).toMatch(/win|celebration/);
    expect(toA.content).not.toContain("I finished my first run today");
    // Only the tagged message reached the provider, and not the waiting-room conversation.
    expect(seen.slice(before).map((r) => r.message)).toEqual(["@pip I finished my first run today!"]);
    expect(JSON.stringify(seen.at(-1)!.history)).not.toContain("a secret only for Pip");
  });

  it("tells the persona the chosen vibes, but never as a turn of the conversation", async () => {
    const alone = await person();
    const { chat } = await waitIn(alone, "gratitude-flow");
    await request(alone.socket, "message:send", {
      chatId: chat.id,
      clientId: "vibes-for-ai",
      kind: "vibe",
      content: "grateful,peaceful",
    });
    const reply = nextAiMessage(alone.socket);
    await say(alone, chat.id, "today was lovely");
    await reply;
    const asked = seen.at(-1)!;
    expect(asked.vibes).toEqual(["Grateful", "Peaceful"]);
    expect(JSON.stringify(asked.history)).not.toContain("grateful,peaceful");
  });

  it("never sends refused text to a provider; crisis words stay as written and bring the Crisis Counselor alone", async () => {
    const alone = await person();
    const { chat } = await waitIn(alone, "burnout-zone");
    const before = seen.length;
    const blocked = await request(alone.socket, "message:send", {
      chatId: chat.id,
      clientId: "filtered-1",
      content: "you idiot",
    });
    expect(blocked.ok).toBe(false);
    const counselor = nextAiMessage(alone.socket);
    const words = await say(alone, chat.id, "I want to kill myself");
    expect(words).toMatchObject({ kind: "text", content: "I want to kill myself" });
    expect(await counselor).toMatchObject({ sender: "ai:Crisis Counselor" });
    const reached = seen.slice(before);
    expect(reached.map((r) => r.persona.name)).toEqual(["Crisis Counselor"]);
    expect(JSON.stringify(reached)).not.toContain("you idiot");
  });

  it("falls back to the product's line and tells the person who asked when the AI fails", async () => {
    const alone = await person();
    const { chat } = await waitIn(alone, "need-to-vent");
    failNext = true;
    const failed = nextEvent(alone.socket, "ai:failed");
    const fallback = nextAiMessage(alone.socket);
    await say(alone, chat.id, "is anyone there");
    expect(await failed).toEqual({ chatId: chat.id, error: "Could not get a response from the AI. Please try again." });
    expect((await fallback).content).toBe(AI_FALLBACK);
  });

  it("never stores an empty reply: the offline companion answers instead", async () => {
    const alone = await person();
    const { chat } = await waitIn(alone, "unsent-letters");
    emptyNext = true;
    const reply = nextAiMessage(alone.socket);
    await say(alone, chat.id, "is anyone there");
    const { content } = await reply;
    expect(content.trim()).not.toBe("");
    expect(content).not.toBe(AI_FALLBACK);
  });

  it("limits AI replies per person with a clear message", async () => {
    const chatty = await person();
    const { chat } = await waitIn(chatty, "existential");
    for (let i = 0; i < 3; i++) {
      const reply = nextAiMessage(chatty.socket);
      await say(chatty, chat.id, `question number ${i}`);
      await reply;
    }
    const refused = nextEvent(chatty.socket, "ai:failed");
    await say(chatty, chat.id, "one more question");
    expect((await refused).error).toMatch(/^Too many AI requests\. Please wait \d+ seconds and try again\.$/);
  });

  it("answers the diagnostics test with the active provider", async () => {
    const member = await signUp(server);
    const response = await sendJson(server, "POST", "/api/ai/test", { test: true }, member.cookie);
    expect(AiTestResult.parse(response.json())).toMatchObject({ success: true, provider: "builtin" });
    expect((await sendJson(server, "POST", "/api/ai/test", {})).statusCode).toBe(401);
  });

  it("lets only an admin initialise the AI agents", async () => {
    const member = await signUp(server);
    const refused = await sendJson(server, "POST", "/api/admin/ai-agents/init", {}, member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ADMIN_ONLY_AI });

    const admin = await signUpAdmin(server, "admin@kindred.test");
    const me = await getJson(server, "/api/me", admin.cookie);
    expect(me.json().role).toBe("admin");
    const done = await sendJson(server, "POST", "/api/admin/ai-agents/init", {}, admin.cookie);
    expect(AiAgentsInitResult.parse(done.json())).toMatchObject({ successful: 17, failed: 0 });
    expect(await server.database.db.select().from(aiAgents)).toHaveLength(17);
  });
});
