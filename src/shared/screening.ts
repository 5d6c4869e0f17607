/**
 * The one decision on a written message, made alike by the server (messages/service.ts), the
 * message input, the offline outbox and the persona's prompts and replies, so that they can never
 * disagree. The order is the rule:
 * 1. crisis language opens crisis support and is never refused, whatever else it contains;
 * 2. abuse aimed at the other person is refused, and the sender is told why;
 * 3. the content filter refuses the listed words.
 * New verdicts take their place in this order here, and every caller switches on `kind`.
 */
import { isBlocked } from "./content-filter.js";
import { isCrisis } from "./crisis.js";
import { HARASSMENT_REASON, isHarassment } from "./harassment.js";

export type Screening =
  /** Opens crisis support for both people; never refused. */
  | { kind: "crisis" }
  /** Refused: abuse aimed at the other person. `reason` is what the sender is told. */
  | { kind: "harassment"; reason: string }
  /** Refused by the content filter. */
  | { kind: "blocked" }
  | { kind: "clear" };

export const BLOCKED_REASON = "Your message contains inappropriate content that isn't allowed.";

export function screenText(text: string): Screening {
  if (isCrisis(text)) return { kind: "crisis" };
  if (isHarassment(text)) return { kind: "harassment", reason: HARASSMENT_REASON };
  if (isBlocked(text)) return { kind: "blocked" };
  return { kind: "clear" };
}

/** Whether a message with this verdict is refused (not stored, not delivered). */
export function isRefused(screening: Screening): screening is Extract<Screening, { kind: "harassment" | "blocked" }> {
  return screening.kind === "harassment" || screening.kind === "blocked";
}

/** What the sender of a refused message is told. */
export function refusalReason(screening: Extract<Screening, { kind: "harassment" | "blocked" }>): string {
  return screening.kind === "harassment" ? screening.reason : BLOCKED_REASON;
}
