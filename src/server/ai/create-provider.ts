/** Chooses the AI provider from the configuration (AI_PROVIDER). */
import type { Config } from "../config.js";
import { createBuiltinProvider } from "./builtin.js";
import { createOpenAiProvider } from "./openai.js";
import type { AiProvider } from "./provider.js";

export function createProvider(ai: Config["ai"]): AiProvider {
  if (ai.provider === "openai") {
    // config.ts refuses AI_PROVIDER=openai without AI_MODEL, so model is set here.
    return createOpenAiProvider({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model! });
  }
  return createBuiltinProvider();
}
