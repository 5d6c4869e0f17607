/**
 * The school stage a writer gives as their own, read as the oldest a pupil of it usually is, so that
 * an adult is not read younger than they are: UK and Australian "year N" (at most N + 5, up to year
 * 11), Scottish "SN" (at most N + 12, up to S5), US and Canadian "Nth grade" (at most N + 6, up to
 * 11th), Ireland's transition year (16) and primary classes, Quebec's secondary years, a school
 * level (primary 11, middle school 14, junior high 15, secondary 16, high school 17), freshman,
 * sophomore and junior of high school (15, 16, 17): the stages and their ages are in
 * stated-age-stages.ts. And the exams taken at 15 to 17 (GCSEs, the Junior Cert, National 5s, NCEA
 * levels 1 and 2), under way or their results to come: stated-age-exams.ts. Year 12 and 13 and 12th
 * grade are left out, since their pupils may be 18, and so is "a freshman" of college.
 *
 * A stage is the writer's when they are in it ("i'm in year 10", "im in high school", "i go to
 * secondary school", "i'm year 9", "im in s4"), start it or just started it, or say it is their first
 * year ("just started high school this year", "my first year of high school is going so badly":
 * stated-age-starting.ts), or give it as a label of themselves ("i'm a 10th grader", "year 10
 * here", "9th grader here", "in yr 10 and failing everything", "i'm a high schooler"); a label is
 * followed by nothing it would describe: "i'm a high school teacher", "my year 10 class", "year 10 was
 * the worst" and "i'm a year 11 teacher" are not a stage. A class opening a sentence may be followed
 * by the writer living through it ("8th grade is the worst", "year 10 is killing me"). Nor is a stage or an exam named as school
 * work or as a child's ("i'm in high school admin", "doing my gcses revision with my son", "i'm a
 * teacher so i'm in high school every day", "i'm in year 7 parents evening tonight"):
 * stated-age-school-work.ts; nor "i'm in high school again" with nothing after, adults' word for
 * cliques at work. "Me and my brother are both in year 9" is the writer's stage too. Beside the
 * writer's own adult age ("i'm 34 and i'm doing my gcses at night school") a level or an exam is an
 * adult learner's, a class only as stated-age-adult.ts says ("i'm 20 and in year 10" is read).
 */
import { matchesIn } from "./matches-in.js";
import {
  EXAM_WORDS,
  examStage,
  EXAMS_NOW,
  RESULTS_TO_COME,
  resultsToCome,
  unownedOfAnother,
} from "./stated-age-exams.js";
import { ruleGate } from "./stated-age-gate.js";
import { isWorkOrSomeoneElses, writerWorksInSchool } from "./stated-age-school-work.js";
import { isStartOrFirstYearNow, OWN_FIRST_YEAR, STARTING } from "./stated-age-starting.js";
import {
  CLASS_WORDS,
  HIGH_SCHOOL,
  isLivedThrough,
  LEVEL_AGE,
  type SchoolStage,
  type Stage,
  STAGES,
  YEAR_AGE,
} from "./stated-age-stages.js";
import {
  FILLER,
  I_AM,
  isHypothetical,
  LABEL_END,
  OPENING,
  SIBLING,
  SIBLING_KIND,
  type StatedAgeRule,
} from "./stated-age-words.js";

export type { SchoolStage } from "./stated-age-stages.js";

/** What may follow a stage given as a label: a pupil's word ("year 10 student"), then the clause's end. */
const LABELLED = new RegExp(`^(?<pupil>\\s+(?:student|pupil|kid|girl|boy))?${LABEL_END}`);
/**
 * Someone of the writer's own age the writer shares a stage with: "me and my brother are both in",
 * "my twin and i are in"; not a son or a daughter ("me and my son are in year 7 parents evening").
 */
const PEER = `(?:(?:${SIBLING_KIND}|best)\\s+)?(?:${SIBLING}|twin|cousin|friend|mate|bestie)s?`;
const WE_ARE = `(?:(?:me|i)\\s+and\\s+my\\s+${PEER}|my\\s+${PEER}\\s+and\\s+(?:i|me))\\s+(?:are|r)\\s+(?:both\\s+|all\\s+)?`;
/**
 * The writer's year of it: "my first year of high school", "my freshman year of high school", "first
 * year in secondary" (Ireland's first year), "my last year of middle school". Not the last of high
 * school or secondary, whose pupils may be 18, nor a senior's year.
 */
const YEAR_OF = `(?:(?:my\\s+)?(?:first|second|third|1st|2nd|3rd|freshman|sophomore|junior)\\s+year\\s+(?:of|at|in)\\s+|my\\s+(?:last|final)\\s+year\\s+(?:of|at)\\s+(?=primary|elementary|middle|junior\\s+high))`;
/**
 * Being in it: "i'm in", "i'm still in the", "i'm 20 and in" (the age is read by stated-age-numbers.ts), "i go
 * to", "i attend", "me and my brother are both in"; anything may follow the stage.
 */
const BEING_IN = `\\b(?<in>(?:(?:${I_AM}\\s+${FILLER}(?:\\d{1,2}\\s+and\\s+(?:still\\s+)?)?|${WE_ARE})in\\s+(?:the\\s+)?|${OWN_FIRST_YEAR})${YEAR_OF}?|i\\s+(?:go\\s+to|attend)\\s+|${STARTING})`;
/** Saying it of oneself: "i'm", "i'm a", or opening a sentence ("year 10 here", "in yr 9 and …"). */
const LABEL = `(?:\\b(?<self>${I_AM}\\s+${FILLER}(?:an?\\s+)?)|(?<opening>${OPENING})(?<openingIn>in\\s+)?)`;

/**
 * "i'm a freshman" with high school named in the same message, not as a thing of the past, and no
 * college or university: the high school is theirs ("i'm a freshman and i hate high school").
 */
const US_YEAR_ALONE = new RegExp(`\\b${I_AM}\\s+${FILLER}an?\\s+(freshman|sophomore|junior)${LABEL_END}`, "g");
const HIGH_SCHOOL_NOW = new RegExp(
  `(?<!\\b(?:miss|missed|left|after|since|finished|from|out of|back in)\\s+)\\b${HIGH_SCHOOL}\\b`,
);
const COLLEGE = /\b(?:college|uni|university|campus)\b/;

/**
 * A quick test before the stages and exams (every message is screened, and almost none names a
 * stage): each needs a digit ("year 10", "s4", "9th grade", "n5") or starts a word with a level, a
 * US school year, an exam or a class's number in words ("high school", "hs", "sophomore", "gcses",
 * "nine", "ninth"), always after a space, a stop or the start. A message with none of them names no
 * stage.
 */
export const MAY_NAME_A_STAGE = new RegExp(
  `\\d|\\b(?:${[...Object.keys(LEVEL_AGE), ...Object.keys(YEAR_AGE), ...EXAM_WORDS, ...CLASS_WORDS].map((word) => word.split(" ")[0]).join("|")})`,
);

/**
 * "i'm in high school again" with nothing after but the clause's end or a sigh: what adults say of
 * cliques and drama at work ("office drama all week, i'm in high school again"); a pupil going back
 * says when or after what ("i'm in high school again on monday", "… after the summer").
 */
const AGAIN_ALONE =
  /^\s+again\b(?:\s+(?:lol|lmao|haha|ugh|smh|fr|tbh|honestly|apparently|basically))*\s*(?:$|[.!?]+\s*$)/;

/**
 * Ireland's first three years of secondary school, "i'm in 3rd year", when the sentence goes on to name
 * the Junior Cert or Junior Cycle they end in, and no college: first year is at most 13, third 15.
 */
const JUNIOR_CYCLE_YEAR = new RegExp(
  `${BEING_IN}(?<cycleYear>first|second|third|1st|2nd|3rd)\\s+year(?:[\\s,;:][^.!?]*?)?\\sjunior\\s+(?:cert|cycle)\\b`,
  "g",
);
const JUNIOR_CYCLE_AGE: Record<string, number> = { first: 13, "1st": 13, second: 14, "2nd": 14, third: 15, "3rd": 15 };

/** After "grade N", a music or dance grade, which adults take too: "i just started grade 5 piano". */
const GRADED_ART_AFTER =
  /^\s+(?:piano|violin|viola|cello|double\s+bass|bass|guitar|flute|clarinet|oboe|bassoon|saxophone|sax|trumpet|trombone|horn|harp|drums?|percussion|singing|voice|music|theory|ballet|tap|jazz|dance|organ|recorder|ukulele)\b/;

/** A rule of schoolStages: the stage a match of its pattern gives the writer. */
interface StageRule extends StatedAgeRule {
  /** The stage, or null when the match is not the writer's own (a label with a noun after, work). */
  stageOf(match: RegExpExecArray, line: string): SchoolStage | null;
  /** Only the first match is read: the rule's other words are of the whole message, not of a match. */
  firstOnly?: boolean;
}

/** A stage of STAGES the writer is in or gives as a label, read from a match of its pattern. */
function stageOf(stage: Stage, match: RegExpExecArray, line: string): SchoolStage | null {
  const groups = match.groups!;
  if (groups.opening === undefined && isHypothetical(line, match.index)) return null;
  const rest = line.slice(match.index + match[0].length);
  if (groups.in === undefined) {
    const labelled = LABELLED.exec(rest);
    // "8th grade is the worst": a class opening a sentence, lived through now (stated-age-stages.ts).
    const livedThrough =
      !labelled && stage.classYear === true && groups.opening !== undefined && isLivedThrough(rest, line);
    if (!labelled && !livedThrough) return null;
    const plain = groups.opening !== undefined && !groups.openingIn && !groups.er && !labelled?.groups!.pupil;
    if (stage.needsInAtOpening && plain) return null;
  }
  // "i'm in high school admin", "i'm in year 10 maths homework hell with my daughter".
  if (isWorkOrSomeoneElses(rest)) return null;
  if (!isStartOrFirstYearNow(groups, match[0], rest, line)) return null;
  if ((groups.grade ?? groups.gradeWord) !== undefined && GRADED_ART_AFTER.test(rest)) return null;
  if (groups.level !== undefined && AGAIN_ALONE.test(rest)) return null;
  const age = stage.ageOf(groups);
  return age === null ? null : { age, classYear: stage.classYear === true };
}

/**
 * The rules schoolStages runs, in order, behind MAY_NAME_A_STAGE and then the words gate
 * (stated-age-gate.ts): the one list that runs is the one stated-age-quick.test.ts checks the quick
 * test against, and required-words.test.ts the gate. A new rule goes here, not in schoolStages.
 */
export const STAGE_RULES: readonly StageRule[] = [
  ...STAGES.map((stage): StageRule => ({
    pattern: new RegExp(`(?:${BEING_IN}|${LABEL})${stage.pattern}`, "g"),
    readsWords: stage.readsWords,
    stageOf: (match, line) => stageOf(stage, match, line),
  })),
  {
    // The first "i'm a freshman" only, as ever: high school and college are asked of the whole message.
    pattern: US_YEAR_ALONE,
    readsWords: true,
    firstOnly: true,
    stageOf: (match, line) =>
      HIGH_SCHOOL_NOW.test(line) && !COLLEGE.test(line) ? { age: YEAR_AGE[match[1]!]!, classYear: true } : null,
  },
  {
    pattern: JUNIOR_CYCLE_YEAR,
    readsWords: true,
    stageOf: (match, line) =>
      COLLEGE.test(line) ? null : { age: JUNIOR_CYCLE_AGE[match.groups!.cycleYear!]!, classYear: true },
  },
  {
    pattern: EXAMS_NOW,
    readsWords: true,
    ungated: '"gcses in may", "n5s next week" opening a sentence: more names of exams than the gate spells out',
    // "doing my gcse marking", "doing my gcses revision with my son": a teacher's or a parent's.
    stageOf: (match, line) =>
      isWorkOrSomeoneElses(line.slice(match.index + match[0].length)) || unownedOfAnother(match, line)
        ? null
        : examStage(match),
  },
  {
    pattern: RESULTS_TO_COME,
    readsWords: true,
    stageOf: (match) => (resultsToCome(match) ? examStage(match) : null),
  },
];

const stageRulesFor = ruleGate(STAGE_RULES);

/**
 * The writer's own school stages, each the oldest its pupils usually are, and whether it is a class:
 * by the rules whose words the line holds.
 */
export function schoolStages(line: string): SchoolStage[] {
  if (!MAY_NAME_A_STAGE.test(line)) return [];
  const ages: SchoolStage[] = [];
  for (const rule of stageRulesFor(line))
    for (const match of matchesIn(line, rule.pattern)) {
      const stage = rule.stageOf(match, line);
      if (stage) ages.push(stage);
      if (rule.firstOnly) break;
    }
  // A teacher's "i'm in year 11 all week" is where they work (stated-age-school-work.ts). Asked last,
  // and only of a message that names a stage: most name none, and every message is screened.
  return ages.length > 0 && writerWorksInSchool(line) ? [] : ages;
}
