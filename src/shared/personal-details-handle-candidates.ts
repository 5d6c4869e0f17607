/**
 * Whether a word found beside a platform's name, or given as someone's own name there, is a handle
 * (personal-details-handles.ts finds the candidates): handle-shaped, or a plain word where a handle
 * is given and its sentence ends, never one that describes the account or names someone else.
 */
import { bareOf, looksLikeHandle, namesRatherThanDescribes } from "./personal-details-handle-shapes.js";
import { INVITATION, NOT_A_HANDLE, NOT_A_NAME, NOT_GIVEN, PERSONA_HANDLES } from "./personal-details-platform-words.js";

/**
 * A platform's name opening its sentence, or after an invitation: "Snapchat sam", "add me on snap
 * sam". Only the last words before it are read, so a long message is not read again for each name.
 */
const HANDLE_GIVEN_AFTER = new RegExp(`(?:[.!?;,(\\n]|${INVITATION}(?:\\s+(?:on|at|via))?)\\s*$`, "i");
const opensItsSentence = (before: string): boolean => !/\S/.test(before) || HANDLE_GIVEN_AFTER.test(before.slice(-40));
const MARKED = /(?:is|['’]s|=|:|-|->|→|=>|—)\s*[^\s]*$/i;
/** Where a handle's sentence ends; a quote or bracket may close it first ("snap is 'sam'"). */
export const END_OF_SENTENCE = /^["'”’)\]]?\s*(?:$|[.,!?;)\n])/;

/**
 * A pet name the writer gives someone there, not an account: "my nickname for him on snap is
 * sunshine", "my pet name for her on insta is sunshine" (a name to search for, "add sunshine on
 * snap", or a third person's handle, "he is NightOwl77 on xbox", is still held).
 */
const NAME_FOR_SOMEONE =
  /\b(?:nick\s?name|pet\s+name|contact\s+name|name)\s+for\s+(?:him|her|them|my\s+[a-z]+)\s+(?:on|in)\s+(?:my\s+)?$/i;
/**
 * A candidate after a platform's name (`whole` the match, `before` and `rest` the text either side).
 * A word shaped like a handle is one; a plain word only where a handle is given, after a mark ("ig:
 * sam", "my snap is sam") or a name standing alone ("snapchat sam"), only at the end of its sentence
 * ("my whatsapp is full of drama" goes on, so "full" is a word), and not one that says what the
 * account is like ("my gamertag is embarrassing", "my discord is new").
 */
export function isHandle(handle: string, whole: string, before: string, rest: string): boolean {
  const bare = bareOf(handle);
  if (NOT_A_HANDLE.has(bare) || bare.length < 2) return false;
  if (looksLikeHandle(handle.replace(/[.]+$/, ""))) return true;
  if (!namesRatherThanDescribes(handle) || NAME_FOR_SOMEONE.test(before.slice(-60))) return false;
  return (MARKED.test(whole) || opensItsSentence(before)) && END_OF_SENTENCE.test(rest);
}

/** A word given as a handle before the platform's name: handle-shaped, or a plain word no one says there. */
export function isGivenHandle(handle: string): boolean {
  const bare = bareOf(handle);
  if (NOT_A_HANDLE.has(bare) || NOT_GIVEN.has(bare) || bare.length < 2) return false;
  return looksLikeHandle(handle) || !PERSONA_HANDLES.has(bare);
}

/**
 * What may follow a name someone gives themselves: the end of the sentence, a sign-off ("btw",
 * "lol", "x") or an invitation ("I'm riley on discord if you want to talk", "…, add me").
 */
const AFTER_A_NAME = new RegExp(
  `^["'”’)\\]]?\\s*(?:$|[.,!?;)\\n]|(?:btw|lol|haha|x+|if\\s+(?:you|u|ya))\\b|${INVITATION})`,
  "i",
);

/**
 * A word someone gives as their own name beside a platform's (`rest` the text after the match):
 * handle-shaped, or a plain word that names rather than describes ("I'm riley on discord", not
 * "I'm lonely on discord"; "it's nightowl on discord", not "it's normal on reddit"), where the
 * sentence ends or goes on as after a name.
 */
export function isSelfNamed(handle: string, rest: string): boolean {
  const bare = bareOf(handle);
  if (NOT_A_HANDLE.has(bare) || NOT_GIVEN.has(bare) || NOT_A_NAME.has(bare) || bare.length < 2) return false;
  if (looksLikeHandle(handle.replace(/[.]+$/, ""))) return true;
  return /^[a-z]/.test(bare) && namesRatherThanDescribes(handle) && AFTER_A_NAME.test(rest);
}
