/**
 * The exams only minors sit, as a school stage of theirs (stated-age-school.ts reads them with the
 * stages): GCSEs, Ireland's Junior Cert, Scotland's National 5s (16 at most), New Zealand's NCEA
 * levels 1 and 2 (17 at most), Australia's NAPLAN (year 9 at most, 15) and England's 11-plus (11).
 * The Leaving Cert, Highers, A levels, the HSC and NCEA level 3 are left out: their pupils may be 18.
 */
import { isAnothersOrPast } from "./stated-age-others.js";
import type { SchoolStage } from "./stated-age-stages.js";
import { I_AM, OPENING } from "./stated-age-words.js";

const EXAM_NAME =
  "(?:mock\\s+)?(?:(?:gcses?|junior\\s+(?:cert|cycle)|nat(?:ional)?\\s*5s?|n5s?|ncea\\s+(?:level|lvl|l)\\s*[12]|naplan|(?:11|eleven)\\s*plus)\\b|11\\s*\\+)";
/** The writer's own exam; with "doing", "the" or none too ("doing the junior cert", "doing gcses"). */
const EXAM = `my\\s+${EXAM_NAME}`;
const EXAM_DONE = `(?:my\\s+|(?<unowned>the\\s+|))${EXAM_NAME}`;
/**
 * A date still to come, after an exam that opens a sentence with no "my": "gcses in may", "junior cert
 * next week", "nat 5s start tomorrow". Not "gcses are hard", which anyone may say.
 */
const DATE_TO_COME =
  "(?:(?:are|is|start|starts|begin|begins)\\s+)?(?:in\\s+(?:jan|feb|march|april|may|june|july|aug|sept|oct|nov|dec|a\\s+(?:week|month)|\\d+\\s+(?:days?|weeks?|months?))|next\\s+(?:week|month|year|term)|this\\s+(?:week|month|year|summer|term)|tomorrow|tmrw|on\\s+\\w+day|soon)\\b";
/** A time still to come after the exam or its results: "start monday", "in june", "come out tomorrow". */
const SOON = "(?:are|is|start|starts|in|next|this|on|soon|coming|tomorrow)\\b";
const WRITER = `(?:${OPENING}|\\b(?:${I_AM}|i(?:'ve|\\s+have)?)\\s+)`;

/**
 * An exam under way or still to come: "doing my gcses", "about to take my gcses", "revising for my
 * junior cert", "doing the junior cert this year", "doing gcses", "my gcses start monday", "i have my
 * junior cert in june", "my ncea level 2 exams start next week", and opening a sentence with a date
 * to come ("gcses in may and i havent revised"). Having them with no time to come ("i have my gcses
 * but no degree") is a qualification, and the past ("i did my gcses") is not now.
 */
export const EXAMS_NOW = new RegExp(
  `${WRITER}(?:` +
    `(?:doing|sitting|taking|revising\\s+for|studying\\s+for|preparing\\s+for|starting|about\\s+to\\s+(?:take|sit|start|do))\\s+${EXAM_DONE}(?!\\s+(?:results?|grades?|certificates?)\\b)|` +
    `(?:have\\s+|got\\s+)?${EXAM}(?=(?:\\s+(?:exams?|externals))?\\s+${SOON}))|` +
    `${OPENING}(?<dated>${EXAM_NAME})(?=(?:\\s+(?:exams?|mocks))?,?\\s+${DATE_TO_COME})`,
  "g",
);
/**
 * The results of the writer's own exam, still to come: "my junior cert results come out tomorrow",
 * "getting my gcse results next week". Not results of the past ("my junior cert results were a
 * disaster back in 2003", "my gcse results didn't stop me") nor a child's ("my son's junior cert
 * results"): a time to come must follow, in the same clause, with no word of the past before it
 * (resultsToCome).
 */
export const RESULTS_TO_COME = new RegExp(
  `\\b${EXAM}\\s+results?(?<between>(?:\\s+[^\\s.!?;,]+)*?)\\s+(?:(?:come|comes|coming)\\s+out|out\\s+(?:tomorrow|today|on|next)|tomorrow|tmrw|next\\s+week|this\\s+(?:week|thursday|friday)|on\\s+(?:monday|tuesday|wednesday|thursday|friday)|soon|due)\\b`,
  "g",
);
/** Words of the past between the results and the time: "were a disaster back in 2003". */
const PAST = /\b(?:were|was|came|got|did|didn'?t|back|ago)\b/;
/** Whether a match of RESULTS_TO_COME has no word of the past before its time to come. */
export const resultsToCome = (match: RegExpExecArray): boolean => !PAST.test(match.groups!.between!);
/**
 * Where adults sit these exams: "doing gcse maths at night school", "doing gcses at evening classes".
 * An exam not said to be the writer's own ("doing gcses", "doing the junior cert") is then an adult's.
 */
const ADULTS_CLASS =
  /\b(?:night\s+(?:school|class(?:es)?)|evening\s+class(?:es)?|adult\s+(?:ed|education|learning|college))\b/;
/** The writer at an exam as staff: "i'm invigilating", "i mark them", "i tutor". */
const WRITER_AT_EXAMS_AS_STAFF = /\bi(?:'m|\s+am)?\s+(?:invigilat|teach|mark|tutor|examin)\w*/;
/**
 * Whether a match of EXAMS_NOW names an exam without "my" that may be another's: in a message that
 * names adults' classes ("doing gcses at night school"), or opening a sentence in one that speaks of
 * a child or pupils, or of the writer as staff ("gcses in may and my son hasn't revised", "gcses in
 * may and i'm invigilating").
 */
export const unownedOfAnother = (match: RegExpExecArray, line: string): boolean =>
  (match.groups?.unowned !== undefined && ADULTS_CLASS.test(line)) ||
  (match.groups?.dated !== undefined && (isAnothersOrPast(line) || WRITER_AT_EXAMS_AS_STAFF.test(line)));

/** The words an EXAM may start with (the rest, "n5", holds a digit). */
export const EXAM_WORDS = ["gcse", "junior", "nat", "ncea", "naplan", "eleven"];

/** An exam is no class: adults sit them too (stated-age-adult.ts). One object each, never changed. */
const AT_16: SchoolStage = { age: 16, classYear: false };
const AT_17: SchoolStage = { age: 17, classYear: false };
const AT_15: SchoolStage = { age: 15, classYear: false };
const AT_11: SchoolStage = { age: 11, classYear: false };
/**
 * The stage an exam matched gives: NCEA level 2 is sat at 16 or 17, NAPLAN at 15 at most, the 11-plus
 * at 10 or 11, the others at 15 or 16.
 */
export const examStage = (match: RegExpExecArray): SchoolStage =>
  /\bncea\b/.test(match[0])
    ? AT_17
    : /\bnaplan\b/.test(match[0])
      ? AT_15
      : /\b(?:11|eleven)\s*(?:plus|\+)/.test(match[0])
        ? AT_11
        : AT_16;
