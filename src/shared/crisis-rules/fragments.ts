/**
 * A method and a time sent as fragments, and nothing else (2026-11-30, sixteenth round): "od
 * tonight", "bridge. tonight.", "rope. tonight.", "tonight. the bridge." People in crisis write in
 * pieces; a means and a near time together are the C-SSRS screener's plan with timing, whatever the
 * grammar. Only as the whole message: with anything else beside them the words are about something
 * else ("bridge tournament tonight", "playing bridge tonight", "roof repairs tonight", "od on coffee
 * tonight"). The conversation window reads the same two words sent as two messages (crisis-window.ts
 * joins short messages and reads them with these rules).
 */
import { DAY, PILLS, type Row } from "./vocabulary.js";

/**
 * A means or a place named on its own: an overdose (of pills or nothing named), a height, the tracks,
 * a rope. Pills only with "all": "pills tonight" alone is as often a reminder to take them.
 */
const MEANS_WORD =
  `(?:(?:an )?overdose(?: on (?:my |the |al my |al the )?${PILLS})?|` +
  "(?:the |a |my )?(?:bridge|roof|rooftop|ledge|cliff|cliffs|tracks|train tracks|railway|rope|noose)|" +
  `al (?:of )?(?:my |the )?${PILLS})`;
/** The near time, alone: "tonight", "tomorrow morning", "friday night", "at midnight". */
const WHEN_WORD = `(?:${DAY}|tomorrow morning|now|at midnight)`;
/** Said beside it and still nothing else: a filler, a clause end, readiness, "all of them" after pills. */
const FILLER = "(?: (?:\\.|then|its|it is|honestly|just|ok|okay|so|yeah))*";
const AFTER = "(?: (?:\\.|al of them|im done|its time|no more|goodbye|bye))*";

/**
 * The words a means is named by, looked for first: the day words alone cannot gate the rule
 * (required-words.ts), and most messages hold none of these.
 */
const NAMES_A_MEANS = `^(?=.*\\b(?:overdose|bridge|roof|rooftop|ledge|cliffs?|tracks|railway|rope|noose|${PILLS})\\b)`;

export const FRAGMENTS: Row[] = [
  [
    "method-and-time-fragments",
    "plan",
    "high",
    `${NAMES_A_MEANS}(?:^${FILLER} (?:${MEANS_WORD}${FILLER} ${WHEN_WORD}|${WHEN_WORD}${FILLER} ${MEANS_WORD})${AFTER} $|` +
      // Pills named first, "all of them" after the time: "pills. tonight. all of them".
      `^${FILLER} (?:the |my )?${PILLS}${FILLER} ${WHEN_WORD}(?: \\.)? al of them${AFTER} $)`,
  ],
];
