/**
 * How the Crisis Counselor reads a message: a plan or means at hand, an answer of yes or no to its
 * last question, reluctance to call a line. A plan is intent with timing or a method ("I'm going to
 * do it tonight", "I have the pills right here"), never a time or a word alone: "I'm alone tonight"
 * is loneliness, "I forgot my pills" is no method. Plans, methods and preparation are read by the
 * crisis detector every message passes (shared/crisis.ts), so the Counselor and crisis mode agree.
 */
import { assessCrisis } from "../../../shared/crisis.js";

const INTENT =
  "(?:i'll|i will|i'm going to|im going to|going to|gonna|planning to|plan to|about to|ready to|want to|wanna)";
const ACT =
  "(?:do it|end it|end things|end my life|kill myself|die|go through with it|jump|overdose|take (?:them|it|the \\w+|all \\w+ \\w+))";
const WHEN = "(?:tonight|today|tomorrow|this (?:weekend|week|evening|morning)|right now|now|soon|later)";
/** Intent and timing together ("I'll do it tomorrow"), which the detector may read as a wish alone. */
const INTENT_WHEN = new RegExp(`\\b${INTENT} (?:\\w+ )?${ACT}\\b(?: \\w+){0,3} ${WHEN}\\b`);
const NEGATED = /\b(?:not|never|won't|wont|don't|dont|wouldn't)\s+(?:\w+\s+)?$/;

/** A means named in answer to "is there something near you…?" ("pills", "the rope in the garage"). */
const MEANS =
  /\b(?:pills?|tablets|meds|rope|knife|knives|blade|razor|gun|bridge|ledge|roof|cliff|cord|belt|car|train)\b/;

/**
 * A plan or a note said with nothing of what for ("I have a plan", "I wrote a note"): the detector's
 * check-in, since alone it may be a plan for the weekend (shared/crisis-rules/plan-note-relapse.ts).
 * Said to the Counselor, who is already speaking of ending one's life, the conversation gives it its
 * object, as the C-SSRS asks of a plan only after the thoughts (2026-11-30, twelfth round).
 */
const OBJECT_FROM_THE_CONVERSATION = new Set(["plan-made-alone", "note-written-alone"]);

/** Whether the message tells of a plan, a method or preparation, not negated ("I don't have a plan"). */
export function tellsOfPlan(lower: string): boolean {
  const signal = assessCrisis(lower);
  if (signal && (signal.tier !== "low" || OBJECT_FROM_THE_CONVERSATION.has(signal.rule))) {
    if (["plan", "method", "preparation"].includes(signal.category)) return true;
  }
  const intent = INTENT_WHEN.exec(lower);
  return Boolean(intent) && !NEGATED.test(lower.slice(0, intent!.index));
}

/** Whether an answer to "is there something near you…?" names a means. */
export const namesMeans = (lower: string): boolean => MEANS.test(lower) && !/\b(?:no|not|nothing|none)\b/.test(lower);

/** Means named with a plural or a brand the answer to "is there something near you…?" may not use. */
const MEANS_HELD =
  "(?:pills?|tablets?|meds|medication|paracetamol|tylenol|painkillers|sleeping pills|rope|knife|knives|blades?|razors?|guns?|pistol|rifle)";
/**
 * A means said to be at hand, unasked ("yes i have pills here", "my dad keeps a gun in the closet",
 * "there's a knife in my room"): the danger of a plan, in a conversation already about ending one's
 * life. Not when it is gone or missing ("i threw the pills away", "i forgot my pills", "my mum took
 * the knives away"), nor denied ("i don't have anything like that").
 */
const HELD = new RegExp(
  `\\b(?:i have|i've got|ive got|i got|i've|have got|got|there's|there is|theres|there are|keeps?|kept|i bought|i've saved|i saved)\\b(?: \\w+){0,4} ${MEANS_HELD}\\b|\\b${MEANS_HELD}(?: \\w+){0,3} (?:here|next to me|with me|beside me|on me|in (?:my|the) \\w+)\\b`,
);
const GONE = /\b(?:not|don't|dont|do not|nothing|none|away|got rid|threw|thrown|forgot|forget|ran out)\b/;
export const meansAtHand = (lower: string): boolean => HELD.test(lower) && !GONE.test(lower);

/** The person asking what to do ("what do i do", "i don't know what to do", "tell me what to do"). */
export const ASKS_WHAT_TO_DO =
  /\bwhat (?:do|should|can|am) i (?:even )?(?:do|supposed to do)\b|\b(?:don't|dont|do not) know what to do\b|\btell me what to do\b|\bhow do i (?:get through|stop|cope)\b/;

/** Help said to be coming or called ("i called 999", "the ambulance is on its way"). */
export const HELP_COMING =
  /\b(?:i|we|she|he|they|mum|mom|dad) (?:called|rang|phoned|texted) (?:them|the|an?|my|\d+)\b|\b(?:ambulance|police|paramedics|help|they|someone) (?:is|are|'s|'re) (?:coming|on (?:the|its|their|his|her) way|here)\b/;
/** The means said to be put away ("i put them away", "gave the knife to my brother"). */
export const MEANS_PUT_AWAY =
  /\b(?:put|threw|thrown|gave|given|handed|flushed|locked) (?:them|it|those|that|the \w+|all \w+) (?:away|out|up|to)\b/;

/** Feeling a burden, or that others would be better off without one. */
export const BURDEN = /\b(?:burden|better off without me|in the way|a problem to|too much for (?:everyone|them|my))\b/;

/**
 * Fear of a person, or them near or on their way ("he's going to be home soon", "i can hear him
 * on the stairs"): danger from someone, once that someone has been told of as hurting the person.
 */
export const FEARS_SOMEONE =
  /\b(?:scared|afraid|terrified|frightened)\b|\b(?:he|she|they)(?:'s|s| is| are|'re|re| will be|'ll be)? (?:\w+ ){0,3}(?:home|back|coming|on (?:his|her|their) way|downstairs|upstairs|outside)\b|\bhear (?:him|her|them)\b/;

/**
 * Yes or no to a question. "No one is here" is no answer of no, and "I am not safe", "I don't
 * feel safe" are no answers of yes: a "no" must start the answer, and a "yes" must not be negated.
 * "I am" is a yes on its own or going on with the question's words ("I am, I think", "I am safe",
 * "I am thinking about it"), never when it goes on about something else: "i am so tired of
 * everything" answers nothing about safety.
 */
const YES =
  /^(?:(?:yes|yeah|yep|yea|ya|y|i do|maybe|kind of|kinda|sort of|i think so)\b|i am(?=[\s,.!]*(?:$|(?:yes|yeah|i think|i guess|safe|ok|okay|alright|thinking (?:about|of))\b)))(?! not\b)(?!,? not\b)/;
const NO =
  /^(?:no\b(?! one\b)|nope\b|nah\b|not really\b|not at all\b|i'm not\b|im not\b|i am not\b|i don't think so\b|i dont think so\b)/;
const NOT_SAFE = /\b(?:not|don't|dont|do not|never) (?:\w+ )?(?:safe|ok|okay|alright)\b/;

export type Answer = "yes" | "no" | undefined;

/** `aboutSafety`: the question was whether they are safe, so "I'm not okay" answers it too. */
export function answerOf(lower: string, aboutSafety: boolean): Answer {
  if (NO.test(lower) || (aboutSafety && NOT_SAFE.test(lower))) return "no";
  return YES.test(lower) ? "yes" : undefined;
}

/**
 * Reluctance to reach a line ("I can't call anyone", "calling is pointless"); "everything is
 * pointless" is hopelessness, not reluctance, and is answered as such.
 */
export const RELUCTANT =
  /\b(?:can't|cannot|cant|won't|don't want to|dont want to|scared to|afraid to) (?:call|talk|phone|ring|text)|\bno one to (?:call|talk to|tell)\b|\bwon't help\b|\b(?:calling|talking|texting|phoning|ringing|a helpline|helplines?|hotlines?|the lines?|those lines) (?:is |are |would be |feels )?(?:pointless|no use|useless)\b|\bno point (?:in )?(?:calling|talking|texting|ringing)\b/;
