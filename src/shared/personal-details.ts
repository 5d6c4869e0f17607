/**
 * The personal-details guard: contact details a person is about to give a stranger — a phone
 * number, an e-mail address (also spelled out), a social or messaging handle where a platform is
 * named, a profile link, a street address. Both sides run it: the composer warns before sending,
 * and the server refuses a send that finds something unless the person confirmed it.
 *
 * It must not fire on ordinary numbers (times, dates, ages, prices, scores, step counts, years), on
 * the room personas' @handles, nor on "@someone" with no platform: a false alarm teaches people to
 * click past the warning. Phone numbers are left to libphonenumber-js (a number counts only when it
 * is a valid number of its country); the rest are patterns, each with the context it needs.
 */
import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js/min";
import { occursIn } from "./crisis-text.js";
import { HELPLINE_COUNTRIES } from "./helplines.js";
import { ALL_PERSONAS } from "./personas.js";
import { YOUTH_HELPLINES } from "./youth-helplines.js";

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

const PLATFORM =
  "instagram|insta|ig|snapchat|snap|sc|tiktok|tik\\s?tok|discord|telegram|tg|whats\\s?app|wa|facebook|fb|messenger|kik|signal|twitter|threads";
const PROFILE_HOSTS =
  "t\\.me|telegram\\.me|wa\\.me|instagram\\.com|instagr\\.am|snapchat\\.com|tiktok\\.com|discord\\.gg|discord(?:app)?\\.com/invite|facebook\\.com|fb\\.com|m\\.me|twitter\\.com|x\\.com|threads\\.net|kik\\.me|signal\\.me";
/** Where a handle is written after a platform: "insta: x", "my snap is x", "ig @x", "discord username x". */
const HANDLE_MARK = "(?:\\s*(?:user\\s?name|handle|name|id|account|acc|@)?\\s*(?:is|=|:|-|->|—)\\s*|\\s+)";
const HANDLE = "@?[a-z0-9][a-z0-9._]{1,29}(?:#\\d{4})?";

/** Words that follow a platform's name in ordinary talk ("my insta is private", "snap decision"). */
const NOT_A_HANDLE = new Set(
  (
    "a an the and or but so too to is it its it's im i'm i me my you your we our they them he she his her " +
    "of on in at for with from about just really very much more less lot lots all any some every " +
    "private public down dead gone deleted blocked banned boring toxic fake bad good great fine ok okay " +
    "now then later tonight today tomorrow sometime again instead though lol haha yeah yes no not never " +
    "please pls thanks if when because cause cuz story stories post posts reel reels feed app account " +
    "decision judgement judgment chat chats call calls group server message messages dm dms stuff thing things " +
    "was were be been being do does did have has had can could would should will"
  ).split(" "),
);

const PERSONA_HANDLES = new Set(ALL_PERSONAS.map((persona) => persona.handle.slice(1).toLowerCase()));

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const AT = "\\s*(?:\\(at\\)|\\[at\\]|\\{at\\}|<at>|\\bat\\b)\\s*";
const DOT = "\\s*(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|<dot>|\\bdot\\b|\\.)\\s*";
const TLD = "(?:com|net|org|co|uk|io|me|edu|gov|ca|au|ie|nz|in|de|fr|info|us|mail)";
const MAIL_HOSTS = "gmail|googlemail|hotmail|yahoo|outlook|icloud|live|aol|proton(?:mail)?|gmx|yandex|msn|me";
/** "sam at gmail dot com", "sam [at] example [dot] co [dot] uk", and "sam at gmail" (a mail host named). */
const SPELLED_EMAIL = new RegExp(
  `\\b[a-z0-9._%+-]+${AT}(?:[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}${TLD}\\b|(?:${MAIL_HOSTS})\\b)`,
  "gi",
);

const PROFILE_LINK = new RegExp(`(?:https?://)?(?:www\\.)?(?:${PROFILE_HOSTS})/[^\\s]+`, "gi");
const PLATFORM_THEN_HANDLE = new RegExp(`\\b(?:${PLATFORM})\\b(?:\\s+me)?${HANDLE_MARK}(${HANDLE})`, "gi");
const HANDLE_THEN_PLATFORM = new RegExp(`(@[a-z0-9][a-z0-9._]{1,29})\\s+(?:on|at|via|in)\\s+(?:${PLATFORM})\\b`, "gi");
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

/** Contact details in the text, in the order found, each once; an empty array when there are none. */
export function findPersonalDetails(text: string): PersonalDetail[] {
  const found: PersonalDetail[] = [];
  const add = (kind: PersonalDetailKind, detail: string) => {
    const trimmed = detail.trim();
    if (!found.some((f) => f.text === trimmed || f.text.includes(trimmed))) found.push({ kind, text: trimmed });
  };

  // Most messages hold none of these. A pattern is tried only with what it cannot match without
  // ("/" in a link, "@" in an e-mail, the word "at" in one spelled out, a digit in an address), and
  // matchAll, which copies its pattern, only once a plain test found something.
  const at = text.includes("@");
  const digit = /\d/.test(text);
  for (const match of text.includes("/") ? matchesIn(text, PROFILE_LINK) : []) add("link", match[0]);
  for (const match of at ? matchesIn(text, EMAIL) : []) add("email", match[0]);
  for (const match of /\bat\b/i.test(text) ? matchesIn(text, SPELLED_EMAIL) : []) add("email", match[0]);
  for (const match of matchesIn(text, PLATFORM_THEN_HANDLE)) {
    const handle = match[1]!;
    const rest = text.slice(match.index + match[0].length);
    if (isHandle(handle, match[0], rest)) add("handle", match[0]);
  }
  for (const match of at ? matchesIn(text, HANDLE_THEN_PLATFORM) : []) {
    if (!PERSONA_HANDLES.has(match[1]!.slice(1).toLowerCase())) add("handle", match[0]);
  }
  for (const match of text.includes("#") ? matchesIn(text, DISCORD_TAG) : []) add("handle", match[0]);
  for (const phone of findPhones(text)) add("phone", phone);
  for (const match of digit ? matchesIn(text, STREET_ADDRESS) : []) {
    const words = match[1]!.trim().toLowerCase().split(/\s+/);
    if (!words.some((word) => NOT_A_STREET_NAME.has(word))) add("address", match[0]);
  }
  for (const match of digit ? matchesIn(text, UK_POSTCODE) : []) add("address", match[0]);
  return found;
}

/** The matches of a global `pattern`; matchAll, which copies the pattern, only when there is one. */
const matchesIn = (text: string, pattern: RegExp): Iterable<RegExpExecArray> =>
  occursIn(text, pattern) ? text.matchAll(pattern) : [];

/**
 * `rest` is the text after the candidate. "@sam" and "sam_22" look like handles wherever they are; a
 * plain word does only after a mark ("ig: sam", "my snap is sam") and at the end of its sentence,
 * where a handle is given ("my whatsapp is full of drama" goes on, so "full" is a word).
 */
function isHandle(handle: string, whole: string, rest: string): boolean {
  const bare = handle.replace(/^@/, "").replace(/[.]+$/, "").toLowerCase();
  if (PERSONA_HANDLES.has(bare) || NOT_A_HANDLE.has(bare) || bare.length < 2) return false;
  if (handle.startsWith("@") || /[0-9._]/.test(bare)) return true;
  const marked = /(?:is|=|:|-|->|—)\s*[^\s]*$/i.test(whole);
  return marked && /^\s*(?:$|[.,!?;)\n])/.test(rest);
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
