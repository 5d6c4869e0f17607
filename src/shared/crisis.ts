/**
 * Crisis language. A person who writes it is never just refused: the server checks this before the
 * content filter and turns the chat into crisis support (a system message containing "crisis",
 * which the page answers with the crisis view and help lines).
 *
 * Phrases are matched on a normalised text (lowercase, leetspeak and disguises undone, words
 * separated by single spaces), so "I want to k1ll mys3lf" and "s u i c i d a l" are caught, while
 * everyday hyperbole ("this workout is killing me", "I'm dying to see it") is not.
 */
import { unmask } from "./content-filter.js";

export const CRISIS_SYSTEM_MESSAGE =
  "It sounds like you may be going through a crisis. You're not alone: the Crisis Counselor is here with you, and people at the help lines below are ready to listen right now.";

export interface Helpline {
  name: string;
  contact: string;
  region: string;
  href: string;
}

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

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Lowercase words separated by single spaces, with leetspeak and in-word disguises undone. */
export function normaliseForCrisis(text: string): string {
  return ` ${unmask(text)
    .toLowerCase()
    .replace(/[0134578@$]/g, (c) => LEET[c] ?? c)
    .replace(/[’']/g, "")
    .replace(/[^a-z]+/g, " ")
    .trim()} `;
}

const SELF = "(?:myself|my self)";
/** Each a regular expression over the normalised text (words between single spaces). */
const CRISIS_PATTERNS: RegExp[] = [
  /\bsuicid/,
  /\bsu+ici+de?\b/,
  /\bsewer ?slide\b/,
  /\bunalive\b/,
  /\bkms\b/,
  new RegExp(`\\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|end) ${SELF}\\b`),
  /\bself ?harm/,
  /\bend(?:ing)? (?:my|it) (?:life|all)\b/,
  /\bend it all\b/,
  /\btake my (?:own )?life\b/,
  /\b(?:want|wanna|going|gonna|ready|wish i could|deserve) (?:to )?die\b/,
  /\bwish i (?:was|were) dead\b/,
  /\bbetter off dead\b/,
  /\b(?:dont|do not|no longer) want to (?:live|be alive|be here|exist)\b/,
  /\bno (?:reason|point) (?:to|in) (?:live|living|going on)\b/,
  /\bcant go on\b/,
];

export function isCrisis(text: string): boolean {
  const normalised = normaliseForCrisis(text);
  return CRISIS_PATTERNS.some((pattern) => pattern.test(normalised));
}
