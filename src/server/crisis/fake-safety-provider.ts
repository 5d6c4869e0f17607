/**
 * A safety provider on loopback for tests: a tiny HTTP server that answers /moderations and
 * /chat/completions the way each kind of provider does, as the test tells it to, and records what
 * it was asked. "slow" holds the answer until the test releases it (or the client gives up).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** "other-harm": harmful, but not self-harm (violence): flagged for something that is not a crisis. */
export type FakeBehaviour = "flagged" | "clear" | "other-harm" | "slow" | "500" | "garbage";

export interface FakeSafetyProvider {
  baseUrl: string;
  behaviour: FakeBehaviour;
  /** Every request body received, in order. */
  requests: { path: string; body: Record<string, unknown> }[];
  /** Answers the requests held by "slow", as `then` says. */
  release(then: Exclude<FakeBehaviour, "slow">): void;
  /** Resolves once `count` requests have arrived (the test can then act while they are held). */
  arrived(count?: number): Promise<void>;
  close(): Promise<void>;
}

function answer(path: string, body: Record<string, unknown>, then: "flagged" | "clear" | "other-harm"): unknown {
  const flagged = then === "flagged";
  if (path === "/moderations") {
    return {
      id: "modr-test",
      model: body.model,
      results: [
        {
          flagged: then !== "clear",
          categories: {
            violence: then === "other-harm",
            "self-harm": flagged,
            "self-harm/intent": flagged,
            "self-harm/instructions": false,
          },
          category_scores: { "self-harm": flagged ? 0.92 : 0.01, "self-harm/intent": flagged ? 0.88 : 0.0 },
        },
      ],
    };
  }
  const prompt = JSON.stringify(body.messages);
  const guard = { flagged: "unsafe\nS11", "other-harm": "unsafe\nS1", clear: "safe" }[then];
  const content = prompt.includes("Human Question:") ? (flagged ? "Yes" : "No") : guard;
  return { id: "chat-test", choices: [{ index: 0, message: { role: "assistant", content } }] };
}

export async function startFakeSafetyProvider(behaviour: FakeBehaviour = "clear"): Promise<FakeSafetyProvider> {
  const held: { path: string; body: Record<string, unknown>; response: ServerResponse }[] = [];
  let waiters: { count: number; wake: () => void }[] = [];
  const wakeWaiters = () => {
    for (const waiter of waiters) if (fake.requests.length >= waiter.count) waiter.wake();
    waiters = waiters.filter((waiter) => fake.requests.length < waiter.count);
  };
  const send = (response: ServerResponse, status: number, payload: string) => {
    if (response.writableEnded || response.destroyed) return;
    response.writeHead(status, { "content-type": "application/json" }).end(payload);
  };
  const reply = (then: FakeBehaviour, path: string, body: Record<string, unknown>, response: ServerResponse) => {
    if (then === "500") send(response, 500, JSON.stringify({ error: { message: "internal error" } }));
    else if (then === "garbage") send(response, 200, '{"results": "definitely not what you expected"');
    else if (then !== "slow") send(response, 200, JSON.stringify(answer(path, body, then)));
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const path = (request.url ?? "").replace(/^\/v1/, "");
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      fake.requests.push({ path, body });
      wakeWaiters();
      if (fake.behaviour === "slow") held.push({ path, body, response });
      else reply(fake.behaviour, path, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeSafetyProvider = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    behaviour,
    requests: [],
    release(then) {
      for (const { path, body, response } of held.splice(0)) reply(then, path, body, response);
    },
    arrived(count = 1) {
      return new Promise((resolve) => {
        waiters.push({ count, wake: resolve });
        wakeWaiters();
      });
    },
    async close() {
      for (const { response } of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
