/**
 * Crisis language. A person who writes it is never just refused: the server checks this before the
 * content filter and turns the chat into crisis support (CRISIS_SYSTEM_MESSAGE, which the page
 * answers with the crisis view and the help lines of helplines.ts, and the Crisis Counselor persona).
 *
 * assessCrisis reads one message with the rules of crisis-rules.ts (by C-SSRS category, each with a
 * tier) and the context of crisis-context.ts; assessCrisisWindow reads a person's recent messages
 * together (crisis-window.ts). One implementation for the server and the message input. Missing a
 * person in crisis costs far more than a gentle check-in sent by mistake, so when in doubt it fires.
 * How it decides, on purpose:
 * - Negation and doubt are a check-in, not silence: "I'm not going to hurt myself", "I don't think
 *   I'd actually do anything" give the low tier, which still opens crisis support.
 * - Stories of recovery give no signal: a match in a clause set in a past that is over ("I used to",
 *   "years ago", "when I was 16", "back then"), or told as recovery ("two years clean from self
 *   harm", "in recovery from"), or negated beside words of recovery ("I don't self-harm anymore,
 *   I'm proud"). A present signal in another clause still counts: "I used to cut, and I started again".
 * - Third person, fiction and news give no signal for the writer: "my friend's brother took his
 *   life", "my mum says she wants to die", "in the movie she jumps off the bridge", "the article
 *   was about suicide rates", and someone else's words ("my friend keeps saying kms"). The persona
 *   still answers what the person shares; the writer is not put in crisis mode for someone else.
 * - Everyday hyperbole and idioms are spared ("my boss is going to kill me", "I'm dying to see it",
 *   "I'll sleep when I'm dead", "if I have to sit through another meeting I'll die", and with
 *   laughter and an everyday cause "this game is so bad i want to die lol": crisis-hyperbole.ts;
 *   laughter or a cause alone is a check-in, "i want to die lol" is not silence); goodbyes, big
 *   days and places with an everyday occasion named are spared ("see you tomorrow", "I'm on
 *   holiday", "today is the day! job interview at 10": crisis-context.ts); medication taken as
 *   prescribed is spared ("I'm taking all my pills with food").
 * Beside the rules, a classifier trained on the corpus's development part (crisis-classifier/) reads
 * the words of a message the rules found nothing in: phrasings nobody wrote a rule for. It can only
 * add a low-tier signal (rule "classifier"), never lower or clear a rule's, and is held to the same
 * context: stories, someone else, ordinary goodbyes and laughed-off complaints stay quiet.
 * No NLP library: the English models of wink-nlp (about 3 MB) and compromise (360 kB minified) would
 * each outweigh the whole chat page, and the rules need only words, a few inflections written out,
 * and the clause around a match, which crisis-text.ts and crisis-context.ts give in a few lines.
 */
import { matchesIn } from "./matches-in.js";
import { type ClassifierModel, classifierSignal, loadModel } from "./crisis-classifier/classify.js";
import { CRISIS_CLASSIFIER_MODEL } from "./crisis-classifier/model.js";
import { explainedByOccasion, readContext, TOPICAL } from "./crisis-context.js";
import { readHyperbole } from "./crisis-hyperbole.js";
import { inPlainEnglish } from "./crisis-plain-english.js";
import { RULES } from "./crisis-rules.js";
import { emojiAsWords } from "./crisis-rules/emoji.js";
import { normalise, phrase, withoutSwearing } from "./crisis-text.js";
import type { CrisisCategory, CrisisSignal, CrisisTier } from "./crisis-types.js";
import { shortRun, windowSignal } from "./crisis-window.js";
import { wordGate } from "./required-words-gate.js";

export const CRISIS_SYSTEM_MESSAGE =
  "It sounds like you may be going through a crisis. You're not alone: the Crisis Counselor is here with you, and help lines are available right now.";

/**
 * The crisis line posted when the same person's words reach the high tier after lower ones, or tell
 * of an act (a method, preparation or self-harm at the high tier: "i took all my pills", "i've taken
 * some already") when none of their lines here was urgent yet, their first crisis words included
 * (crisis-mode.ts urgentNow): the danger is now, so the line says what to do now, and the person's
 * page opens the help lines, worded for an emergency (use-crisis-view.ts).
 */
export const CRISIS_URGENT_MESSAGE =
  "It sounds like you may be in danger right now. If you have hurt yourself or taken something, or might act now, call your local emergency number now. The Crisis Counselor is still here with you.";

/**
 * The client id of the crisis line that a written message opens: the message's own, with
 * "-crisis". The server names the line so (messages/service.ts), and the writer's page, which
 * opened the help lines the moment it read the words, knows the line when it comes.
 */
export const crisisLineClientId = (clientId: string): string => `${clientId}-crisis`;

/**
 * What the partner of the person in crisis reads instead of CRISIS_SYSTEM_MESSAGE, which is
 * addressed to the person in crisis: the partner is told what is happening to the other person, and
 * that support is there for them too, never as if the crisis were theirs (the page chooses the line
 * by whose words opened crisis mode: crisisLineSource).
 */
export const CRISIS_PARTNER_MESSAGE =
  "Your chat partner may be going through a hard time right now. The Crisis Counselor is with them, and support is available for you too: the help lines are open to you right now.";

/**
 * The client id of the crisis line that the conversation window or the safety model opens after
 * reading a stored message (`messageId`): named after that message, so that it is stored once
 * even if two instances open it, and the page knows whose words it answers.
 */
export const crisisLineAfterMessage = (detector: "window" | "model", messageId: string): string =>
  `crisis-${detector}-${messageId}`;

/**
 * The client id of the crisis line that opens a chat in crisis support at its match, for the person
 * in `seat` whose crisis was noticed while they waited (crisis/before-match.ts). It names the seat,
 * not a message: what they said while waiting stays theirs, so the partner's page has no message
 * to find, and the seat alone says whose crisis it is. One line per seat and chat.
 */
export const crisisLineBeforeMatch = (seat: "p1" | "p2"): string => `crisis-before-match-${seat}`;

/**
 * What a crisis line answers, from the line's client id: the written message's client id
 * (crisisLineClientId), the stored message's id (crisisLineAfterMessage), or the seat of a person
 * whose crisis was noticed before the match (crisisLineBeforeMatch); null when the line names none
 * of these (a line from before these names).
 */
export function crisisLineSource(
  lineClientId: string | null,
): { clientId: string } | { id: string } | { seatBeforeMatch: "p1" | "p2" } | null {
  if (!lineClientId) return null;
  const before = /^crisis-before-match-(p1|p2)$/.exec(lineClientId);
  if (before) return { seatBeforeMatch: before[1] as "p1" | "p2" };
  const after = /^crisis-(?:window|model)-(.+)$/.exec(lineClientId);
  if (after) return { id: after[1]! };
  if (lineClientId.endsWith("-crisis")) return { clientId: lineClientId.slice(0, -"-crisis".length) };
  return null;
}

export type { CrisisCategory, CrisisSignal, CrisisTier } from "./crisis-types.js";

/** Idioms that contain a crisis phrase but mean no harm; they are cut out before matching. */
const HARMLESS_SOURCES = [
  "\\bdie (?:laughing|of (?:embarrassment|boredom|laughter|cringe|shame))\\b",
  "\\bkill(?:ing|ed)? myself laughing\\b",
  // Effort: "killing myself at the gym", "killing myself trying to finish this".
  "\\b(?:im|i am|ive been|been) kill(?:ing)? myself (?:at (?:the gym|work|the office|uni|school)|trying to|to (?:finish|get|make|keep|meet|pass)|studying|working|training|with (?:work|this|revision))\\b",
  // A small want: "I'll literally die if I don't get coffee".
  "\\b(?:going to|gonna|will|il|wil|might|could) (?:literally )?die if i (?:dont|do not|cant) (?:get|have|eat|drink) (?:a |some |my )?(?:coffee|caffeine|food|tea|chocolate|pizza|snack|snacks|nap|sugar|lunch|breakfast|dinner)\\b",
  // Rest with an end: "I want to sleep forever this weekend".
  "\\bsleep forever (?:this weekend|tomorrow|on (?:saturday|sunday)|after (?:this|my) (?:week|exam|exams|shift))\\b",
  // Supplies for travel: "saving up my pills for the trip so I don't run out".
  "\\bsav(?:ing|ed) up (?:my |the )?(?:pills|meds|medication|tablets|prescription) for (?:a|the|my) (?:trip|holiday|vacation|flight|travels|journey)\\b",
  "\\bcut(?:ting)? myself (?:shaving|cooking|chopping|by accident|accidentally)\\b",
  "\\bdie (?:my|your|her|his) hair\\b",
  "\\bsleep when (?:im|i am) dead\\b",
  // Things that run out or wilt: "my phone's about to die", "the battery is going to die".
  "\\b(?:phone|phones|battery|laptop|car|plant|plants|tablet|ipad|torch|remote|headphones|airpods|controller|kindle)(?: is| s| are)? (?:about to|going to|gonna|will|might)(?: literally)? die\\b",
  // "If I have to sit through another meeting I'll die", not "if I have to live another day like this".
  "\\bif i (?:have to|hear|se|sit)\\b(?![^.]{0,60}\\b(?:day|night|wek|year) like this)[^.]{0,60}\\b(?:another|again|one more)\\b(?! (?:day|night|year|wek))[^.]{0,60}?\\b(?:going to|gonna|il) die\\b",
  "\\bso (?:\\w+ )?(?:bored|hungry|tired|embarrassed|full|happy|excited) (?:that )?i (?:could|want to|wanna|am going to|gonna|will|might) die\\b",
  "\\bdying to (?:know|see|meet|try|hear|go|get|watch|read|tell)\\b",
  "\\b(?:die|died) for (?:a|an|some|you|this|that|it)\\b",
];

// Pure: the page imports this module for other names, and these need not reach its bundle.
const HARMLESS: RegExp[] = /* @__PURE__ */ HARMLESS_SOURCES.map((source) => phrase(source, "g"));

/**
 * Which rules can match a message, from the words it holds (required-words.ts): a message holds the
 * words of a few rules, and the others need no test. Made at the first reading, not when the module
 * loads: reading the rules takes some milliseconds, which a page that loads the detector and
 * screens nothing should not pay.
 */
let ruleGate: ReturnType<typeof wordGate> | undefined;

/** The classifier's weights, read from their committed text at the first message the rules miss. */
let classifier: ClassifierModel | undefined;

const TIER_ORDER: Record<CrisisTier, number> = { high: 3, moderate: 2, low: 1 };

/** The first of the strongest tier: rules are listed from the clearest to the vaguest. */
export const strongest = <S extends Pick<CrisisSignal, "tier">>(signals: readonly S[]): S | null =>
  signals.reduce<S | null>(
    (best, next) => (best && TIER_ORDER[best.tier] >= TIER_ORDER[next.tier] ? best : next),
    null,
  );

export interface MessageReading {
  read: string;
  spared: boolean;
}

/**
 * The text as the rules read it (chat's intensifiers and a learner's English put in plain words:
 * crisis-plain-english.ts), idioms and topical phrases cut out, and whether any was: a message
 * the rules read as an idiom ("I want to die my hair blue") is not given to the classifier, which
 * would read what is left ("i want to blue") without knowing what was cut.
 */
export function readMessage(text: string): MessageReading {
  const normalised = inPlainEnglish(withoutSwearing(normalise(emojiAsWords(text))));
  const read = [...HARMLESS, TOPICAL].reduce((rest, pattern) => rest.replace(pattern, " "), normalised);
  return { read, spared: read !== normalised };
}

/** The text as the rules read it, idioms and topical phrases cut out. */
export const readable = (text: string): string => readMessage(text).read;

/** The strongest signal in one message, or null. */
export const assessCrisis = (text: string): CrisisSignal | null => assessReading(readMessage(text));

/** assessCrisis for a message already read: screening keeps the reading for the conversation window. */
export const assessReading = ({ read, spared }: MessageReading): CrisisSignal | null => assessReadable(read, !spared);

/**
 * assessCrisis for a text already made readable; the classifier is asked only when `classify` and
 * the rules found nothing.
 */
function assessReadable(normalised: string, classify: boolean): CrisisSignal | null {
  const signals: CrisisSignal[] = [];
  for (const index of (ruleGate ??= wordGate(RULES.map(({ pattern }) => pattern)))(normalised)) {
    const { rule, category, tier, pattern, self } = RULES[index]!;
    const matches = matchesIn(normalised, pattern);
    if (matches.length === 0 || explainedByOccasion(rule, category, normalised)) continue;
    for (const match of matches) {
      const context = readContext(normalised, match.index, match.index + match[0].length, self);
      if (context.story || context.otherPerson) continue;
      const hyperbole = readHyperbole(rule, normalised);
      if (hyperbole === "none") continue;
      signals.push({ rule, category, tier: context.negated || hyperbole === "check-in" ? "low" : tier });
    }
  }
  const signal = strongest(signals);
  if (signal || !classify) return signal;
  return classifierSignal((classifier ??= loadModel(CRISIS_CLASSIFIER_MODEL)), normalised);
}

/**
 * One message as the conversation window reads it: its readable text, and the signal it raised on
 * its own, if any. Read once, when it enters the window, not again for each of the next messages.
 */
export interface WindowText {
  read: string;
  alone: CrisisSignal | null;
}

export function windowText(text: string): WindowText {
  const { read, spared } = readMessage(text);
  return { read, alone: assessReadable(read, !spared) };
}

/**
 * The same person's recent messages in one chat, oldest first (the newest last): a signal that only
 * shows across them ("i've had enough" … "I have the pills right here"), or in their last
 * short messages read as one ("i" / "want" / "to" / "die"), or null.
 */
export function assessCrisisWindow(texts: readonly WindowText[]): CrisisSignal | null {
  const read = texts.map((text) => text.read);
  const alone = texts.map((text) => text.alone);
  const across = windowSignal(read, alone);
  if (across) return across;
  const joined = shortRun(read, alone);
  // Short pieces joined are the rules' to read: the classifier reads whole messages.
  const signal = joined === null ? null : assessReadable(joined, false);
  return signal && { ...signal, rule: `window-joined-${signal.rule}` };
}

/**
 * The high tier's categories that tell of acting: an overdose taken, means in hand, a cut that will
 * not stop bleeding. The urgent line's "if you have hurt yourself or taken something" is for them.
 */
export const ACTING: ReadonlySet<CrisisCategory> = new Set<CrisisCategory>(["method", "preparation", "self-harm"]);

const tellsOfActing = (signal: CrisisSignal | null): boolean => signal?.tier === "high" && ACTING.has(signal.category);

/**
 * Whether the newest of one person's recent lines (oldest first), alone or read with those before
 * it, tells of acting now: "i took them all" after "i dont want to be here anymore", "getting really
 * sleepy now" after an overdose told. What the Crisis Counselor must meet with the emergency wording.
 */
export function actsNow(lines: readonly string[]): boolean {
  const newest = lines.at(-1);
  if (newest === undefined) return false;
  return tellsOfActing(assessCrisis(newest)) || tellsOfActing(assessCrisisWindow(lines.map(windowText)));
}

export function isCrisis(text: string): boolean {
  return assessCrisis(text) !== null;
}
