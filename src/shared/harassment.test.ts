/**
 * The harassment table: its development part (harassment-corpus/development.ts, second-round.ts,
 * third-round.ts, fourth-round.ts) must all be decided right; its held-out part (harassment-corpus/held-out.ts) is
 * measured and never read to write a rule.
 */
import { describe, expect, it } from "vitest";
import { phrase } from "./crisis-text.js";
import { harassmentOf } from "./harassment.js";
import { CONTEMPT_RULES } from "./harassment-contempt.js";
import { DEATH_RULES } from "./harassment-death.js";
import { HATE_RULES } from "./harassment-hate.js";
import { MOCKING_RULES } from "./harassment-mocking.js";
import { SEXUAL_RULES } from "./harassment-sexual.js";
import { THREAT_RULES } from "./harassment-threats.js";
import { requiredWords } from "./required-words.js";
import { DEVELOPMENT_CATCH, DEVELOPMENT_PASS } from "./harassment-corpus/development.js";
import { HELD_OUT_CATCH, HELD_OUT_PASS } from "./harassment-corpus/held-out.js";
import { SECOND_ROUND_CATCH, SECOND_ROUND_PASS } from "./harassment-corpus/second-round.js";
import { THIRD_ROUND_CATCH, THIRD_ROUND_PASS } from "./harassment-corpus/third-round.js";
import { FOURTH_ROUND_CATCH, FOURTH_ROUND_PASS } from "./harassment-corpus/fourth-round.js";

const MUST_CATCH = [...DEVELOPMENT_CATCH, ...SECOND_ROUND_CATCH, ...THIRD_ROUND_CATCH, ...FOURTH_ROUND_CATCH];
const MUST_PASS = [...DEVELOPMENT_PASS, ...SECOND_ROUND_PASS, ...THIRD_ROUND_PASS, ...FOURTH_ROUND_PASS];

describe("harassment aimed at the other person", () => {
  it.each(MUST_CATCH)("catches %j", (text) => expect(harassmentOf(text)).toBeDefined());
  it.each(MUST_PASS)("lets %j through", (text) => expect(harassmentOf(text)).toBeUndefined());

  it("has at least 40 texts on each side", () => {
    expect(MUST_CATCH.length).toBeGreaterThanOrEqual(40);
    expect(MUST_PASS.length).toBeGreaterThanOrEqual(40);
  });

  // Held out (harassment-corpus/held-out.ts): measured, never read to write a rule. Only the totals
  // are printed, and the floors are what was measured.
  it("does as measured on the held-out texts", () => {
    const caught = HELD_OUT_CATCH.filter((text) => harassmentOf(text)).length;
    const passed = HELD_OUT_PASS.filter((text) => !harassmentOf(text)).length;
    console.info(
      `harassment, held out: caught ${caught}/${HELD_OUT_CATCH.length}, passed ${passed}/${HELD_OUT_PASS.length}`,
    );
    expect(HELD_OUT_CATCH.length).toBeGreaterThanOrEqual(30);
    expect(HELD_OUT_PASS.length).toBeGreaterThanOrEqual(30);
    expect(caught).toBeGreaterThanOrEqual(36);
    expect(passed).toBeGreaterThanOrEqual(36);
  });

  // Every message is tried against the rules a word of it may meet (required-words-gate.ts): a rule
  // whose words the reader cannot spell runs on every message. Two do, their insult and order words
  // too many to spell beside what follows them; a new one would have to be named here.
  it("keeps the category rules behind the word gate", () => {
    const rules = { CONTEMPT_RULES, DEATH_RULES, HATE_RULES, MOCKING_RULES, SEXUAL_RULES, THREAT_RULES };
    const ungated = Object.entries(rules).flatMap(([name, list]) =>
      list.flatMap((rule, index) => (requiredWords(phrase(rule)) ? [] : [`${name}[${index}]`])),
    );
    expect(ungated).toEqual(["CONTEMPT_RULES[0]", "CONTEMPT_RULES[11]"]);
  });
});
