/**
 * The rules that read a NUMBER as the writer's age, or as a limit below it: after "i'm" or with a unit
 * (stated-age-i-am.ts), as a chat's or a form's tag (stated-age-tags.ts), below a number
 * (stated-age-below.ts), opening a sentence with how the writer is (stated-age-opening.ts) and as the
 * subject of a sentence about the writer's life (stated-age-subject.ts). stated-age.ts keeps what
 * they give.
 */
import { matchesIn } from "./matches-in.js";
import { BELOW_AGE_RULE, WAITED_FOR_RULE } from "./stated-age-below.js";
import { ruleGate } from "./stated-age-gate.js";
import { BARE_AGE_RULE, I_AM_AGE_RULE } from "./stated-age-i-am.js";
import { AGE_AND_STATE_RULE, AGE_IN_BRACKETS_RULE } from "./stated-age-opening.js";
import {
  AGE_IS_HARD_RULE,
  AS_IF_NOT_AGE_RULE,
  AT_AGE_NOW_RULE,
  AT_MY_AGE_RULE,
  BEING_AGE_RULE,
  BURDEN_AT_AGE_RULE,
  HATE_BEING_RULE,
} from "./stated-age-subject.js";
import { HERE_AGE_RULE, MY_AGE_RULE, SEX_TAG_RULE } from "./stated-age-tags.js";
import { NUMBER_WORD, type NumberRule } from "./stated-age-words.js";

/**
 * The quick test before readNumbers: a digit, or a number word where one of its rules can read it. A
 * rule reads a number word at the start of a word, or (its "\s*") glued to "under", "below", "than",
 * "even" (BELOW_AGE), "my age is", "my age's" or "aged" (MY_AGE): those are let through too.
 */
export const MAY_HOLD_NUMBER = new RegExp(`\\d|(?:\\b|under|below|than|even|age\\s+(?:is|'s)|aged?)${NUMBER_WORD}`);

/**
 * The rules readNumbers runs, in order, behind MAY_HOLD_NUMBER and then the words gate: the one list
 * that runs is the one stated-age-quick.test.ts checks the quick test against, and
 * required-words.test.ts the gate. A new rule goes here, not in readNumbers.
 */
export const NUMBER_RULES: readonly NumberRule[] = [
  I_AM_AGE_RULE,
  BARE_AGE_RULE,
  HERE_AGE_RULE,
  SEX_TAG_RULE,
  BELOW_AGE_RULE,
  MY_AGE_RULE,
  WAITED_FOR_RULE,
  AGE_AND_STATE_RULE,
  AGE_IN_BRACKETS_RULE,
  BEING_AGE_RULE,
  AGE_IS_HARD_RULE,
  AT_AGE_NOW_RULE,
  AT_MY_AGE_RULE,
  BURDEN_AT_AGE_RULE,
  HATE_BEING_RULE,
  AS_IF_NOT_AGE_RULE,
];

const numberRulesFor = ruleGate(NUMBER_RULES);

/**
 * Each rule of NUMBER_RULES whose words `line` holds, on every match of its pattern: `keepOwn` is
 * given an age the writer gives as their own (`own`), which may make a school stage an adult's, and
 * `keep` any other.
 */
export function readNumbers(
  line: string,
  keep: (age: number | null) => void,
  keepOwn: (age: number | null, match: RegExpExecArray) => void,
): void {
  if (!MAY_HOLD_NUMBER.test(line)) return;
  for (const rule of numberRulesFor(line))
    for (const match of matchesIn(line, rule.pattern)) {
      const age = rule.ageOf(match, line);
      if (rule.own) keepOwn(age, match);
      else keep(age);
    }
}
