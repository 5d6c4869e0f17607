/**
 * The Crisis Counselor backs a plan to reach out, said or asked after its question about suicide (a
 * stranger's trial: "maybe i should call someone" was taken for a yes and met with a question about
 * the means), and meets drowsiness after an overdose told with the emergency number.
 */
import { describe, expect, it } from "vitest";
import { builtinReply } from "../builtin.js";
import { CRISIS_PERSONA } from "../../../shared/personas.js";
import { findTheme } from "../../../shared/themes.js";
import { ASK_SUICIDE, UNWELL_NOW } from "./crisis-lines.js";
import { talk } from "./conversation-testing.js";

const MEANS_QUESTION = /thought about how|something near you/;

describe("the Crisis Counselor and a plan to reach out", () => {
  it.each(["maybe i should call someone", "i think i should text my sister", "should i call the crisis line?"])(
    "backs '%s' after asking about suicide, and asks nothing about means",
    (plan) => {
      const [asked, reply] = talk("late-night", ["i dont want to be here anymore", plan], { crisis: true });
      expect(asked).toContain(ASK_SUICIDE);
      expect(reply).toContain("Reaching out to someone you trust is a strong step");
      expect(reply).not.toMatch(MEANS_QUESTION);
    },
  );
});

describe("the Crisis Counselor and drowsiness after an overdose told", () => {
  it("says to call the emergency number now when what the person wrote tells of acting", () => {
    const theme = findTheme("late-night")!;
    const request = { persona: CRISIS_PERSONA, theme, vibes: [], history: [], message: "getting really sleepy now" };
    expect(builtinReply({ ...request, acting: true })).toContain(UNWELL_NOW);
    expect(builtinReply(request)).not.toContain(UNWELL_NOW);
  });
});
