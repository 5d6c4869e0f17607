/**
 * Letters written for digits in a phone number ("o79ll l23456", "O7911 I23456"), for the phone
 * finder (personal-details-phone.ts). A stranger's test found them passing: libphonenumber-js reads
 * a letter as the end of a number. A word is read as digits only where it is made of digits and
 * their look-alikes alone and already holds two real digits, so "lol", "I", "oil" and "l0l" stay words.
 * Each letter becomes one digit: the text keeps its length, and what is found can be named in the
 * sender's own words at the same place.
 */
import { matchesIn } from "./matches-in.js";
const LOOKALIKE: Readonly<Record<string, string>> = { o: "0", O: "0", l: "1", I: "1", i: "1", "|": "1" };
const WORD = /(?<![\p{L}\p{Nd}])[0-9oOlIi|]+(?![\p{L}\p{Nd}])/gu;
const AT_LEAST_TWO_DIGITS = /\d\D*\d/;
const A_LOOKALIKE = /[oOlIi|]/;

/** A digit in a word. */
const A_DIGIT = /\d/;
/** Only spaces, dots or dashes between two words: the pauses typed between a number's groups. */
const GROUP_BREAK = /^[\s.-]+$/;

/**
 * `text` with look-alike letters read as digits where they stand among digits; null when there are
 * none. A group with a single real digit ("9oo" of "o77oo 9oo 123", twelfth round) is read so beside
 * a group that holds two, as a number's next group: alone, "9oo" or "1o" may be a typo or a word.
 */
export function lookalikesAsDigits(text: string): string | null {
  if (!A_LOOKALIKE.test(text) || !AT_LEAST_TWO_DIGITS.test(text)) return null;
  const words = matchesIn(text, WORD);
  const numeric = words.map(([word]) => AT_LEAST_TWO_DIGITS.test(word));
  const joined = (k: number, other: number) =>
    numeric[other] === true && GROUP_BREAK.test(text.slice(...gapBetween(words, Math.min(k, other))));
  let changed = false;
  let read = text;
  words.forEach(([word], k) => {
    if (!A_LOOKALIKE.test(word) || !A_DIGIT.test(word)) return;
    if (!numeric[k] && !joined(k, k - 1) && !joined(k, k + 1)) return;
    changed = true;
    const at = words[k]!.index;
    read = read.slice(0, at) + word.replace(/[oOlIi|]/g, (letter) => LOOKALIKE[letter]!) + read.slice(at + word.length);
  });
  return changed ? read : null;
}

/** Where the text between word `k` and the next lies. */
const gapBetween = (words: RegExpExecArray[], k: number): [number, number] => [
  words[k]!.index + words[k]![0].length,
  words[k + 1]?.index ?? words[k]!.index + words[k]![0].length,
];
