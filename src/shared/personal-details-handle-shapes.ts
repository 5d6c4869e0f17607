/**
 * How a handle is written, for the handle finder (personal-details-handles.ts): the word itself
 * (also spelled out, "sunny underscore day", or typed apart, "m o o n c h i l d", so that no filter
 * reads it), the marks that give it after a platform's name, and the tests that tell a handle from
 * a word said of a platform ("my snap is boring", "I'm lonely on discord").
 */
import { NOT_A_HANDLE, NOT_A_NAME, NOT_GIVEN, PERSONA_HANDLES } from "./personal-details-platform-words.js";
import { SAID_DIGIT } from "./personal-details-spoken.js";

/** "dot" or "underscore" said between a handle's parts: "riley dot k". Never "dot dot dot", an ellipsis said aloud. */
const SPOKEN_SEPARATOR = "\\s+(?:dot|underscore|under\\s?score|period)\\s+(?!dot\\b)";
const PART = "[a-z0-9][a-z0-9._]{0,29}";
/** One character, a space, again: at least four, so "a b c" in prose is not read as one. */
const SPACED_APART = "[a-z0-9](?:\\s[a-z0-9]){3,29}(?![a-z0-9])";
/**
 * A name with its number after a space, typed or said (sixteenth round, 2026-12-01): "nightowl 77",
 * "nightowl seven seven", "riley oh nine", "nightowl double seven". Only where the name's sentence
 * ends there, or goes on with the platform, a sign-off or a question back ("…on tiktok", "…, whats
 * urs?"), so that "my snap is dead two days a week" is prose; and looksLikeHandle reads the name
 * (NUMBERED_NAME), so that "snapchat is number one." and "at half seven" are no handles.
 */
const NUMBER_AFTER = `(?:\\s+\\d{1,4}|(?:\\s+${SAID_DIGIT}){1,4})`;
const NAME_ENDS = "(?=\\s*(?:$|[.,!?;:)\\n]|on\\s|(?:btw|lol|haha|x+|what'?s|whats|wbu|hbu)\\b))";
const NUMBERED = `[a-z][a-z0-9._]{1,29}${NUMBER_AFTER}${NAME_ENDS}`;
const NUMBERED_NAME = new RegExp(`^([a-z][a-z0-9._]{1,29})${NUMBER_AFTER}$`, "i");
/**
 * Words a number follows in prose, never a name given with one: "number one", "top 10", "level 50",
 * "half seven", "like 2015", and the numbers themselves ("one two three").
 */
const COUNTED = new Set(
  (
    "number no top level lvl page step day days week weeks year years room grade part chapter season episode " +
    "round phase plan half quarter like about around only just over under nearly almost maybe " +
    "zero oh one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty"
  ).split(" "),
);

/**
 * A handle: typed apart, spelled out, a name with its number after a space, or written ("sam_22",
 * "riley#1234", "@sam"). Each choice is bounded and its parts are told apart by a space, so a long
 * message is never read again and again.
 */
export const HANDLE = `@?(?:${SPACED_APART}|${NUMBERED}|${PART}(?:${SPOKEN_SEPARATOR}${PART}){1,3}|[a-z0-9][a-z0-9._]{1,29}(?:#\\d{4})?)`;
/** An @handle as written to be found: "@" then a letter, so "@ you", "@9pm" and an e-mail's "@" are not. */
export const AT_HANDLE = "(?<![\\w.@])@[a-z_][a-z0-9._]{0,29}";
/** A handle is often set apart: "snap is 'moonchild22'", "add me on snap (moonchild22)". */
export const OPENING = `["'“‘(\\[]?`;
/**
 * Where a handle is written after a platform: "insta: x", "my snap is x", "my discord's x", "ig @x",
 * "discord username x", "my steam friend code is x", "snapchat → x", "on insta as x" (a plain word
 * after "as" only where the platform opens its sentence: see isHandle). Not a comma: "ig, snap: sam"
 * would be read as "ig" and "snap", and the handle after "snap" lost.
 */
export const HANDLE_MARK = `(?:\\s*(?:user\\s?name|user|handle|name|id|account|acc|gamertag|tag|friend\\s?code|@)?\\s*(?:is|['’]s|=|:|-|->|→|=>|—)\\s*|\\s+as\\s+|\\s+)${OPENING}`;

/** Three characters or more typed apart: "m o o n", "d e l e t e d". */
const TYPED_APART_RUN = /(?<![a-z0-9])[a-z0-9](?:\s[a-z0-9]){2,}(?![a-z0-9])/i;
const TYPED_APART_HANDLE = new RegExp(SPACED_APART, "i");

/**
 * The handles found in `text`, without those typed apart where the message is typed apart outside
 * them too ("I d e l e t e d instagram l a s t w e e k"): there it is how the message is written,
 * and says nothing of a handle. "insta: j a n e d o e or snap: j a n e 2" keeps both.
 */
export function withoutTypedApartProse(text: string, found: string[]): string[] {
  if (!found.some((handle) => TYPED_APART_HANDLE.test(handle))) return found;
  const outside = found.reduce((rest, handle) => rest.replace(handle, " "), text);
  return TYPED_APART_RUN.test(outside) ? found.filter((handle) => !TYPED_APART_HANDLE.test(handle)) : found;
}

/** "e.g", "i.e": letters with dots between, which no one picks as a handle. */
const INITIALS = /^(?:[a-z]\.)+[a-z]?$/i;
/** Channel-wide mentions in group chats, no one's account: "@everyone in my group chat". */
const MENTIONS_ALL = /^@(?:everyone|here|channel|all|room)$/i;

/** A handle as the platform would show it: "riley dot k" is "riley.k", "m o o n" is "moon". */
export const compact = (handle: string): string =>
  handle
    .replace(/\s+(?:dot|period)\s+/gi, ".")
    .replace(/\s+under\s?score\s+/gi, "_")
    .replace(/\s+/g, "");

/** Without its "@" and any full stop after it, lower-cased: what the word lists are read with. */
export const bareOf = (handle: string): string => compact(handle).replace(/^@/, "").replace(/[.]+$/, "").toLowerCase();

/**
 * Shaped like a handle wherever it stands: "@sam" (not a persona's, nor "@everyone"), a word that
 * starts with a letter and holds a digit, "_" or "." ("sam_22", "kay.dee"), or one spelled out or
 * typed apart, which no one does to an ordinary word. "9pm", "2nite" and "e.g" are not.
 */
export function looksLikeHandle(word: string): boolean {
  const numbered = NUMBERED_NAME.exec(word.trim());
  if (numbered) return namesRatherThanDescribes(word);
  if (/\s/.test(word.trim())) return true;
  if (word.startsWith("@")) {
    return /^@[a-z_]/i.test(word) && !MENTIONS_ALL.test(word) && !PERSONA_HANDLES.has(word.slice(1).toLowerCase());
  }
  return /^[a-z]/i.test(word) && /[0-9_.]/.test(word) && !INITIALS.test(word);
}

/**
 * -ing, -ed, -ly and the endings of adjectives: "I'm streaming on twitch", "I'm addicted on tiktok",
 * "I'm mostly on discord", "I'm available on discord", "it's addictive on tiktok".
 */
const DESCRIBING_ENDING = /^[a-z]{3,}(?:ing|ed|ly|able|ible|ous|ful|less|ish|ive)$/;

/**
 * A plain word (or number: a Steam friend code) that names rather than describes or points: not one
 * the word lists hold, nor one ending as descriptions do ("riley", not "lonely" nor "available"),
 * nor a persona's name. Names
 * ending as descriptions ("sterling", "shelly") are missed: the warning would otherwise fire on how
 * people feel.
 */
export function namesRatherThanDescribes(handle: string): boolean {
  // A name with its number after a space ("nightowl 77") is judged by its name: "at 9", "number one".
  const numbered = NUMBERED_NAME.exec(handle.trim());
  if (numbered && COUNTED.has(numbered[1]!.toLowerCase())) return false;
  const bare = bareOf(numbered ? numbered[1]! : handle);
  if (NOT_A_HANDLE.has(bare) || NOT_GIVEN.has(bare) || NOT_A_NAME.has(bare) || bare.length < 2) return false;
  return !PERSONA_HANDLES.has(bare) && !DESCRIBING_ENDING.test(bare);
}
