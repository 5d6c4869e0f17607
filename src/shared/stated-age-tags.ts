/**
 * An age as a chat or a form tags a person, with no "i'm": "15 here" opening a message, an age with a
 * sex ("15f", "m15", "16/m", "me (15f) and my mum"), and the age as a form's field ("my age is 15",
 * "aged 14, from dublin"). stated-age-numbers.ts reads these among its NUMBER_RULES. Not a number
 * taken back ("17 here? no, 17 messages"), a length ("15m from the shore"), nor another's tag ("my
 * brother (16m)").
 */
import {
  I_AM,
  LABEL_END,
  NOT_AN_AGE,
  NUMBER,
  numberOf,
  type NumberRule,
  OPENING,
  SEX,
  SEX_WORD,
} from "./stated-age-words.js";

/**
 * "15 here", "hi 14 here", "16 f here" opening a message: how people give their age in a chat; not "15
 * here too" (an answer to someone else's number, whose unit the message does not say).
 */
const HERE_AGE = new RegExp(
  `^(?:(?:hi|hey|hello|hii|heyy|so|ok|okay|um|uh)[,!.]?\\s+)*(${NUMBER})(?:\\s*${SEX})?\\s+here\\b(?!\\s+(?:too|as\\s+well|also)\\b)`,
  "g",
);
/**
 * "17 here? no, 17 messages", "15 here, as in 15 days clean": the writer takes the number back and
 * says what it counts. Only so: "16 here, 16 days clean" may be a 16-year-old's count, and is held.
 */
function countedLater(rest: string, number: string): boolean {
  const again = new RegExp(`\\b(?:no|nah|nope|i\\s+mean|i\\s+meant|as\\s+in)\\b[\\s,.!?:;-]*${number}\\b`).exec(rest);
  return again !== null && NOT_AN_AGE.test(rest.slice(again.index + again[0].length));
}
/**
 * A sex after an age: "15f", "16/m", "15 nb", "14 (f)"; not a glued "m" of metres ("i'm 15m in debt",
 * "15m from the shore"). A lone letter apart from the age ("15 F", "im a 15 f") only before a comma,
 * the end or a tag's next word: "15 m.i.n.u.t.e.s" and "15 m long" are a count and a length.
 */
const SEX_AFTER =
  "(?:\\/?f|\\/?m(?!\\s+(?:in|away|off|out|up|down|high|deep|long|tall|wide|behind|ahead|short|under|over|from\\s+(?:the|here|there|my|home|where))\\b)|" +
  `\\s*\\/\\s*(?:f|m)|\\s+(?:f|m)(?=\\s*(?:$|,)|\\s+(?:here|and|looking|lf\\w*)\\b)|\\s*\\/?\\s*${SEX_WORD}|\\s*\\(\\s*(?:f|m|${SEX_WORD})\\s*\\))`;
/** What may follow a tag: the end of a label, or how a chat's tag goes on ("16m looking for someone"). */
const TAG_END = `(?:${LABEL_END}|(?=\\s+(?:looking|lf\\w*|seeking|wants?|wanna|needs?|anyone)\\b))`;
/**
 * An age with a sex, as a chat or a forum tags a person ("15f", "m15", "16/m", "15 F", "f, 15",
 * "14 (f)"): opening a sentence, after "i'm" ("im 15f", "im a 15 f"), or after "me" in brackets ("me
 * (15f) and my mum (45f)"); not "my brother (16m)" nor "my daughter (15f)".
 */
const SEX_TAG = new RegExp(
  `(?:${OPENING}|\\b(?:me|i|i'?m)\\s*\\(\\s*|\\b${I_AM}\\s+(?:an?\\s+)?)(?:(\\d{2})${SEX_AFTER}|(?:f|m|${SEX_WORD})\\s*[/,-]?\\s*(\\d{2}))${TAG_END}`,
  "g",
);
/** "my age is 15", "aged 14, from dublin", "age: 15": the age as a form's field, said of the writer. */
const MY_AGE = new RegExp(
  `(?:\\bmy\\s+age\\s+(?:is|'s|=|:)|${OPENING}aged?\\s*:?)\\s*(${NUMBER})(?:\\s*(?:y\\/?o|yrs?\\s*old|years?\\s+old)\\b)?${LABEL_END}`,
  "g",
);

export const HERE_AGE_RULE: NumberRule = {
  pattern: HERE_AGE,
  readsWords: true,
  own: true,
  ageOf: (match, line) =>
    countedLater(line.slice(match.index + match[0].length), match[1]!) ? null : numberOf(match[1]!),
};
export const SEX_TAG_RULE: NumberRule = {
  pattern: SEX_TAG,
  readsWords: false,
  ungated: '"15f", "m15": nothing but the number and a letter',
  own: true,
  ageOf: (match) => Number(match[1] ?? match[2]),
};
export const MY_AGE_RULE: NumberRule = {
  pattern: MY_AGE,
  readsWords: true,
  own: true,
  ageOf: (match) => numberOf(match[1]!),
};
