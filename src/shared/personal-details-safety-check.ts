/**
 * A supporter's safety check, for the request finder (personal-details-requests.ts): "are you on
 * your own tonight? is there someone you could call?" and "does anyone check your phone? i want to
 * know if it's safe to send you the helpline number" ask whether someone is alone or watched in
 * order to get them help, as safety planning asks it (the Samaritans', Mind's and Refuge's guidance:
 * someone to call or to be with, somewhere with other people, a helpline, 999, whether a helpline's
 * number is safe to send). Until the seventh round (2026-11-30) Kindred held them like a stranger's
 * "are you alone rn?", which NSPCC, Thorn and CEOP name as a sign of grooming.
 *
 * Conservative on purpose, since a false pass costs more than a false hold (Send anyway exists): a
 * question is excused only when the same message asks plainly for help from someone other than the
 * writer, and never when it also offers the writer as the help ("you could call me", "i could come
 * and keep you company"), asks whether it is safe to talk, flatters, or talks of a secret. A question
 * about the reader's parents ("are your parents home?", "do your parents check your phone?") singles
 * out someone young, and is never excused. The other rules run on the message all the same: a move
 * off Kindred or a secret beside the question is held by its own rule.
 */
import { PARENT, YOU, YOUR } from "./personal-details-request-words.js";

/** Someone other than the writer: a friend, family, a neighbour, "someone", "anyone". */
const SOMEONE =
  "(?:some\\s?one|some\\s?body|any\\s?one|any\\s?body|a\\s+friend|friends|family|a\\s+neighbou?r|a\\s+relative)";
/** Help that can be reached: a helpline, emergency numbers, the police, a doctor. */
const HELP_LINE = `(?:(?:a|the|this|that)\\s+(?:helpline|crisis\\s+line|hotline)|samaritans|childline|999|111|911|112|988|000|the\\s+police|an\\s+ambulance|${YOUR}\\s+(?:gp|doctor))`;
/**
 * Help plainly asked about: someone the reader could call or be with ("is there someone you could
 * call?", "anyone who can come and stay with you?", "could they sit with you for a bit?"), a friend or
 * a helpline to ring ("call a friend or a helpline", "please call 999"), a helpline's number to send,
 * somewhere with other people, and "are you safe?" asked for itself.
 */
const ASKS_FOR_HELP = new RegExp(
  [
    `\\b${SOMEONE}\\s+(?:(?:who|that)\\s+)?(?:${YOU}\\s+)?(?:could|can|might)\\s+(?:call|ring|phone|text|reach|go\\s+to|talk\\s+to|stay\\s+with|come\\s+(?:over|round|and\\s+(?:stay|be)\\s+with\\s+${YOU})|(?:stay|sit|be)\\s+with\\s+${YOU})\\b`,
    `\\b(?:could|can|would)\\s+(?:they|${SOMEONE})\\s+(?:come\\s+(?:over|round)|(?:come\\s+and\\s+)?(?:stay|sit|be)\\s+with\\s+${YOU})\\b`,
    `\\b(?:call|ring|phone|text|contact)\\s+(?:${SOMEONE}|${HELP_LINE})\\b`,
    `\\b(?:send|give)\\s+(?:${YOU}\\s+)?${HELP_LINE}(?:'?s)?\\s+(?:number|details)\\b`,
    `\\b(?:be|go|get|stay)\\s+(?:somewhere\\s+(?:safe|with\\s+(?:other\\s+)?people)|with\\s+(?:other\\s+people|a\\s+friend|friends|family))\\b`,
    `\\b(?:are|r)\\s+${YOU}\\s+safe(?:\\s+(?:right\\s+now|rn|now|tonight|at\\s+home|there))?\\s*(?:$|[?!.,])|\\bif\\s+${YOU}\\s*(?:'?re|\\s+are|\\s+r)\\s+not\\s+safe\\b`,
  ].join("|"),
  "i",
);
/**
 * What undoes the excuse: the writer offered as the help or the company ("you could call me", "i
 * could come and keep you company", "i can come over"), whether it is safe to talk, flattery and pet
 * names ("you're so beautiful", "babe"), and a secret or a private place.
 */
const WRITER_OR_FLATTERY = new RegExp(
  [
    `\\b(?:call|ring|phone|text|message|dm|snap|facetime)\\s+me\\b`,
    `\\bi\\s*(?:'?ll|\\s+will|\\s+can|\\s+could|'?d|\\s+would|\\s+wanna|\\s+want\\s+to|'?m\\s+(?:gonna|coming|going\\s+to))\\s+(?:come|pop|drive|pick|visit|be\\s+there|be\\s+with|stay\\s+with|sit\\s+with|look\\s+after|keep\\s+${YOU}\\s+company)\\b`,
    `\\bsafe\\s+to\\s+(?:talk|chat|text|message|call|video)\\b`,
    `\\b(?:${YOU}\\s*'?re|${YOU}\\s+(?:are|r|look)|ur)\\s+(?:(?:so|soo+|really|rly|very|such\\s+a)\\s+)*(?:pretty|cute|beautiful|gorgeous|hot|sexy|stunning|perfect|special|mature|fit)\\b`,
    `\\b(?:babe|baby|sweetie|sweetheart|princess|cutie|hun|honey|darling)\\b`,
    `\\b(?:secret|privately|in\\s+private|just\\s+(?:us|${YOU}\\s+and\\s+me|me\\s+and\\s+${YOU})|between\\s+us)\\b`,
  ].join("|"),
  "i",
);
/** The reader's parents named in the question: "are your parents home?", "does your mum check your phone?". */
const THEIR_PARENTS = new RegExp(`\\b${YOUR}\\s+${PARENT}\\b`, "i");

/**
 * Whether `question`, a question about being alone or watched found in `text`, is a supporter's
 * safety check there. Run only once such a question matched, which few messages hold.
 */
export function isSafetyCheck(question: string, text: string): boolean {
  return !THEIR_PARENTS.test(question) && ASKS_FOR_HELP.test(text) && !WRITER_OR_FLATTERY.test(text);
}
