import { describe, expect, it } from "vitest";
import { URGING_HELD_OUT_CATCH, URGING_HELD_OUT_PASS } from "./harassment-corpus/urging-in-crisis-held-out.js";
import {
  URGING_SECOND_TRIAL_CATCH,
  URGING_SECOND_TRIAL_PASS,
} from "./harassment-corpus/urging-in-crisis-second-trial.js";
import { URGING_IN_CRISIS_CATCH, URGING_IN_CRISIS_PASS } from "./harassment-corpus/urging-in-crisis.js";
import { URGING_REASON, URGING_RULES } from "./harassment-urging.js";
import { requiredWords } from "./required-words.js";
import { screenText } from "./screening.js";

const inCrisis = { partnerInCrisis: true };

/** What a stranger's test wrote to a person in crisis, and more of the same kinds. */
const URGING = [
  "do it. nobody cares",
  "take the whole bottle then",
  "i bet you wont even do it",
  "do us all a favor and end it",
  "just do it",
  "go ahead and do it",
  "then do it",
  "do it already",
  "end it then",
  "just end it already",
  "swallow them all",
  "jump then",
  "you should just do it",
  "you won't do it",
  "you don't have the guts",
  "nobody cares",
  "honestly no one cares",
  "who cares lol",
  "no one would even notice",
  "attention seeker",
  "stop being so dramatic",
  "ur faking it",
];

/** What someone who cares writes to a person in crisis, and the person's own words. */
const KIND = [
  "please don't do it",
  "I know it feels like nobody cares, but I do",
  "nobody cares more than i do",
  "who cares what they think, you matter",
  "who cares about exams right now, i'm here for you",
  "are you going to do it? please talk to me",
  "you can get through this",
  "take your time",
  "take a deep breath",
  "jump in whenever you want",
  "don't take them all, please",
  "do it with me, we can call the line together",
  "you don't have to do anything",
  "nobody would blame you for feeling this way",
  "you're not being dramatic",
  "i might just end it",
  "i feel like nobody cares about me either",
  "i think nobody cares about me",
];

describe("urging a partner in crisis to act", () => {
  it.each(URGING)("refuses %j when the partner is in crisis, however it reads otherwise", (words) => {
    expect(screenText(words, undefined, inCrisis)).toEqual({ kind: "harassment", reason: URGING_REASON, urging: true });
  });

  it.each(KIND)("lets %j through", (words) => {
    expect(screenText(words, undefined, inCrisis).kind).not.toBe("harassment");
  });

  it("reads everyday words as such when no one is in crisis", () => {
    for (const words of ["just do it", "who cares lol", "jump then", "i bet you wont even do it"]) {
      expect(screenText(words).kind).toBe("clear");
    }
  });

  it("keeps the writer's own crisis words crisis support, in crisis mode too", () => {
    expect(screenText("i might just end it", undefined, inCrisis).kind).toBe("crisis");
  });
});

/** Refused as urging, and so reported at once (abuse-reports.ts `urged`), not merely refused as abuse. */
const urged = (words: string): boolean => {
  const screening = screenText(words, undefined, inCrisis);
  return screening.kind === "harassment" && screening.urging === true;
};

describe("goading a partner in crisis (harassment-corpus/urging-in-crisis.ts)", () => {
  it.each(URGING_IN_CRISIS_CATCH)("refuses %j as urging", (words) => expect(urged(words)).toBe(true));

  it.each(URGING_IN_CRISIS_PASS)("lets %j through", (words) => {
    expect(screenText(words, undefined, inCrisis).kind).not.toBe("harassment");
  });

  // A second trial: send-offs and shrugs that name no act, and supporters' pushes that name help.
  it.each(URGING_SECOND_TRIAL_CATCH)("refuses %j as urging", (words) => expect(urged(words)).toBe(true));

  it.each(URGING_SECOND_TRIAL_PASS)("lets %j through", (words) => {
    expect(screenText(words, undefined, inCrisis).kind).not.toBe("harassment");
  });

  // Held out: measured, never read to write a rule; only the totals are printed. The floors are what
  // was measured on 2026-12-01 with the goading rules (before them: urged 3/24, passed 24/24).
  it("does as measured on the held-out part", () => {
    const caught = URGING_HELD_OUT_CATCH.filter(urged).length;
    const passed = URGING_HELD_OUT_PASS.filter((words) => screenText(words, undefined, inCrisis).kind !== "harassment");
    console.info(
      `urging, held out: urged ${caught}/${URGING_HELD_OUT_CATCH.length}, passed ${passed.length}/${URGING_HELD_OUT_PASS.length}`,
    );
    expect(caught).toBeGreaterThanOrEqual(19);
    expect(passed.length).toBeGreaterThanOrEqual(24);
  });
});

describe("calling the partner a burden", () => {
  it.each(["you're a burden to everyone", "you are a burden", "ur such a burden", "youre a burden on your family"])(
    "refuses %j as abuse, not the writer's crisis",
    (words) => expect(screenText(words).kind).toBe("harassment"),
  );

  it.each([
    "you're not a burden",
    "am i a burden to you?",
    "why do you feel like you're a burden?",
    "you think you're a burden?",
  ])("lets %j through", (words) => expect(screenText(words).kind).not.toBe("harassment"));

  it("still reads the writer's own burden as crisis", () => {
    expect(screenText("i feel like a burden").kind).toBe("crisis");
  });
});

// Every message from someone whose partner is in crisis is tried against these rules: a rule the word
// gate cannot read would run on each of them.
describe("the urging rules", () => {
  it("are each behind the word gate", () => {
    expect(URGING_RULES.filter((rule) => !requiredWords(rule)).map((rule) => rule.source.slice(0, 60))).toEqual([]);
  });
});
