/**
 * A school stage the writer is starting or has just started, and their first year of one, said
 * without "i'm in" (stated-age-school.ts reads the stage after them): "just started high school this
 * year", "i've just started year 7", "starting high school next week", "i started secondary school
 * last week", "my first year of high school is going so badly", "its my first year of high school".
 * Adults say the same words of a child ("just started middle school and he's being bullied"), of the
 * start in general ("starting high school is such a big step"), of a memory ("i started high school in
 * 1998", "my first year of high school is a blur") and of their work ("just started high school
 * teaching", "… reunion planning"): those must pass, since a false alarm ends an adult's chat.
 */
import { isAnothersOrPast } from "./stated-age-others.js";
import { I_AM, OPENING } from "./stated-age-words.js";

const STARTS = "(?:just\\s+)?(?:starting|going\\s+into|moving\\s+up\\s+to|about\\s+to\\s+start)";
/**
 * Starting it, now or soon, after "i": "i'm starting secondary school in september", "im going into
 * year 9", "i just started year 7", "i've just started high school", "i start high school next week";
 * with no "i" opening a sentence (subjectless): "just started high school this year", "starting year
 * 7 next week". "I started" or "started" alone (started) is of now only with a time just gone after
 * the stage (RECENTLY).
 */
export const STARTING =
  `(?<starting>${I_AM}\\s+${STARTS}|i(?:'?ve|\\s+have)?\\s+just\\s+started|i\\s+(?:start|will\\s+start|'ll\\s+start)|` +
  `(?<subjectless>${OPENING})(?:${STARTS}|just\\s+started)|(?<started>(?:i(?:'?ve|\\s+have)?\\s+|${OPENING})started))\\s+`;
/**
 * The writer's first year of a stage, opening a sentence or after "it's" (ownYear): "my first year of
 * high school is going so badly", "first year of high school and i hate it". Read before YEAR_OF
 * (stated-age-school.ts), which names the year.
 */
export const OWN_FIRST_YEAR = `(?<ownYear>(?:${OPENING}|\\bit'?s\\s+)(?:in\\s+)?)(?=(?:my\\s+)?(?:first|1st|freshman)\\s+year\\s)`;

/** After a stage "i started": a time just gone ("this year", "last week", "a few weeks ago"). */
const RECENTLY =
  /^\s+(?:(?:this|last)\s+(?:week|month|term|year|september|autumn|fall|january)|(?:a|a\s+few|a\s+couple\s+of|two|three|\d)\s+(?:days?|weeks?|months?)\s+ago|yesterday|today|on\s+monday)\b/;
/**
 * After a stage started with no "i": the clause's end, a word that goes on talking or a time
 * ("just started high school this year", "… and i dont know anyone", "starting year 7 next week"), not
 * a noun the stage describes ("high school reunion planning", "high school equivalency") nor whom
 * with ("with my eldest").
 */
const AFTER_A_START =
  /^(?:\s*(?:$|[,.!?;:)(-])|\s+(?:and|but|so|lol|lmao|tbh|rn|now|ugh|omg|btw|haha|this|next|last|in|on|tomorrow|tmrw|today|yesterday|recently|soon|a\s+few|a\s+couple|two|three|\d+)\b)/;
/** A start named as the subject of what follows: "starting high school is a big step", "… can be hard". */
const START_AS_SUBJECT =
  /^\s+(?:is|was|were|'s|isn'?t|wasn'?t|can|could|will|would|must|should|might|may|feels?|felt|seems?|seemed|sucks|sucked|has|had|means?|meant|takes?|took|changes?|changed|gets?|got)\b/;
/** A third person the start may be told of by a parent ("and he's being bullied"), with no "me" of the writer's. */
const HE_OR_SHE = /\b(?:he|she|hes|shes|he's|she's)\b/;
const ME = /\b(?:me|myself)\b/;
/**
 * After a first year with no "my" (ownYear), the writer in it now: "and i", "and already". After "my
 * first year", also the message's end, "rn", "is going", "is so" ("my first year of high school is
 * going so badly"); not "is a blur" nor "is when it started", memories.
 */
const NOW_AFTER = /^\s+and\s+(?:i\b|i'?m|already|still)/;
const MY_YEAR_NOW_AFTER =
  /^(?:\s*(?:$|[.!?]|,?\s*(?:lol|ugh|tbh|rn|now|here)\b)|\s+(?:(?:is|'s)\s+(?:going|so|really|literally|honestly|killing|awful|hard|horrible|not\s+going)|has\s+been|sucks)\b)/;

/**
 * Whether a stage matched with `groups` (after STARTING or OWN_FIRST_YEAR, or neither) is the
 * writer's now: `matched` is the match's text, `rest` what follows it in `line`.
 */
export function isStartOrFirstYearNow(
  groups: Record<string, string | undefined>,
  matched: string,
  rest: string,
  line: string,
): boolean {
  const { subjectless, started, ownYear } = groups;
  if (started !== undefined && !RECENTLY.test(rest)) return false;
  if (subjectless !== undefined) {
    // "just started secondary, any tips?" may be a parent's; "just started secondary school" is read.
    if (groups.bare !== undefined || !AFTER_A_START.test(rest)) return false;
    if (HE_OR_SHE.test(line) && !ME.test(line)) return false;
  }
  if ((subjectless ?? started) !== undefined && START_AS_SUBJECT.test(rest)) return false;
  if (ownYear !== undefined && !NOW_AFTER.test(rest) && !(/\bmy\s/.test(matched) && MY_YEAR_NOW_AFTER.test(rest)))
    return false;
  return (subjectless ?? started ?? ownYear) === undefined || !isAnothersOrPast(line);
}
