/**
 * The Crisis Counselor once it has given the emergency wording in a chat (a plan, means at hand, an
 * act under way): it never steps back to a screening question ("Are you thinking about ending your
 * life?" after "i've been saving my meds" and "all of them" would tell the person they were not
 * heard). What follows continues from the emergency, as the 988 Lifeline's guidance for imminent
 * risk does: is help on the way, can the means be put out of reach, the emergency number again.
 */
import {
  ASK_COMPANY,
  ASK_HELP_AGAIN,
  ASK_HELP_COMING,
  EMERGENCY_AGAIN,
  HELP_COMING,
  MEANS_PUT_AWAY,
  STEPS,
  UNWELL_NOW,
} from "./crisis-lines.js";
import { HELP_COMING as TELLS_HELP_COMING, MEANS_PUT_AWAY as TELLS_MEANS_PUT_AWAY } from "./crisis-reading.js";

/**
 * Whether the Counselor has given the emergency wording in this chat (its replies, `said`), or
 * kept to it since: in a long chat the first emergency reply leaves the last messages it reads, and
 * its follow-ups, which come round every few replies, carry the emergency on.
 */
export const emergencyGiven = (said: string): boolean =>
  [...STEPS.danger, UNWELL_NOW, ...EMERGENCY_AGAIN, ASK_HELP_COMING, ...ASK_HELP_AGAIN].some((line) =>
    said.includes(line),
  );

/**
 * The next lines after the emergency wording: help said to be coming, or the means put away, taken
 * in; otherwise the emergency number again in words not said lately. Then the first follow-up not
 * yet asked (distance from the means, whether help is coming, company), or whether help is coming
 * in other words. In a long conversation these run out within the last few replies (repeats.ts):
 * company fills the gap, and the check-in (crisis-counselor.ts) brings them round again.
 */
export function emergencyFollowUp(lower: string, first: (options: string[]) => string | undefined) {
  const lines: (string | undefined)[] = [];
  const coming = TELLS_HELP_COMING.test(lower);
  if (coming) lines.push(first([HELP_COMING]));
  if (TELLS_MEANS_PUT_AWAY.test(lower)) lines.push(first([MEANS_PUT_AWAY]));
  if (lines.length === 0) lines.push(first(EMERGENCY_AGAIN));
  const next = coming ? [ASK_COMPANY] : [...STEPS.means, ASK_HELP_COMING, ASK_COMPANY, ...ASK_HELP_AGAIN];
  lines.push(first(next));
  return lines;
}
