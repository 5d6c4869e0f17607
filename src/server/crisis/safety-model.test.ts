import { afterEach, describe, expect, it } from "vitest";
import type { SafetyConfig } from "../config.js";
import { startFakeSafetyProvider, type FakeSafetyProvider } from "./fake-safety-provider.js";
import { createSafetyModel } from "./safety-model.js";

const PROVIDERS = ["moderation", "llama-guard", "shieldgemma"] as const;

let fake: FakeSafetyProvider | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function modelFor(
  provider: (typeof PROVIDERS)[number],
  behaviour: Parameters<typeof startFakeSafetyProvider>[0],
) {
  fake = await startFakeSafetyProvider(behaviour);
  const config: SafetyConfig = {
    provider,
    baseUrl: fake.baseUrl,
    apiKey: "k",
    model: "safety-test",
    timeoutMs: behaviour === "slow" ? 300 : 10_000,
  };
  return createSafetyModel(config)!;
}

describe.each(PROVIDERS)("the %s safety model, against a fake provider on loopback", (provider) => {
  it("flags what the provider flags, as a crisis signal named after the model", async () => {
    const model = await modelFor(provider, "flagged");
    const answer = await model.assess("some words");
    expect(answer.outcome).toBe("flagged");
    expect(answer.signal).toMatchObject({ tier: "moderate", rule: expect.stringMatching(`^model:${provider}:`) });
  });

  it("lets through what the provider does not flag", async () => {
    const model = await modelFor(provider, "clear");
    expect(await model.assess("some words")).toEqual({ outcome: "clear", signal: null });
  });

  it("gives up on a slow provider after its timeout", async () => {
    const model = await modelFor(provider, "slow");
    expect(await model.assess("some words")).toEqual({ outcome: "timeout", signal: null });
  });

  it("counts a 500 as an error", async () => {
    const model = await modelFor(provider, "500");
    expect(await model.assess("some words")).toEqual({ outcome: "error", signal: null });
  });

  it("counts an answer in another shape as malformed", async () => {
    const model = await modelFor(provider, "garbage");
    expect(await model.assess("some words")).toEqual({ outcome: "malformed", signal: null });
  });
});

describe("what the safety model is asked", () => {
  it("sends the moderation endpoint the model and the input, with the key", async () => {
    const model = await modelFor("moderation", "clear");
    await model.assess("the message");
    expect(fake!.requests).toEqual([{ path: "/moderations", body: { model: "safety-test", input: "the message" } }]);
  });

  it("sends Llama Guard the message as the user's turn, and ShieldGemma its policy prompt", async () => {
    const guard = await modelFor("llama-guard", "clear");
    await guard.assess("the message");
    expect(fake!.requests[0]).toMatchObject({
      path: "/chat/completions",
      body: { model: "safety-test", messages: [{ role: "user", content: "the message" }] },
    });
    await fake!.close();
    const gemma = await modelFor("shieldgemma", "clear");
    await gemma.assess("the message");
    const content = (fake!.requests[0]!.body.messages as { content: string }[])[0]!.content;
    expect(content).toContain("Human Question: the message");
    expect(content).toContain("No Self-Harm");
  });

  it("asks nothing when no provider is configured", () => {
    expect(createSafetyModel({ provider: "none", baseUrl: "", model: "", timeoutMs: 5000 })).toBeNull();
  });
});

describe("harms other than self-harm", () => {
  it.each(["moderation", "llama-guard"] as const)(
    "are not a crisis for %s (Llama Guard: only S11 flags)",
    async (provider) => {
      const model = await modelFor(provider, "other-harm");
      expect(await model.assess("words")).toEqual({ outcome: "clear", signal: null });
    },
  );
});
