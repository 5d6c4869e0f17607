/**
 * Requests a stranger should not make, for the personal-details guard (personal-details.ts): asking
 * the other person for their contact details ("whats ur snap?", "wanna swap numbers?"), and the
 * questions that single out someone young or alone ("are you alone rn?", "what school do you go
 * to", "send pics"), with what grooming says besides them (secrecy, flattery, isolation from family
 * and friends, gifts and money, threats over pictures, meeting). Without this
 * the coaxed person met the warning and the automatic report, and the one coaxing them met nothing.
 * The patterns are in personal-details-contact-requests.ts, -personal-requests.ts, -grooming.ts and
 * -locating.ts.
 *
 * Each pattern needs, in itself, the words that make it a request of the other person ("your", "you",
 * "we", an imperative), so that what people say of themselves or of things passes: "are you alone in feeling
 * this way?", "send pics of your cat lol", "what school of thought", "my number one fear".
 * Whether someone is alone or their phone watched passes where the same message asks plainly for help
 * (personal-details-safety-check.ts, since the seventh round). Decided on purpose to pass (docs/PRODUCT.md §10): "how old are you" alone (adults ask it of one
 * another to feel less alone in their age) and "do you live alone?" or "where are you from?" (in a
 * loneliness room, ordinary; neither asks where a person can be found).
 */
import { CONTACT_REQUESTS } from "./personal-details-contact-requests.js";
import { GROOMING } from "./personal-details-grooming.js";
import { LOCATING } from "./personal-details-locating.js";
import { EXCUSED_BY_HELP, PERSONAL_REQUESTS } from "./personal-details-personal-requests.js";
import { isSafetyCheck } from "./personal-details-safety-check.js";
import { wordGate } from "./required-words-gate.js";

const RULES: readonly { pattern: RegExp; kind: FoundRequest["kind"] }[] = [
  ...CONTACT_REQUESTS.map((pattern) => ({ pattern, kind: "contact-request" as const })),
  ...[...PERSONAL_REQUESTS, ...GROOMING, ...LOCATING].map((pattern) => ({
    pattern,
    kind: "personal-request" as const,
  })),
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
    const match = pattern.exec(read);
    // "are you on your own tonight? is there someone you could call?": a supporter's safety check.
    if (match && !(EXCUSED_BY_HELP.has(pattern) && isSafetyCheck(match[0], read)))
      found.push({ kind, text: match[0].replace(/[\s?!.,]+$/, "") });
  }
  return found;
}
