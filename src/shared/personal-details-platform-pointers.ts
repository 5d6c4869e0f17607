/**
 * Handles given in the shapes a stranger's trial used in the seventeenth round (2026-12-01), for the
 * personal-details guard (personal-details.ts), beside the handle finder's (personal-details-handles.ts):
 * - the platform named first and "same name" after it ("the app with the yellow ghost, same name",
 *   "ghost app, same username"), as SAME_NAME there reads "same name on insta"; "insta, same name
 *   as my grandma" points at no account;
 * - the platform and, after a comma, a name with a digit in it ("the blue app, janedoe92"): a plain
 *   word after a comma goes on with the sentence ("the bird app, everyone is so angry there");
 * - a Cash App "$cashtag" ("my cashapp is $janedoe92", "send it to $janedoe92 on cash app"), a
 *   letter first: "$20" is a price.
 */
import { PLATFORM } from "./personal-details-platform-words.js";

const SAME_AFTER_PLATFORM = new RegExp(
  `\\b(?:${PLATFORM})\\s*[,:;-]?\\s*(?:(?:it'?s|its|i'?m|im|just)\\s+)?(?:the\\s+)?same\\s+(?:user\\s?name|name|handle|@|id|tag)\\b(?!\\s+as\\s+(?!here\\b|on\\s+here\\b|this\\b))`,
  "i",
);
const NAME_AFTER_COMMA = new RegExp(`\\b(?:${PLATFORM})\\s*,\\s*@?[a-z][a-z._]*\\d[a-z0-9._]*(?![\\w@])`, "i");
const CASHTAG = /(?<![\w$])\$[a-z][a-z0-9_-]{1,19}\b/i;
const CASH_APP = /\bcash\s?app\b|\bcash\s+me\b/i;

/** The handles given so in `text` (as the handle finder reads it), each as the words that give it. */
export function pointedHandlesIn(text: string): string[] {
  const found: string[] = [];
  const same = /\bsame\b/i.test(text) && SAME_AFTER_PLATFORM.exec(text);
  if (same) found.push(same[0]);
  const named = text.includes(",") && NAME_AFTER_COMMA.exec(text);
  if (named) found.push(named[0]);
  const cashtag = text.includes("$") && CASH_APP.test(text) && CASHTAG.exec(text);
  if (cashtag) found.push(cashtag[0]);
  return found;
}
