/**
 * Being a minor said without an age (stated-age.ts reads these as under 18, the age of majority in
 * the UK, Ireland, the US and Australia): in words ("i'm a minor", "im underage btw", "im still a kid
 * legally", "im not an adult yet"), as what the law does not yet allow the writer ("i'm too young to
 * vote", "im not old enough to get a job", "i cant even drive yet, im not old enough"), or as the rules
 * a parent or a school sets a child ("my mum takes my phone at 9 on school nights", "need a permission
 * slip signed", "got detention again today"). Not the past ("i was a minor when it started", "i got
 * detention every week in school"), another's ("my son is too young to drive", "i take my son's phone
 * on school nights"), "minor" describing something ("a minor part"), nor what adults are too young or
 * not old enough for ("too young to retire", "not old enough to rent a car in the us").
 */
import { isAnothersOrPast } from "./stated-age-others.js";
import { writerWorksInSchool } from "./stated-age-school-work.js";
import { FILLER, I_AM, LABEL_END, OPENING } from "./stated-age-words.js";

/** The age a minor is at most. */
export const MINOR_AGE = 17;

/** "not even an adult in my head", "…emotionally", "…at heart": a grown-up's way of feeling young. */
const NOT_FIGURATIVE = "(?!\\s+(?:in\\s+my\\s+head|mentally|emotionally|at\\s+heart|inside|on\\s+the\\s+inside)\\b)";

/**
 * "i'm a minor", "im underage btw", "i'm legally a child", "im still a kid legally", "i'm not even an
 * adult", "im not an adult yet". "Minor" and "underage" must end what is said of the writer ("a minor
 * part", "underage drinking" are not); a kid or a child only in law ("i'm just a big kid at heart" is
 * an adult's); not an adult only with "even", "legally" or "yet" ("i'm not an adult, i can't do taxes" is a joke).
 */
const MINOR_IN_WORDS = new RegExp(
  `\\b${I_AM}\\s+${FILLER}(?:(?:technically|legally)\\s+)?(?:` +
    `(?:an?\\s+)?(?:minor|underage|under-age|under\\s+age)${LABEL_END}|` +
    "legally\\s+(?:still\\s+)?an?\\s+(?:kid|child|minor)\\b|an?\\s+(?:kid|child)\\s+legally\\b|" +
    `not\\s+(?:(?:even|legally|technically|yet)\\s+)(?:an?\\s+)?adult\\b${NOT_FIGURATIVE}|not\\s+an?\\s+adult\\s+yet\\b)`,
);

/**
 * What the law lets only adults or older teens do: vote, drive, work, get a licence, leave home. Not
 * drinking (21 in the US), renting a car or retiring, which adults are too young for too.
 */
const BY_LAW =
  "(?:legally\\s+)?(?:get\\s+)?(?:a\\s+|my\\s+)?(?:vote|drive|work|job|licen[cs]e|learner'?s|provisional|permit|leave\\s+(?:home|school)|move\\s+out)";
/** Where what the law does not allow ends: "too young to drive a bus" (21 in the UK) goes on to another thing. */
const BY_LAW_END =
  "(?=\\s*(?:$|[,.!?;]|(?:legally|yet|and|but|so|lol|tbh|or|because|cos|cuz|in\\s+(?:the\\s+)?(?:uk|us|usa|ireland|australia|scotland|england))\\b))";
/**
 * "i'm too young to vote", "im not old enough to get a job", "not old enough to move out" (opening a
 * sentence), and "im not old enough" ending a clause (group 1) in a message that names what the law allows.
 */
const TOO_YOUNG_BY_LAW = new RegExp(
  `(?:\\b${I_AM}\\s+${FILLER}|${OPENING}(?:still\\s+)?)(?:too\\s+young|not\\s+(?:even\\s+|yet\\s+)?old\\s+enough)` +
    `(?:\\s+(?:to|for)\\s+${BY_LAW}${BY_LAW_END}|(\\s*(?:$|[,.!?;]|yet\\b|lol\\b)))`,
);
const NAMES_BY_LAW = /\b(?:vote|voting|drive|driving|licen[cs]e|job|work|move\s+out|leave\s+home)\b/;

/** A parent who sets the writer a rule: "my mum takes my phone", "my dad makes me", "my mum won't let me". */
const PARENT_SETS_A_RULE =
  /\bmy\s+(?:mum|mom|mam|dad|parents?|step-?(?:mum|mom|dad))\s+(?:(?:still|always|even|literally|just|never)\s+)?(?:takes?|makes?|won'?t\s+let|wont\s+let|doesn'?t\s+let|don'?t\s+let|only\s+lets?)\s+(?:me|my)\b/;
/** In the same sentence, what makes the rule a child's: school nights, or a wait "till i'm older". */
const A_CHILDS_RULE = /\bschool\s+nights?\b|\b(?:till|until|til)\s+i'?m\s+older\b/;
/**
 * A school's paper a parent signs for the writer: "my permission slip", "need a permission slip
 * signed", "need my mum to sign the form"; not a teacher's "permission slips" nor "i need to sign".
 */
const PERMISSION_SLIP =
  /\b(?:my\s+permission\s+slip|permission\s+slip\s+signed(?!\s+by\s+(?!(?:my\s+)?(?:mum|mom|mam|dad|parents?|guardian)\b))|(?:mum|mom|mam|dad|parents?)\s+to\s+sign\s+(?:my|the|a)\s+(?:permission\s+slip|slip|form))\b/;
/** A detention the writer is given now: "got detention again today", "i have a detention after school tomorrow". */
const DETENTION_NOW =
  /\b(?:got|get|have|getting|gave\s+me|given)\s+(?:a\s+|another\s+)?detention\b(?!\s+(?:duty|to\s+(?:run|supervise|cover))\b)[^.!?]*?\b(?:today|tonight|tomorrow|tmrw|again|this\s+week|after\s+school|at\s+lunch)\b/;

/** The sentence around `at` in `line`. */
const sentenceAt = (line: string, at: number): string => {
  const start = Math.max(line.lastIndexOf(".", at), line.lastIndexOf("!", at), line.lastIndexOf("?", at)) + 1;
  const end = line.slice(at).search(/[.!?]/);
  return line.slice(start, end < 0 ? undefined : at + end);
};

/** A school's or a parent's rule on the writer as a child, in a message of no one else's and not of the past. */
function setsAChildsRule(line: string): boolean {
  const parent = PARENT_SETS_A_RULE.exec(line);
  const ruled =
    (parent !== null && A_CHILDS_RULE.test(sentenceAt(line, parent.index))) ||
    PERMISSION_SLIP.test(line) ||
    DETENTION_NOW.test(line);
  return ruled && !isAnothersOrPast(line) && !writerWorksInSchool(line);
}

/**
 * A quick test: each rule needs one of these words (every message is screened, and almost none
 * says any of this).
 */
const MAY_STATE_MINORITY =
  /\b(?:minor|under(?:age|-age|\s+age)|adult|young|enough|legally|school\s+night|older|permission|detention)/;

/** Whether the writer says they are a minor without giving an age. */
export function statesMinority(line: string): boolean {
  if (!MAY_STATE_MINORITY.test(line)) return false;
  if (MINOR_IN_WORDS.test(line)) return true;
  const tooYoung = TOO_YOUNG_BY_LAW.exec(line);
  if (tooYoung && (tooYoung[1] === undefined || NAMES_BY_LAW.test(line))) return true;
  return setsAChildsRule(line);
}
