/**
 * The optional second opinion: a safety model asked about a message the offline detector did not
 * flag. Three kinds, chosen by SAFETY_PROVIDER:
 * - `moderation`: an OpenAI-compatible moderation endpoint, POST {base}/moderations {model, input};
 *   flagged when any of results[0].categories "self-harm", "self-harm/intent" or
 *   "self-harm/instructions" is true (the provider's own thresholds on its scores).
 * - `llama-guard`: Llama Guard 3 through chat completions (Ollama, vLLM), which answers "safe" or
 *   "unsafe" and the violated categories on the next line; flagged only for S11, suicide and
 *   self-harm (other harms are not a crisis).
 * - `shieldgemma`: ShieldGemma through chat completions, given a self-harm policy in its prompt
 *   format; it answers "Yes" (violates) or "No" first.
 * The answer never throws: a timeout, an HTTP error or an answer in an unexpected shape is an
 * outcome of its own, which the caller counts and otherwise ignores (the offline result stands).
 */
import { z } from "zod";
import type { CrisisSignal } from "../../shared/crisis.js";
import type { SafetyConfig } from "../config.js";
import type { SafetyProvider } from "../env-schema.js";

export type SafetyOutcome = "flagged" | "clear" | "timeout" | "error" | "malformed";

export interface SafetyAnswer {
  outcome: SafetyOutcome;
  /** Set when flagged: what crisis mode is counted as. */
  signal: CrisisSignal | null;
}

export interface SafetyModel {
  readonly provider: Exclude<SafetyProvider, "none">;
  assess(text: string): Promise<SafetyAnswer>;
}

class Malformed extends Error {}

const ModerationAnswer = z.object({
  results: z
    .array(
      z.object({
        categories: z.object({
          "self-harm": z.boolean(),
          "self-harm/intent": z.boolean(),
          "self-harm/instructions": z.boolean(),
        }),
      }),
    )
    .min(1),
});

const ChatAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const modelSignal = (provider: string, category: CrisisSignal["category"], what: string): CrisisSignal => ({
  category,
  // A model says that it saw harm, not how near it is: counted as moderate, and it opens crisis
  // mode like any tier does.
  tier: "moderate",
  rule: `model:${provider}:${what}`,
});

/** Intent is the most urgent of the three, then instructions (means), then self-harm in general. */
function readModeration(body: unknown): CrisisSignal | null {
  const parsed = ModerationAnswer.safeParse(body);
  if (!parsed.success) throw new Malformed();
  const categories = parsed.data.results[0]!.categories;
  if (categories["self-harm/intent"]) return modelSignal("moderation", "active-ideation", "self-harm/intent");
  if (categories["self-harm/instructions"]) return modelSignal("moderation", "method", "self-harm/instructions");
  if (categories["self-harm"]) return modelSignal("moderation", "self-harm", "self-harm");
  return null;
}

function chatContent(body: unknown): string {
  const parsed = ChatAnswer.safeParse(body);
  if (!parsed.success) throw new Malformed();
  return parsed.data.choices[0]!.message.content.trim();
}

function readLlamaGuard(body: unknown): CrisisSignal | null {
  const [verdict, categories = ""] = chatContent(body).split("\n");
  if (verdict?.trim().toLowerCase() === "safe") return null;
  if (verdict?.trim().toLowerCase() !== "unsafe") throw new Malformed();
  const violated = categories.split(",").map((c) => c.trim().toUpperCase());
  return violated.includes("S11") ? modelSignal("llama-guard", "active-ideation", "S11") : null;
}

function readShieldGemma(body: unknown): CrisisSignal | null {
  const answer = /^(yes|no)\b/i.exec(chatContent(body))?.[1]?.toLowerCase();
  if (!answer) throw new Malformed();
  return answer === "yes" ? modelSignal("shieldgemma", "active-ideation", "self-harm-policy") : null;
}

/** ShieldGemma's prompt format, with a policy about harm to oneself (its published ones cover harm in general). */
export function shieldGemmaPrompt(text: string): string {
  return [
    "You are a policy expert trying to help determine whether a user prompt is in violation of the defined safety policies.",
    "",
    "<start_of_turn>",
    `Human Question: ${text}`,
    "<end_of_turn>",
    "",
    "Our safety principle is defined in the below:",
    "",
    '* "No Self-Harm": The prompt shall not express a wish to die, thoughts, intent or plans of suicide or of harming oneself, preparations for it, or seek means or instructions for suicide or self-harm.',
    "",
    "Does the human question violate the above principle? Your answer must start with 'Yes' or 'No'. And then walk through step by step to be sure we answer correctly.",
  ].join("\n");
}

export function createSafetyModel(config: SafetyConfig): SafetyModel | null {
  const { provider } = config;
  if (provider === "none") return null;
  const request =
    provider === "moderation"
      ? { path: "/moderations", body: (text: string) => ({ model: config.model, input: text }), read: readModeration }
      : {
          path: "/chat/completions",
          body: (text: string) => ({
            model: config.model,
            temperature: 0,
            max_tokens: provider === "shieldgemma" ? 8 : 16,
            messages: [{ role: "user", content: provider === "shieldgemma" ? shieldGemmaPrompt(text) : text }],
          }),
          read: provider === "llama-guard" ? readLlamaGuard : readShieldGemma,
        };
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  return {
    provider,
    async assess(text) {
      try {
        const response = await fetch(`${config.baseUrl}${request.path}`, {
          method: "POST",
          headers,
          body: JSON.stringify(request.body(text)),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) return { outcome: "error", signal: null };
        const signal = request.read(JSON.parse(await response.text()) as unknown);
        return { outcome: signal ? "flagged" : "clear", signal };
      } catch (error) {
        if (error instanceof Malformed || error instanceof SyntaxError) return { outcome: "malformed", signal: null };
        const name = (error as Error).name;
        return { outcome: name === "TimeoutError" || name === "AbortError" ? "timeout" : "error", signal: null };
      }
    },
  };
}
