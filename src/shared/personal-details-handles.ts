/**
 * Handles and profile links in a message, for the personal-details guard (personal-details.ts): a
 * handle counts where a platform is named beside it ("my snap is jamie.k", "@quietriver on
 * telegram", "add me janedoe on snap") or where someone asks to be reached ("find me @sam"), and in
 * the shapes that name an account on their own ("u/sam", "sam#1234", "t.me/sam").
 */
import { matchesIn } from "./personal-details-email.js";
import {
  INVITATION,
  NOT_A_HANDLE,
  NOT_A_NAME,
  NOT_GIVEN,
  PERSONA_HANDLES,
  PLATFORM,
  PROFILE_HOSTS,
} from "./personal-details-platform-words.js";

/** Where a handle is written after a platform: "insta: x", "my snap is x", "my discord's x", "ig @x", "discord username x". */
const HANDLE_MARK = "(?:\\s*(?:user\\s?name|handle|name|id|account|acc|@)?\\s*(?:is|['’]s|=|:|-|->|—)\\s*|\\s+)";
const HANDLE = "@?[a-z0-9][a-z0-9._]{1,29}(?:#\\d{4})?";
/** An @handle as written to be found: "@" then a letter, so "@ you", "@9pm" and an e-mail's "@" are not. */
const AT_HANDLE = "(?<![\\w.@])@[a-z_][a-z0-9._]{0,29}";

/** A host begins its own word: "x.com/sam" is a profile, "netflix.com/browse" is not. */
const PROFILE_LINK = new RegExp(`(?<![\\w.-])(?:https?://)?(?:www\\.)?(?:${PROFILE_HOSTS})/[^\\s]+`, "gi");
const PLATFORM_NAMED = new RegExp(`\\b(?:${PLATFORM})\\b`, "i");
const PLATFORM_THEN_HANDLE = new RegExp(`\\b(?:${PLATFORM})\\b(?:\\s+me)?${HANDLE_MARK}(${HANDLE})`, "gi");
const HANDLE_THEN_PLATFORM = new RegExp(`(?<![\\w.@])(${HANDLE})\\s+(?:on|at|via|in)\\s+(?:${PLATFORM})\\b`, "gi");
/**
 * A plain word given as a handle before the platform, where someone asks to be reached or names
 * themselves: "add me janedoe on snap", "find me as sunny on tiktok", "my username is sunny on discord".
 */
const GIVEN_THEN_PLATFORM = new RegExp(
  `(?:${INVITATION}\\s*(?:[:-]|\\bas\\b|\\bits\\b|\\bit's\\b)?|\\bmy\\s+(?:user\\s?name|handle|name|id|account|acc)\\s+(?:is|=|:)|\\bi\\s+go\\s+by)\\s*(${HANDLE})\\s+(?:on|at|via|in)\\s+(?:${PLATFORM})\\b`,
  "gi",
);
/** "I'm", "im", "i am": someone about to say who they are, or how they are. */
const I_AM = "\\bi(?:['’]?m|\\s+am)";
/** "I'm riley on discord": someone naming themselves on a platform. */
const SELF_NAMED_THEN_PLATFORM = new RegExp(`${I_AM}\\s+(${HANDLE})\\s+on\\s+(?:${PLATFORM})\\b`, "gi");
/** "on discord I'm riley", "find me on insta, it's riley.j": the name given after the platform. */
const PLATFORM_THEN_SELF_NAMED = new RegExp(
  `(?:\\bon\\s+(?:${PLATFORM})\\s*[,:;-]?\\s*${I_AM}|${INVITATION}\\s+(?:on|at|via)\\s+(?:${PLATFORM})\\s*[,:;-]?\\s*it(?:['’]?s|\\s+is))\\s+(${HANDLE})`,
  "gi",
);
/** "find me @sam", "follow me on x @sam", "dm me: @sam": an @handle given where someone asks to be reached. */
const INVITED_HANDLE = new RegExp(
  `${INVITATION}(?:\\s+(?:on|at|via)(?:\\s+[a-z.]+)?)?\\s*[:-]?\\s*(${AT_HANDLE})`,
  "gi",
);
/**
 * A real name given on a platform after an invitation: "add me on fb, Jane Doe from Leeds". Read
 * without regard to case, then kept only where the name is written as names are (checked on the
 * match): "add me on fb, I'd like that" is no name.
 */
const INVITED_REAL_NAME = new RegExp(
  `${INVITATION}\\s+(?:on|at|via)\\s+(?:${PLATFORM})\\s*[,:;-]?\\s*(?:(?:it'?s|i'?m|search(?:\\s+for)?|look\\s+for)\\s+)?([a-z][a-z'-]+(?:\\s+[a-z][a-z'-]+)?)(\\s+from\\s+[a-z][a-z'-]+)?`,
  "gi",
);
const WRITTEN_AS_A_NAME = /^[A-Z][a-z'-]+\s+[A-Z][a-z'-]+$|^[A-Z][a-z'-]+$/;
/**
 * "same name as here", "same username on insta": the handle given by pointing at one the other
 * person can find. "same name as my grandma" points at no account.
 */
const SAME_NAME = new RegExp(
  `\\bsame\\s+(?:user\\s?name|name|handle|@|id)\\s+(?:as\\s+(?:here|on\\s+here|this\\s+one|on\\s+this)\\b|on\\s+(?:(?:${PLATFORM})\\b|everything|everywhere|all\\s+(?:my\\s+)?(?:socials|apps))|everywhere\\b)`,
  "gi",
);
/** Reddit's way of naming a user, "u/sam"; "r/…" names a community, no one's account. */
const REDDIT_USER = /(?<![\w/])u\/[a-z0-9_-]{3,20}\b/gi;
const DISCORD_TAG = /\b[a-z0-9._]{2,32}#\d{4}\b/gi;

/** Links to a profile on a platform ("t.me/sam", "instagram.com/sam"), as written. */
export const profileLinksIn = (text: string): string[] =>
  text.includes("/") ? [...matchesIn(text, PROFILE_LINK)].map((match) => match[0]) : [];

/**
 * The handles in `text`, in the words that give each ("add me janedoe on snap"). A pattern is tried
 * only with what it cannot match without: a platform's name, an "@", a "/" or a "#".
 */
export function handlesIn(text: string): string[] {
  const found: string[] = [];
  const platform = PLATFORM_NAMED.test(text);
  for (const match of platform ? matchesIn(text, PLATFORM_THEN_HANDLE) : []) {
    const before = text.slice(0, match.index);
    const rest = text.slice(match.index + match[0].length);
    if (isHandle(match[1]!, match[0], before, rest)) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, HANDLE_THEN_PLATFORM) : []) {
    if (looksLikeHandle(match[1]!)) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, GIVEN_THEN_PLATFORM) : []) {
    if (isGivenHandle(match[1]!)) found.push(match[0]);
  }
  for (const pattern of platform ? [SELF_NAMED_THEN_PLATFORM, PLATFORM_THEN_SELF_NAMED] : []) {
    for (const match of matchesIn(text, pattern)) {
      if (isSelfNamed(match[1]!, text.slice(match.index + match[0].length))) found.push(match[0]);
    }
  }
  for (const match of text.includes("@") ? matchesIn(text, INVITED_HANDLE) : []) {
    if (looksLikeHandle(match[1]!)) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, INVITED_REAL_NAME) : []) {
    // Two capitalised words, or one with where they are from: one capitalised word alone may open a sentence.
    const name = match[1]!;
    const bare = name.toLowerCase();
    if (NOT_A_HANDLE.has(bare) || NOT_A_NAME.has(bare) || NOT_GIVEN.has(bare)) continue;
    if (WRITTEN_AS_A_NAME.test(name) && (name.includes(" ") || match[2])) found.push(match[0]);
  }
  for (const match of /\bsame\b/i.test(text) ? matchesIn(text, SAME_NAME) : []) found.push(match[0]);
  for (const match of text.includes("/") ? matchesIn(text, REDDIT_USER) : []) found.push(match[0]);
  for (const match of text.includes("#") ? matchesIn(text, DISCORD_TAG) : []) found.push(match[0]);
  return found;
}

/**
 * A platform's name opening its sentence, or after an invitation: "Snapchat sam", "add me on snap
 * sam". Only the last words before it are read, so a long message is not read again for each name.
 */
const HANDLE_GIVEN_AFTER = new RegExp(`(?:[.!?;,(\\n]|${INVITATION}(?:\\s+(?:on|at|via))?)\\s*$`, "i");
const opensItsSentence = (before: string): boolean => !/\S/.test(before) || HANDLE_GIVEN_AFTER.test(before.slice(-40));
const MARKED = /(?:is|['’]s|=|:|-|->|—)\s*[^\s]*$/i;
const END_OF_SENTENCE = /^\s*(?:$|[.,!?;)\n])/;

/**
 * A candidate after a platform's name (`whole` the match, `before` and `rest` the text either side).
 * A word shaped like a handle is one; a plain word only where a handle is given, after a mark ("ig:
 * sam", "my snap is sam") or a name standing alone ("snapchat sam"), and only at the end of its
 * sentence ("my whatsapp is full of drama" goes on, so "full" is a word).
 */
function isHandle(handle: string, whole: string, before: string, rest: string): boolean {
  const bare = handle.replace(/^@/, "").replace(/[.]+$/, "").toLowerCase();
  if (NOT_A_HANDLE.has(bare) || bare.length < 2) return false;
  if (looksLikeHandle(handle.replace(/[.]+$/, ""))) return true;
  if (PERSONA_HANDLES.has(bare)) return false;
  return (MARKED.test(whole) || opensItsSentence(before)) && END_OF_SENTENCE.test(rest);
}

/** A word given as a handle before the platform's name: handle-shaped, or a plain word no one says there. */
function isGivenHandle(handle: string): boolean {
  const bare = handle.replace(/^@/, "").replace(/[.]+$/, "").toLowerCase();
  if (NOT_A_HANDLE.has(bare) || NOT_GIVEN.has(bare) || bare.length < 2) return false;
  return looksLikeHandle(handle) || !PERSONA_HANDLES.has(bare);
}

/**
 * What may follow a name someone gives themselves: the end of the sentence, a sign-off ("btw",
 * "lol", "x") or an invitation ("I'm riley on discord if you want to talk", "…, add me").
 */
const AFTER_A_NAME = new RegExp(`^\\s*(?:$|[.,!?;)\\n]|(?:btw|lol|haha|x+|if\\s+(?:you|u|ya))\\b|${INVITATION})`, "i");
/** -ing, -ed, -ly: "I'm streaming on twitch", "I'm addicted on tiktok", "I'm mostly on discord". */
const DESCRIBING_ENDING = /^[a-z]{3,}(?:ing|ed|ly)$/;

/**
 * A word after "I'm" beside a platform's name (`rest` the text after the match): handle-shaped, or
 * a plain word that names rather than describes ("I'm riley on discord", not "I'm lonely on
 * discord"), where the sentence ends or goes on as after a name. Names ending as descriptions
 * ("sterling", "shelly") are missed: the warning would otherwise fire on how people feel.
 */
function isSelfNamed(handle: string, rest: string): boolean {
  const bare = handle.replace(/^@/, "").replace(/[.]+$/, "").toLowerCase();
  if (NOT_A_HANDLE.has(bare) || NOT_GIVEN.has(bare) || NOT_A_NAME.has(bare) || bare.length < 2) return false;
  if (looksLikeHandle(handle.replace(/[.]+$/, ""))) return true;
  if (!/^[a-z]/.test(bare) || PERSONA_HANDLES.has(bare) || DESCRIBING_ENDING.test(bare)) return false;
  return AFTER_A_NAME.test(rest);
}

/** "e.g", "i.e": letters with dots between, which no one picks as a handle. */
const INITIALS = /^(?:[a-z]\.)+[a-z]?$/i;

/**
 * Shaped like a handle wherever it stands: "@sam" (not a persona's), or a word that starts with a
 * letter and holds a digit, "_" or "." ("sam_22", "kay.dee"). "9pm", "2nite" and "e.g" are not.
 */
function looksLikeHandle(word: string): boolean {
  if (word.startsWith("@")) return /^@[a-z_]/i.test(word) && !PERSONA_HANDLES.has(word.slice(1).toLowerCase());
  return /^[a-z]/i.test(word) && /[0-9_.]/.test(word) && !INITIALS.test(word);
}
