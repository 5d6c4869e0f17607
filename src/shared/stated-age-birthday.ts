/**
 * A writer's age from their birthday or their year of birth: a birthday to come ("i turn 16 next
 * month", "16 in june", "my 16th is next week": a year younger now), one just passed ("just turned
 * 15", "it's my 15th birthday today") and a birth year ("born in 2010", "'09 baby", "2011 kid"), read
 * against the year of `today` as the oldest it allows (born in 2010 is 16 at most in 2026). `today` is
 * the date the server has for the message, passed in so that tests can fix it.
 *
 * Only the writer's own: "she just turned 15", "my son turns 16 in june", "our 16th anniversary", "my
 * daughter was born in 2010", "since 2010", "class of 2010" and "my 16th birthday was the worst" (the
 * past) are not their age, nor a count that turned ("i just turned 15 pages in", "just turned 16 weeks
 * pregnant").
 */
import { matchesIn } from "./matches-in.js";
import { ruleGate } from "./stated-age-gate.js";
import { isAnothersOrPast } from "./stated-age-others.js";
import {
  isHypothetical,
  NOT_AN_AGE,
  NUMBER,
  NUMBER_WORD,
  numberOf,
  OPENING,
  type StatedAgeRule,
} from "./stated-age-words.js";

/** When a birthday is still to come: a day, a month, a number of days or weeks, "soon". */
const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec";
const TO_COME = `(?:next|this|in|on|soon|tomorrow|tmrw|tmr|${MONTHS})\\b`;

/** A time still to come said right after the age: "in june", "in like 2 weeks", "next month", "on the 5th". */
const WHEN = `(?:(?:in|on)\\s+(?:(?:like|about|the|a|few|couple|of|\\d+|two|three|four|five|six)\\s+)*(?:${MONTHS}|days?|weeks?|months?|\\d+(?:st|nd|rd|th)?)|next\\s+(?:week|month|${MONTHS})|${MONTHS})\\b`;
/** A day of the week still to come: "on friday", "this saturday", "next tuesday", "tomorrow". */
const DAY_TO_COME =
  "(?:(?:on|this|next)\\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|this\\s+week(?:end)?|tomorrow|tmrw)\\b";
/**
 * "i turn 16 next month", "i'll be 16 next week", "my birthday is next week, i'll be 16", "cant wait
 * to turn 16 next year", and with the "i" dropped ("bday next week, gonna be 16", group 1): a time to
 * come after the age or a birthday in the message; "i'm turning 16" needs neither, it is soon.
 */
const I_TURN = new RegExp(
  `(?:\\bi(?:'?m|\\s+am|'ll|\\s+will)?\\s+|\\b(?:can'?t|cant|cannot)\\s+wait\\s+(?:to|till|til|until)\\s+(?:i\\s+)?|((?:${OPENING}|,\\s*)(?=gonna|going|turning)))` +
    `(turn|turning|be|gonna\\s+be|going\\s+to\\s+be)\\s+(${NUMBER})\\b(?!%)`,
  "g",
);
const TO_COME_AFTER = new RegExp(`^[^.!?]*\\b${TO_COME}`);
const BIRTHDAY_NAMED = /\b(?:birthday|bday|b-day)\b/;
/**
 * Opening a sentence with no "i", the time right after the age: "16 in june", and after "turning" or
 * "gonna be" a day too ("gonna be 15 on friday"); a bare number before a day may count anything.
 */
const TURNING_OPENING = new RegExp(
  `${OPENING}(?:(?:turning|gonna\\s+be|going\\s+to\\s+be)\\s+(${NUMBER})\\s+(?=${WHEN}|${DAY_TO_COME})|(${NUMBER})\\s+(?=${WHEN}))`,
  "g",
);
/** "just turned 15", "i turned 16 yesterday": the age now. */
const TURNED = new RegExp(
  `(?:\\bi(?:'ve)?\\s+|${OPENING})(?:(?:only\\s+)?(?:just|recently)\\s+turned\\s+(${NUMBER})|turned\\s+(${NUMBER})\\s+(?:today|yesterday|last\\s+week|this\\s+(?:week|month)|on\\s+\\w+day))\\b`,
  "g",
);

const ORDINAL_WORDS = [
  "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
]; // prettier-ignore
const ORDINAL = `(?:(\\d{1,2})(?:st|nd|rd|th)|(${ORDINAL_WORDS.join("|")})|sweet\\s+(16|sixteen))`;
const ordinalOf = (match: RegExpMatchArray, from: number): number | null => {
  const [digits, word, sweet] = match.slice(from, from + 3);
  if (digits) return Number(digits);
  if (word) return ORDINAL_WORDS.indexOf(word) + 8;
  return sweet ? 16 : null;
};
const BIRTHDAY = "(?:\\s+(?:birthday|bday|b-day|bdays?))";
/**
 * "my 16th is next week", "my 17th birthday is on saturday", and a sweet sixteen opening a sentence
 * ("sweet sixteen next week"): a year younger now.
 */
const BIRTHDAY_TO_COME = new RegExp(
  `(?:\\bmy\\s+${ORDINAL}${BIRTHDAY}?\\s+(?:is|'s)|${OPENING}(?=sweet\\b)${ORDINAL}${BIRTHDAY}?(?:\\s+(?:is|'s))?)\\s+(?:coming\\s+up|${TO_COME})`,
  "g",
);
/** "it's my 15th birthday today", "today is my 16th": the age now. */
const BIRTHDAY_TODAY = new RegExp(
  `\\b(?:it'?s|today\\s+is|today'?s)\\s+my\\s+${ORDINAL}(?:${BIRTHDAY}?\\s+today\\b|${BIRTHDAY}\\b|(?=\\s*(?:$|[,.!?])))`,
  "g",
);

const YEAR = "((?:19|20)\\d{2}|'\\d{2})";
/** The day and month before a year of birth: "3 march", "the 3rd of march", "march 3rd,", "12/04/". */
const DAY_AND_MONTH = `(?:(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\s+|(?:${MONTHS})\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?|\\d{1,2}[/.-]\\d{1,2}[/.-])`;
/**
 * "born in 2010", "i was born in march 2010", "born on 3 march 2010", "dob 12/04/2011", "'09 baby",
 * "im a 2011 kid", "2010 born"; not "my son's dob is …" nor "my daughter was born in 2010".
 */
const BIRTH_YEAR = new RegExp(
  `(?:(?:\\bi\\s+was\\s+|\\bi'?m\\s+|${OPENING})born\\s+(?:(?:in|on)\\s+)?|(?:\\bmy\\s+|${OPENING})(?:dob|d\\.o\\.b\\.?|date\\s+of\\s+birth|birthday)\\s*(?:is\\s+|:\\s*)?)` +
    `(?:${DAY_AND_MONTH})?${YEAR}\\b|(?:\\b(?:i'?m|i\\s+am)\\s+an?\\s+|${OPENING})${YEAR}\\s+(?:baby|bby|kid|born)\\b`,
  "g",
);

/**
 * A quick test before BIRTHDAY_RULES (every message is screened, and almost none gives a birthday):
 * each reads a NUMBER, an ORDINAL or a YEAR, so it needs a digit, or a number word or an ordinal word
 * starting a word (after "turn", "turned", "my", "sweet" and a space, or a sentence's opening).
 */
export const MAY_HOLD_BIRTHDAY = new RegExp(`\\d|\\b(?:${NUMBER_WORD}|${ORDINAL_WORDS.join("|")})`);

/** The age now of someone whose next birthday is `next`. */
const yearBefore = (next: number | null) => (next === null ? null : next - 1);

function yearOf(written: string, today: Date): number {
  const thisYear = today.getUTCFullYear();
  if (!written.startsWith("'")) return Number(written);
  const short = Number(written.slice(1));
  const century = thisYear - (thisYear % 100);
  return century + short <= thisYear ? century + short : century - 100 + short;
}

/** A rule of birthdayAges: the age a match of its pattern gives the writer, as of `today`. */
interface BirthdayRule extends StatedAgeRule {
  /** The age, or null when the match gives none ("i turn 16 pages", "when i turn 16"). */
  ageOf(match: RegExpExecArray, line: string, today: Date): number | null;
}

/**
 * The rules birthdayAges runs, in order, behind MAY_HOLD_BIRTHDAY and then the words gate
 * (stated-age-gate.ts): the one list that runs is the one stated-age-quick.test.ts checks the quick
 * test against, and required-words.test.ts the gate. A new rule goes here, not in birthdayAges.
 */
export const BIRTHDAY_RULES: readonly BirthdayRule[] = [
  {
    pattern: I_TURN,
    readsWords: true,
    ageOf(match, line) {
      const rest = line.slice(match.index + match[0].length);
      if (isHypothetical(line, match.index) || NOT_AN_AGE.test(rest)) return null;
      // With the "i" dropped, "turning" needs a time too, and the message may be of a child.
      const dropped = match[1] !== undefined;
      if (dropped && isAnothersOrPast(line)) return null;
      if ((dropped || match[2] !== "turning") && !TO_COME_AFTER.test(rest) && !BIRTHDAY_NAMED.test(line)) return null;
      return yearBefore(numberOf(match[3]!));
    },
  },
  {
    pattern: TURNING_OPENING,
    readsWords: true,
    ungated: '"16 in june": the number, then a time to come in more ways than the gate spells out',
    ageOf: (match) => yearBefore(numberOf((match[1] ?? match[2])!)),
  },
  {
    pattern: TURNED,
    readsWords: true,
    ageOf(match, line) {
      // "i just turned 15 pages in", "just turned 16 weeks pregnant": what turned was a count.
      if (match[1] && NOT_AN_AGE.test(line.slice(match.index + match[0].length))) return null;
      return numberOf((match[1] ?? match[2])!);
    },
  },
  {
    pattern: BIRTHDAY_TO_COME,
    readsWords: true,
    ungated:
      '"sweet 16 next week" opening a sentence: its "sweet" is asked for in a lookahead, which the gate does not bound',
    // A sweet sixteen with no "my" may be a daughter's: "sweet 16 next week for my daughter".
    ageOf: (match, line) =>
      ordinalOf(match, 1) === null && isAnothersOrPast(line)
        ? null
        : yearBefore(ordinalOf(match, 1) ?? ordinalOf(match, 4)),
  },
  { pattern: BIRTHDAY_TODAY, readsWords: true, ageOf: (match) => ordinalOf(match, 1) },
  {
    // Digits only: "2010", "'09".
    pattern: BIRTH_YEAR,
    readsWords: false,
    ageOf: (match, line, today) =>
      isHypothetical(line, match.index) ? null : today.getUTCFullYear() - yearOf((match[1] ?? match[2])!, today),
  },
];

const birthdayRulesFor = ruleGate(BIRTHDAY_RULES);

/** The ages the writer's birthday or birth year gives, as of `today`, by the rules whose words the line holds. */
export function birthdayAges(line: string, today: Date): number[] {
  if (!MAY_HOLD_BIRTHDAY.test(line)) return [];
  const ages: number[] = [];
  for (const rule of birthdayRulesFor(line))
    for (const match of matchesIn(line, rule.pattern)) {
      const age = rule.ageOf(match, line, today);
      if (age !== null) ages.push(age);
    }
  return ages;
}
