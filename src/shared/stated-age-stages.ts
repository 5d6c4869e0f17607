/**
 * The school stages a writer may give as their own (stated-age-school.ts reads them after "i'm in",
 * "i go to", "i'm a" or opening a sentence), each with the oldest a pupil of it usually is, so that
 * nobody is read younger than they may be: England and Wales, Australia and New Zealand "year N",
 * Scotland's P1-P7 and S1-S5, US and Canadian grades, Ireland's primary classes and transition year
 * ("ty"), Quebec's Secondary 1-5, school levels, the US high-school years and England's lower
 * sixth. Stages whose pupils may be 18 (year 12 and 13, 12th grade, S6, a senior, sixth form, even
 * starting it) are left out.
 */
import { isAnothersOrPast } from "./stated-age-others.js";
import { LABEL_END, numberOf } from "./stated-age-words.js";

export interface Stage {
  /** The stage, with named groups for what ageOf reads. */
  pattern: string;
  ageOf(groups: Record<string, string | undefined>): number | null;
  /** Opening a sentence, only with "in" or a pupil's word: "high school, ugh" may be anyone's memory. */
  needsInAtOpening?: boolean;
  /** A class of a school ("year 10", "9th grade"), which adults are not in; not a level nor an exam. */
  classYear?: boolean;
  /** Named in words ("high school", "sophomore"), not only with a digit: as StatedAgeRule's. */
  readsWords: boolean;
}

/** A stage the writer gives as theirs: the oldest a pupil of it usually is, and whether it is a class. */
export interface SchoolStage {
  readonly age: number;
  readonly classYear: boolean;
}

export const LEVEL_AGE: Record<string, number> = {
  // Ireland's transition year, between the Junior and the Leaving Cert.
  "transition year": 16,
  ty: 16,
  primary: 11,
  elementary: 11,
  middle: 14,
  "junior high": 15,
  secondary: 16,
  high: 17,
  hs: 17,
};
export const YEAR_AGE: Record<string, number> = { freshman: 15, sophomore: 16, junior: 17 };
export const HIGH_SCHOOL = "(?:high\\s*school|hs)";

/** A class's number in words, "year nine", "grade ten", read as numberOf reads it. */
const CLASS_NUMBER_WORD = "(?:six|seven|eight|nine|ten|eleven)";
/** A grade's ordinal in words, "ninth grade", and its number. */
const ORDINAL_WORDS: Record<string, number> = { sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11 };
/** The words a class may be named with and no digit: MAY_NAME_A_STAGE (stated-age-school.ts) lets them through. */
export const CLASS_WORDS = ["six", "seven", "eight", "nine", "ten", "eleven", ...Object.keys(ORDINAL_WORDS)];

/** A class's number, in digits, in words ("nine") or as an ordinal word ("ninth"). */
const classNumber = (value: string | undefined): number =>
  value ? (ORDINAL_WORDS[value] ?? numberOf(value) ?? NaN) : NaN;

const inRange = (value: string | undefined, highest: number, oldest: (n: number) => number) => {
  const n = classNumber(value);
  return n >= 1 && n <= highest ? oldest(n) : null;
};

export const STAGES: Stage[] = [
  {
    // Not "year 2 of my degree" nor "year 3 at uni"; "year 10 at my school" is a pupil's. In words,
    // "year nine", only from year 6: "year two" is far more often of a degree or of recovery.
    pattern: `(?:(?:year|yr|y(?=\\d))\\s*(?<year>\\d{1,2})|(?:year|yr)\\s+(?<yearWord>${CLASS_NUMBER_WORD}))\\b(?!\\s*(?:of\\b|at\\b(?!\\s+(?:my|our)\\s+school\\b)))`,
    ageOf: (g) => inRange(g.year ?? g.yearWord, 11, (n) => n + 5),
    classYear: true,
    readsWords: true,
  },
  {
    // Scotland's primary years: P1 starts at 4 or 5, P7 ends at 11 or 12. Not "p7 of the form".
    pattern: "p(?<p>[1-7])\\b(?!\\s*(?:of|at|for)\\b)",
    ageOf: (g) => inRange(g.p, 7, (n) => n + 5),
    classYear: true,
    readsWords: false,
  },
  {
    // Scotland's S1 starts at 11 or 12: SN is at most N + 12. S6 is left out, as year 12 is.
    pattern: "s(?<s>\\d)\\b(?!\\s*(?:of|at)\\b)",
    ageOf: (g) => inRange(g.s, 5, (n) => n + 12),
    classYear: true,
    readsWords: false,
  },
  {
    pattern: `(?:(?:(?<ordinal>\\d{1,2})(?:st|nd|rd|th)|(?<ordinalWord>${Object.keys(ORDINAL_WORDS).join("|")}))\\s+grader?|grade\\s+(?:(?<grade>\\d{1,2})|(?<gradeWord>${CLASS_NUMBER_WORD})))\\b`,
    ageOf: (g) => inRange(g.ordinal ?? g.ordinalWord ?? g.grade ?? g.gradeWord, 11, (n) => n + 6),
    classYear: true,
    readsWords: true,
  },
  {
    // Ireland's primary classes: 2nd class starts at 7 or 8, 6th ends at 12. Not "2nd class on the train".
    pattern: "(?<cls>[2-6])(?:nd|rd|th)\\s+class\\b(?!\\s+(?:on|ticket|carriage|seat|lounge|cabin|stamp|mail|post)\\b)",
    ageOf: (g) => inRange(g.cls, 6, (n) => n + 6),
    classYear: true,
    readsWords: false,
  },
  {
    // Quebec's secondary years: Secondary 1 starts at 12 or 13, Secondary 5 ends at 17. Not "sec 2 of".
    pattern: "sec(?:ondary)?\\s*(?<sec>[1-5])\\b(?!\\s*(?:of|at|%)\\b)",
    ageOf: (g) => inRange(g.sec, 5, (n) => n + 12),
    classYear: true,
    readsWords: false,
  },
  {
    // "secondary" and "junior high" alone are a school only as a label ("i'm in secondary care" is not).
    pattern: `(?:(?<level>primary|elementary|middle|junior high|secondary|high)\\s*school(?<er>er)?|(?<bare>primary|secondary|junior high|hs|transition year|ty)${LABEL_END})`,
    ageOf: (g) => LEVEL_AGE[(g.level ?? g.bare)!] ?? null,
    needsInAtOpening: true,
    readsWords: true,
  },
  {
    // England's lower sixth (year 12 there) is 17 at most. Sixth form said alone is 16 to 18, and pupils
    // start it at 17 or 18 too, so neither "i'm in sixth form" nor "just started sixth form" is read.
    pattern: "lower\\s+sixth\\b",
    ageOf: () => 17,
    readsWords: true,
  },
  {
    pattern: `(?:${HIGH_SCHOOL}\\s+(?<year>freshman|sophomore|junior)|(?<yearIn>freshman|sophomore|junior)\\s+(?:in|at)\\s+(?:my\\s+|a\\s+)?${HIGH_SCHOOL})`,
    ageOf: (g) => YEAR_AGE[(g.year ?? g.yearIn)!] ?? null,
    classYear: true,
    readsWords: true,
  },
];

/**
 * After a school class opening a sentence, the writer living through it now: "8th grade is the
 * worst", "year 10 is killing me", "grade 10 sucks", "7th grade has been so lonely". Not the past
 * ("8th grade was the worst"), nor what a teacher or a parent says of a class in the same clause ("is
 * the worst year to teach", "is a tough age", "is when they pick their options", "so stressful for
 * them"), nor a class another goes through or one remembered (stated-age-others.ts).
 */
const LIVING_THROUGH =
  /^\s+(?:is|'s|has\s+been|sucks|feels)\b(?![^.!?,;]*\b(?:teach\w*|age|when|they|them|their|for\s+(?:my|our|his|her)|kids|children)\b)/;

/** Whether a class opening a sentence, followed by `rest`, is one the writer is living through now. */
export function isLivedThrough(rest: string, line: string): boolean {
  return LIVING_THROUGH.test(rest) && !isAnothersOrPast(line);
}
