/**
 * Crisis language. A person who writes it is never just refused: the server checks this before the
 * content filter and turns the chat into crisis support (CRISIS_SYSTEM_MESSAGE, which the page
 * answers with the crisis view and the help lines of helplines.ts, and the Crisis Counselor persona).
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
function normalise(text: string): string {
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

const phrase = (source: string, flags?: string): RegExp => new RegExp(collapse(source), flags);

const SELF = "(?:myself|my self|meself)";

export type CrisisCategory =
  "wish-to-be-dead" | "active-ideation" | "method" | "plan" | "preparation" | "farewell" | "burden" | "self-harm";

/** How strong a signal is. Every tier opens crisis support; the tier says how urgently. */
export type CrisisTier = "high" | "moderate" | "low";

export interface CrisisSignal {
  category: CrisisCategory;
  tier: CrisisTier;
  /** Which rule fired: counted in metrics, never the message text. */
  rule: string;
}

interface Rule extends CrisisSignal {
  pattern: RegExp;
}

const rule = (name: string, category: CrisisCategory, tier: CrisisTier, source: string): Rule => ({
  rule: name,
  category,
  tier,
  pattern: phrase(source),
});

const RULES: Rule[] = [
  rule("suicide-word", "active-ideation", "high", "\\bsuicid"),
  rule("sewerslide", "active-ideation", "high", "\\bsewer ?slide"),
  rule("unalive", "active-ideation", "high", "\\bunaliv"), // unalive, unalived, unaliving
  rule("kms", "active-ideation", "high", "\\bkms\\b"),
  rule("self-harm-word", "self-harm", "moderate", "\\bself ?harm"),
  rule(
    "harm-self",
    "active-ideation",
    "high",
    `\\b(?:(?:kill|hurt|harm|cut|hang|shoot|drown|poison)(?:ing)?|starv(?:e|ing)) ${SELF}\\b`,
  ),
  rule("end-my-life", "active-ideation", "high", "\\bend(?:ing)? (?:my (?:own )?life|it all)\\b"),
  rule("take-my-life", "active-ideation", "high", "\\b(?:take|taking) my (?:own )?life\\b"),
  rule(
    "want-to-die",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:want|wanna|going|gonna|ready|need|wish i could|deserve) (?:to )?die\\b",
  ),
  rule("wish-dead", "wish-to-be-dead", "moderate", "\\b(?:wish i (?:was|were)|rather be|better off) dead\\b"),
  rule("better-off-without-me", "burden", "moderate", "\\bbetter off without me\\b"),
  // Not "I don't want to live in London".
  rule(
    "dont-want-to-live",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:dont|do not|no longer) (?:want to|wanna) (?:live(?! (?:in|with|at|near|on|here|there|alone|together)\\b)|be alive|be here|exist)",
  ),
  rule(
    "no-reason-to-live",
    "wish-to-be-dead",
    "moderate",
    "\\bno (?:reason|point) (?:to |in )?(?:keep )?(?:live|living|going on|being alive)\\b",
  ),
  rule("not-worth-living", "wish-to-be-dead", "moderate", "\\b(?:not|isnt|no longer) worth living\\b"),
  rule("tired-of-living", "wish-to-be-dead", "moderate", "\\btired of (?:living|being alive)\\b"),
  rule("never-wake-up", "wish-to-be-dead", "moderate", "\\band never wake up\\b"),
  rule("overdose", "method", "high", "\\b(?:take|taking|took) an overdose\\b"),
  // Not "I can't go on the trip".
  rule(
    "cant-go-on",
    "wish-to-be-dead",
    "moderate",
    "\\bcant go on(?: (?:like this|anymore|any more|living)\\b| \\.| $)",
  ),
];

/** Idioms that contain a crisis phrase but mean no harm; they are cut out before matching. */
const HARMLESS: RegExp[] = [
  "\\bdie (?:laughing|of (?:embarrassment|boredom|laughter|cringe))\\b",
  "\\bkill(?:ing|ed)? myself laughing\\b",
  "\\bcut(?:ting)? myself (?:shaving|cooking|chopping|by accident|accidentally)\\b",
  "\\bdie (?:my|your|her|his) hair\\b",
].map((source) => phrase(source, "g"));

const TIER_ORDER: Record<CrisisTier, number> = { high: 3, moderate: 2, low: 1 };

const strongest = (signals: CrisisSignal[]): CrisisSignal | null =>
  signals.reduce<CrisisSignal | null>(
    (best, next) => (best && TIER_ORDER[best.tier] >= TIER_ORDER[next.tier] ? best : next),
    null,
  );

/** The strongest signal in one message, or null. */
export function assessCrisis(text: string): CrisisSignal | null {
  const normalised = HARMLESS.reduce((rest, pattern) => rest.replace(pattern, " "), normalise(text));
  return strongest(
    RULES.filter((r) => r.pattern.test(normalised)).map(({ rule: name, category, tier }) => ({
      rule: name,
      category,
      tier,
    })),
  );
}

/**
 * The same person's recent messages in one chat, oldest first (the newest last): a signal that only
 * shows across them ("I can't take this anymore" … "I have the pills right here"), or null.
 */
export function assessCrisisWindow(texts: readonly string[]): CrisisSignal | null {
  // First version: the newest message alone. The real window combines distress with means.
  const newest = texts.at(-1);
  return newest === undefined ? null : assessCrisis(newest);
}

export function isCrisis(text: string): boolean {
  return assessCrisis(text) !== null;
}
