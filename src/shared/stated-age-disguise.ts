/**
 * Ages written so that a filter would not read them, put back as they are said: the digits of a teen
 * split apart ("im 1 5", "1-4 y/o", "i'm only 1 3") and a teen in words with a digit for a letter
 * ("fi5teen", "f1fteen", "s1xteen", "thirt33n"). stated-age-words.ts's normalise applies it, so that
 * every rule, and the bare answers of age-question.ts, read "15" and "fifteen"; what makes a number
 * an age is still theirs to say ("1 5 minutes" is "15 minutes", which is not an age; "room 1 5" is
 * read as "room 15", which no rule reads).
 */

/**
 * A "1" and one more digit from 2, apart by a space, a hyphen or an underscore, where an age stands:
 * before the clause's end, an age's unit or a sex ("1-4 y/o", "1-6 f"), or a word that only goes on
 * talking ("im 1 5 lol", "i'm 1 4 and idk what to do"). A range or a count goes on with what it
 * counts ("1-2 glasses in", "1 5 mg", "1-5 on the pain scale") and is left as written, as is a "1-1"
 * (a one-to-one) and a run of digits ("my code is 1 5 7 2").
 */
const SPLIT_TEEN =
  /(?<!\d[\s_-]*)\b1[\s_-]([2-9])(?=\s*(?:$|[,.!?;:)]|(?:yo|y\/o|yrs?|years?|f|m|and|but|so|lol|lmao|btw|tbh|here|now|rn|haha|u|you)\b))/g;

/** The letters a digit stands for inside a word ("f1fteen" i, "thirt33n" e, "fi5teen" the f of fifteen). */
const LETTERS_OF_DIGIT: Readonly<Record<string, readonly string[]>> = {
  "0": ["o"],
  "1": ["i", "l"],
  "3": ["e"],
  "4": ["a"],
  "5": ["s", "f"],
  "7": ["t"],
  "8": ["b"],
  "9": ["g"],
};
/** A word of letters and at least one digit, of a teen's length. */
const LETTERS_AND_DIGITS = /\b(?=[a-z]*\d)(?=\d*[a-z])[a-z\d]{6,9}\b/g;
const TEEN_WORD = /^(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)$/;

/** The teen a word with digits for letters spells, or null: "fi5teen" is "fifteen", "f1ne" nothing. */
function teenSpelt(word: string): string | null {
  let readings = [""];
  for (const character of word) {
    const letters = LETTERS_OF_DIGIT[character] ?? (/\d/.test(character) ? [] : [character]);
    readings = readings.flatMap((start) => letters.map((letter) => start + letter));
  }
  return readings.find((reading) => TEEN_WORD.test(reading)) ?? null;
}

/** `line` (lower case) with split and disguised teens written as the ages they are. */
export function undisguised(line: string): string {
  if (!/\d/.test(line)) return line;
  return line.replace(SPLIT_TEEN, "1$1").replace(LETTERS_AND_DIGITS, (word) => teenSpelt(word) ?? word);
}
