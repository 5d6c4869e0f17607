/**
 * Urging a person in crisis to act: "do it. nobody cares", "take the whole bottle then", "i bet you
 * won't even do it", "do us all a favour and end it". Said to someone else, most of these words are
 * harmless ("just do it", "go ahead", "who cares"), so they are read only when the writer's partner
 * is in crisis (the server knows: crisis-mode.ts), where they are the cruellest thing a stranger can
 * write. Such a message is refused and reported at once (screening.ts, abuse-reports.ts). Goading
 * that names no act ("just get it over with", "pussy, you won't", "then why are you still here", "go
 * ahead, see if i care") is read with these rules: harassment-goading.ts; help with the act ("make
 * sure you take enough", "send pic of the pills"): harassment-urging-advice.ts; a pact ("same, lets
 * do it together"): harassment-urging-pact.ts; an approval as the whole reply ("👍", "fair enough
 * tbh"), judged by what the partner last said: harassment-urging-approval.ts.
 *
 * What a person who cares writes is never caught: "please don't do it", "you can get through this",
 * "I know it feels like nobody cares, but I do", "nobody cares more than I do", "who cares what they
 * think". Nor is the writer's own crisis, which is read first: a rule needs the act urged on the
 * partner, not the writer speaking of themselves ("I want to end it", "nobody cares about me").
 * Nor a bare "you should" agreeing with the partner's own helpful plan ("maybe i should call
 * someone"), which only the server can tell from their last words (harassment-urging-affirmed.ts).
 */
import { normalise, phrase } from "./crisis-text.js";
import { GOADING_PUSHES, GOADING_RULES } from "./harassment-goading.js";
import { MOCKING_RULES } from "./harassment-mocking.js";
import { ADVICE_RULES } from "./harassment-urging-advice.js";
import { proposesHelp, proposesTheAct } from "./harassment-urging-affirmed.js";
import { acknowledgesBarely, approves } from "./harassment-urging-approval.js";
import { namesHelpfulAct, namesTheActOrFarewell } from "./harassment-urging-help.js";
import { offersAPact, PACT_RULES } from "./harassment-urging-pact.js";
import { NOT_BELIEVED } from "./harassment-words.js";
import { notTheWriters, NOT_URGED, PUSHED, YOU } from "./harassment-urging-words.js";
import { wordGate } from "./required-words-gate.js";

export const URGING_REASON =
  "Your partner may be going through something very hard, and this message reads as urging them to harm themselves. It won't be sent, and Kindred's moderators have been told. If you can't be kind right now, please leave the chat.";

/** The verbs of a farewell urged ("tell your mum goodbye", "call them one last time"). */
const FAREWELL_VERB = "\\b(?:say|tell|text|call|ring|phone|message|see|hug) ";
/** Where "nobody cares" is said as a verdict: a sentence's start or a word that only adds to it. */
const NOBODY_OPENS = "(?:^ |\\. |\\b(?:and|lol|honestly|literally|cos|because|cause) )";

/**
 * Pushes a supporter writes too, toward help: "do it, call them now", "you should just do it, text a
 * friend", or agreeing with the partner's own plan ("maybe i should call someone" → "you should").
 * Set aside when the message names a helpful act (harassment-urging-help.ts) or answers such a plan
 * (harassment-urging-affirmed.ts), unless it names the act or a farewell itself.
 */
const PUSHES: readonly string[] = [
  // "do it", "just do it", "do it then", "go ahead and do it", "do it already".
  `${notTheWriters(PUSHED)}${NOT_URGED}${PUSHED}(?:just |then |already )*do it\\b(?! (?:with|together|for (?:me|us)|slowly|later|tomorrow|after)\\b)`,
  `${notTheWriters("\\bdo it ")}\\bdo it (?:then|already|now|lol|coward|pussy)\\b`,
  `\\b${YOU} (?:should|shud|might as well|may as well|need to|ought to|better|could) (?:just )?(?:do it|end it|jump|go through with it)\\b`,
  // Urging it on without naming it, a send-off, a shrug that leaves it to them.
  ...GOADING_PUSHES,
  // A pact: "same, lets do it together" (harassment-urging-pact.ts).
  ...PACT_RULES,
];

/** Read whatever else the message says. */
const ALWAYS: readonly string[] = [
  // "end it", "just end it already", "do us all a favour and end it".
  `${notTheWriters(`(?:${PUSHED}|\\band )`)}${NOT_URGED}(?:${PUSHED}|\\band )(?:just |then |already )*end it\\b(?! (?:with (?:him|her|them)|there)\\b)`,
  `\\bdo (?:everyone|everybody|us all|the world|us|me) a favou?r\\b`,
  // Pills urged: "take the whole bottle then", "swallow them all", "take them all".
  `${notTheWriters(PUSHED)}${NOT_URGED}${PUSHED}(?:just |then )*(?:take|swallow|down|neck) (?:the (?:whole|entire) (?:bottle|packet|pack|box|lot)|(?:them|those|the pills|the tablets|it) all|all (?:of )?(?:them|those|it|the pills|the tablets|your pills|your meds))\\b`,
  // A farewell urged: "tell your mum goodbye", "call them one last time", "say your goodbyes".
  `${notTheWriters(FAREWELL_VERB)}${NOT_URGED}${FAREWELL_VERB}(?:[a-z]+ ){0,3}?(?:goodbyes?|good bye|one last time|for the last time)\\b`,
  // "jump", "jump then", "go jump".
  `${notTheWriters(PUSHED)}${NOT_URGED}${PUSHED}(?:just |then |go )*jump\\b(?! (?:in|into the conversation|to conclusions|on a call)\\b)`,
  // Daring them: "i bet you won't even do it", "you won't do it", "you don't have the guts".
  `\\b(?:bet|betcha) ${YOU} (?:wont|wouldnt|dont|cant|never)\\b`,
  `\\b${YOU} (?:wont|wouldnt|never|will never|aint gonna|are not going to|arent going to|re not going to|are too scared to|re too scared to) (?:even |actually |really )*(?:do it|go through with it|do anything)\\b`,
  `\\b${YOU} (?:dont|do not|never) have the (?:guts|balls|nerve)\\b`,
  `\\b(?:prove it|all talk|no balls)\\b`,
  // Telling them no one would mind: "nobody cares", "who cares", "no one would notice".
  `${notTheWriters(NOBODY_OPENS)}(?<!\\b(?:feel|feels|felt|seems|think|thinking|thought|like|believe|know|knew|as if|that) )${NOBODY_OPENS}(?:nobody|no one|noone) (?:even |really |actually |fucking )*(?:cares|gives a (?:shit|fuck|damn))\\b(?! (?:about me|about us|for me|more|as much|what (?:they|people|others|he|she)|if i|whether i)\\b)`,
  // "who cares" as a verdict of its own, not "who cares about exams" or "who cares what they think".
  `(?:^ |\\. |\\b(?:and|lol|honestly|literally|so) )who (?:even |really |actually |fucking )*(?:cares|gives a (?:shit|fuck|damn))(?= (?:\\. |lol |anyway |tbh |$))`,
  `\\b${NOT_BELIEVED}(?:nobody|no one|noone) (?:would|will|is going to|gonna) (?:even )?(?:notice|care|mind|cry|miss ${YOU})\\b(?! if i\\b)`,
  // Calling the crisis a show. Mocking put to them ("you're being dramatic", "stop being so dramatic")
  // is refused from anyone (harassment-mocking.ts) and read here too, to be reported at once; these
  // words, on their own, are cruel to a person in crisis: "attention seeker", "stop pretending".
  `\\battention (?:seeker|seeking|whore)\\b`,
  `\\b(?:stop|quit) (?:pretending|lying)\\b`,
  ...MOCKING_RULES,
  // Daring them, asking why they are still here, a shrug or an insult that invites it.
  ...GOADING_RULES,
  // Help with the act: "make sure you take enough", "send pic of the pills" (harassment-urging-advice.ts).
  ...ADVICE_RULES,
];

/** Exported for the test that keeps every rule behind the word gate; the pushes come last. */
export const URGING_RULES: readonly RegExp[] = [...ALWAYS, ...PUSHES].map((source) => phrase(source));

/**
 * How a message to a partner in crisis urges them: `urged` (refused, reported at once), `pact` (the
 * same, and the writer's own crisis too: harassment-urging-pact.ts), `unclear` (a bare "ok" after
 * the act: refused, not reported at once: harassment-urging-approval.ts), or null.
 * `partnerSaid`: what the person in crisis last wrote in the chat, oldest first (the server's, never
 * the page's). Without it a bare push or approval is read as urging, so that the answer is never
 * null where with it it would not be: the server asks first without it, and looks the words up
 * only then.
 */
export type Urging = "urged" | "pact" | "unclear";

export function urgingOf(text: string, partnerSaid?: readonly string[]): Urging | null {
  const read = spelledPlainly(normalise(text));
  // The server asks this of every message: only the rules whose words the message holds are tested.
  rulesFor ??= wordGate(URGING_RULES);
  const matched = rulesFor(read).filter((index) => URGING_RULES[index]!.test(read));
  const pushed = matched.length > 0 && !pushesSetAside(read, partnerSaid ?? []);
  if (matched.some((index) => index < ALWAYS.length) || pushed) return offersAPact(read) ? "pact" : "urged";
  const afterTheAct = partnerSaid === undefined || proposesTheAct(partnerSaid);
  if (afterTheAct && approves(text, read)) return "urged";
  if (afterTheAct && acknowledgesBarely(read)) return "unclear";
  return null;
}

/** Whether the text urges a partner in crisis in any way urgingOf tells. */
export const urgesActing = (text: string, partnerSaid?: readonly string[]): boolean =>
  urgingOf(text, partnerSaid) !== null;

/** "Do it" misspelt or broken up: "dew it", "du it", "do.it" (read "doit"), "do. it.". */
const spelledPlainly = (read: string): string =>
  read
    .replace(/\b(?:dew|du)(?= it\b)/g, "do")
    .replace(/\bdoit\b/g, "do it")
    .replace(/\bdo \. it\b/g, "do it");

/** A push toward help, or agreeing with the partner's own helpful plan; never one naming the act or a farewell. */
const pushesSetAside = (read: string, partnerSaid: readonly string[]): boolean =>
  !namesTheActOrFarewell(read) && (namesHelpfulAct(read) || proposesHelp(partnerSaid));

/** Which rules can match a message, from its words (required-words.ts); made at the first message. */
let rulesFor: ReturnType<typeof wordGate> | undefined;
