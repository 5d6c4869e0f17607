/**
 * The openai provider's real client code against a fake OpenAI-compatible server on a loopback
 * port: streaming, a 500 followed by success, a timeout, and a malformed reply.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { CATALOGUE, findTheme, personaOf } from "../../shared/themes.js";
import { createOpenAiProvider, systemPrompt } from "./openai.js";
import type { AiRequest } from "./provider.js";

type Behaviour = "stream" | "fail-once" | "hang" | "malformed";

describe("the openai provider", () => {
  let server: Server;
  let baseUrl: string;
  let behaviour: Behaviour = "stream";
  let requests: { body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[] = [];

  const chunk = (content: string) =>
    `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 0, model: "fake", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = "";
    for await (const part of request) raw += part;
    requests.push({ body: JSON.parse(raw) });
    if (behaviour === "hang") return;
    if (behaviour === "fail-once" && requests.length === 1) {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "overloaded" } }));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    if (behaviour === "malformed") {
      response.end("data: {this is not json\n\n");
      return;
    }
    for (const piece of ["Hello ", "from ", "Luna."]) response.write(chunk(piece));
    response.end("data: [DONE]\n\n");
  }

  beforeAll(async () => {
    server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests = [];
    behaviour = "stream";
  });

  const lateNight = findTheme("late-night")!;
  const request: AiRequest = {
    persona: personaOf(lateNight),
    theme: lateNight,
    history: [{ role: "assistant", content: "Hi, I'm Luna." }],
    message: "@luna are you there?",
    vibes: ["Lonely"],
  };
  const provider = (timeoutMs = 2_000) =>
    createOpenAiProvider({ baseUrl, apiKey: "test-key", model: "fake-model", timeoutMs });

  it("streams the reply token by token with the persona's prompt and the room", async () => {
    const deltas: string[] = [];
    const text = await provider().reply(request, (delta) => deltas.push(delta));
    expect(deltas).toEqual(["Hello ", "from ", "Luna."]);
    expect(text).toBe("Hello from Luna.");
    const sent = requests[0]!.body;
    expect(sent).toMatchObject({ model: "fake-model", stream: true });
    expect(sent.messages[0]).toEqual({ role: "system", content: systemPrompt(request) });
    expect(sent.messages[0]!.content).toContain("Late Night Thoughts");
    expect(sent.messages[0]!.content).toContain("Lonely");
    expect(sent.messages.slice(1)).toEqual([...request.history, { role: "user", content: request.message }]);
  });

  it("tells every room's persona its voice, its limits and its room, and sends only the last ten turns", async () => {
    const long = Array.from(
      { length: 30 },
      (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `turn ${i}` }) as const,
    );
    for (const theme of CATALOGUE) {
      requests = [];
      const persona = personaOf(theme);
      await provider().reply({ ...request, persona, theme, history: [...long] });
      const [system, ...turns] = requests[0]!.body.messages;
      const prompt = system!.content;
      expect(system!.role).toBe("system");
      expect(prompt).toContain(`You are ${persona.name}.`);
      expect(prompt).toContain(`"${theme.title}"`);
      expect(prompt).toContain(theme.description);
      expect(prompt).toContain("say plainly that you are an AI");
      expect(prompt).toContain("Never diagnose");
      expect(prompt).toContain("medication");
      expect(prompt).toContain("safe-messaging");
      expect(prompt).toContain("at most 60 words");
      expect(turns.map((turn) => turn.content)).toEqual([...long.slice(-10).map((t) => t.content), request.message]);
    }
  });

  it("tells the Crisis Counselor to ask about safety and leave the help lines in the crisis view", async () => {
    await provider().reply({ ...request, persona: CRISIS_PERSONA, theme: findTheme("crisis")! });
    const prompt = requests[0]!.body.messages[0]!.content;
    expect(prompt).toContain("whether they are safe right now");
    expect(prompt).toContain("the one for where they live first");
    expect(prompt).toContain("rather than listing numbers in every message");
  });

  it("retries once after a 500 and then succeeds", async () => {
    behaviour = "fail-once";
    expect(await provider().reply(request)).toBe("Hello from Luna.");
    expect(requests).toHaveLength(2);
  });

  it("gives up after its timeout", async () => {
    behaviour = "hang";
    await expect(provider(200).reply(request)).rejects.toThrow();
  });

  it("rejects a malformed reply", async () => {
    behaviour = "malformed";
    await expect(provider().reply(request)).rejects.toThrow();
  });
});
