/**
 * Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp) through the `openai` package,
 * streamed. The system prompt is the persona's character prompt plus the room; one retry on a
 * 5xx (the package retries 5xx, 429 and timeouts), and a timeout so a stuck model cannot hold a chat.
 */
import type OpenAI from "openai";
import { trimHistory, type AiProvider, type AiRequest } from "./provider.js";

export interface OpenAiSettings {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/**
 * Said to the model when the Crisis Counselor talks with the partner of the person in crisis after
 * their chat ended (after-end.ts): the asker is a supporter, to be answered as one.
 */
const SUPPORTER =
  " You are talking with the partner of the person in crisis, after their chat ended: they are supporting that person, not in crisis themselves. Kindred cannot reach or check on the other person. If they believe the person is in immediate danger and know where they are, tell them to call the local emergency number; tell them it is not their fault, and that the help lines are there for them too.";

/** Said to the model when the person's words tell of acting now (an overdose taken, means in hand). */
const ACTING =
  " What the person just wrote, read with what they wrote before it, tells of acting now (something taken, or the means in hand): tell them plainly to call the local emergency number now, and ask whether anyone is with them.";

/** The persona's character prompt (its voice and its limits, shared/personas.ts), the room, and the chosen vibes. */
export function systemPrompt(request: AiRequest): string {
  const vibes = request.vibes.length ? ` The person said they feel: ${request.vibes.join(", ")}.` : "";
  const room = ` You are in the Kindred room "${request.theme.title}": ${request.theme.description}`;
  return `${request.persona.prompt}${room}${vibes}${request.supporter ? SUPPORTER : ""}${request.acting ? ACTING : ""}`;
}

export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  // The package is loaded at the first reply, not with the server: most Kindreds (and every test but
  // this provider's) run the offline companion, and loading it took a fifth of a second each time.
  let client: Promise<OpenAI> | undefined;
  const connect = () =>
    (client ??= import("openai").then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: settings.baseUrl,
          // Local servers (Ollama, llama.cpp) accept any key; the package insists on one.
          apiKey: settings.apiKey ?? "not-needed",
          timeout: settings.timeoutMs ?? 20_000,
          maxRetries: 1,
        }),
    ));
  return {
    name: "openai",
    async reply(request, onDelta) {
      const stream = await (
        await connect()
      ).chat.completions.create({
        model: settings.model,
        stream: true,
        max_tokens: 300,
        messages: [
          { role: "system", content: systemPrompt(request) },
          ...trimHistory(request.history),
          {
            role: "user",
            content: request.message || "I've just arrived and I'm waiting for a match. Please greet me briefly.",
          },
        ],
      });
      let text = "";
      for await (const chunk of stream) {
        const delta = chunk.choices?.[0]?.delta?.content;
        if (typeof delta !== "string" || delta.length === 0) continue;
        text += delta;
        onDelta?.(delta);
      }
      if (!text.trim()) throw new Error("The AI service answered with an empty reply.");
      return text.trim();
    },
  };
}
