/**
 * The AI persona behind a room, as one small interface with two implementations: `builtin`
 * (offline, the default) and `openai` (any OpenAI-compatible endpoint). The chat code never
 * knows which one it talks to.
 */
import { LIMITS } from "../../shared/limits.js";
import type { Persona } from "../../shared/personas.js";
import type { Theme } from "../../shared/themes.js";

export interface AiTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AiRequest {
  persona: Persona;
  theme: Theme;
  /**
   * Earlier turns, oldest first (no vibes, no system lines): the chat's last messages, from which
   * the builtin companion derives its memory; a model is sent only the last few (trimHistory).
   */
  history: AiTurn[];
  /** What the person just wrote (empty for a greeting). */
  message: string;
  /** The vibes the person chose in this chat, by label. */
  vibes: string[];
  /** Two people are matched in this chat (the persona was called by its handle); else one is waiting. */
  matched?: boolean;
  /** Kindred's minimum age (MINIMUM_AGE), on every request from a chat: a partner said to be younger is reported. */
  minimumAge?: number;
  /**
   * The Crisis Counselor is talking with the partner of the person in crisis, after their chat
   * ended (crisis/after-end.ts): someone supporting them, not the one in crisis.
   */
  supporter?: boolean;
  /**
   * What the person just wrote to the Crisis Counselor tells of acting now, alone or with their lines
   * before it ("i took them all" after "i dont want to be here anymore"): the emergency wording.
   */
  acting?: boolean;
}

export interface AiProvider {
  readonly name: "builtin" | "openai";
  /** Answers in the persona's voice; onDelta receives the text as it is produced. */
  reply(request: AiRequest, onDelta?: (text: string) => void): Promise<string>;
}

/** Only the last LIMITS.aiHistory turns reach a model. */
export function trimHistory(turns: AiTurn[]): AiTurn[] {
  return turns.slice(-LIMITS.aiHistory);
}
