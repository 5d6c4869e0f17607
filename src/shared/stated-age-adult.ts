/**
 * When the writer gives their own adult age, a school stage or exam in the same message is not a
 * pupil's (stated-age.ts drops it; a class only as isAdultLearners says): adults go back to school
 * too, to night school, evening classes, access courses and resits ("i'm 34 and i'm doing my gcses
 * at night school", "as a 40 year old i'm doing my gcse english again", "i'm in year 11 english
 * again at 30"). Held as minors, they lose their chat until a moderator looks.
 *
 * Only an age the writer states as theirs now: one others think or were told ("people think i'm 18
 * but i'm in year 10", "i told him i'm 18"), one to come ("i'm 18 next year"), one they only feel or
 * show ("i'm 19 in my head", "on here i'm 18") leaves the stage read, and so does any other person's
 * age ("my brother is 34"). A minor's own age in the message is still read, and the youngest wins.
 */
import { matchesIn } from "./matches-in.js";
import { ruleGate } from "./stated-age-gate.js";
import type { SchoolStage } from "./stated-age-school.js";
import { NUMBER, numberOf, OPENING, type StatedAgeRule } from "./stated-age-words.js";

/** The age of majority in the UK, Ireland, the US and Australia: below it a stage is still read. */
const ADULT = 18;
/** Above it a number after "i'm" is not an age ("i'm 100 done with year 10"). */
const OLDEST = 99;

/**
 * Just before the age, words that make it someone's belief or a claim, not the writer's word now:
 * "people think i'm 18", "he thinks i'm 19", "i told him i'm 18", "pretending i'm 20", "on here i'm 18".
 */
const REPORTED =
  /\b(?:think|thinks|thought|say|says|said|tells?|told|telling|pretend(?:s|ed|ing)?|claim(?:s|ed|ing)?|lie|lied|lying|believes?|assumes?|guess(?:es|ed)?|saying|put|wrote|write|writes|on\s+here|online|profile|account|bio)\b[^.!?;]{0,24}$/;
/**
 * Just after the age, words that make it not the writer's age now: a time to come ("i'm 18 next
 * year", "i'm 18 in june", "in 2 years"), an age felt or shown ("in my head", "at heart", "mentally",
 * "on here", "online", "on my profile"), a claim taken back ("jk", "apparently").
 */
const NOT_NOW = new RegExp(
  "^\\s*(?:(?:years?[- ]old|yrs?\\s*old|yo|y\\/o)\\s+)?,?\\s*(?:" +
    [
      "(?:next|this)\\s+(?:year|month|week|summer|spring|autumn|fall|winter)",
      "in\\s+(?:(?:a|a\\s+few|a\\s+couple\\s+of|like|about|\\d+|two|three|four|five)\\s+)?(?:years?|months?|weeks?|days?)",
      "in\\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*",
      "soon|tomorrow|by\\s+then",
      "in\\s+(?:my\\s+(?:head|mind|heart)|spirit)|at\\s+heart|mentally|inside",
      "on\\s+(?:here|this|my\\s+\\w+)|online|apparently|supposedly|jk|just\\s+kidding|lol\\s+jk|not",
    ].join("|") +
    ")\\b",
);

/**
 * Whether a number read as an age after "i'm", "as a", an "asl" tag or "my age is" (from `start` to
 * `end` in `line`) is the writer's own adult age, said of now.
 */
export function isOwnAdultAge(line: string, start: number, end: number, age: number | null): boolean {
  if (age === null || age < ADULT || age > OLDEST) return false;
  if (REPORTED.test(line.slice(Math.max(0, start - 40), start))) return false;
  return !NOT_NOW.test(line.slice(end));
}

/**
 * The adult age given with "at" beside the writer's own schooling: "i'm in year 11 english again at
 * 30", "doing my gcses at 45", "i started year 10 this year at 35", "at 52 i'm doing my gcses". Only so, and never a plan or another's:
 * "i'm starting work at 18", "at 30 i'm having kids", "my mum is doing her gcses again at 45" leave a
 * pupil's stage read. So the schooling follows "i'm" or opens a sentence, names no one else, the age
 * is one few pupils plan for (21 or older; 25 opening a sentence, where a word of study follows "i'm"),
 * and no word of the future stands between.
 */
const AT_AGE = new RegExp(
  `(?:\\b(?:i'?m|i\\s+am|iam)\\s+|${OPENING})[^.!?;]{0,40}?\\b(?:again|doing|sitting|taking|retaking|resitting|studying|back|started|starting)\\b[^.!?;]{0,40}?\\bat\\s+(${NUMBER})(?:\\s*years?\\s+old)?(?=\\s*(?:$|[,.!?;]|and\\b|lol\\b|haha\\b))` +
    `|${OPENING}at\\s+(${NUMBER}),?\\s+(?:and\\s+)?(?:i'?m|i\\s+am)\\s+(?:still\\s+|now\\s+|finally\\s+)?(?:back|doing|sitting|taking|retaking|resitting|studying)\\b`,
  "g",
);
const AT_AGE_LOWEST = 21;
const AT_AGE_OPENING = 25;
/** Words of a plan, or of someone else's schooling, between the writer and the age. */
const NOT_OWN_NOW =
  /\b(?:i'll|will|gonna|going\s+to|want|wanna|plan|hope|until|till|when|by|finish|retire|he|she|they|his|her|their|is|mum|mom|dad|brother|sister|friend)\b|'s\b/;

/** A rule of givesAdultAgeWithAt: whether a match of its pattern is the writer's own adult age now. */
interface AtAgeRule extends StatedAgeRule {
  isAdult(match: RegExpExecArray): boolean;
}

/**
 * The rules givesAdultAgeWithAt runs behind MAY_GIVE_AGE_WITH_AT: the one list that runs is the one
 * stated-age-quick.test.ts checks the quick test against. A new rule goes here. AT_AGE stays one
 * pattern: its two ways of saying it, split, would each find matches the other now hides.
 */
export const AT_AGE_RULES: readonly AtAgeRule[] = [
  {
    pattern: AT_AGE,
    readsWords: true,
    isAdult(match) {
      const age = numberOf((match[1] ?? match[2])!);
      if (age === null || age > OLDEST) return false;
      return age >= (match[1] ? AT_AGE_LOWEST : AT_AGE_OPENING) && !NOT_OWN_NOW.test(match[0]);
    },
  },
];

/**
 * A quick test before AT_AGE_RULES (stated-age.ts asks only when a message names a school stage, but
 * then for every one): each rule reads "at" and a space before the age, " " in a normalised line.
 */
export const MAY_GIVE_AGE_WITH_AT = /at /;

const atAgeRulesFor = ruleGate(AT_AGE_RULES);

/** Whether the writer gives their adult age with "at" beside their schooling. */
export function givesAdultAgeWithAt(line: string): boolean {
  if (!MAY_GIVE_AGE_WITH_AT.test(line)) return false;
  for (const rule of atAgeRulesFor(line))
    for (const match of matchesIn(line, rule.pattern)) if (rule.isAdult(match)) return true;
  return false;
}

/**
 * Years a pupil may be behind their class (held back, a year lost to illness): "i'm 18 and a junior in
 * high school", "i'm 18 and still in year 11 because i missed a year".
 */
const HELD_BACK = 2;
/** Words of learning as an adult: night school, evening classes, college, adult school, a resit, "again". */
const ADULT_LEARNING =
  /\b(?:night\s+(?:school|class(?:es)?)|evening\s+class(?:es)?|college|adult\s+(?:school|ed|education|learning|learners?|class(?:es)?)|mature\s+student|access\s+course|ged|resit(?:ting)?|retak(?:e|ing)|again)\b/;

/**
 * Whether the writer's own adult age (`adultAge`, null when they give none) makes a school stage in
 * the same message an adult learner's. Levels and exams, yes: adults sit GCSEs and go back to high
 * school for a GED ("i'm 29 and doing my gcses at college", "i'm 22 and resitting my gcse maths").
 * A class ("year 10", "9th grade") only for a pupil held back a year or two, or beside words of
 * adult learning ("i'm 40 and in year 11 english at evening classes"): "i'm 20 and in year 10" is no
 * adult's class, and is read as a pupil's, whatever age is claimed beside it.
 */
export function isAdultLearners(stage: SchoolStage, adultAge: number | null, line: string): boolean {
  if (adultAge === null) return false;
  if (!stage.classYear) return true;
  return adultAge - stage.age <= HELD_BACK || ADULT_LEARNING.test(line);
}
