/**
 * The labelled questions of meaning and of fact (meaning-or-fact.ts), each asked as a first line in
 * all fifteen rooms: a question about the person's own life is never sent away as a fact to look up.
 * How many plain facts are owned as one to look up is reported, apart for the held-out part.
 */
import { describe, expect, it } from "vitest";
import { HELD_OUT_QUESTIONS, QUESTIONS, type AskedQuestion } from "./meaning-or-fact.js";
import { LOOKED_UP } from "./promises.js";
import { ROOMS, converse } from "./run.js";
import { line } from "./types.js";

interface Tally {
  meaningLookedUp: string[];
  factsLookedUp: number;
  factsAsked: number;
}

/** Every question in every room, counted by whether the reply sent it away to be looked up. */
function tally(questions: AskedQuestion[]): Tally {
  const result: Tally = { meaningLookedUp: [], factsLookedUp: 0, factsAsked: 0 };
  for (const theme of ROOMS) {
    for (const question of questions) {
      const { reply } = converse(theme, [line("question", "neutral", question.text)]).exchanges[0]!;
      const lookedUp = LOOKED_UP.test(reply);
      if (question.kind === "fact") {
        result.factsAsked++;
        if (lookedUp) result.factsLookedUp++;
      } else if (lookedUp) {
        result.meaningLookedUp.push(`${theme.id}: ${question.text} -> ${reply}`);
      }
    }
  }
  return result;
}

const report = (name: string, questions: AskedQuestion[], { meaningLookedUp, factsLookedUp, factsAsked }: Tally) => {
  const meaningAsked = questions.filter((q) => q.kind === "meaning").length * ROOMS.length;
  console.info(
    `${name}: meaning looked up ${meaningLookedUp.length}/${meaningAsked}; facts owned as one to look up ${factsLookedUp}/${factsAsked}`,
  );
};

describe("questions of meaning and of fact", () => {
  it("never sends a question about the person's own life away to be looked up (written part)", () => {
    const result = tally(QUESTIONS);
    report("meaning-or-fact", QUESTIONS, result);
    expect(result.meaningLookedUp).toEqual([]);
  });

  it("never sends a question about the person's own life away to be looked up (held-out part)", () => {
    const result = tally(HELD_OUT_QUESTIONS);
    report("meaning-or-fact held-out", HELD_OUT_QUESTIONS, result);
    expect(result.meaningLookedUp).toEqual([]);
  });
});
