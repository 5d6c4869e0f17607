/**
 * Requests a stranger should not make, for the personal-details guard (personal-details.ts): asking
 * the other person for their contact details ("whats ur snap?", "wanna swap numbers?"), and the
 * questions that single out someone young or alone ("are you alone rn?", "what school do you go
 * to", "send pics"), with what grooming says besides them (secrecy, flattery, isolation from family
 * and friends, gifts and money, threats over pictures, meeting). Without this
 * the coaxed person met the warning and the automatic report, and the one coaxing them met nothing.
 * The patterns are in personal-details-contact-requests.ts, -personal-requests.ts, -grooming.ts (with
 * -secrecy.ts and -meeting-alone.ts) and -locating.ts.
 *
 * Each pattern needs, in itself, the words that make it a request of the other person ("your", "you",
 * "we", an imperative), so that what people say of themselves or of things passes: "are you alone in feeling
 * this way?", "send pics of your cat lol", "what school of thought", "my number one fear".
 * Whether someone is alone or their phone watched passes where the same message asks plainly for help
 * (personal-details-safety-check.ts, since the seventh round). Decided on purpose to pass (docs/PRODUCT.md §10):
 * "do you live alone?" or "where are you from?" (in a loneliness room, ordinary; neither asks where
 * a person can be found).
 *
 * Asking the reader's age ("how old are you btw?", "asl", "u 18?") is held since the eleventh round
 * (2026-12-01): it passed on purpose before, as what adults ask one another, but sizing someone up
 * by age is how a stranger singles out someone young, and a kind asker pays one click. It is read
 * by the same reader that reads a bare "15" as the answer to one (age-question.ts), so that the two
 * never disagree on what asks an age; someone else's age, the past and talk about age pass there.
 * The guard alone lets "are you old enough to remember dial-up?" pass: a shared memory asked, which
 * sizes no one up, while the age reader still takes a bare "15" after it as an answer.
 */
import { ageQuestionIn } from "./age-question.js";
import { CONTACT_REQUESTS } from "./personal-details-contact-requests.js";
import { FIRST_QUESTIONS } from "./personal-details-first-questions.js";
import { GROOMING } from "./personal-details-grooming.js";
import { LOCATING } from "./personal-details-locating.js";
import { MEETING_ALONE } from "./personal-details-meeting-alone.js";
import { MEETING_PLACES } from "./personal-details-meeting-places.js";
import { EXCUSED_BY_HELP, PERSONAL_REQUESTS } from "./personal-details-personal-requests.js";
import { isSafetyCheck } from "./personal-details-safety-check.js";
import { CONFIDES, SECRET_ASKED } from "./personal-details-secrecy.js";
import { wordGate } from "./required-words-gate.js";

const RULES: readonly { pattern: RegExp; kind: FoundRequest["kind"] }[] = [
  ...CONTACT_REQUESTS.map((pattern) => ({ pattern, kind: "contact-request" as const })),
  ...[...PERSONAL_REQUESTS, ...GROOMING, MEETING_ALONE, ...LOCATING, ...MEETING_PLACES, ...FIRST_QUESTIONS].map(
    (pattern) => ({
      pattern,
      kind: "personal-request" as const,
    }),
  ),
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
    if (!match) continue;
    // "are you on your own tonight? is there someone you could call?": a supporter's safety check.
    if (EXCUSED_BY_HELP.has(pattern) && isSafetyCheck(match[0], read)) continue;
    // "can you keep this between us? i've never told anyone": the writer's own story confided.
    if (pattern === SECRET_ASKED && CONFIDES.test(read)) continue;
    found.push({ kind, text: match[0].replace(/[\s?!.,]+$/, "") });
  }
  // The date only decides whether a birth year given before "hbu?" is an age at all.
  const age = ageQuestionIn(read, new Date());
  if (age !== null && !SHARED_MEMORY.test(read))
    found.push({ kind: "personal-request", text: age.replace(/[\s?]+$/, "") });
  return found;
}

/** "are you old enough to remember …": a memory asked about, not the reader's age (see above). */
const SHARED_MEMORY = /\bold\s+enough\s+to\s+(?:remember|recall|have\s+seen|know\s+about)\b/i;
