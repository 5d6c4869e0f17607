/**
 * An age as the subject or the circumstance of a sentence about the writer's life now, with no "i'm"
 * (stated-age-numbers.ts reads these among its NUMBER_RULES): "being 15 sucks", "being a 15 year old girl is
 * exhausting", "15 is such a hard age, everyone treats me like a kid", "at 15 i shouldn't have to deal
 * with this", "at my age (15) …", "i shouldn't have to deal with this at 15", "why do i still have a
 * bedtime at 16", "i hate being 15", "like i'm not 15". Not the past ("being 15 was the worst year of
 * my life", "at 15 i was already working", "at 15 i should have been out with friends"), another's ("at 15 my son already drives me
 * mad", "being 15 is hard, go easy on her": stated-age-others.ts), anyone's ("at 18 you can vote"), a
 * count ("being 15 minutes late") nor a time of day ("at 16 i have a meeting with the bank").
 */
import { isAnothersOrPast } from "./stated-age-others.js";
import {
  FILLER,
  I_AM,
  isHypothetical,
  MINORS_RULES,
  NOT_AN_AGE,
  NUMBER,
  numberOf,
  type NumberRule,
  OPENING,
} from "./stated-age-words.js";

/** An age and what may follow it as its unit or its noun: "a 15 year old girl", "14yo". */
const AGE_WITH_UNIT = `(${NUMBER})(?:\\s*(?:-\\s*)?(?:yo|y\\/o|years?[- ]old)(?:\\s+(?:girl|boy|guy|kid|teen|teenager))?)?`;

/**
 * "being 15 sucks", "being fourteen and gay in a small town is awful", "why does being 15 have to be so
 * hard", "the worst part of being 15 is …": opening a sentence, with a verb of now in it and nothing
 * of the past or of a wish (TOLD_OF_THEN: "being 15 was", "being 16 in the 90s was"); not "being 15
 * again", "being 15 stone", "being 15 minutes late" (NOT_AN_AGE).
 */
const BEING_AGE = new RegExp(
  // The words before "being" in one group, so that the words gate reads "being" (required-words.ts).
  `${OPENING}(?:(?:ugh[,!.]?\\s+)?(?:why\\s+(?:does|is)\\s+|the\\s+(?:worst|hardest|best|only)\\s+(?:part|thing)\\s+(?:of|about)\\s+)?)being\\s+(?:an?\\s+)?${AGE_WITH_UNIT}`,
  "g",
);
const VERB_OF_NOW = /\b(?:is|isn'?t|sucks|feels|has\s+been|hurts|ha(?:ve|s)\s+to)\b/;

/**
 * "i hate being 15", "i cant stand being 14", "im tired of being 16 and having no say": the writer's
 * age now as what they hate or are tired of. Not "i hated being 15", "i miss being 15", "she hates
 * being 15", "i'd hate being 15 again" (NOT_AN_AGE), "i'm sick of being 15 stone".
 */
const HATE_BEING = new RegExp(
  `\\b(?:i\\s+(?:(?:really|just|honestly|literally|so|absolutely)\\s+)*(?:hate|can'?t\\s+stand|cant\\s+stand|cannot\\s+stand|despise)|` +
    `${I_AM}\\s+${FILLER}(?:so\\s+)?(?:sick|tired|done)\\s+(?:of|with))\\s+being\\s+(?:an?\\s+)?${AGE_WITH_UNIT}`,
  "g",
);

/**
 * "they treat me like a baby, like i'm not 15", "like i'm not 15": as if the writer were not the age
 * they are, ending the clause; not "like i'm not 15 anymore", "like i'm not 15 minutes late".
 */
const AS_IF_NOT_AGE = new RegExp(
  `\\blike\\s+${I_AM}\\s+not\\s+(${NUMBER})(?=\\s*(?:$|[,.!?;]|(?:lol|tbh|and|but|or|ffs|smh)\\b))`,
  "g",
);
/** "being 17 is when i started drinking", "being 15 is the age my mum had me": what an age means, not how it is. */
const WHAT_IT_MEANS = /^\s+(?:when|the\s+age|an\s+age|the\s+year)\b/;

/**
 * "15 is such a hard age", "sixteen is the worst", "14 is such an awkward age": a number the subject
 * of how hard it is, opening a sentence; not "15 is my lucky number", "17 is the number of days",
 * "fifteen is a tough age for boys". A number alone could be anyone's, so the writer must speak of
 * themselves after it ("everyone treats me like a kid", "i hate it").
 */
const AGE_IS_HARD = new RegExp(
  `${OPENING}(${NUMBER})\\s+(?:is|feels)\\s+(?:(?:such|so|a|an|the|really|honestly|literally|kinda|just)\\s+)*` +
    "(?:hard|tough|awkward|weird|horrible|awful|worst|lonely|boring|stressful|confusing|difficult|rough|annoying|embarrassing|exhausting|scary)" +
    "(?:\\s+(?:age|year))?(?=\\s*(?:$|[,.!?;:]|and\\b|but\\b|lol\\b|tbh\\b|ngl\\b))",
  "g",
);
const WRITER_AFTER = /\b(?:i|i'm|im|me|my|myself)\b/;

/**
 * "at 15 i shouldn't have to deal with this", "at only 14 i'm expected to cook", "at 15 nobody takes
 * me seriously": an age opening a sentence as the circumstance of the writer's present. What follows
 * is read by PRESENT_AFTER_AT.
 */
const AT_AGE_NOW = new RegExp(
  `${OPENING}at\\s+(?:only\\s+|just\\s+)?${AGE_WITH_UNIT},?\\s+(?=i\\b|im\\b|nobody\\b|no\\s*one\\b)`,
  "g",
);
/** Below this, "at 9 i have to …" is a time of day far more often than an age. */
const AT_AGE_LOWEST = 13;
/**
 * After "at 15": "i" and a verb of now ("shouldn't", "can't", "feel", "don't", "'m already"), not a
 * plan ("i'm going to", "i'm leaving"), the past ("i was", "i had", "i should have been", "i'd"); or
 * "nobody" and a verb of now ("nobody takes", not "nobody took").
 */
const PRESENT_AFTER_AT = new RegExp(
  `^(?:${I_AM}\\s+${FILLER}(?!(?:going|gonna|leaving|moving|getting|starting|allowed)\\b)|` +
    "i\\s+(?:(?:still|already|just|even|really|literally|honestly|only|also|now)\\s+)*" +
    "(?:should(?:n'?t)?\\b(?!\\s+have\\s+(?!to\\b))|" +
    "(?:can'?t|cannot|can|don'?t|do\\s+not|have|need|feel|want|hate|know|must|gotta|keep|get|deserve|wish|worry|think)\\b)" +
    "|(?:nobody|no\\s*one)\\s+(?!was\\b)[a-z]+s\\b)",
);
/** A time of day in the sentence: "at 16 i have a meeting", "at 15 i have a call tomorrow". */
const TIME_OF_DAY =
  /\b(?:meeting|appointment|call|interview|shift|train|bus|flight|o'?clock|today|tomorrow|this\s+(?:morning|afternoon|evening))\b/;

/** "at my age (15) i shouldn't …", "at my age, 14, i should be having fun": the writer's age in brackets or commas. */
const AT_MY_AGE = new RegExp(`\\bat\\s+my\\s+age\\s*(?:\\(\\s*(${NUMBER})\\s*\\)|,\\s*(${NUMBER})\\s*,)`, "g");

/**
 * "i shouldn't have to deal with this at 15", "why do i still have a bedtime at 16": the age closing a
 * clause of up to eight words of what the writer should not have to do or the rules they live under,
 * with no one else in it and no past; not "i still can't get over losing my dad at 15" (an event of
 * the past), "my daughter still has a bedtime at 15".
 */
const BURDEN_AT_AGE = new RegExp(
  `\\bi\\s+(?:(?:shouldn'?t|should\\s+not)\\s+(?:have\\s+to|need\\s+to|be)\\b|${MINORS_RULES})` +
    `(?:\\s+(?!(?:i|he|she|they|we|you|was|were|had)\\b)[\\w']+){0,8}?\\s+at\\s+(?:only\\s+|just\\s+)?(${NUMBER})` +
    "(?=\\s*(?:$|[,.!?;]|lol\\b|tbh\\b|like\\b|and\\b))",
  "g",
);

/**
 * In the sentence, the past or a wish: "being 15 was", "being 15 again would be", "at 15 i know my mum
 * was scared", "at 14 i think i knew", "at 15 i can't believe i survived": a memory, not the writer now.
 */
const TOLD_OF_THEN =
  /\b(?:was|wasn'?t|were|sucked|felt|had|did|knew|would|'d|will|could|might|used\s+to)\b|\bi\s+(?:\w+\s+)?\w+ed\b/;

/** The sentence after a match: up to a stop. */
const clauseAfter = (match: RegExpExecArray, line: string) =>
  line.slice(match.index + match[0].length).split(/[.!?;]/, 1)[0]!;

/** The age, unless what follows makes the number a unit, or the message speaks of another or the past. */
function ownAge(match: RegExpExecArray, line: string): number | null {
  if (NOT_AN_AGE.test(line.slice(match.index + match[0].length)) || isAnothersOrPast(line)) return null;
  return numberOf((match[1] ?? match[2])!);
}

export const BEING_AGE_RULE: NumberRule = {
  pattern: BEING_AGE,
  readsWords: true,
  own: true,
  ageOf(match, line) {
    const clause = clauseAfter(match, line);
    const now = VERB_OF_NOW.exec(clause);
    if (!now || TOLD_OF_THEN.test(clause) || WHAT_IT_MEANS.test(clause.slice(now.index + now[0].length))) return null;
    return ownAge(match, line);
  },
};
export const AGE_IS_HARD_RULE: NumberRule = {
  pattern: AGE_IS_HARD,
  readsWords: true,
  own: true,
  ageOf(match, line) {
    const rest = line.slice(match.index + match[0].length);
    return WRITER_AFTER.test(rest) && !TOLD_OF_THEN.test(clauseAfter(match, line)) ? ownAge(match, line) : null;
  },
};
export const AT_AGE_NOW_RULE: NumberRule = {
  pattern: AT_AGE_NOW,
  readsWords: true,
  own: true,
  ageOf(match, line) {
    const age = ownAge(match, line);
    if (age === null || age < AT_AGE_LOWEST) return null;
    const rest = line.slice(match.index + match[0].length);
    const clause = clauseAfter(match, line);
    return PRESENT_AFTER_AT.test(rest) && !TOLD_OF_THEN.test(clause) && !TIME_OF_DAY.test(clause) ? age : null;
  },
};
export const HATE_BEING_RULE: NumberRule = { pattern: HATE_BEING, readsWords: true, own: true, ageOf: ownAge };
export const AS_IF_NOT_AGE_RULE: NumberRule = { pattern: AS_IF_NOT_AGE, readsWords: true, own: true, ageOf: ownAge };
export const AT_MY_AGE_RULE: NumberRule = { pattern: AT_MY_AGE, readsWords: true, own: true, ageOf: ownAge };
export const BURDEN_AT_AGE_RULE: NumberRule = {
  pattern: BURDEN_AT_AGE,
  readsWords: true,
  own: true,
  ageOf(match, line) {
    const age = ownAge(match, line);
    // "i have to be home by 9, like i still have a curfew at 15": a comparison.
    if (age === null || age < AT_AGE_LOWEST || isHypothetical(line, match.index)) return null;
    return TIME_OF_DAY.test(line) ? null : age;
  },
};
