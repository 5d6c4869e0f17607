/**
 * A suicide pact offered to a partner in crisis: "same, lets do it together", "same lol, lets
 * both", "we should do it together". It urges the act on them, and it is the writer's own crisis
 * too: the message is refused and reported as urging (harassment-urging.ts), and crisis support
 * opens for the writer as well (screening.ts `writerInCrisis`, messages/service.ts).
 *
 * The same words offer help: "lets do it together, i'll stay while you call", "we can get through
 * this together". They are pushes (harassment-urging.ts PUSHES), set aside when the message names a
 * helpful act or answers the partner's own helpful plan; "do this" and "get through it" are never
 * read. Read on normalised text (crisis-text.ts), written plainly ("too" reads "to").
 */
import { phrase } from "./crisis-text.js";
import { TAUNT_END } from "./harassment-urging-words.js";

/** The act, done together: "do it", "end it", "go", "jump", "take them". */
const ACT = "(?:do it|end it|end it all|end things|go|jump|die|take them|take them all|take ours|kill ourselves)";

/** Together: "together", "both", "at the same time". */
const TOGETHER = "(?:together|both|at the same time|with (?:you|u))";

/** "Me too", read as agreeing with what the partner just said they will do. */
const ME_TOO = "(?:same|same here|same tbh|me too|me 2|me neither|me either|i do too|i want to too)";

export const PACT_RULES: readonly string[] = [
  `\\blets (?:just )?${ACT} ${TOGETHER}\\b`,
  `\\blets (?:just )?both (?:of us )?${ACT}\\b`,
  `\\blets (?:just )?(?:both|do it both|go both)${TAUNT_END}`,
  `\\bwe (?:should|could|can|shud|might as well|may as well|ll|will|gonna|are going to|re going to) (?:just )?(?:both )?${ACT} ${TOGETHER}\\b`,
  `(?:^ |\\. )${ME_TOO}(?: lol| tbh| honestly)?(?: \\.)? (?:lol |tbh )?(?:\\. )?(?:lets|we should|we could) (?:just )?${ACT}\\b`,
  "\\bsuicide pact\\b",
];

const PACT = phrase(PACT_RULES.join("|"));

/** Whether the normalised message offers the partner a pact: the writer's own crisis as well as urging. */
export const offersAPact = (read: string): boolean => PACT.test(read);
