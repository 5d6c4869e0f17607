/**
 * Crisis language. A person who writes it is never just refused: the server checks this before the
 * content filter and turns the chat into crisis support (CRISIS_SYSTEM_MESSAGE, which the page
 * answers with the crisis view and CRISIS_HELPLINES, and the Crisis Counselor persona).
 *
 * Missing a person in crisis costs far more than a gentle check-in sent by mistake, so when in
 * doubt this fires. Any mention of suicide counts, "suicide squad" included: the content filter
 * blocks the word anyway, so such a message could never be posted as it is. Everyday hyperbole
 * ("this workout is killing me", "I killed it at work", "I'm dying to see that film", "my phone
 * died", "I'd die for you") does not count.
 */
import { unmask } from "./content-filter.js";

export const CRISIS_SYSTEM_MESSAGE =
  "It sounds like you may be going through a crisis. You're not alone: the Crisis Counselor is here with you, and help lines are available right now.";

export interface Helpline {
  name: string;
  contact: string;
  region: string;
  /** Where the crisis view's link goes: tel:, sms: or https:. */
  href: string;
}

/**
 * Three lines, shown plainly rather than as a wall of numbers: the US, the UK and Ireland, and a
 * directory for everywhere else. The crisis view also says to call the local emergency number.
 */
export const CRISIS_HELPLINES: readonly Helpline[] = [
  { name: "988 Suicide & Crisis Lifeline", contact: "Call or text 988", region: "United States", href: "tel:988" },
  { name: "Samaritans", contact: "Call 116 123", region: "UK and Ireland", href: "tel:116123" },
  {
    name: "Find a Helpline",
    contact: "findahelpline.com",
    region: "Other countries",
    href: "https://findahelpline.com",
  },
];

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "!": "i",
  "|": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/**
 * Every run of a repeated letter becomes one letter: "diiie" → "die", "kill" → "kil". A letter
 * after a backslash is a regular-expression escape, not text: "\\bbetter" → "\\bbeter".
 */
const collapse = (text: string): string => text.replace(/(?<!\\)([a-z])\1+/g, "$1");

/**
 * Lowercase words between single spaces, a "." word marking each sentence end. The filter's
 * disguises are undone (spaced letters, in-word punctuation, accents), leetspeak is read as letters
 * ("k1ll mys3lf") and repeated letters are collapsed ("diiie"). Patterns are compared in the same
 * collapsed form, so they can be written plainly.
 */
export function normalise(text: string): string {
  const words = unmask(text)
    .toLowerCase()
    .replace(/(\d)\s*kms\b/g, "$1 km") // "100 kms" are kilometres
    .replace(/[01!|345@$7]/g, (c) => LEET[c] ?? c)
    .replace(/[’']/g, "") // "don't" → "dont"
    .replace(/[.?;:\n]+/g, " . ") // sentence ends stay, as a "." word: "I can't go on. I'm done"
    .replace(/[^a-z.]+/g, " ")
    .trim();
  return ` ${collapse(words)} `;
}

export const phrase = (source: string, flags?: string): RegExp => new RegExp(collapse(source), flags);

const SELF = "(?:myself|my self|meself)";

const CRISIS: RegExp[] = [
  "\\bsuicid",
  "\\bsewer ?slide",
  "\\bunaliv", // unalive, unalived, unaliving
  "\\bkms\\b",
  "\\bself ?harm",
  `\\b(?:(?:kill|hurt|harm|cut|hang|shoot|drown|poison)(?:ing)?|starv(?:e|ing)) ${SELF}\\b`,
  "\\bend(?:ing)? (?:my (?:own )?life|it all)\\b",
  "\\b(?:take|taking) my (?:own )?life\\b",
  "\\b(?:want|wanna|going|gonna|ready|need|wish i could|deserve) (?:to )?die\\b",
  "\\b(?:wish i (?:was|were)|rather be|better off) dead\\b",
  "\\bbetter off without me\\b",
  // Not "I don't want to live in London".
  "\\b(?:dont|do not|no longer) (?:want to|wanna) (?:live(?! (?:in|with|at|near|on|here|there|alone|together)\\b)|be alive|be here|exist)",
  "\\bno (?:reason|point) (?:to |in )?(?:keep )?(?:live|living|going on|being alive)\\b",
  "\\b(?:not|isnt|no longer) worth living\\b",
  "\\btired of (?:living|being alive)\\b",
  "\\band never wake up\\b",
  "\\b(?:take|taking|took) an overdose\\b",
  // Not "I can't go on the trip".
  "\\bcant go on(?: (?:like this|anymore|any more|living)\\b| \\.| $)",
].map((source) => phrase(source));

/** Idioms that contain a crisis phrase but mean no harm; they are cut out before matching. */
const HARMLESS: RegExp[] = [
  "\\bdie (?:laughing|of (?:embarrassment|boredom|laughter|cringe))\\b",
  "\\bkill(?:ing|ed)? myself laughing\\b",
  "\\bcut(?:ting)? myself (?:shaving|cooking|chopping|by accident|accidentally)\\b",
  "\\bdie (?:my|your|her|his) hair\\b",
].map((source) => phrase(source, "g"));

export function isCrisis(text: string): boolean {
  const normalised = HARMLESS.reduce((rest, pattern) => rest.replace(pattern, " "), normalise(text));
  return CRISIS.some((pattern) => pattern.test(normalised));
}
