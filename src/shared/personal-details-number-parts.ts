/**
 * A phone number said in parts with words between them, in one message (eleventh round,
 * 2026-12-01): "my number is 07 then 700 900 then 12", "0 7 7 0 0 then 9 0 0 then 1 2 3", "07 dash
 * 700 dash 900". The words break the digits for libphonenumber-js, which reads a letter as the end of
 * a number, so the parts are joined here and the phone finder (personal-details-phone.ts) decides as
 * for any number: valid, or offered as one's own ("my number is …", personal-details-offered-number.ts).
 *
 * Only the words that say "and the next part is" join parts: "then", "and", "and then", "next",
 * "dash", "hyphen". A count names what it counts between its numbers ("i have 2 kids and 3 dogs and 1
 * cat"), so it is never joined; "my kids are 7 and 9 and 12" or "count 5 4 3 2 1" are joined, but
 * are too short, or no valid number, for the library. A number said partly in words is
 * personal-details-spoken.ts's.
 */
import { matchesIn } from "./matches-in.js";

/** One part: a digit, or digits with the spaces, dots, dashes and brackets typed between groups. */
const PART = "\\d(?:[\\d().-]|\\s(?=[\\d(]))*";
/** The words said between parts. */
const BETWEEN_PARTS = "\\s*,?\\s*\\b(?:and\\s+then|then|and|next|dash|hyphen)\\b\\s*,?\\s*";
/** A number's parts with at least one joining word between two of them, "+" first if written. */
export const PARTS_WITH_WORDS = `\\+?${PART}(?:${BETWEEN_PARTS}${PART})+`;
const PARTS_RUN = new RegExp(PARTS_WITH_WORDS, "gi");

export interface NumberInParts {
  /** The parts and the words between them, as the sender wrote them, for the warning to name. */
  text: string;
  /** The parts joined by spaces, as a number typed in groups. */
  joined: string;
}

/** The numbers said in parts in `text`, each with its parts joined; empty when it holds none. */
export function numbersInParts(text: string): NumberInParts[] {
  if (!/\d\D+\d/.test(text)) return [];
  return matchesIn(text, PARTS_RUN).map((match) => ({
    text: match[0].trim(),
    joined: match[0].replace(new RegExp(BETWEEN_PARTS, "gi"), " ").trim(),
  }));
}
