/**
 * Adults only, after sign-up: whether a message's writer says, in the first person and the present,
 * that they are younger than the minimum age ("im 15 lol", "i'm only fourteen", "15 yo here", "15
 * here", "like i'm 15 and no one cares", "im almost 18", "i turn 16 next month", "i'm in year 10",
 * "i'm in 9th grade", "i'm a sophomore in high school"). Someone who gave a false date of birth must
 * not go on chatting with an adult. A bare "15" is an age only as the answer to the partner's
 * question about it: age-question.ts.
 *
 * It reads only the writer's own age: another person's ("my son is 15", "she's 16"), the past ("i
 * was 15 when it started"), a number with a unit ("i'm 15 minutes late", "16 weeks pregnant", "14
 * days sober", "15 stone", "17 floors up") and a comparison ("i'm 40 and feel 15", "they treat me
 * like i'm 12") are not an age. A false alarm ends an adult's chat and holds them until a moderator
 * looks, so each rule asks for a clear sentence rather than any small number near "i'm".
 * The tables it was written against are in stated-age-corpus/ (development and held-out).
 */

/** The age the writer states, when it is below `minimumAge` (13–120); otherwise null. */
export function statedAgeBelow(text: string, minimumAge: number): number | null {
  const age = statedAge(text);
  return age !== null && age < minimumAge ? age : null;
}

/**
 * The youngest age the writer's own words allow: "im 15" is 15, "i turn 16 next month" is 15,
 * "i'm in year 10" is at most 15 (UK), "i'm in 9th grade" at most 15 (US). Null when they state none.
 */
export function statedAge(text: string): number | null {
  const line = normalise(text);
  let found: number | null = null;
  const keep = (age: number | null) => {
    if (age !== null && age >= YOUNGEST && (found === null || age < found)) found = age;
  };
  for (const match of line.matchAll(I_AM_AGE)) {
    if (isHypothetical(line, match.index)) continue;
    const rest = line.slice(match.index + match[0].length);
    const withA = Boolean(match[2]);
    const unit = AGE_UNIT.exec(rest);
    // "i'm a 15 yo" needs its unit ("i'm a 15 minute walk away" is not an age); "i'm 15" does not.
    if (withA && !unit) continue;
    if (!unit && NOT_AN_AGE.test(rest)) continue;
    keep(almostOf(match[1], numberOf(match[3]!)));
  }
  for (const match of line.matchAll(BARE_AGE)) keep(numberOf(match[1]!));
  for (const match of line.matchAll(HERE_AGE)) keep(numberOf(match[1]!));
  for (const match of line.matchAll(TURNING)) {
    if (isHypothetical(line, match.index)) continue;
    if (NOT_AN_AGE.test(line.slice(match.index + match[0].length))) continue;
    const next = numberOf(match[1]!);
    keep(next === null ? null : next - 1);
  }
  for (const match of line.matchAll(SCHOOL_YEAR)) {
    const year = Number(match[1]);
    // Year 7 starts at 11 in the UK: year N is at most N + 5 years old. Year 12 and 13 are left out
    // (sixth form, but also "year 2 of uni"), as is any "year N of …".
    if (year >= 1 && year <= 11) keep(year + 5);
  }
  for (const match of line.matchAll(GRADE)) {
    const grade = Number(match[1] ?? match[2] ?? match[3]);
    // US grade N is at most N + 6 years old (9th grade: 14–15); 12th grade may already be 18.
    if (grade >= 1 && grade <= 11) keep(grade + 6);
  }
  for (const match of line.matchAll(HIGH_SCHOOL_YEAR)) keep(HIGH_SCHOOL_AGE[match[1] as keyof typeof HIGH_SCHOOL_AGE]);
  return found;
}

/** Below this a number after "i'm" is something else ("i'm 1 of 15 kids", "im 3 drinks in"). */
export const YOUNGEST = 8;

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
]; // prettier-ignore
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
/** A written age: digits (not part of a time, a decimal or a fraction) or words, "fifteen", "twenty-five". */
export const NUMBER = `(?:\\d{1,3}(?![\\d:.,/]\\d)|(?:${TENS.join("|")})(?:[- ]?(?:${SMALL.slice(1, 10).join("|")}))?|${SMALL.join("|")})`;

export function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const [tens, unit] = word.split(/[- ]/);
  const small = SMALL.indexOf(tens!);
  if (small >= 0) return small;
  const ten = TENS.indexOf(tens!);
  if (ten < 0) return null;
  return (ten + 2) * 10 + (unit ? SMALL.indexOf(unit) : 0);
}

const I_AM = `(?:i'?m|i am)`;
/** Words that may stand between "i'm" and the age without changing what it says. */
const FILLER = `(?:(?:only|just|now|like|literally|actually|honestly|really|currently|still)\\s+)*`;
/** "almost 18", "nearly 16": a year younger now. */
export const ALMOST = `(almost\\s+|nearly\\s+)?`;
export const almostOf = (almost: string | undefined, age: number | null) => (age !== null && almost ? age - 1 : age);
/**
 * "i'm 15", "i'm only 14", "i am fifteen", "i'm almost 18", "i'm a 15 yo" (group 1: "almost"; group
 * 2: the "a", which needs a unit after).
 */
const I_AM_AGE = new RegExp(`\\b${I_AM}\\s+${FILLER}${ALMOST}(an?\\s+)?(${NUMBER})\\b(?!%)`, "g");
/** What an age may be followed by: "years old", "yo", "y/o", "yrs old", "year old", "year-old". */
const AGE_UNIT = /^\s*(?:-\s*)?(?:y\/?o\b|y\.o\.?|yrs?\s*old\b|years?[- ]old\b|years?\s+of\s+age\b)/;
/**
 * A number after "i'm" that is not an age: a unit or a measure ("15 minutes", "16 weeks", "15 stone",
 * "17 floors"), "1 of 15", "10 out of 10", and "15 again" (what someone feels like, not what they are).
 */
const NOT_AN_AGE = new RegExp(
  "^\\s*(?:" +
    [
      "(?:min|minute|sec|second|hour|hr|day|week|wk|month|mo|year|yr|decade)s?\\b(?!\\s*old)",
      "(?:stone|st|lbs?|pounds?|kgs?|kilos?|grams?|g|oz|ounces?|ft|foot|feet|inch(?:es)?|cm|mm|m|metres?|meters?|miles?|km|k)\\b",
      "(?:floors?|stor(?:ey|ie)s?|steps?|drinks?|beers?|shots?|pills?|units?|percent|per\\s*cent|points?|pts|games?|levels?|times|x)\\b",
      "(?:quid|bucks|dollars|euros|grand|pence|cents?)\\b",
      "(?:of|out\\s+of|outta|again|behind|ahead|short|over|down)\\b",
      "(?:am|pm|o'?clock)\\b",
    ].join("|") +
    ")",
);
/** "when i'm 16", "feel like i'm 15", "pretend i'm 14": not the writer's age now. */
const HYPOTHETICAL =
  /\b(?:when|until|till|til|once|if|unless|(like)|as if|as though|pretend(?:ing)?|imagine|wish|by the time)\s+$/;
/**
 * "like" opening a sentence, alone or after words that only start one ("ok so like i'm 16 and i
 * have no one"), is a filler; after anything else ("they treat me like i'm 12") it compares.
 */
const SENTENCE_OPENING_LIKE =
  /(?:^|[.!?]\s*)(?:(?:so|ok|okay|and|but|honestly|literally|lol|um|uh|well|bro|dude|idk|yeah|yea|tbh|basically|hey|hi),?\s+)*like\s+$/;

function isHypothetical(line: string, at: number): boolean {
  const word = HYPOTHETICAL.exec(line.slice(Math.max(0, at - 20), at));
  if (!word) return false;
  return !word[1] || !SENTENCE_OPENING_LIKE.test(line.slice(0, at));
}

/** "15 yo here" opening a message, "as a 15 year old": the writer's age with no "i'm". */
const BARE_AGE = new RegExp(
  `(?:^(?:(?:hi|hey|hello|so|ok|okay|well|um|uh)[,!.]?\\s+)*|\\bas an?\\s+)(${NUMBER})\\s*(?:-\\s*)?(?:y\\/?o\\b|y\\.o\\.?|yrs?\\s*old\\b|years?[- ]old\\b)`,
  "g",
);
/** How people give their sex in a chat, after an age ("16 f here", "16/m/uk"). */
export const SEX = `(?:f|m|female|male|girl|boy|guy|nb|enby|trans|ftm|mtf)`;
/**
 * "15 here", "hi 14 here", "16 f here" opening a message: how people give their age in a chat; not "15
 * here too" (an answer to someone else's number, whose unit the message does not say).
 */
const HERE_AGE = new RegExp(
  `^(?:(?:hi|hey|hello|hii|heyy|so|ok|okay|um|uh)[,!.]?\\s+)*(${NUMBER})(?:\\s*${SEX})?\\s+here\\b(?!\\s+(?:too|as\\s+well|also)\\b)`,
  "g",
);
/** "i turn 16 next month", "i'm turning 17 in may", "i'll be 16 next week": a year younger now. */
const TURNING = new RegExp(
  `\\bi(?:'?m|\\s+am|'ll|\\s+will)?\\s+(?:turn|turning|be)\\s+(${NUMBER})\\b(?!%)(?=[^.!?]*\\b(?:next|this|in|on|soon|tomorrow|tmrw|tmr)\\b)`,
  "g",
);
/** "i'm in year 10", "im in yr 9" (UK); not "year 2 of uni". */
const SCHOOL_YEAR = new RegExp(`\\b${I_AM}\\s+${FILLER}in\\s+(?:year|yr)\\s*(\\d{1,2})\\b(?!\\s*(?:of|at)\\b)`, "g");
/** "i'm in 9th grade", "i'm in grade 10", "i'm a 10th grader" (US and Canada). */
const GRADE = new RegExp(
  `\\b${I_AM}\\s+${FILLER}(?:in\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\s+grade\\b|in\\s+grade\\s+(\\d{1,2})\\b|an?\\s+(\\d{1,2})(?:st|nd|rd|th)\\s+grader\\b)`,
  "g",
);
/** "i'm a sophomore in high school": the oldest a student of that year usually is. */
const HIGH_SCHOOL_AGE = { freshman: 15, sophomore: 16, junior: 17 } as const;
const HIGH_SCHOOL_YEAR = new RegExp(
  `\\b${I_AM}\\s+${FILLER}(?:an?\\s+)?(freshman|sophomore|junior)\\s+(?:in|at)\\s+(?:high\\s*school|hs)\\b`,
  "g",
);

/** Lower case, one kind of apostrophe, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
