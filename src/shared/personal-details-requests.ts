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
import { GROOMING } from "./personal-details-grooming.js";
import { PERSONAL_REQUESTS } from "./personal-details-personal-requests.js";

/**
 * Quick test first: every request needs one of these words (an imperative, "you" or "your", "we" or
 * "us", or the word a rule turns on: "call me instead", "a different platform to talk on", "may i
 * see a pic of yourself", "i'll drive to yours"), so most messages are passed over without a
 * pattern. personal-details-gate.test.ts checks that every text a rule matches holds one, but for
 * two rules where this test is, for now, part of the rule (named there).
 */
export const MAY_HOLD_A_REQUEST =
  /\b(?:you|u|ya|yu|your|ur|yr|yer|we|us|our|swap|exchange|trade|share|send|show|post|drop|give|asl|lets?|let's|can|could|shall|should|wanna|want|add|follow|find|dm|pm|message|msg|text|txt|contact|reach|ping|friend|hmu|hit|look|got|app|apps|keep|secret|tell|delete|clear|wipe|erase|age|meet|any\s?one|any\s?body|someone|somebody|nobody|no\s?one|home|instead|each|talk|chat|may|yours)\b/i;

export interface FoundRequest {
  kind: "contact-request" | "personal-request";
  text: string;
}

/** The requests in `text`, each as the words that make it one. */
export function requestsIn(text: string): FoundRequest[] {
  const read = text.replace(/[’‘]/g, "'");
  if (!MAY_HOLD_A_REQUEST.test(read)) return [];
  const found: FoundRequest[] = [];
  for (const pattern of CONTACT_REQUESTS) {
    const match = pattern.exec(read);
    if (match) found.push({ kind: "contact-request", text: match[0].replace(/[\s?!.,]+$/, "") });
  }
  for (const pattern of [...PERSONAL_REQUESTS, ...GROOMING]) {
    const match = pattern.exec(read);
    if (match) found.push({ kind: "personal-request", text: match[0].replace(/[\s?!.,]+$/, "") });
  }
  return found;
}
