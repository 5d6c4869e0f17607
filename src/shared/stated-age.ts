/**
 * Adults only, after sign-up: whether a message's writer says, in the first person and the present,
 * that they are younger than the minimum age ("im 15 lol", "i'm only fourteen", "15 yo here", "15
 * here", "like i'm 15 and no one cares", "im almost 18", "15f, lonely", "me (15f) and my mum", "i'm not
 * 18 yet", "being 15 sucks", "i hate being 15": stated-age-subject.ts), as a minor without an age ("i'm
 * a minor", "too young to drive", "my mum takes my phone on school nights": stated-age-minor.ts), by
 * their school stage ("i'm in year 10", "9th grader here": stated-age-school.ts) or their birthday or
 * year of birth ("i turn 16 next month", "born in 2010": stated-age-birthday.ts). Someone who gave a
 * false date of birth must not go on chatting with an adult. A bare "15" is an age only as the answer
 * to the partner's question about it: age-question.ts.
 *
 * It reads only the writer's own age: another person's ("my son is 15", "she's 16", "my brother
 * (16m)"), the past ("i was 15 when it started", "i was a minor then"), a number with a unit or a count
 * ("i'm 15 minutes late", "16 weeks pregnant", "14 days sober", "15 stone", "17 floors up", "i'm 14
 * chapters in", "i just turned 15 pages in", "17 here? no, 17 messages"), a comparison ("i'm
 * 40 and feel 15", "they treat me like i'm 12") and "minor" describing something ("a minor part") are
 * not an age, and nor is a school stage beside the writer's own adult age ("i'm 34 and i'm doing my
 * gcses at night school": stated-age-adult.ts), unless it is a class no adult is in ("i'm 20 and in
 * year 10" is read as year 10). A false alarm ends an adult's chat and holds them
 * until a moderator looks, so each rule asks for a clear sentence rather than any small number near
 * "i'm".
 * The tables it was written against are in stated-age-corpus/ (development and held-out).
 */
import { givesAdultAgeWithAt, isAdultLearners, isOwnAdultAge } from "./stated-age-adult.js";
import { BELOW_AGE_RULE, WAITED_FOR_RULE } from "./stated-age-below.js";
import { birthdayAges } from "./stated-age-birthday.js";
import { MINOR_AGE, statesMinority } from "./stated-age-minor.js";
import { AGE_AND_STATE_RULE, AGE_IN_BRACKETS_RULE } from "./stated-age-opening.js";
import { schoolStages } from "./stated-age-school.js";
import {
  AGE_IS_HARD_RULE,
  AS_IF_NOT_AGE_RULE,
  AT_AGE_NOW_RULE,
  AT_MY_AGE_RULE,
  BEING_AGE_RULE,
  BURDEN_AT_AGE_RULE,
  HATE_BEING_RULE,
} from "./stated-age-subject.js";
import {
  ALMOST,
  almostOf,
  FILLER,
  I_AM,
  isHypothetical,
  LABEL_END,
  normalise,
  NOT_AN_AGE,
  NUMBER,
  NUMBER_WORD,
  numberOf,
  OPENING,
  SEX,
  SEX_WORD,
  type NumberRule,
  YOUNGEST,
} from "./stated-age-words.js";

/**
 * The age the writer states, when it is below `minimumAge` (13–120); otherwise null. `today` is the
 * date the server has for the message: a year of birth is read against it.
 */
export function statedAgeBelow(text: string, minimumAge: number, today: Date): number | null {
  const age = statedAge(text, today);
  return age !== null && age < minimumAge ? age : null;
}

/**
 * The age the writer's own words give: "im 15" is 15, "i turn 16 next month" is 15, "i'm in year 10"
 * is at most 15 (UK), "i'm in 9th grade" at most 15 (US). When the words allow a range, the oldest of
 * it, so that nobody is read younger than they may be; when a message gives several, the youngest.
 * Null when they state none.
 */
export function statedAge(text: string, today: Date): number | null {
  const line = normalise(text);
  let found: number | null = null;
  const keep = (age: number | null) => {
    if (age !== null && age >= YOUNGEST && (found === null || age < found)) found = age;
  };
  // The youngest adult age the writer gives as their own: a school stage beside it may be an adult
  // learner's (stated-age-adult.ts).
  let adultAge: number | null = null;
  const keepOwn = (age: number | null, match: RegExpExecArray) => {
    keep(age);
    if (
      age !== null &&
      (adultAge === null || age < adultAge) &&
      isOwnAdultAge(line, match.index, match.index + match[0].length, age)
    )
      adultAge = age;
  };
  // Every rule of readNumbers reads a NUMBER: a message with none (most) skips them all.
  if (MAY_HOLD_NUMBER.test(line)) readNumbers(line, keep, keepOwn);
  // A minor without an age yields to the writer's own adult age ("…on school nights, i'm 34").
  if (adultAge === null && statesMinority(line)) keep(MINOR_AGE);
  // "i'm 34 and doing my gcses at night school": an adult back at school (stated-age-adult.ts). The
  // stage is read first: most messages name none, and then the adult's age need not be looked for.
  const stages = schoolStages(line);
  if (stages.length > 0 && !givesAdultAgeWithAt(line))
    for (const stage of stages) if (!isAdultLearners(stage, adultAge, line)) keep(stage.age);
  for (const age of birthdayAges(line, today)) keep(age);
  return found;
}

/**
 * The rules that read a NUMBER after "i'm", "as a", "here", an "asl" tag, "under" or "my age is": each
 * of NUMBER_RULES on every match of its pattern.
 */
function readNumbers(
  line: string,
  keep: (age: number | null) => void,
  keepOwn: (age: number | null, match: RegExpExecArray) => void,
): void {
  for (const rule of NUMBER_RULES)
    for (const match of line.matchAll(rule.pattern)) {
      const age = rule.ageOf(match, line);
      if (rule.own) keepOwn(age, match);
      else keep(age);
    }
}

/**
 * The quick test before readNumbers: a digit, or a number word where one of its rules can read it. A
 * rule reads a number word at the start of a word, or (its "\s*") glued to "under", "below", "than",
 * "even" (BELOW_AGE), "my age is", "my age's" or "aged" (MY_AGE): those are let through too.
 */
export const MAY_HOLD_NUMBER = new RegExp(`\\d|(?:\\b|under|below|than|even|age\\s+(?:is|'s)|aged?)${NUMBER_WORD}`);

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

/**
 * "15 here", "hi 14 here", "16 f here" opening a message: how people give their age in a chat; not "15
 * here too" (an answer to someone else's number, whose unit the message does not say).
 */
const HERE_AGE = new RegExp(
  `^(?:(?:hi|hey|hello|hii|heyy|so|ok|okay|um|uh)[,!.]?\\s+)*(${NUMBER})(?:\\s*${SEX})?\\s+here\\b(?!\\s+(?:too|as\\s+well|also)\\b)`,
  "g",
);
/**
 * "17 here? no, 17 messages", "15 here, as in 15 days clean": the writer takes the number back and
 * says what it counts. Only so: "16 here, 16 days clean" may be a 16-year-old's count, and is held.
 */
function countedLater(rest: string, number: string): boolean {
  const again = new RegExp(`\\b(?:no|nah|nope|i\\s+mean|i\\s+meant|as\\s+in)\\b[\\s,.!?:;-]*${number}\\b`).exec(rest);
  return again !== null && NOT_AN_AGE.test(rest.slice(again.index + again[0].length));
}
/**
 * A sex after an age: "15f", "16/m", "15 nb", "14 (f)"; not a glued "m" of metres ("i'm 15m in debt",
 * "15m from the shore"). A lone letter apart from the age ("15 F", "im a 15 f") only before a comma,
 * the end or a tag's next word: "15 m.i.n.u.t.e.s" and "15 m long" are a count and a length.
 */
const SEX_AFTER =
  "(?:\\/?f|\\/?m(?!\\s+(?:in|away|off|out|up|down|high|deep|long|tall|wide|behind|ahead|short|under|over|from\\s+(?:the|here|there|my|home|where))\\b)|" +
  `\\s*\\/\\s*(?:f|m)|\\s+(?:f|m)(?=\\s*(?:$|,)|\\s+(?:here|and|looking|lf\\w*)\\b)|\\s*\\/?\\s*${SEX_WORD}|\\s*\\(\\s*(?:f|m|${SEX_WORD})\\s*\\))`;
/** What may follow a tag: the end of a label, or how a chat's tag goes on ("16m looking for someone"). */
const TAG_END = `(?:${LABEL_END}|(?=\\s+(?:looking|lf\\w*|seeking|wants?|wanna|needs?|anyone)\\b))`;
/**
 * An age with a sex, as a chat or a forum tags a person ("15f", "m15", "16/m", "15 F", "f, 15",
 * "14 (f)"): opening a sentence, after "i'm" ("im 15f", "im a 15 f"), or after "me" in brackets ("me
 * (15f) and my mum (45f)"); not "my brother (16m)" nor "my daughter (15f)".
 */
const SEX_TAG = new RegExp(
  `(?:${OPENING}|\\b(?:me|i|i'?m)\\s*\\(\\s*|\\b${I_AM}\\s+(?:an?\\s+)?)(?:(\\d{2})${SEX_AFTER}|(?:f|m|${SEX_WORD})\\s*[/,-]?\\s*(\\d{2}))${TAG_END}`,
  "g",
);
/** "my age is 15", "aged 14, from dublin", "age: 15": the age as a form's field, said of the writer. */
const MY_AGE = new RegExp(
  `(?:\\bmy\\s+age\\s+(?:is|'s|=|:)|${OPENING}aged?\\s*:?)\\s*(${NUMBER})(?:\\s*(?:y\\/?o|yrs?\\s*old|years?\\s+old)\\b)?${LABEL_END}`,
  "g",
);

/**
 * The rules readNumbers runs, in order, behind MAY_HOLD_NUMBER: the one list that runs is the one
 * stated-age-quick.test.ts checks the quick test against. A new rule goes here, not in readNumbers.
 */
export const NUMBER_RULES: readonly NumberRule[] = [
  {
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
  },
  {
    pattern: BARE_AGE,
    readsWords: true,
    own: true,
    ageOf(match, line) {
      const rest = line.slice(match.index + match[0].length);
      if (/^\s*as\b/.test(match[0]) && TOLD_OF_THE_PAST.test(rest)) return null;
      return numberOf(match[1]!);
    },
  },
  {
    pattern: HERE_AGE,
    readsWords: true,
    own: true,
    ageOf: (match, line) =>
      countedLater(line.slice(match.index + match[0].length), match[1]!) ? null : numberOf(match[1]!),
  },
  // Digits only: "15f", "m15".
  { pattern: SEX_TAG, readsWords: false, own: true, ageOf: (match) => Number(match[1] ?? match[2]) },
  BELOW_AGE_RULE,
  { pattern: MY_AGE, readsWords: true, own: true, ageOf: (match) => numberOf(match[1]!) },
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
