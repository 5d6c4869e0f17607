/**
 * The companion's answers to questions put to it (answers.ts): no "yes" to what it cannot judge, its
 * view of what the person just said, a sum worked out and a fact owned as not its strength.
 */
import { describe, expect, it } from "vitest";
import { findTheme, personaOf } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import type { AiRequest, AiTurn } from "../provider.js";

const lateNight = findTheme("late-night")!;
const ask = (message: string, history: AiTurn[] = []): AiRequest => ({
  persona: personaOf(lateNight),
  theme: lateNight,
  history,
  message,
  vibes: [],
});

describe("the companion answering a question", () => {
  it("never says yes to what it cannot judge: an age, a choice, 'that' with nothing felt before it", () => {
    for (const message of ["im 14 btw, is that ok?", "is it ok if i text my ex tonight?", "is that normal?"]) {
      expect(builtinReply(ask(message)), message).not.toMatch(/^Yes\b/);
    }
    expect(builtinReply(ask("im 14 btw, is that ok?"))).toMatch(/only for adults/);
  });

  it("gives its view of what was just said, works out a sum and owns a fact as not its strength", () => {
    const win: AiTurn[] = [{ role: "user", content: "i finally cleaned my room" }];
    expect(builtinReply(ask("@luna what do you think of that?", win))).toMatch(/glad for you|worth being pleased/);
    expect(builtinReply(ask("@luna what's 2+2"))).toMatch(/^That's 4\b/);
    expect(builtinReply(ask("what's the capital of france?"))).not.toMatch(/can't answer that|don't know for sure/);
  });

  it("never takes a question of meaning for a fact to look up", () => {
    for (const question of ["@luna what is it all for", "what's the purpose of any of this", "what is happiness"]) {
      expect(builtinReply(ask(question))).not.toMatch(/look up|encyclopedia/);
    }
  });
});
