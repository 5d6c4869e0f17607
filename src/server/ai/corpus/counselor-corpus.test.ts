/**
 * The Crisis Counselor over the matched-chat corpus (counselor-scripts.ts): each of the person's
 * lines is answered as service.ts asks it to be, the partner's lines are part of what it reads, and
 * every reply keeps its line's promises.
 */
import { describe, expect, it } from "vitest";
import { CRISIS_PERSONA } from "../../../shared/personas.js";
import { themeOrDefault } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import type { AiTurn } from "../provider.js";
import { COUNSELOR_SCRIPTS } from "./counselor-scripts.js";

function brokenPromises(script: (typeof COUNSELOR_SCRIPTS)[number]): string[] {
  const history: AiTurn[] = [];
  const broken: string[] = [];
  for (const line of script) {
    if (line.from === "partner") {
      history.push({ role: "user", content: line.text });
      continue;
    }
    const request = { persona: CRISIS_PERSONA, theme: themeOrDefault(null), history: [...history], vibes: [] };
    const reply = builtinReply({ ...request, message: line.text, matched: true });
    history.push({ role: "user", content: line.text }, { role: "assistant", content: reply });
    for (const [promise, words] of Object.entries(line.expect?.shows ?? {}))
      if (!words.test(reply)) broken.push(`${line.text} -> ${reply}: ${promise}`);
    for (const [promise, words] of Object.entries(line.expect?.avoids ?? {}))
      if (words.test(reply)) broken.push(`${line.text} -> ${reply}: ${promise}`);
  }
  return broken;
}

describe("the Crisis Counselor's matched-chat corpus", () => {
  it.each(COUNSELOR_SCRIPTS.map((script) => [script[0]!.text, script] as const))(
    "keeps every promise after %s",
    (_opening, script) => {
      expect(brokenPromises(script)).toEqual([]);
    },
  );
});
