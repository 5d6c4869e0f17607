/**
 * Requests a stranger should not make, for the personal-details guard (personal-details.ts): asking
 * the other person for their contact details ("whats ur snap?", "wanna swap numbers?"), and the
 * questions that single out someone young or alone ("are you alone rn?", "what school do you go
 * to", "send pics"), with what grooming says besides them (secrecy, flattery, meeting). Without this
 * the coaxed person met the warning and the automatic report, and the one coaxing them met nothing.
 * The patterns are in personal-details-contact-requests.ts, -personal-requests.ts and -grooming.ts.
 *
 * Each pattern needs the words that make it a request of the other person ("your", "you", an
 * imperative), so that what people say of themselves or of things passes: "are you alone in feeling
 * this way?", "send pics of your cat lol", "what school of thought", "my number one fear".
 * Decided on purpose to pass (docs/PRODUCT.md §10): "how old are you" alone (adults ask it of one
 * another to feel less alone in their age) and "do you live alone?" or "where are you from?" (in a
 * loneliness room, ordinary; neither asks where a person can be found).
 */
import { CONTACT_REQUESTS } from "./personal-details-contact-requests.js";
import { FLATTERY, GROOMING, MEETING } from "./personal-details-grooming.js";
import { PERSONAL_REQUESTS } from "./personal-details-personal-requests.js";
import { wordGate } from "./required-words-gate.js";

/**
 * Two rules of the second round, flattery ("so mature for a 13 year old") and meeting ("i can come
 * over tonight"), have needed since they were written a word that speaks to someone or asks (an
 * imperative, "you" or "your", "we" or "us", or the word another rule turns on) anywhere in the
 * message: without it they would flag "my son is so smart for a 6 year old" and "my sister is
 * struggling, i'll come over tonight". It is part of those two rules, not a gate, until a round on
 * them says "you" in their patterns (personal-details-grooming.ts); personal-details-gate.test.ts
 * checks that they still need it.
 */
export const SPOKEN_TO =
  /\b(?:you|u|ya|yu|your|ur|yr|yer|we|us|our|swap|exchange|trade|share|send|show|post|drop|give|asl|lets?|let's|can|could|shall|should|wanna|want|add|follow|find|dm|pm|message|msg|text|txt|contact|reach|ping|friend|hmu|hit|look|got|app|apps|keep|secret|tell|delete|clear|wipe|erase|age|meet|any\s?one|any\s?body|someone|somebody|nobody|no\s?one|home|instead|each|talk|chat|may|yours)\b/i;

const RULES: readonly { pattern: RegExp; kind: FoundRequest["kind"] }[] = [
  ...CONTACT_REQUESTS.map((pattern) => ({ pattern, kind: "contact-request" as const })),
  ...[...PERSONAL_REQUESTS, ...GROOMING].map((pattern) => ({ pattern, kind: "personal-request" as const })),
];
/** Which rules can match a message, from its words (required-words.ts); made at the first message. */
let rulesFor: ReturnType<typeof wordGate> | undefined;

export interface FoundRequest {
  kind: "contact-request" | "personal-request";
  text: string;
}

/** The requests in `text`, each as the words that make it one. */
export function requestsIn(text: string): FoundRequest[] {
  const read = text.replace(/[’‘]/g, "'");
  const found: FoundRequest[] = [];
  for (const index of (rulesFor ??= wordGate(RULES.map(({ pattern }) => pattern)))(read)) {
    const { pattern, kind } = RULES[index]!;
    if ((pattern === FLATTERY || pattern === MEETING) && !SPOKEN_TO.test(read)) continue;
    const match = pattern.exec(read);
    if (match) found.push({ kind, text: match[0].replace(/[\s?!.,]+$/, "") });
  }
  return found;
}
