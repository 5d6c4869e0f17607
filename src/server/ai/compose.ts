/**
 * The persona's words for one reply, whichever provider writes them: each word shown only once the
 * reply up to it passes reply-guard.ts, an empty reply answered by the offline companion instead, and
 * a reply that speaks of crisis or names a means handed to the Crisis Counselor (builtin.ts).
 */
import type { FastifyBaseLogger } from "fastify";
import { CRISIS_PERSONA, type Persona } from "../../shared/personas.js";
import { themeOrDefault } from "../../shared/themes.js";
import type { ChatRow } from "../chats/views.js";
import { builtinReply } from "./builtin.js";
import type { AiProvider, AiTurn } from "./provider.js";
import { judgeReply } from "./reply-guard.js";

export interface ComposerDeps {
  provider: AiProvider;
  log: FastifyBaseLogger;
  /** MINIMUM_AGE: the companion meets a partner said to be younger with Report (companion/kindred-tools.ts). */
  minimumAge: number;
}

export function composer({ provider, log, minimumAge }: ComposerDeps) {
  /**
   * The persona's answer to `message`, checked by reply-guard.ts before any word is shown; `show`
   * receives the words as they pass. Throws when there is no answer fit to show.
   */
  async function compose(
    chat: ChatRow,
    persona: Persona,
    message: string,
    /**
     * `supporter`: the Counselor talks with the partner of the person in crisis (after-end.ts);
     * `acting`: what the person just wrote tells of acting now (counselor-turn.ts actingIn).
     */
    known: { turns: AiTurn[]; vibes: string[]; supporter?: boolean; acting?: boolean },
    show: (delta: string) => void,
  ): Promise<{ text: string; speaker: Persona }> {
    const theme = themeOrDefault(chat.themeId);
    const { turns, vibes, supporter, acting } = known;
    // The message that triggered us is already stored; it is the question, not history.
    const past = turns.at(-1)?.content === message ? turns.slice(0, -1) : turns;
    // Each word is shown only once the reply up to it passes the check (reply-guard.ts).
    let written = "";
    let stopped = false;
    const guarded = (delta: string) => {
      written += delta;
      stopped ||= judgeReply(persona, written) !== "show";
      if (!stopped) show(delta);
    };
    const matched = chat.matchStatus === "matched";
    const request = { persona, theme, history: past, message, vibes, matched, supporter, acting, minimumAge };
    let text = await provider.reply(request, guarded);
    if (!text.trim()) {
      // An empty reply would be stored and shown as an empty bubble. The offline companion
      // answers instead: it always has something to say, in the same persona's voice.
      log.warn({ provider: provider.name, persona: persona.id }, "AI reply was empty: the builtin companion answers");
      text = builtinReply(request);
      if (!text.trim()) throw new Error("the AI reply was empty");
    }
    const verdict = judgeReply(persona, text);
    if (verdict === "fallback") throw new Error("the AI reply did not pass screening");
    if (verdict === "counselor") {
      log.warn(
        { provider: provider.name, persona: persona.id },
        "AI reply named a means of harm or spoke of crisis: the Crisis Counselor answers instead",
      );
      const counselor = builtinReply({ ...request, persona: CRISIS_PERSONA });
      return { text: counselor, speaker: CRISIS_PERSONA };
    }
    return { text, speaker: persona };
  }

  return compose;
}
