/**
 * The personal-details guard: contact details a person is about to give a stranger — a phone
 * number, an e-mail address (also spelled out), a social or messaging handle where a platform is
 * named, a profile link, a street address. Both sides run it: the composer warns before sending,
 * and the server refuses a send that finds something unless the person confirmed it.
 *
 * It must not fire on ordinary numbers (times, dates, ages, prices, scores, step counts, years, counts
 * in words), on the room personas' @handles, nor on "@someone" with no platform or invitation: a false
 * alarm teaches people to click past the warning. Phone numbers are left to libphonenumber-js (a
 * number counts only when it is a valid number of its country), also when said in words; the rest are
 * patterns, each with the context it needs.
 */
import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js/min";
import { HELPLINE_COUNTRIES } from "./helplines.js";
import { ALL_PERSONAS } from "./personas.js";
import { YOUTH_HELPLINES } from "./youth-helplines.js";
import { emailsIn, matchesIn } from "./personal-details-email.js";
import { spokenDigitRuns } from "./personal-details-spoken.js";

import type { PersonalDetail, PersonalDetailKind } from "./personal-details-text.js";

export type { PersonalDetail, PersonalDetailKind } from "./personal-details-text.js";
export { describePersonalDetails, PERSONAL_DETAILS_RISK, personalDetailsRefusal } from "./personal-details-text.js";

/**
 * Numbers written without a country code are read as numbers of these countries: Kindred's
 * support lines cover the UK, Ireland, North America (the US plan includes Canada), Australia, New
 * Zealand and India. A number written with `+` or `00` is read in its own country whatever this is.
 */
const NATIONAL_COUNTRIES: CountryCode[] = ["GB", "US", "AU", "IE", "NZ", "IN"];

/** A support line's number is for sharing: a supporter pointing someone to help is not giving themselves away. */
const HELPLINE_DIGITS = new Set(
  [
    ...HELPLINE_COUNTRIES.flatMap((country) => country.lines.flatMap((line) => line.contacts.map(({ href }) => href))),
    ...YOUTH_HELPLINES.map(({ href }) => href),
  ].flatMap((href) => (href.startsWith("tel:") ? [href.slice(4)] : [])),
);

const PLATFORM = [
  "instagram|insta|ig|(?:the|da)\\s+gram", // "on the gram", not "a gram of"
  "snapchat|snap|sc|tiktok|tik\\s?tok|discord|telegram|tg|whats\\s?app|wa|facebook|fb|messenger|kik|signal",
  "twitter|threads|bluesky|bsky|reddit|twitch|skype|wechat|viber",
  // X is a letter first ("my x is jealous" is an ex): a platform only "on x" or before an @handle.
  "(?<=\\bon\\s+)x|x(?=\\s*@)",
].join("|");
const PROFILE_HOSTS =
  "t\\.me|telegram\\.me|wa\\.me|instagram\\.com|instagr\\.am|snapchat\\.com|tiktok\\.com|discord\\.gg|discord(?:app)?\\.com/invite|facebook\\.com|fb\\.com|m\\.me|twitter\\.com|x\\.com|threads\\.net|kik\\.me|signal\\.me|reddit\\.com/u(?:ser)?";
/** Where a handle is written after a platform: "insta: x", "my snap is x", "ig @x", "discord username x". */
const HANDLE_MARK = "(?:\\s*(?:user\\s?name|handle|name|id|account|acc|@)?\\s*(?:is|=|:|-|->|—)\\s*|\\s+)";
const HANDLE = "@?[a-z0-9][a-z0-9._]{1,29}(?:#\\d{4})?";
/** An @handle as written to be found: "@" then a letter, so "@ you", "@9pm" and an e-mail's "@" are not. */
const AT_HANDLE = "(?<![\\w.@])@[a-z_][a-z0-9._]{0,29}";
/** Asking to be reached: "add me", "find me", "dm me", "hmu". */
const INVITATION =
  "\\b(?:(?:add|follow|find|dm|pm|message|msg|text|txt|contact|reach|ping|friend)\\s+me|hmu|hit\\s+me\\s+up|look\\s+me\\s+up)\\b";

/** Words that follow a platform's name in ordinary talk ("my insta is private", "snap decision"). */
const NOT_A_HANDLE = new Set(
  (
    "a an the and or but so too to is it its it's im i'm i me my you your we our they them he she his her " +
    "of on in at for with from about just really very much more less lot lots all any some every " +
    "private public down dead gone deleted blocked banned boring toxic fake bad good great fine ok okay " +
    "now then later tonight today tomorrow sometime again instead though lol haha yeah yes no not never " +
    "please pls thanks if when because cause cuz story stories post posts reel reels feed app account " +
    "decision judgement judgment chat chats call calls group server message messages dm dms stuff thing things " +
    "was were be been being do does did have has had can could would should will " +
    "whenever anytime tho asap rn " +
    // What people say of a platform itself ("tiktok brainrot", "Reddit helped", "WhatsApp web").
    "sucks helped helps died crashed broke works addiction addict brainrot drama ads algorithm live " +
    "streak streaks notifications filter filters video videos stream streams streamer streamers thread " +
    "threads marketplace web nitro premium shorts mods groups update updates " +
    // What a platform is like today ("my snap is broken", "insta is so slow").
    "broken glitchy glitching slow lagging laggy buggy weird annoying addictive exhausting overwhelming hacked"
  ).split(" "),
);

const PERSONA_HANDLES = new Set(ALL_PERSONAS.map((persona) => persona.handle.slice(1).toLowerCase()));

const PROFILE_LINK = new RegExp(`(?:https?://)?(?:www\\.)?(?:${PROFILE_HOSTS})/[^\\s]+`, "gi");
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
/** "find me @sam", "follow me on x @sam", "dm me: @sam": an @handle given where someone asks to be reached. */
const INVITED_HANDLE = new RegExp(
  `${INVITATION}(?:\\s+(?:on|at|via)(?:\\s+[a-z.]+)?)?\\s*[:-]?\\s*(${AT_HANDLE})`,
  "gi",
);
/** Reddit's way of naming a user, "u/sam"; "r/…" names a community, no one's account. */
const REDDIT_USER = /(?<![\w/])u\/[a-z0-9_-]{3,20}\b/gi;
const DISCORD_TAG = /\b[a-z0-9._]{2,32}#\d{4}\b/gi;

const STREET =
  "street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|court|ct|close|way|place|pl|crescent|cres|terrace|square|sq|parkway|pkwy|highway|hwy|grove|gardens|mews|row|hill";
/** "42 Elm Street", "221b Baker St", "10 north oak drive": a house number, one to three words, a street word. */
const STREET_ADDRESS = new RegExp(`\\b\\d{1,5}[a-z]?,?\\s+((?:[a-z'-]+\\s+){1,3})(?:${STREET})\\b\\.?`, "gi");
/** A UK postcode ("SW1A 1AA"), written as the Royal Mail writes it. */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[ABD-HJLNP-UW-Z]{2}\b/g;
/** Words that make "5 miles down the road" a distance, not an address. */
const NOT_A_STREET_NAME = new Set(
  "the a an my our your his her their this that of to from on in at down up along across round around over near by miles mile km kilometres kilometers minutes mins hours blocks block steps metres meters yards doors houses times people cars".split(
    " ",
  ),
);

/**
 * Contact details in the text, in the order found, each once and in the widest words found for it
 * ("follow me on x @sam" rather than "x @sam"); an empty array when there are none.
 */
export function findPersonalDetails(text: string): PersonalDetail[] {
  let found: PersonalDetail[] = [];
  const add = (kind: PersonalDetailKind, detail: string) => {
    const trimmed = detail.trim();
    if (found.some((f) => f.text.includes(trimmed))) return;
    found = [...found.filter((f) => !trimmed.includes(f.text)), { kind, text: trimmed }];
  };

  // Most messages hold none of these. A pattern is tried only with what it cannot match without
  // ("/" in a link, "@" in an e-mail, the word "at" in one spelled out, a platform's name beside a
  // handle, a digit in an address), and matchAll, which copies its pattern, only once a plain test
  // found something.
  const at = text.includes("@");
  const platform = PLATFORM_NAMED.test(text);
  const digit = /\d/.test(text);
  for (const match of text.includes("/") ? matchesIn(text, PROFILE_LINK) : []) add("link", match[0]);
  for (const email of emailsIn(text, at)) add("email", email);
  for (const match of platform ? matchesIn(text, PLATFORM_THEN_HANDLE) : []) {
    const before = text.slice(0, match.index);
    const rest = text.slice(match.index + match[0].length);
    if (isHandle(match[1]!, match[0], before, rest)) add("handle", match[0]);
  }
  for (const match of platform ? matchesIn(text, HANDLE_THEN_PLATFORM) : []) {
    if (looksLikeHandle(match[1]!)) add("handle", match[0]);
  }
  for (const match of platform ? matchesIn(text, GIVEN_THEN_PLATFORM) : []) {
    if (isGivenHandle(match[1]!)) add("handle", match[0]);
  }
  for (const match of at ? matchesIn(text, INVITED_HANDLE) : []) {
    if (looksLikeHandle(match[1]!)) add("handle", match[0]);
  }
  for (const match of text.includes("/") ? matchesIn(text, REDDIT_USER) : []) add("handle", match[0]);
  for (const match of text.includes("#") ? matchesIn(text, DISCORD_TAG) : []) add("handle", match[0]);
  for (const phone of findPhones(text)) add("phone", phone);
  for (const spoken of spokenDigitRuns(text, FEWEST_PHONE_DIGITS)) {
    if (findPhones(spoken.digits).length > 0) add("phone", spoken.text);
  }
  for (const match of digit ? matchesIn(text, STREET_ADDRESS) : []) {
    const words = match[1]!.trim().toLowerCase().split(/\s+/);
    if (!words.some((word) => NOT_A_STREET_NAME.has(word))) add("address", match[0]);
  }
  for (const match of digit ? matchesIn(text, UK_POSTCODE) : []) add("address", match[0]);
  return found;
}

/**
 * A platform's name opening its sentence, or after an invitation: "Snapchat sam", "add me on snap
 * sam". Only the last words before it are read, so a long message is not read again for each name.
 */
const HANDLE_GIVEN_AFTER = new RegExp(`(?:[.!?;,(\\n]|${INVITATION}(?:\\s+(?:on|at|via))?)\\s*$`, "i");
const opensItsSentence = (before: string): boolean => !/\S/.test(before) || HANDLE_GIVEN_AFTER.test(before.slice(-40));
const MARKED = /(?:is|=|:|-|->|—)\s*[^\s]*$/i;
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

/** Words said between an invitation and a platform: "add me back on snap", "dm me first on insta". */
const NOT_GIVEN = new Set(
  "back first also too well there here privately directly quick quickly soon already maybe still only mostly usually always often sometimes daily everyday more even instead friend friends pal bro babe hun".split(
    " ",
  ),
);

/** A word given as a handle before the platform's name: handle-shaped, or a plain word no one says there. */
function isGivenHandle(handle: string): boolean {
  const bare = handle.replace(/^@/, "").replace(/[.]+$/, "").toLowerCase();
  if (NOT_A_HANDLE.has(bare) || NOT_GIVEN.has(bare) || bare.length < 2) return false;
  return looksLikeHandle(handle) || !PERSONA_HANDLES.has(bare);
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

/**
 * No number in libphonenumber's metadata is shorter than six digits with its country code (Austria's
 * and Germany's shortest), nor, written nationally, with the trunk 0 that writtenAsPhone asks of the
 * countries that have one. The library reads a number as digits and punctuation only (a letter ends
 * it: "07911 and 123456" is two numbers to it, neither whole), so a text without five digits in a row,
 * letters aside, holds no phone number, and most messages hold none. The search costs a pass of the
 * library per country: a twelfth of a busy server's time before this check.
 */
export const FEWEST_PHONE_DIGITS = 5;
const DIGITS_IN_A_ROW = new RegExp(`\\p{Nd}(?:[^\\p{L}\\p{Nd}]*\\p{Nd}){${FEWEST_PHONE_DIGITS - 1}}`, "u");

function findPhones(written: string): string[] {
  const phones: string[] = [];
  if (!DIGITS_IN_A_ROW.test(written)) return phones;
  // Full-width digits ("０７７００…") read as the digits they are; the library skips them otherwise.
  const text = written.normalize("NFKC");
  for (const country of NATIONAL_COUNTRIES) {
    for (const found of findPhoneNumbersInText(text, { defaultCountry: country })) {
      const written = text.slice(found.startsAt, found.endsAt);
      if (writtenAsPhone(written, country)) phones.push(written);
    }
  }
  return phones;
}

/**
 * The metadata that keeps the bundle small checks a number's length and leading digits only, so
 * "2019-2023" is a valid Irish number to it. Written without a country code, a number counts only
 * as people write their own: with the trunk prefix 0 (UK, Ireland, Australia, New Zealand), as a
 * North American number (ten digits with a real area code), or as an Indian mobile (6 to 9 first).
 */
function writtenAsPhone(written: string, country: CountryCode): boolean {
  const digits = written.replace(/\D/g, "");
  if (HELPLINE_DIGITS.has(digits)) return false;
  if (/^\s*(?:\+|00)/.test(written)) return true;
  if (country === "US") return true;
  if (country === "IN") return /^(?:0|[6-9])/.test(digits);
  return digits.startsWith("0");
}
