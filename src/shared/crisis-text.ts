/**
 * How the crisis detector reads a message: lowercase words between single spaces, clause ends
 * marked by a " . " word, disguises undone, slang and shorthand spelled out, repeated letters
 * collapsed. Rules (crisis-rules.ts) are written plainly and compared in the same collapsed form.
 */
import { unmask } from "./content-filter.js";

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "!": "i",
  "|": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/**
 * Every run of a repeated letter becomes one letter: "diiie" → "die", "kill" → "kil". A letter
 * after a backslash is a regular-expression escape, not text: "\\bbetter" → "\\bbeter".
 */
export const collapse = (text: string): string => text.replace(/(?<!\\)([a-z])\1+/g, "$1");

/** A pattern written as plain text, compared in the collapsed form. */
export const phrase = (source: string, flags?: string): RegExp => new RegExp(collapse(source), flags);

/**
 * Shorthand and slang read before leetspeak and collapsing, while "odd" and "shh" are still
 * themselves. "kys" is left alone: said to someone else it is harassment, the filter's business.
 */
const SHORTHAND: [RegExp, string][] = [
  [/(\d)\s*kms\b/g, "$1 km"], // "100 kms" are kilometres
  [/\bkms\b/g, "kill myself"],
  // Run together, as in a hashtag: "#iwanttodie", "killmyself".
  [/\b(?:i)?(?:want|wanna)(?:to)?die\b/g, "want to die"],
  [/\bkil+my ?self\b/g, "kill myself"],
  [/\bendmylife\b/g, "end my life"],
  [/\bunaliv\w*(?= (?:him|her|them|your|ur|yo) ?sel)/g, "kill"],
  [/\bunaliv\w*(?: (?:myself|my self|me))?/g, "kill myself"],
  [/\bsewer ?slid\w*/g, "suicide"],
  [/\bo\.?d(?:ing|ed|d)?\b/g, "overdose"],
  // Not "sh!", "sh, sh" or "sh the baby's asleep" said to hush someone ("!" is a space by now).
  [
    /(?<!\bsh[\s,]+)\bsh(?:d|ed|ing)?\b(?!\s*[!,]|\s+sh\b)(?!(?<=^\s*sh)\s+(?:the|its|it|be|quiet|hush|now|dont|listen|you|baby|ok|okay|go)\b)/g,
    "self harm",
  ],
  [/\b(every|some|any|no)1\b/g, "$1one"],
  [/\b(?:2nite|2night|tonite)\b/g, "tonight"],
  [/\bnite\b/g, "night"],
  [/\b(?:tmrw|tmr|tmrow|2moro|2morrow|tomoro)\b/g, "tomorrow"],
  [/\b2day\b/g, "today"],
  [/\b2\b/g, "to"],
  [/\bu\b/g, "you"],
  [/\b(?:g'?bye|bye bye)\b/g, "goodbye"],
  [/\bmsg\b/g, "message"],
  [/\bwnat\b/g, "want"],
  // Typos of the plainest crisis words, a letter swapped or dropped (2026-12-01, seventeenth round):
  // "i want to end my lfie", "i wanna dei", "im going to kll myself".
  [/\b(?:lfie|lief|lfe)\b/g, "life"],
  [/\b(want|wanna|to|gonna) dei\b/g, "$1 die"],
  [/\b(?:alvie|alvei|aliev)\b/g, "alive"],
  [/\b(?:anymoer|anyomre|anymroe)\b/g, "anymore"],
  [/\bkll\b/g, "kill"],
  [/\b(?:mysefl|mysself)\b/g, "myself"],
];

/** Matches where any of SHORTHAND's patterns would (they refer to no group of their own). */
const ANY_SHORTHAND = new RegExp(SHORTHAND.map(([pattern]) => `(?:${pattern.source})`).join("|"));

/**
 * The normalised message, with a space at each end: " i want to die . just tired ". Clause ends
 * ("." "?" "!" ";" ":" "," a new line, "but") become " . ", so that negation and the subject of a
 * sentence are read within their clause.
 */
export function normalise(text: string): string {
  const unmasked = unmask(text);
  // Harassment reads a message unmasked, crisis detection reads it as written: both usually come
  // to the same unmasked text, which is then normalised once.
  if (unmasked === lastNormalised.unmasked) return lastNormalised.normalised;
  const normalised = normaliseUnmasked(unmasked);
  lastNormalised = { unmasked, normalised };
  return normalised;
}

let lastNormalised = { unmasked: "", normalised: normaliseUnmasked("") };

function normaliseUnmasked(unmasked: string): string {
  let words = unmasked.toLowerCase().replace(/[’`]/g, "'");
  // Most messages hold no shorthand: one test of them all then stands for the replacements, which
  // would change nothing (none matches, and so none can be brought about by another).
  if (ANY_SHORTHAND.test(words)) {
    for (const [pattern, replacement] of SHORTHAND) words = words.replace(pattern, replacement);
  }
  words = words
    .replace(/'/g, "") // "don't" → "dont"
    // A number of its own, ten or more, is a quantity ("I took 30 pills"), not leetspeak.
    .replace(/(?<![\p{L}\d])[1-9]\d+(?![\p{L}\d])/gu, " a lot of ")
    .replace(/[01!|345@$7]/g, (c) => LEET[c] ?? c)
    .replace(/[.?;:,\n]+/g, " . ")
    .replace(/[^a-z.]+/g, " ")
    .replace(/\bbut\b/g, " . ")
    .replace(/(?: \.)+/g, " .")
    .trim();
  return ` ${collapse(words)} `;
}

/**
 * Swearing, read past: people in distress swear, and "i want to fucking die" is "i want to die". An
 * intensifier before another word goes ("so fucking tired", "bloody relapsed"; "my arm is bloody" at
 * a clause's end stays), "the fuck" after a question word goes ("why the fuck am i alive"), and an
 * oath with its object ("fuck this", "fuck it") ends a clause. Only the crisis reading does this:
 * abuse is read with its swearing (harassment.ts), where it is the point.
 */
const INTENSIFIER = phrase(
  "(?<!\\ba )\\b(?:fucking|fuckin|fucken|fcking|fckin|fuking|fukin|fking|fkin|fkn|effing|freaking|freakin|frigging|friggin|fricking|frickin|bloody|goddamn|damn|motherfucking) (?=[a-z])",
  "g",
);
const QUESTION_OATH = phrase("\\b(what|why|how|where|who|when) the (?:fuck|hell|heck)\\b", "g");
const OATH = phrase(
  "\\bfuck(?: (?:it|this|that|everything))?(?: shit)?\\b(?! (?:myself|me|up|you|him|her|them|off)\\b)",
  "g",
);

export const withoutSwearing = (normalised: string): string =>
  normalised.replace(INTENSIFIER, "").replace(QUESTION_OATH, "$1").replace(OATH, " . ").replace(/ {2,}/g, " ");

/**
 * Whether a global `pattern` matches anywhere in `text`, leaving the pattern ready for its next
 * use: a quick test before the dearer reading of a match.
 */
export function occursIn(text: string, pattern: RegExp): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}
