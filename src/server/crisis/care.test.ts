/**
 * Crisis mode beyond one message, on a real server with two people on real sockets: the
 * conversation window, and the safety model asked after delivery (a fake provider on loopback).
 * Delivery is never held for the model: the provider holds its answer until the test has seen the
 * message delivered and acknowledged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AdminOverview } from "../../shared/admin-api.js";
import { ChatView, MessageView } from "../../shared/api.js";
import { CRISIS_SYSTEM_MESSAGE } from "../../shared/crisis.js";
import { getJson, sendJson, signUpAdmin, serverForSuite } from "../testing/server.js";
import { nextEvent, nextEventWhere, request, socketPeople, type Person } from "../testing/sockets.js";
import { startFakeSafetyProvider, type FakeSafetyProvider } from "./fake-safety-provider.js";

const isCrisisMessage = (m: MessageView) => m.kind === "system" && m.content === CRISIS_SYSTEM_MESSAGE;

/** How long an awaited event may take on a busy machine before the test fails, saying which. */
const PATIENCE = 20_000;

describe("crisis mode from the conversation window and the safety model", () => {
  let provider: FakeSafetyProvider;
  const people = socketPeople();
  // Registered before the server's hooks, so the provider is up before it starts and closed after it.
  beforeAll(async () => {
    provider = await startFakeSafetyProvider();
  });
  afterAll(() => provider.close());
  const server = serverForSuite(() => ({
    config: {
      adminEmails: new Set(["crisis-admin@kindred.test"]),
      // Long enough that a busy machine never turns a held answer into a timeout by accident;
      // the timeout itself is tested in safety-model.test.ts.
      safety: { provider: "moderation", baseUrl: provider.baseUrl, model: "m", timeoutMs: 30_000 },
    },
  }));
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());
  beforeEach(() => {
    provider.behaviour = "clear";
  });

  async function matchedPair(themeId = "late-night") {
    const [a, b] = [await people.add(), await people.add()];
    const waiting = ChatView.parse(
      (await sendJson(server, "POST", "/api/chats/match", { themeId }, a.cookie)).json().chat,
    );
    const joined = ChatView.parse(
      (await sendJson(server, "POST", "/api/chats/match", { themeId }, b.cookie)).json().chat,
    );
    expect(joined).toMatchObject({ id: waiting.id, matchStatus: "matched" });
    for (const who of [a, b]) expect((await request(who.socket, "chat:join", { chatId: waiting.id })).ok).toBe(true);
    return { a, b, chatId: waiting.id };
  }

  async function send(who: Person, chatId: string, content: string) {
    const reply = await request(who.socket, "message:send", { chatId, clientId: crypto.randomUUID(), content });
    if (!reply.ok) throw new Error(`${reply.status} ${reply.error}`);
    return MessageView.parse(reply.data.message);
  }

  const crisisFor = (who: Person) =>
    nextEventWhere(who.socket, "message:new", (m) => isCrisisMessage(MessageView.parse(m)), PATIENCE);

  async function metric(name: string, labels: Record<string, string>): Promise<number> {
    const text = (await server.fastify.inject({ method: "GET", url: "/metrics" })).body;
    const line = text
      .split("\n")
      .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
    return line ? Number(line.split(" ").at(-1)) : 0;
  }

  it("opens crisis mode for both when the person's messages together say what none says alone", async () => {
    const { a, b, chatId } = await matchedPair();
    const before = await metric("kindred_crisis_opened_total", { detector: "window" });
    const first = nextEvent(b.socket, "message:new", PATIENCE);
    await send(a, chatId, "i've had enough");
    expect(await first).toMatchObject({ kind: "text", content: "i've had enough" });
    const forA = crisisFor(a);
    const forB = crisisFor(b);
    const second = await send(a, chatId, "tonight");
    expect(second).toMatchObject({ kind: "text", content: "tonight" });
    await Promise.all([forA, forB]);
    // The Crisis Counselor answers, not the room's persona.
    const counselor = await nextEventWhere(b.socket, "message:new", (m) => m.sender.startsWith("ai:"), PATIENCE);
    expect(counselor.sender).toBe("ai:Crisis Counselor");
    expect(await metric("kindred_crisis_opened_total", { detector: "window", category: "plan" })).toBeGreaterThan(
      before,
    );
  });

  it("asks the model after delivery and opens crisis mode for both when it flags", async () => {
    const { a, b, chatId } = await matchedPair();
    provider.behaviour = "slow";
    const order: string[] = [];
    const asked = provider.arrived(provider.requests.length + 1).then(() => order.push("model asked"));
    const delivered = nextEvent(b.socket, "message:new", PATIENCE).then((m) => {
      order.push("delivered to the partner");
      return m;
    });
    const acknowledged = send(a, chatId, "everything feels grey lately").then((m) => {
      order.push("acknowledged");
      return m;
    });
    expect(await delivered).toMatchObject({ kind: "text", content: "everything feels grey lately" });
    expect(await acknowledged).toMatchObject({ kind: "text" });
    await asked;
    // The model is still holding its answer: the message went out without it.
    expect(order).toContain("delivered to the partner");
    expect(order).toContain("acknowledged");
    expect(provider.requests.at(-1)!.body).toEqual({ model: "m", input: "everything feels grey lately" });

    const forA = crisisFor(a);
    const forB = crisisFor(b);
    provider.release("flagged");
    await Promise.all([forA, forB]);
    await server.crisisCare.idle();
    expect(await metric("kindred_safety_model_checks_total", { provider: "moderation", outcome: "flagged" })).toBe(1);
    expect(await metric("kindred_crisis_opened_total", { detector: "model", category: "active-ideation" })).toBe(1);
  });

  it.each([
    ["clear", "clear"],
    ["500", "error"],
    ["garbage", "malformed"],
  ] as const)(
    "lets the chat go on as it was when the model answers %s, and counts it as %s",
    async (behaviour, outcome) => {
      const { a, b, chatId } = await matchedPair();
      provider.behaviour = behaviour;
      const delivered = nextEvent(b.socket, "message:new", PATIENCE);
      const heard: MessageView[] = [];
      b.socket.on("message:new", (m) => heard.push(MessageView.parse(m)));
      await send(a, chatId, "the rain keeps me inside");
      await delivered;
      await server.crisisCare.idle();
      expect(await metric("kindred_safety_model_checks_total", { provider: "moderation", outcome })).toBeGreaterThan(0);
      // A later message still arrives, and nothing about crisis came before it.
      const next = nextEventWhere(b.socket, "message:new", (m) => m.content === "still here", PATIENCE);
      provider.behaviour = "clear";
      await send(a, chatId, "still here");
      await next;
      expect(heard.filter(isCrisisMessage)).toEqual([]);
    },
  );

  it("does not ask the model about what the offline detector already flagged", async () => {
    const { a, chatId } = await matchedPair();
    const asked = provider.requests.length;
    // The writer's own socket hears the crisis line too; their acknowledgement carries their words.
    const opened = crisisFor(a);
    const reply = await send(a, chatId, "I wrote my goodbye letter");
    expect(reply.content).toBe("I wrote my goodbye letter");
    await opened;
    await server.crisisCare.idle();
    expect(provider.requests.length).toBe(asked);
  });

  it("shows the admin overview how often crisis mode opened, by detector, category and tier", async () => {
    const admin = await signUpAdmin(server, "crisis-admin@kindred.test");
    const overview = AdminOverview.parse((await getJson(server, "/api/admin/overview", admin.cookie)).json());
    const count = (detector: string) =>
      overview.crisisOpenings.filter((row) => row.detector === detector).reduce((sum, row) => sum + row.count, 0);
    expect(count("window")).toBeGreaterThanOrEqual(1);
    expect(count("model")).toBe(1);
    expect(count("offline")).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(overview)).not.toContain("goodbye letter");
  });
});
