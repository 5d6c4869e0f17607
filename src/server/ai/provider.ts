/**
 * The AI persona behind a room, as one small interface with two implementations: `builtin`
 * (offline, the default) and `openai` (any OpenAI-compatible endpoint). The chat code never
 * knows which one it talks to.
 */
import type { Persona } from "../../shared/personas.js";
import type { Theme } from "../../shared/themes.js";

export interface AiTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AiRequest {
  persona: Persona;
  theme: Theme;
  /** Earlier turns, oldest first, at most LIMITS.aiHistory of them (no vibes, no system lines). */
  history: AiTurn[];
  /** What the person just wrote (empty for a greeting). */
  message: string;
  /** The vibes the person chose in this chat, by label. */
  vibes: string[];
}

export interface AiProvider {
  readonly name: "builtin" | "openai";
  /** Answers in the persona's voice; onDelta receives the text as it is produced. */
  reply(request: AiRequest, onDelta?: (text: string) => void): Promise<string>;
}
