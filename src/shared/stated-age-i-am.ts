/**
 * An age the writer gives with "i'm" ("im 15 lol", "i'm only fourteen", "i'm almost 18", "i'm a 15
 * yo") or with its unit and no "i'm" ("15 yo here", "just a 16 year old trying to …", "as a 15 year
 * old"): stated-age-numbers.ts reads these among its NUMBER_RULES. Not a count ("i'm 15 minutes
 * late", "i'm a 15 minute walk away"), a wish or a comparison ("when i'm 16", "they treat me like i'm
 * 12"), nor the past ("as a 16 year old i used to …").
 */
import {
  ALMOST,
  almostOf,
  FILLER,
  I_AM,
  isHypothetical,
  NOT_AN_AGE,
  NUMBER,
  numberOf,
  type NumberRule,
  OPENING,
} from "./stated-age-words.js";

/**
 * "i'm 15", "i'm only 14", "i am fifteen", "i'm almost 18", "i'm a 15 yo", "i'm 14yo" (the unit glued
 * on), and "am 16 and …" opening a sentence with the "i" dropped (group 1: "almost"; group 2: the
 * "a", which needs a unit after).
 */
const I_AM_AGE = new RegExp(
  `(?:\\b${I_AM}|${OPENING}am)\\s+${FILLER}${ALMOST}(an?\\s+)?(${NUMBER})(?:\\b|(?=(?:y\\/?o|yrs?|years?)\\b(?!')|y\\.o))(?!%)`,
  "g",
);
/** What an age may be followed by: "years old", "yo", "y/o", "yrs old", "year old", "year-old". */
const AGE_UNIT = /^\s*(?:-\s*)?(?:y\/?o\b|y\.o\.?|yrs?\s*old\b|years?[- ]old\b|years?\s+of\s+age\b)/;
/**
 * "i'm 15yrs and i feel so alone", "im 15 years": years with nothing after but the clause's end or a
 * word that goes on talking, an age; "15 years sober", "15 yrs older", "15 years and 3 months" count.
 */
const YEARS_ENDING =
  /^\s*(?:years?|yrs?)(?=\s*(?:$|[.!?;]|,(?!\s*(?:\d|and\s+counting))|(?:and|but|lol|tbh|btw|rn|haha)\b(?!\s+(?:a\s+half|counting|\d|\w+\s+(?:months?|weeks?|days?))\b)))/;

/**
 * "15 yo here" or "15 years old and …" opening a sentence, "just a 16 year old trying to …" or "just
 * a lonely 15 yo" saying what the writer is, "as a 15 year old": no "i'm" needed.
 */
const BARE_AGE = new RegExp(
  `(?:${OPENING}(?:(?:just|only|literally)\\s+an?\\s+(?:[a-z]+\\s+)?)?|\\bas an?\\s+)(${NUMBER})\\s*(?:-\\s*)?(?:y\\/?o\\b|y\\.o\\.?|yrs?\\s*old\\b|years?[- ]old\\b)`,
  "g",
);
/** "as a 16 year old i used to …": what follows tells of the past, not of the writer now. */
const TOLD_OF_THE_PAST =
  /^[^.!?]{0,60}\b(?:used to|back then|at the time|i was|i did|i had|i thought|i went|i felt|i got|i spent)\b/;

export const I_AM_AGE_RULE: NumberRule = {
  pattern: I_AM_AGE,
  readsWords: true,
  own: true,
  ageOf(match, line) {
    if (isHypothetical(line, match.index)) return null;
    const rest = line.slice(match.index + match[0].length);
    const withA = Boolean(match[2]);
    const unit = AGE_UNIT.exec(rest);
    // "i'm a 15 yo" needs its unit ("i'm a 15 minute walk away" is not an age); "i'm 15" does not.
    if (withA && !unit) return null;
    if (!unit && NOT_AN_AGE.test(rest) && !YEARS_ENDING.test(rest)) return null;
    return almostOf(match[1], numberOf(match[3]!));
  },
};
export const BARE_AGE_RULE: NumberRule = {
  pattern: BARE_AGE,
  readsWords: true,
  ungated: '"15yo here": the unit glued to the number, which may be a word ("fifteenyo")',
  own: true,
  ageOf(match, line) {
    const rest = line.slice(match.index + match[0].length);
    if (/^\s*as\b/.test(match[0]) && TOLD_OF_THE_PAST.test(rest)) return null;
    return numberOf(match[1]!);
  },
};
