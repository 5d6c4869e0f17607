/**
 * A part of a number given among a few words, for the joining of split numbers
 * (personal-details-split.ts): "ok my number starts 415", "then 867", "and ends 5309". Joined as
 * written the words stand between the parts, and libphonenumber-js reads a letter as the end of a
 * number; so the parts are read out of short messages and joined alone, and the library still
 * decides whether they make a number.
 *
 * Ordinary talk is full of numbers in short messages ("i slept 4 hours", "woke at 3am", "the course
 * costs $249", "my sister is 34", "my shift starts at 7:30 and ends at 17:00"), so a part counts only
 * where nothing says it is a quantity, a time or a price: it is the message's one run of digits, of
 * three or more (no one gives a number two digits at a time), with no currency before it, no letters
 * or "%" on it, no preposition of time or measure before it ("at 1930", "since 2019") and no noun it
 * counts after it ("415 miles"): only the end of the message or a word that goes on with the number.
 * Since the sixteenth round also a part said in words, digit by digit (saidFragment).
 */

import { matchesIn } from "./matches-in.js";
import { spokenDigitRuns } from "./personal-details-spoken.js";

/** A message longer than this is a sentence with a number in it, not a number's part said. */
const MOST_WORDS = 8;
/** Digits with the spaces, dashes and dots people type between a number's groups. */
const DIGIT_RUN = /\d+(?:[ .-]\d+)*/g;
/** Before a number of time, price or measure: "at 1930", "since 2019", "$249", "about 300". */
const QUANTITY_BEFORE =
  /(?:[$£€¥₹#]|\b(?:at|in|since|from|by|of|until|till|around|about|over|under|than|cost|costs|paid|spent|weigh|weighs|scored|page|room|level|aged?))\s*$/i;
/** What may follow a number's part: the end, a stop, or words that go on with the number. */
const NUMBER_GOES_ON = /^\s*(?:$|[.,!?;:)…-]|(?:then|and|next|ok|okay|lol|x+|so|btw|pls|please|yeah|right)\b)/i;

/** The digits of a number's part in `text` ("415" in "ok my number starts 415"), or null when it holds none. */
export function numberFragment(text: string): string | null {
  const trimmed = text.trim();
  const runs = matchesIn(trimmed, DIGIT_RUN);
  if (runs.length === 0) return saidFragment(trimmed);
  if (trimmed.split(/\s+/).length > MOST_WORDS) return null;
  if (runs.length !== 1) return null; // "starts at 7:30 and ends at 17:00": times, not a number's parts
  const run = runs[0]!;
  const digits = run[0].replace(/\D/g, "");
  if (digits.length < 3) return null;
  const before = trimmed.slice(0, run.index);
  const after = trimmed.slice(run.index + run[0].length);
  if (/[\p{L}%]$/u.test(before) || /^[\p{L}%]/u.test(after)) return null; // "3am", "5k", "100%", "v2"
  if (QUANTITY_BEFORE.test(before) || !NUMBER_GOES_ON.test(after)) return null;
  return run[0];
}

/**
 * A part said in words, digit by digit, as its digits (sixteenth round, 2026-12-01: a stranger's
 * trial sent "my numbr is oh seven nine one one", "then 123", "and 456"): "07911". Held to what a
 * typed part is held to, and said as a number is read out, three digit words or more ("two
 * thousand", "seven hours" and "one or two" are amounts). The run counts as one word, as its digits would.
 */
function saidFragment(text: string): string | null {
  const runs = spokenDigitRuns(text, 3);
  if (runs.length !== 1) return null;
  const run = runs[0]!;
  const said = run.text.split(/[\s,.-]+/);
  if (said.length < 3 || said.some((word) => /^(?:hundred|thousand)$/i.test(word))) return null;
  if (text.split(/\s+/).length - said.length + 1 > MOST_WORDS) return null;
  const at = text.toLowerCase().indexOf(run.text.toLowerCase());
  if (at < 0) return null;
  const before = text.slice(0, at);
  const after = text.slice(at + run.text.length);
  if (QUANTITY_BEFORE.test(before) || !NUMBER_GOES_ON.test(after)) return null;
  return run.digits;
}
