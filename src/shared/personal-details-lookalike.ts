/**
 * Letters written for digits in a phone number ("o79ll l23456", "O7911 I23456"), for the phone
 * finder (personal-details-phone.ts). A stranger's test found them passing: libphonenumber-js reads
 * a letter as the end of a number. A word is read as digits only where it is made of digits and
 * their look-alikes alone and already holds two real digits, so "lol", "I", "oil" and "l0l" stay words.
 * Each letter becomes one digit: the text keeps its length, and what is found can be named in the
 * sender's own words at the same place.
 */
const LOOKALIKE: Readonly<Record<string, string>> = { o: "0", O: "0", l: "1", I: "1", i: "1", "|": "1" };
const WORD = /(?<![\p{L}\p{Nd}])[0-9oOlIi|]+(?![\p{L}\p{Nd}])/gu;
const AT_LEAST_TWO_DIGITS = /\d\D*\d/;
const A_LOOKALIKE = /[oOlIi|]/;

/** `text` with look-alike letters read as digits where they stand among digits; null when there are none. */
export function lookalikesAsDigits(text: string): string | null {
  if (!A_LOOKALIKE.test(text) || !AT_LEAST_TWO_DIGITS.test(text)) return null;
  let changed = false;
  const read = text.replace(WORD, (word) => {
    if (!AT_LEAST_TWO_DIGITS.test(word) || !A_LOOKALIKE.test(word)) return word;
    changed = true;
    return word.replace(/[oOlIi|]/g, (letter) => LOOKALIKE[letter]!);
  });
  return changed ? read : null;
}
