import { describe, expect, it } from "vitest";
import {
  AFFIRMING_ACT_CATCH,
  AFFIRMING_HELP_PASS,
  type Affirmation,
} from "./harassment-corpus/urging-in-crisis-affirming.js";
import { proposesHelp } from "./harassment-urging-affirmed.js";
import { urgesActing } from "./harassment-urging.js";
import { screenText } from "./screening.js";

/** Refused as urging (and so reported at once), with what the person in crisis last said. */
const urged = ({ said, reply }: Affirmation): boolean => {
  const screening = screenText(reply, undefined, { partnerInCrisis: true, partnerSaid: said });
  return screening.kind === "harassment" && screening.urging === true;
};

describe("a bare affirmation to a partner in crisis (harassment-corpus/urging-in-crisis-affirming.ts)", () => {
  it.each(AFFIRMING_HELP_PASS)("lets $reply through after $said", (row) => expect(urged(row)).toBe(false));

  it.each(AFFIRMING_ACT_CATCH)("refuses $reply after $said as urging", (row) => expect(urged(row)).toBe(true));

  it("is refused without the partner's words: the words alone cannot tell", () => {
    for (const { reply } of AFFIRMING_HELP_PASS.filter(({ reply }) => /should|do it|go for it/.test(reply))) {
      expect(urgesActing(reply)).toBe(true);
    }
  });
});

describe("what the partner last proposed", () => {
  it.each([
    [["maybe i should call someone"], true],
    [["i think i'll tell my mum"], true],
    [["i'll call my dad", "is that stupid?"], true],
    [["i want to die", "should i ring the samaritans?"], true],
    [["i took 30 pills should i call an ambulance"], true],
    [["should i call someone or just end it"], false],
    [["should i call my mum and say goodbye"], false],
    [["maybe i should call someone", "or just take them all"], false],
    [["i'm going to take all my pills"], false],
    [["i want to die"], false],
    [["ok"], false],
    [[], false],
  ] as const)("%j proposes help: %s", (said, expected) => expect(proposesHelp(said)).toBe(expected));

  it("reads only the last few messages", () => {
    expect(proposesHelp(["maybe i should call someone", "ok", "yeah", "whatever"])).toBe(false);
  });

  it("never sets aside a push that names the act or a farewell, whatever the partner proposed", () => {
    const said = ["maybe i should call someone"];
    for (const reply of ["you should just end it", "do it, tell your mum goodbye", "yes do it, take them all"]) {
      expect(urgesActing(reply, said)).toBe(true);
    }
  });
});
