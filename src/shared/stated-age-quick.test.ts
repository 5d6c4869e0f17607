/**
 * The stated-age rules are tried only on a message that passes their family's quick test: the number
 * rules behind MAY_HOLD_NUMBER (stated-age-numbers.ts), the school stages behind MAY_NAME_A_STAGE
 * (stated-age-school.ts), the birthdays behind MAY_HOLD_BIRTHDAY (stated-age-birthday.ts), an adult's
 * age given with "at" beside their schooling behind MAY_GIVE_AGE_WITH_AT (stated-age-adult.ts). Each
 * quick test was written by hand from what its rules read, down to the words a number word may be
 * glued to ("underfifteen", "not evensixteen", "agedfifteen"). A rule that came to read a number after
 * a new word, and a quick test left as it was, would skip a minor's message unseen. This checks that
 * every text a rule matches passes its family's quick test: on texts fast-check makes from each rule,
 * on written glued examples and on every row of the development tables. The rules are each family's
 * table, the one it runs, so a rule added to a family is checked here with nothing else to add.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loosened } from "./testing/loosened-source.js";
import { MAY_HOLD_NUMBER, NUMBER_RULES } from "./stated-age.js";
import { AT_AGE_RULES, MAY_GIVE_AGE_WITH_AT } from "./stated-age-adult.js";
import { BIRTHDAY_RULES, MAY_HOLD_BIRTHDAY } from "./stated-age-birthday.js";
import { ANSWERS_DEVELOPMENT } from "./stated-age-corpus/answers-development.js";
import { DEVELOPMENT } from "./stated-age-corpus/development.js";
import { MAY_NAME_A_STAGE, STAGE_RULES } from "./stated-age-school.js";
import { normalise, type StatedAgeRule } from "./stated-age-words.js";

/** A copy without "g" or "y", whose `test` keeps no place between calls. */
const once = (pattern: RegExp) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""));

/** A family's rules as the test asks them: a copy of each pattern, and whether it reads words. */
const asked = (rules: readonly StatedAgeRule[]) =>
  rules.map(({ pattern, readsWords }) => ({ pattern: once(pattern), readsWords }));

/**
 * Each family, with how many development rows its rules match at least: one row gives an adult's age
 * with "at" (2026-11-30), so that family is put to the test by the written examples below instead.
 */
const FAMILIES = [
  { name: "numbers", quick: once(MAY_HOLD_NUMBER), rules: asked(NUMBER_RULES), rows: 11 },
  { name: "school stages", quick: once(MAY_NAME_A_STAGE), rules: asked(STAGE_RULES), rows: 11 },
  { name: "birthdays", quick: once(MAY_HOLD_BIRTHDAY), rules: asked(BIRTHDAY_RULES), rows: 11 },
  { name: "adult ages with at", quick: once(MAY_GIVE_AGE_WITH_AT), rules: asked(AT_AGE_RULES), rows: 1 },
] as const;

/** Words around a text, none with a digit: a digit anywhere passes the number and birthday tests. */
const BEFORE = ["", "ok ", "honestly ", "hey. ", "so like ", "sorry to bother. ", "idk what to say! "];
const AFTER = ["", " lol", ", ugh", ". anyway i need to talk", " and nobody listens", "!! help"];

/** A text the rule's loosened source makes, maybe between words and maybe in capitals, as normalised. */
const textsOf = (rule: RegExp, spaced: boolean) =>
  fc
    .tuple(
      fc.constantFrom(...BEFORE),
      fc.stringMatching(new RegExp(`^(?:${loosened(rule.source, spaced, { writeLookaheads: true })})$`)),
      fc.constantFrom(...AFTER),
      fc.boolean(),
    )
    .map(([before, text, after, upper]) =>
      normalise(upper ? `${before}${text}${after}`.toUpperCase() : before + text + after),
    );

/** The rules of a family that match `line` though its quick test skips it, by their place. */
const skipped = (family: (typeof FAMILIES)[number], line: string): number[] =>
  family.quick.test(line) ? [] : family.rules.flatMap((rule, index) => (rule.pattern.test(line) ? [index] : []));

describe.each(FAMILIES)("the stated-age quick test for $name", (family) => {
  it.each(family.rules.map((rule, index) => [index, rule] as const))(
    "lets through every text rule %i matches",
    (_index, { pattern: rule, readsWords }) => {
      let matched = 0;
      let withoutDigit = 0;
      for (const spaced of [true, false]) {
        fc.assert(
          fc.property(textsOf(rule, spaced), (line) => {
            if (!rule.test(line)) return true;
            matched++;
            if (!/\d/.test(line)) withoutDigit++;
            return family.quick.test(line);
          }),
          { numRuns: 600, seed: 20261129 },
        );
      }
      // Most of what fast-check makes is matched by the rule itself, so the quick test is put to the test.
      expect(matched).toBeGreaterThan(300);
      // A rule that reads a number or an ordinal as a word ("fifteen", "sixteenth", "high school") is
      // put to the test without a digit too, or a quick test letting only digits through would pass
      // unseen. The others read digits only ("year 10", "15f", "born in 2010").
      if (readsWords) expect(withoutDigit).toBeGreaterThan(20);
    },
  );

  it("is asked of rules that all read something", () => {
    expect(family.rules.length).toBeGreaterThan(0);
  });
});

/** Number words glued to the word before them, as each "\s*" of the rules allows. */
describe("the number quick test lets a glued number word through", () => {
  it.each([
    "i'm underfifteen",
    "im belowsixteen",
    "i'm younger thanfifteen",
    "i'm not evenfourteen",
    "my age isfifteen",
    "my age 'sfifteen",
    "my age :fifteen",
    "agedfifteen, from dublin",
    "agefifteen",
    "aged:sixteen",
  ])("%j", (text) => {
    const line = normalise(text);
    const numbers = FAMILIES[0];
    expect(numbers.rules.some((rule) => rule.pattern.test(line))).toBe(true);
    expect(skipped(numbers, line)).toEqual([]);
  });
});

/** An adult's age with "at" beside their schooling, as the development rows seldom give it. */
describe("the adult quick test lets an age with at through", () => {
  it.each([
    "doing my gcses at 45",
    "i'm in year 11 english again at thirty",
    "im resitting my maths gcse at twenty-two lol",
    "at 52 i'm doing my gcses",
    "hi. at forty, and i'm back at college",
  ])("%j", (text) => {
    const line = normalise(text);
    const adult = FAMILIES[3];
    expect(adult.rules.some((rule) => rule.pattern.test(line))).toBe(true);
    expect(skipped(adult, line)).toEqual([]);
  });
});

describe("the stated-age quick tests on the development tables", () => {
  it("let through every row a rule of their family matches", () => {
    const texts = [
      ...DEVELOPMENT.map(([, text]) => text),
      ...ANSWERS_DEVELOPMENT.flatMap(([, partnerSaid, text]) => [partnerSaid, text]),
    ].map(normalise);
    const misses = FAMILIES.flatMap((family) =>
      texts.flatMap((line) => skipped(family, line).map((index) => `${family.name} rule ${index}: ${line}`)),
    );
    expect(misses).toEqual([]);
    // The rows put every family to the test.
    for (const family of FAMILIES)
      expect(
        texts.filter((line) => family.rules.some((rule) => rule.pattern.test(line))).length,
      ).toBeGreaterThanOrEqual(family.rows);
  });
});
