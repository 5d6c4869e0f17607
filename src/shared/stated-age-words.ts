/**
 * The words the stated-age rules (stated-age.ts, stated-age-school.ts, stated-age-birthday.ts) and the
 * bare answers (age-answer.ts) are built from: written numbers, "i'm" and the fillers after it, where a
 * sentence opens, the sexes of an "asl", and what makes a number after "i'm" something other than an age.
 */
import { withoutInvisibleOrLookalikes } from "./invisible-characters.js";
import { undisguised } from "./stated-age-disguise.js";

/**
 * A rule of a stated-age family, as its family's table holds it (NUMBER_RULES in stated-age-numbers.ts,
 * STAGE_RULES in stated-age-school.ts, BIRTHDAY_RULES in stated-age-birthday.ts, AT_AGE_RULES in
 * stated-age-adult.ts). Each family runs its rules from that table, behind a quick test, and
 * stated-age-quick.test.ts checks the quick test against the same table: a rule that runs is a rule
 * checked, and none can skip a minor's message unseen.
 */
export interface StatedAgeRule {
  /** With "g", as the family reads every match (matches-in.ts): copy it before calling its `test`. */
  pattern: RegExp;
  /**
   * Whether it reads a number or an ordinal written as a word, so that a message may have no digit
   * ("i'm fifteen", "high school"): the quick test must let those through, and its test asks for them.
   */
  readsWords: boolean;
  /**
   * Why the words gate (stated-age-gate.ts) cannot read what every match holds ("15f": nothing but
   * its number): such a rule is tried on every message its family's quick test lets through. Every
   * other rule is tried only where the message holds one of its words, and required-words.test.ts
   * fails a rule the gate cannot read that does not say why.
   */
  ungated?: string;
}

/** A rule of readNumbers: what a match of its pattern gives, and whether as the writer's own age. */
export interface NumberRule extends StatedAgeRule {
  /** The age a match states, or null when it states none ("i'm a 15 minute walk away"). */
  ageOf(match: RegExpExecArray, line: string): number | null;
  /** Whether the age is one the writer gives as their own (keepOwn), which may make a school stage an adult's. */
  own: boolean;
}

/** Below this a number after "i'm" is something else ("i'm 1 of 15 kids", "im 3 drinks in"). */
export const YOUNGEST = 8;

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
]; // prettier-ignore
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
/**
 * A teen misspelt as people type it in a hurry: "fiftteen", "fithteen", "sixten", "forteen",
 * "ninteen". Read after the right spellings, which it also matches; its start says which it is.
 */
const TEEN_STARTS: readonly (readonly [string, number])[] = [
  ["thir|three", 13], ["four|fore|for", 14], ["fifth|fift|fith|fif|five", 15], ["six", 16], ["seven", 17],
  ["eight|eigh", 18], ["nine|nin", 19],
]; // prettier-ignore
const MISSPELT_TEEN = `(?:${TEEN_STARTS.map(([start]) => start).join("|")})t{1,2}e{1,3}n`;
const MISSPELT_TEEN_WHOLE = TEEN_STARTS.map(([start, n]) => [new RegExp(`^(?:${start})t{1,2}e{1,3}n$`), n] as const);
/** A written age: digits (not part of a time, a decimal or a fraction) or words, "fifteen", "twenty-five". */
export const NUMBER = `(?:\\d{1,3}(?![\\d:.,/]\\d)|(?:${TENS.join("|")})(?:[- ]?(?:${SMALL.slice(1, 10).join("|")}))?|${SMALL.join("|")}|${MISSPELT_TEEN})`;

/**
 * What a written NUMBER starts with when it is a word: "fifteen", or "twenty" of "twenty-five". With
 * a digit, what a quick test looks for before the rules that read a number (stated-age-numbers.ts,
 * stated-age-birthday.ts): a message with neither holds no NUMBER.
 */
export const NUMBER_WORD = `(?:${[...TENS, ...SMALL].join("|")}|${MISSPELT_TEEN})`;

export function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const [tens, unit] = word.split(/[- ]/);
  const small = SMALL.indexOf(tens!);
  if (small >= 0) return small;
  const misspelt = MISSPELT_TEEN_WHOLE.find(([whole]) => whole.test(word));
  if (misspelt) return misspelt[1];
  const ten = TENS.indexOf(tens!);
  if (ten < 0) return null;
  return (ten + 2) * 10 + (unit ? SMALL.indexOf(unit) : 0);
}

/**
 * A brother or a sister as people name them, "my little sis", "my big bro": shared by the school
 * rules (stated-age-school.ts, one of the writer's own age in the same class) and the school-work rules
 * (stated-age-school-work.ts, a sibling's event the writer goes to). Each adds the others it means.
 */
export const SIBLING_KIND = "(?:little|younger|big|older|twin)";
export const SIBLING = "(?:brother|sister|bro|sis)";

/**
 * The rules a minor lives under, said after their age ("15 and still not allowed out", "fifteen and
 * grounded again": stated-age-opening.ts) or before it ("why do i still have a bedtime at 16":
 * stated-age-subject.ts): grounded, not allowed, asking permission, a bedtime or a curfew.
 */
export const MINORS_RULES =
  "(?:still\\s+)?(?:grounded|not\\s+allowed|need\\s+permission|have\\s+(?:a\\s+)?(?:\\S+\\s+)?(?:bedtime|curfew))";

/** "i'm", "im", "i am", and "iam" typed in a hurry. */
export const I_AM = `(?:i'?m|i am|iam)`;
/** Words that may stand between "i'm" and the age without changing what it says. */
export const FILLER = `(?:(?:only|just|now|like|literally|actually|honestly|really|currently|still)\\s+)*`;
/** "almost 18", "nearly 16": a year younger now. */
export const ALMOST = `(almost\\s+|nearly\\s+)?`;
export const almostOf = (almost: string | undefined, age: number | null) => (age !== null && almost ? age - 1 : age);
/** The sexes people give in a chat in words; a lone "f" or "m" reads as one only beside an age. */
export const SEX_WORD = "(?:female|male|girl|boy|guy|nb|enby|trans|ftm|mtf)";
/** How people give their sex in a chat, after an age ("16 f here", "16/m/uk"). */
export const SEX = `(?:f|m|${SEX_WORD})`;

/**
 * Where a message or one of its sentences opens, with the few words that only start one ("hi", "so",
 * "ok", "honestly"): a label said there ("year 10 here", "15f, lonely") is the writer's own.
 */
export const OPENING =
  "(?:^|[.!?;]\\s+|[!?]+)(?:(?:hi|hey|hello|hii|heyy|so|ok|okay|well|um|uh|yeah|lol|tbh|honestly|btw|also)(?:[,!.]?\\s+))*";
/**
 * What may follow a label the writer gives themselves ("year 10 here", "im underage btw", "15f,
 * lonely"): the end of the clause or a word that only goes on talking, never a noun it would describe
 * ("a minor part", "year 10 was", "a year 11 teacher").
 */
export const LABEL_END =
  "(?=\\s*(?:$|[,.!?;:)(/-]|(?:here|and|but|so|btw|tbh|lol|lmao|rn|atm|now|too|tho|though|myself|from|in\\s+(?!\\d)|ig|idk|haha|ugh)\\b))";

/**
 * A number after "i'm" or "turned" that is not an age: a unit or a measure ("15 minutes", "16 and a
 * half weeks", "15 stone", "17 floors"), a count of things done or had ("14 chapters in", "15 pages",
 * "16 reps", "17 messages deep", "11 plus years"), a place in a queue, "1 of 15", "10 out of 10", and
 * "15 again" (what someone feels like, not what they are). Only right after the number: "i'm 15, 15 days clean" is 15.
 */
export const NOT_AN_AGE = new RegExp(
  "^\\s*(?:(?:and\\s+a\\s+half|more)\\s+)?(?:" +
    [
      "(?:min|minute|sec|second|hour|hr|day|week|wk|month|mo|year|yr|decade)s?\\b(?!\\s*old\\b)",
      "(?:stone|st|lbs?|pounds?|kgs?|kilos?|grams?|g|oz|ounces?|ft|foot|feet|inch(?:es)?|cm|mm|m|metres?|meters?|miles?|km|k|degrees?)\\b",
      "(?:floors?|stor(?:ey|ie)s?|steps?|drinks?|beers?|shots?|pills?|units?|percent|per\\s*cent|points?|pts|games?|levels?|times|x)\\b",
      "(?:pages?|chapters?|books?|episodes?|eps|seasons?|songs?|messages?|msgs?|texts?|emails?|calls?|reps?|laps?|rounds?)\\b",
      "(?:sessions?|lessons?|shifts?|nights?|applications?|interviews?|attempts?|tries|questions?|cigarettes?|cigs?|coffees?)\\b",
      "(?:quid|bucks|dollars|euros|grand|pence|cents?)\\b",
      "(?:of|out\\s+of|outta|again|behind|ahead|short|over|down|plus|in\\s+(?:the\\s+)?(?:queue|line))\\b",
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

/** Whether the words just before `at` make what follows a wish, a condition or a comparison. */
export function isHypothetical(line: string, at: number): boolean {
  const word = HYPOTHETICAL.exec(line.slice(Math.max(0, at - 20), at));
  if (!word) return false;
  return !word[1] || !SENTENCE_OPENING_LIKE.test(line.slice(0, at));
}

/**
 * Lower case, one kind of apostrophe, single spaces, nothing invisible ("1\u200b4" is 14), and a
 * teen split or disguised written as it is ("1 5" is 15, "fi5teen" fifteen: stated-age-disguise.ts).
 */
export function normalise(text: string): string {
  return undisguised(
    withoutInvisibleOrLookalikes(text)
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/\s+/g, " ")
      .trim(),
  );
}
