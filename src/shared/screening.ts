/**
 * The one decision on a written message, made alike by the server (messages/service.ts), the
 * message input, the offline outbox and the persona's prompts and replies, so that they can never
 * disagree. The order is the rule:
 * 1. urging a partner who is in crisis to act ("do it. nobody cares") is refused, even when it holds
 *    crisis words: they are aimed at the partner (harassment-urging.ts; only the server knows). The
 *    writer's own crisis in it, or a pact ("same, lets do it together"), still opens crisis support
 *    for the writer (`writerInCrisis`); a bare "ok" after the act is refused as unclear, not urging;
 * 2. crisis language opens crisis support and is never refused, whatever else it contains;
 * 3. abuse aimed at the other person, or a sexual advance, is refused, and the sender is told why;
 * 4. the content filter refuses the listed words, unless they tell of harm done to the writer
 *    (harm-disclosure.ts: "he made me have sex when i said no");
 * 5. personal details (a phone number, an e-mail, a handle, an address), and requests for the
 *    other person's (or for their photo, school, whereabouts, whether they are alone), wait for the
 *    sender's explicit confirmation; the receiver of a confirmed one is cautioned. Not while nobody
 *    but the persona is in the chat (only the server knows): there is nobody to protect.
 * New verdicts take their place in this order here, and every caller switches on `kind`.
 *
 * The personal-details finder is passed in rather than imported: it carries phone-number metadata
 * that the message input loads only when it is needed, while the server passes it always.
 */
import { isBlocked } from "./content-filter.js";
import { assessCrisis, assessReading, type CrisisSignal, readMessage } from "./crisis.js";
import { harassmentOf } from "./harassment.js";
import { asWritten, withoutInvisibleOrLookalikes } from "./invisible-characters.js";
import { disclosesHarm } from "./harm-disclosure.js";
import { urgesAnActOnThem } from "./harassment-death.js";
import { SEXUAL_REASON } from "./harassment-sexual.js";
import { UNCLEAR_ASSENT_REASON } from "./harassment-urging-approval.js";
import { URGING_REASON, urgingOf } from "./harassment-urging.js";
import type { PersonalDetail } from "./personal-details-text.js";

export type Screening =
  /** Opens crisis support for both people; never refused. `signal` says which rule, how strong. */
  | { kind: "crisis"; signal: CrisisSignal }
  /**
   * Refused: abuse aimed at the other person. `reason` is what the sender is told; `urging` when it
   * urged a partner in crisis to act, `sexual` when it was a sexual advance: both are reported at once.
   * `writerInCrisis` when the urging also tells of the writer's own crisis ("do it, i want to die
   * too") or offers a pact ("same, lets do it together"): crisis support opens for them though the
   * message is refused.
   */
  | { kind: "harassment"; reason: string; urging?: true; sexual?: true; writerInCrisis?: CrisisSignal }
  /** Refused by the content filter. */
  | { kind: "blocked" }
  /** Sent only once the sender confirms (the input's warning, Send anyway). */
  | { kind: "personal-details"; found: PersonalDetail[]; read?: string }
  /**
   * `read` (here and above): the text as the crisis rules read it (crisis.ts readMessage), which the
   * server's conversation window keeps rather than reading the message a second time.
   */
  | { kind: "clear"; read?: string };

export type PersonalDetailsFinder = (text: string) => PersonalDetail[];

/** What the server knows of the chat and the page may not. */
export interface ScreeningContext {
  /** Crisis mode opened on the partner's words: what urges them to act is refused. */
  partnerInCrisis?: boolean;
  /**
   * What the person in crisis last wrote in the chat, oldest first, read from the stored messages:
   * a bare "you should" or "do it" that agrees with their own helpful plan ("maybe i should call
   * someone") is not urging (harassment-urging-affirmed.ts). Only the server knows it.
   */
  partnerSaid?: readonly string[];
  /**
   * Nobody but the room's persona is in the chat yet: what is written now is never the partner's to
   * read (they read from the match on), so personal details and requests for them endanger nobody,
   * and are neither held nor counted for the moderators. Crisis, abuse and the filter are decided
   * as ever.
   */
  withoutPartner?: boolean;
}

export const BLOCKED_REASON = "Your message contains inappropriate content that isn't allowed.";

/**
 * An order to harm oneself at the start of a clause, which names no one: "go jump off a bridge",
 * "just die". Said in abuse it is said to the partner, so it reads "they should …". Only before the
 * acts such an order urges: "just want to die, you idiot" is the writer's own wish.
 */
const ORDERED_HARM =
  /(^|[.!?,;]\s*)(?:(?:just|please|pls|now|so|then|go|and)\s+)+(?=(?:jump|die|drink|overdose|od|hang|kill|walk|play|drown|end)\b)/gi;

/**
 * The addressee turned into a third person: "you deserve to die" → "they deserve to die", "go jump
 * off a bridge" → "they should jump off a bridge". Abuse in crisis words is about the partner, not
 * the writer; read so, the detector no longer takes it for the writer's own crisis, while "I want to
 * die, you idiot" still reads as the writer's.
 */
const aboutSomeoneElse = (text: string): string =>
  text
    .replace(ORDERED_HARM, "$1they should ")
    .replace(/\b(?:yourself|urself|yourselves)\b/gi, "themselves")
    // "youre", "youve", "youd": contractions written without their apostrophe.
    .replace(/\byou(re|ve|ll|d)\b/gi, "they$1")
    .replace(/\b(?:your|ur)\b/gi, "their")
    .replace(/\b(?:you|u|ya)\b/gi, "they");

/** The writer speaking of themselves, in the crisis rules' reading (no apostrophes: "im", "ive"). */
const FIRST_PERSON = /\b(?:i|im|ive|id|ill|il|me|my|myself)\b/;

/**
 * A pact joins the partner in what they said they would do ("i'm going to take all my pills" →
 * "same, lets do it together"): read as that, the newest of their words that reads as crisis, and
 * as an intent to act (high) when none of them does. Named after the pact, never the words.
 */
function pactSignal(partnerSaid: readonly string[] = []): CrisisSignal {
  const theirs = [...partnerSaid]
    .reverse()
    .map((words) => assessCrisis(words))
    .find((signal) => signal !== null);
  return { category: theirs?.category ?? "active-ideation", tier: theirs?.tier ?? "high", rule: "suicide-pact" };
}

/** Without `findPersonalDetails`, the last step is left out (the input before the finder has loaded). */
export function screenText(
  written: string,
  findPersonalDetails?: PersonalDetailsFinder,
  context: ScreeningContext = {},
): Screening {
  // Every detector reads the message without the characters that show nothing ("s\u200bu\u200bnny99").
  const text = withoutInvisibleOrLookalikes(written);
  const urging = context.partnerInCrisis ? urgingOf(text, context.partnerSaid) : null;
  if (urging === "unclear") return { kind: "harassment", reason: UNCLEAR_ASSENT_REASON };
  if (urging) {
    // Refused, but what it says of the writer is still theirs: "do it, i want to die too", a pact.
    // Only words of "i" and "me" are the writer's: "end it then", "no one would notice" read as
    // crisis alone, but are aimed at the partner.
    const reading = readMessage(aboutSomeoneElse(text));
    const own = FIRST_PERSON.test(reading.read) ? assessReading(reading) : null;
    const writerInCrisis = own ?? (urging === "pact" ? pactSignal(context.partnerSaid) : null);
    return { kind: "harassment", reason: URGING_REASON, urging: true, ...(writerInCrisis && { writerInCrisis }) };
  }
  const harassment = harassmentOf(text);
  // Crisis first, unless the crisis words are abuse aimed at the other person or an act urged on them.
  const reading = readMessage(harassment || urgesAnActOnThem(text) ? aboutSomeoneElse(text) : text);
  const signal = assessReading(reading);
  if (signal) return { kind: "crisis", signal };
  if (harassment === SEXUAL_REASON) return { kind: "harassment", reason: harassment, sexual: true };
  if (harassment) return { kind: "harassment", reason: harassment };
  // Telling of harm done to oneself is never "inappropriate", whatever its words ("he made me have sex").
  if (isBlocked(text) && !disclosesHarm(text)) return { kind: "blocked" };
  // Quoted back in the writer's own characters, not the detectors' cleaned reading of them.
  const found = ((!context.withoutPartner && findPersonalDetails?.(text)) || []).map((detail) => ({
    ...detail,
    text: asWritten(written, detail.text),
  }));
  if (found.length > 0) return { kind: "personal-details", found, read: reading.read };
  return { kind: "clear", read: reading.read };
}

/** Whether a message with this verdict is refused (not stored, not delivered). */
export function isRefused(screening: Screening): screening is Extract<Screening, { kind: "harassment" | "blocked" }> {
  return screening.kind === "harassment" || screening.kind === "blocked";
}

/** What the sender of a refused message is told. */
export function refusalReason(screening: Extract<Screening, { kind: "harassment" | "blocked" }>): string {
  return screening.kind === "harassment" ? screening.reason : BLOCKED_REASON;
}
