/**
 * Phone numbers said rather than typed: "zero seven nine one one, one two three four five six",
 * "four one five … three oh nine", "oh one six one, double four…". The words are only read into
 * digits here; whether the digits are a phone number is left to the one phone check in
 * personal-details.ts, so spoken numbers meet the same country rules and the same support-line
 * exceptions as written ones.
 */
import { matchesIn } from "./matches-in.js";

/** Digits as people say them, "oh" and "o" for zero included (British and American habit alike). */
const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: "0",
  nought: "0",
  oh: "0",
  o: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
/** "double seven" is 77 and "triple oh" 000, as numbers are read out in the UK. */
const REPEATS: Readonly<Record<string, number>> = { double: 2, triple: 3 };
/**
 * One digit said as a word, maybe repeated ("seven", "double seven"), for the readers of words said
 * beside digits: a handle's number said after its name ("nightowl seven seven",
 * personal-details-handle-shapes.ts). Not "o", which beside a name is a letter or a kiss.
 */
export const SAID_DIGIT = `(?:(?:${Object.keys(REPEATS).join("|")})\\s+)?(?:${Object.keys(DIGIT_WORDS)
  .filter((word) => word.length > 1)
  .join("|")})`;
/** "nine hundred" is 900, as a number's group is read out (twelfth round); "thousand" likewise. */
const ZEROS: Readonly<Record<string, string>> = { hundred: "00", thousand: "000" };
/** Said before a country code, as "+" is written. */
const PLUS: Readonly<Record<string, string>> = { plus: "+" };

/** One spoken digit (or a group of written ones, for numbers half typed, half said), maybe repeated or hundreds. */
const SPOKEN_DIGIT = `(?:(?:${Object.keys(REPEATS).join("|")})\\s+)?(?:${Object.keys(DIGIT_WORDS).join("|")}|\\d+)(?:\\s+(?:${Object.keys(ZEROS).join("|")}))?`;
/**
 * Digits said one after another, with the pauses people type between groups (spaces, commas,
 * dashes), maybe led by a country code's "plus" or "+".
 */
const SPOKEN_RUN = new RegExp(`(?:\\+|\\bplus\\s+)?\\b${SPOKEN_DIGIT}(?:[\\s,.-]+${SPOKEN_DIGIT})*\\b`, "gi");
/** A digit word touching a digit on either side, with no other letter beside it: "oh7911", "07nine11", not "someone1". */
const GLUED_TO_DIGITS = new RegExp(
  `(?<![a-z])(?:${Object.keys(DIGIT_WORDS).join("|")})(?=\\d)|(?<=\\d)(?:${Object.keys(DIGIT_WORDS).join("|")})(?![a-z])`,
  "gi",
);
const A_DIGIT_WORD = new RegExp(`\\b(?:${Object.keys(DIGIT_WORDS).join("|")})\\b`, "i");

export interface SpokenDigits {
  /** The words as the sender wrote them, for the warning to name. */
  text: string;
  /** The same read as digits, nothing between them ("+" first for a country code). */
  digits: string;
}

/**
 * Each run of digits said in words, as digits, where the run has at least `fewest` of them: "two
 * kids and one dog" holds two runs of one digit each, which no phone number is.
 */
export function spokenDigitRuns(written: string, fewest: number): SpokenDigits[] {
  // A digit word written against digits ("oh7911", "07nine11") is read as said apart.
  const text = written
    .replace(GLUED_TO_DIGITS, (word) => ` ${word} `)
    .replace(/ {2,}/g, " ")
    .trim();
  if (!A_DIGIT_WORD.test(text)) return [];
  const runs: SpokenDigits[] = [];
  for (const match of matchesIn(text, SPOKEN_RUN)) {
    if (!A_DIGIT_WORD.test(match[0])) continue; // typed digits alone are the ordinary phone check's
    const digits = readDigits(match[0]);
    if (digits.length >= fewest) runs.push({ text: match[0], digits });
  }
  return runs;
}

function readDigits(run: string): string {
  let digits = "";
  let times = 1;
  for (const word of run.toLowerCase().split(/[\s,.-]+/)) {
    const repeat = REPEATS[word];
    if (repeat) {
      times = repeat;
      continue;
    }
    digits += (DIGIT_WORDS[word] ?? ZEROS[word] ?? PLUS[word] ?? word).repeat(times);
    times = 1;
  }
  return digits;
}
