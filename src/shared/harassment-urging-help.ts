/**
 * A helpful act named beside a push: "do it, call them now", "just get it over with and tell
 * someone", "go for it, text the helpline", "you really should talk to your doctor". A supporter
 * pushes toward help in the same imperatives a stranger goads with ("do it", "go for it", "you
 * should", "hurry up"), so the pushes that name no act themselves (harassment-urging.ts PUSHES) are
 * set aside when the message names one of these, or when it answers the partner's own helpful plan
 * (harassment-urging-affirmed.ts). Cruelty that needs no push ("nobody cares", "take the whole
 * bottle", "coward") is read whatever else the message says.
 *
 * The same list reads the person in crisis's words ("maybe i should call my mum") once they are
 * turned to "you" (harassment-urging-affirmed.ts): one list of what help is.
 *
 * Read on normalised text (crisis-text.ts): numbers such as 988 or 111 read "a lot of", "a&e" reads
 * "a e", doubled letters are single ("pills" reads "pils"; phrase() writes the rules so too).
 */
import { matchesIn } from "./matches-in.js";
import { phrase } from "./crisis-text.js";

/** Who a supporter sends them to ("call them", "ring 988"); never "me": "do it and tell me" goads. */
const SOMEONE =
  "(?:them|him|her|someone|somebody|anyone|anybody|a|an|your|the|a lot of|now|back|for help|right now|today|tonight)";

/** What can hurt them, put out of reach: "give your pills to your flatmate", "throw the blades away". */
const MEANS = "(?:pills|tablets|meds|medication|blades|blade|razors|razor|knife|knives|rope|them|it all)";

const HELPFUL_ACT = phrase(
  [
    `\\b(?:call|ring|phone|text|message|dm|contact|tell|email) ${SOMEONE}\\b`,
    "\\b(?:reach out|open up|talk|speak|chat) to (?:them|him|her|someone|somebody|anyone|anybody|a|an|your|the)\\b",
    // Only to help: "go to the bridge" names a place too.
    "\\b(?:go|get|head) (?:straight )?to (?:the )?(?:hospital|a e|a and e|er|urgent care|emergency|your gp|the doctor|a doctor)\\b",
    "\\b(?:get|ask for|seek|find|accept) (?:some |real |proper |professional )?(?:help|support)\\b",
    "\\b(?:see|book|make an appointment with) (?:a|your|the) (?:doctor|gp|counsellor|counselor|therapist|nurse)\\b",
    "\\b(?:samaritans|helpline|hotline|crisis line|crisis team|text line|childline|emergency services|ambulance|gp|doctor|therapist)\\b",
    "\\b(?:stay|keep (?:yourself )?|be) safe\\b",
    // The means out of reach, as a safety plan puts them.
    `\\b(?:give|hand) (?:your |the |those |these )?${MEANS} (?:to|away|over)\\b`,
    `\\b(?:throw|lock|put) (?:your |the |those |these )?${MEANS} (?:away|out|in the bin|down the toilet)\\b`,
    // Flushed, they are out of reach whatever follows: "i'll flush the pills".
    `\\bflush (?:your |the |those |these |my )?${MEANS}\\b`,
    // What gets someone through a night: sleep or rest, food, a walk, a shower.
    "\\b(?:get|have|take|try|need) (?:some |a |to )?(?:sleep|rest|nap|lie down)\\b",
    "\\b(?:go to bed|lie down)\\b",
    "\\b(?:eat|have) (?:something|some food|a meal|dinner|lunch|breakfast|a snack)\\b",
    "\\b(?:drink|have) (?:some |a glass of |a cup of )?(?:water|tea)\\b",
    "\\b(?:go|going|head) (?:out )?for a (?:walk|run)\\b",
    "\\b(?:take|have|go for) a (?:walk|shower|bath)\\b",
    "\\bget some (?:fresh )?air\\b",
  ].join("|"),
);
/** HELPFUL_ACT for reading every one in a text (endOfLastHelpfulAct). */
const HELPFUL_ACT_EVERYWHERE = new RegExp(HELPFUL_ACT.source, "g");

/**
 * The act itself, or a farewell: what makes a push goading whatever help it names ("do it, tell
 * your mum goodbye", "go on, call them one last time"), and what the person in crisis proposes
 * when they say it ("maybe i should just end it", "or just take them all").
 */
const ACT_OR_FAREWELL = phrase(
  [
    "\\b(?:end it|end (?:it all|my life|your life|ur life)|kill (?:myself|yourself|urself)|kys|suicide|overdose|od)\\b",
    "\\b(?:jump|hang (?:myself|yourself|urself)|slit|noose|go through with it)\\b",
    "\\b(?:take|swallow|down) (?:them |those |it |the pills |the tablets |my pills |your pills |my meds |your meds )?all\\b",
    "\\b(?:take|swallow) the (?:whole|entire) (?:bottle|packet|pack|box|lot)\\b",
    "\\bcut (?:myself|yourself|urself|deeper|my wrists|your wrists)\\b",
    "\\b(?:sleep forever|never wake up|not wake up)\\b",
    "\\b(?:goodbye|good bye|bye|farewell|last time|last words|last message|suicide note|goodbye note)\\b",
    "\\bbefore (?:you|u|i) (?:go|die|do it|end it|leave)\\b(?! to (?:bed|sleep|work|school|the)\\b)",
  ].join("|"),
);

/** Whether the normalised message names an act a supporter urges: calling, telling, getting help. */
export const namesHelpfulAct = (read: string): boolean => HELPFUL_ACT.test(read);

/** Whether the normalised message names the act, or a farewell (ACT_OR_FAREWELL). */
export const namesTheActOrFarewell = (read: string): boolean => ACT_OR_FAREWELL.test(read);

/** Where in the normalised text the last helpful act named ends; -1 when none is. */
export function endOfLastHelpfulAct(read: string): number {
  let end = -1;
  for (const found of matchesIn(read, HELPFUL_ACT_EVERYWHERE)) end = found.index + found[0].length;
  return end;
}
