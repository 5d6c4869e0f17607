/**
 * The words gate before the stated-age rules (stated-age-gate.ts) leaves out only rules that cannot
 * match: a rule it left out wrongly would skip a minor's message unseen. Checked on texts fast-check
 * makes from each rule of each family's table (the tables that run), as the quick tests are
 * (stated-age-quick.test.ts), and on every row of the development and held-out tables; a miss on a
 * held-out row names the rule only.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loosened } from "./testing/loosened-source.js";
import { NUMBER_RULES } from "./stated-age.js";
import { AT_AGE_RULES } from "./stated-age-adult.js";
import { BIRTHDAY_RULES } from "./stated-age-birthday.js";
import { ANSWERS_DEVELOPMENT } from "./stated-age-corpus/answers-development.js";
import { ANSWERS_HELD_OUT } from "./stated-age-corpus/answers-held-out.js";
import { DEVELOPMENT } from "./stated-age-corpus/development.js";
import { HELD_OUT } from "./stated-age-corpus/held-out.js";
import { ruleGate } from "./stated-age-gate.js";
import { STAGE_RULES } from "./stated-age-school.js";
import { normalise, type StatedAgeRule } from "./stated-age-words.js";

const FAMILIES: { name: string; rules: readonly StatedAgeRule[] }[] = [
  { name: "numbers", rules: NUMBER_RULES },
  { name: "school stages", rules: STAGE_RULES },
  { name: "birthdays", rules: BIRTHDAY_RULES },
  { name: "adult ages with at", rules: AT_AGE_RULES },
];

/** A copy without "g", whose `test` keeps no place between calls. */
const once = (pattern: RegExp) => new RegExp(pattern.source, pattern.flags.replace("g", ""));

const gates = new Map(FAMILIES.map(({ rules }) => [rules, ruleGate(rules)]));

/** The rules of a family that match `line` though the gate leaves them out, by their place. */
function leftOut(rules: readonly StatedAgeRule[], line: string): number[] {
  const open = new Set(gates.get(rules)!(line));
  return rules.flatMap((rule, index) => (!open.has(rule) && once(rule.pattern).test(line) ? [index] : []));
}

const BEFORE = ["", "ok ", "hey. ", "so like ", "idk what to say! "];
const AFTER = ["", " lol", ", ugh", ". anyway", " and nobody listens"];

describe.each(FAMILIES)("the stated-age gate for $name", ({ rules }) => {
  it.each(rules.map((rule, index) => [index, rule] as const))(
    "opens rule %i on every text it matches",
    (index, { pattern }) => {
      const rule = once(pattern);
      let matched = 0;
      for (const spaced of [true, false]) {
        const texts = fc
          .tuple(
            fc.constantFrom(...BEFORE),
            fc.stringMatching(new RegExp(`^(?:${loosened(rule.source, spaced, { writeLookaheads: true })})$`)),
            fc.constantFrom(...AFTER),
          )
          .map(([before, text, after]) => normalise(before + text + after));
        fc.assert(
          fc.property(texts, (line) => {
            if (rule.test(line)) matched++;
            return !leftOut(rules, line).includes(index);
          }),
          { numRuns: 400, seed: 20261130 },
        );
      }
      // Most of what fast-check makes is matched by the rule itself, so the gate is put to the test.
      expect(matched).toBeGreaterThan(200);
    },
  );
});

describe("the stated-age gate on the tables", () => {
  const misses = (texts: string[]) =>
    texts
      .map(normalise)
      .flatMap((line) =>
        FAMILIES.flatMap(({ name, rules }) => leftOut(rules, line).map((index) => `${name} ${index}`)),
      );

  it("opens every rule that matches a development row", () => {
    const texts = [
      ...DEVELOPMENT.map(([, text]) => text),
      ...ANSWERS_DEVELOPMENT.flatMap(([, partnerSaid, text]) => [partnerSaid, text]),
    ];
    expect(misses(texts)).toEqual([]);
  });

  it("opens every rule that matches a held-out row (rules named, rows never shown)", () => {
    const texts = [
      ...HELD_OUT.map(([, text]) => text),
      ...ANSWERS_HELD_OUT.flatMap(([, partnerSaid, text]) => [partnerSaid, text]),
    ];
    expect(misses(texts)).toEqual([]);
  });
});
