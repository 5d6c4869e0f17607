/**
 * Street addresses and UK postcodes in a message, for the personal-details guard
 * (personal-details.ts): "42 Elm Street", "221b Baker St", "SW1A 1AA"; not "5 miles down the road".
 */
import { matchesIn } from "./matches-in.js";

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

/** The addresses and postcodes in `text`, as written: both start with a digit or hold one. */
export function addressesIn(text: string): string[] {
  if (!/\d/.test(text)) return [];
  const found: string[] = [];
  for (const match of matchesIn(text, STREET_ADDRESS)) {
    const words = match[1]!.trim().toLowerCase().split(/\s+/);
    if (!words.some((word) => NOT_A_STREET_NAME.has(word))) found.push(match[0]);
  }
  for (const match of matchesIn(text, UK_POSTCODE)) found.push(match[0]);
  return found;
}
