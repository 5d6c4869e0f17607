/**
 * An age below a number the writer names: "i'm under 18", "not 18 yet", "i won't be 18 until march",
 * "not allowed on social media till i'm 13". Younger than the number, and no age of the writer's own
 * (stated-age-numbers.ts reads them among its NUMBER_RULES).
 */
import {
  FILLER,
  I_AM,
  isHypothetical,
  NOT_AN_AGE,
  NUMBER,
  numberOf,
  type NumberRule,
  OPENING,
} from "./stated-age-words.js";

/** "not 18 yet", "not even 16", "not 18 till june": below the number, said of the one who says it. */
const NOT_YET = `(?:not\\s+even|not\\s+(?=${NUMBER}\\s+(?:yet|until|till|til)\\b))`;
/**
 * "i'm under 18", "i'm not 18 yet", "i'm not even 16", "i won't be 18 until march", and, opening a
 * message without "i'm", "not 18 yet lol", "still not 18": younger than the number; not "under 16
 * stone", "not even 15 degrees".
 */
const BELOW_AGE = new RegExp(
  `(?:\\b${I_AM}\\s+${FILLER}(?:under|below|younger\\s+than|${NOT_YET})|${OPENING}(?:still\\s+not\\s+(?=${NUMBER}\\b)|${NOT_YET})|\\bi\\s+(?:won'?t|wont|will\\s+not)\\s+be\\s+(?=${NUMBER}\\s+(?:until|till|til)\\b))\\s*(${NUMBER})\\b(?!\\s*\\+)`,
  "g",
);
/**
 * An age waited for: "not allowed on social media till i'm 13", "i can't get a tattoo until i'm 18",
 * "i have to wait till i turn 16": younger than it. Not the past ("until i was 17"); an adult's wait
 * ("i won't retire till i'm 70") is an age of 18 or more, and so no minor's.
 */
const WAITED_FOR = new RegExp(
  `\\b(?:till|until|untill|til|'til)\\s+i(?:'?m|\\s+am|\\s+turn|\\s+become|\\s+get\\s+to|\\s+reach)\\s+(${NUMBER})\\b(?!\\s*\\+)`,
  "g",
);

/** One below the number matched; nothing in a maybe ("if i'm under 18") or before a unit ("under 16 stone"). */
function belowTheNumber(match: RegExpExecArray, line: string): number | null {
  if (isHypothetical(line, match.index)) return null;
  if (NOT_AN_AGE.test(line.slice(match.index + match[0].length))) return null;
  const limit = numberOf(match[1]!);
  return limit === null ? null : limit - 1;
}

export const BELOW_AGE_RULE: NumberRule = { pattern: BELOW_AGE, readsWords: true, own: false, ageOf: belowTheNumber };
export const WAITED_FOR_RULE: NumberRule = { pattern: WAITED_FOR, readsWords: true, own: false, ageOf: belowTheNumber };
