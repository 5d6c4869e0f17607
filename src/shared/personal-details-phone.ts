/**
 * Phone numbers in a message, for the personal-details guard (personal-details.ts): typed in any
 * format, or said in words (personal-details-spoken.ts). Whether digits are a phone number is left
 * to libphonenumber-js, with the country rules below; a support line's number is never one.
 */
import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js/min";
import { HELPLINE_COUNTRIES } from "./helplines.js";
import { lookalikesAsDigits } from "./personal-details-lookalike.js";
import { numbersInParts } from "./personal-details-number-parts.js";
import { offeredNumbersIn } from "./personal-details-offered-number.js";
import { spokenDigitRuns } from "./personal-details-spoken.js";
import { YOUTH_HELPLINES } from "./youth-helplines.js";

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

/**
 * The phone numbers in `text` as written: typed ones first, then those with letters for digits
 * ("o79ll l23456", named in the sender's letters), then those said in words, then those offered as
 * one's own whether valid or not ("text me 555 867 5309": personal-details-offered-number.ts).
 */
export function phonesIn(text: string): string[] {
  const spoken = spokenDigitRuns(text, FEWEST_PHONE_DIGITS).filter((run) => findPhones(run.digits).length > 0);
  const read = lookalikesAsDigits(text);
  // The look-alikes keep the text's length: what is found in `read` stands at the same place in `text`.
  const lookalike = read
    ? findPhones(read).flatMap((found) => {
        const at = read.indexOf(found);
        return at < 0 ? [found] : [text.slice(at, at + found.length)];
      })
    : [];
  const offered = offeredNumbersIn(text).filter((number) => !HELPLINE_DIGITS.has(number.replace(/\D/g, "")));
  const inParts = numbersInParts(text).filter((number) => findPhones(number.joined).length > 0);
  return [
    ...findPhones(text),
    ...lookalike,
    ...spoken.map((run) => run.text),
    ...inParts.map((number) => number.text),
    ...offered,
  ];
}

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
