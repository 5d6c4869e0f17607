/**
 * A number offered as one's own, for the phone finder (personal-details-phone.ts): "text me 555 867
 * 5309", "my number is 555 0123 4567", "call me on 555-867-5309", "here's my number: …".
 *
 * Elsewhere a run of digits counts only where libphonenumber-js says it is a valid number, because
 * without words around it validity is the only evidence that digits are a phone number and not a
 * price or a year. Here the words are the evidence: someone who writes "text me" or "my number is"
 * before seven digits or more means them as a number to reach them by. Whether that number is valid
 * does not change what they are doing, nor the risk: a 555 number may be a real one written badly, a
 * country the national rules do not read, a typo, or a test of whether the guard notices; the
 * caution is for the offer. Seven digits is the shortest number people give (a local number without
 * its area code); "my number is 12 in the queue" and "text me 5 mins before" offer none.
 */
import { matchesIn } from "./matches-in.js";
import { PARTS_WITH_WORDS } from "./personal-details-number-parts.js";

/** Fewest digits in a number offered: a local number without its area code. */
const FEWEST_OFFERED_DIGITS = 7;
/** More than the longest number anywhere (15 digits, E.164): an id or a code, not a phone. */
const MOST_OFFERED_DIGITS = 15;

/**
 * "call me (on)", "text me", "whatsapp me on", "my (phone/mobile/cell) number is", "my cell is",
 * "here's my number:". "my order number is" and "my student number is" name no phone of theirs.
 */
const OFFER = [
  "(?:call|ring|phone|text|txt|message|msg|whats\\s?app|signal|telegram|reach|contact)\\s+me(?:\\s+(?:on|at))?",
  "my\\s+(?:(?:phone|mobile|cell|home|work|new|other|real)\\s+)?(?:number|num|no\\.?|digits|phone|mobile|cell)(?:\\s+(?:is|are)|\\s*['’]s)?",
  "here(?:['’]s|\\s+is)\\s+my\\s+(?:(?:phone|mobile|cell)\\s+)?(?:number|num|digits)",
].join("|");
/**
 * The number as written: digits with the spaces, dashes, dots and brackets people type between
 * groups, or in parts with words between them ("07 then 700 900 then 12": personal-details-number-parts.ts),
 * maybe after "it's" ("text me, it's 07 …").
 */
const OFFERED = new RegExp(
  `\\b(?:${OFFER})\\s*[:=,-]?\\s*(?:(?:it'?s|its|it\\s+is)\\s*:?\\s*)?(${PARTS_WITH_WORDS}|\\+?\\(?\\d[\\d\\s().-]*\\d)`,
  "gi",
);

/** The numbers offered in `text`, as written; the phone finder leaves out support lines. */
export function offeredNumbersIn(text: string): string[] {
  if (!/\d/.test(text)) return [];
  const offered: string[] = [];
  for (const match of matchesIn(text, OFFERED)) {
    const digits = match[1]!.replace(/\D/g, "").length;
    if (digits >= FEWEST_OFFERED_DIGITS && digits <= MOST_OFFERED_DIGITS) offered.push(match[1]!.trim());
  }
  return offered;
}
