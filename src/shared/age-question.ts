/**
 * A stated age read across two messages: the partner asks ("how old are you?", "asl?", "u 18+?",
 * "im 24 hbu") and the writer answers with a bare age ("15", "16 f uk", "no, 16"). A bare number is
 * read as an age only after such a question, so "15" after "how many days sober?" stays nothing.
 * The server reads the chat's last messages from the store (messages/partner-question.ts), only
 * for a message that could be such an answer.
 *
 * A question about someone else's age ("how old is your dog", "how old are your kids"), the past
 * ("how old were you when it started?"), a guess the writer is asked to make ("how old do you think
 * i am?") and talk about age ("age is just a number") do not ask the writer's age.
 * The tables it was written against: stated-age-corpus/answers-*.ts.
 */
import { answeredAge } from "./age-answer.js";
import { statedAge, statedAgeBelow } from "./stated-age.js";
import { normalise, NUMBER, SEX } from "./stated-age-words.js";

const YOU = "(?:you|u|ya|yu)";
/** Turning a question back on the other person, after giving one's own answer or before the question. */
const ASK_BACK = `(?:hbu|wbu|and ${YOU}|how about ${YOU}|what about ${YOU}|${YOU}|yourself)`;
/** The ages people ask about ("are you over 18?", "u 18+?"): the usual minimums. */
const ADULT_AGE = "(?:1[6-9]|2[01]|sixteen|eighteen|twenty-one)";

const QUESTIONS = [
  // "how old are you", "how old r u", "how old ru", "can i ask how old you are": not "how old are your kids".
  new RegExp(`\\bhow old (?:(?:are|r) )?(?:${YOU}|ru)\\b(?! (?:when|going|gonna)\\b)`),
  // "what's your age", "whats ur age", "your age?", "may i ask your age", "what age are you".
  /\b(?:what(?:'?s| is)|ask|know|tell me) (?:your|ur|yo) age\b/,
  /\b(?:your|ur) age ?\?/,
  new RegExp(`\\bwhat age (?:are|r) ${YOU}\\b`),
  // "age?", "hbu age?", "and you? age?", "wbu, how old?": the age and nothing else to ask about.
  new RegExp(`^(?:(?:so|ok|okay|btw|hey|hi|also|oh|${ASK_BACK}) ?\\?? )*age ?(?:\\?|pls|please|btw)*$`),
  new RegExp(`^(?:${ASK_BACK} ?\\?? )+how old ?\\??$`),
  // "asl", "asl?", "hi there, asl?", "asl? im 20 m", "whats ur asl": age, sex and location asked as a
  // question of its own, opening the message or after a greeting, and ended by "?", "pls" or the
  // message's end; not "do you know asl?" nor "i use asl with my son" (the sign language). The one
  // reading of "asl": the personal-details guard holds what this reads (personal-details-requests.ts).
  new RegExp(
    `(?<=^|\\? ?)(?:(?:so|ok|okay|hey|hi|hello|there|and|btw|${ASK_BACK}) \\?? ?)*(?:(?:what'?s|whats) (?:your|ur) )?a ?s ?l(?= ?(?:\\?|pls|plz|please)|$)(?: ?(?:\\?|pls|plz|please))*`,
  ),
  // "are you over 18?", "r u 18", "u 18+?", "you 18 or older?", "are you an adult", "you're 18+ right?"
  new RegExp(
    `\\b(?:are|r) ${YOU} (?:even )?(?:over|under|at least|above|below|older than|younger than) ${ADULT_AGE}\\b`,
  ),
  // "r u even 18 lol", "you 18 tho?": a laugh or a doubt after the age still ends the question.
  new RegExp(
    `\\b(?:(?:are|r) )?${YOU} (?:even )?${ADULT_AGE} ?(?:\\+|\\?|$|or (?:over|older|above|more)|(?:lol|lmao|haha|tho|though) ?\\??$)`,
  ),
  new RegExp(`\\b(?:are|r) ${YOU} (?:even )?(?:an? )?(?:adult|minor|underage|under age|old enough|of age)\\b`),
  new RegExp(`\\b(?:you'?re|ur) (?:over )?${ADULT_AGE} ?\\+? ?(?:right|yeah|yea|ya|tho|though|yes)? ?\\?`),
];

/**
 * What every one of QUESTIONS needs in the line: "old", "age", "asl" (spaced or not), an adult age
 * or words for one, "adult", "minor". Most messages hold none, and the questions are not tried.
 */
const MAY_ASK_AGE = /old|age|a ?s ?l|adult|minor|1[6-9]|2[01]|sixteen|eighteen|twenty/;

/** Someone gives their own age, then turns the question round: "im 24 hbu", "22 m london, hbu?". */
const GIVES_AGE_ASL = new RegExp(`^(?:${NUMBER}) ?${SEX}\\b`);
const ASKS_BACK = new RegExp(
  `\\b${ASK_BACK} ?\\?|\\b(?:hbu|wbu|and ${YOU}|how about ${YOU}|what about ${YOU})\\b(?!')`,
);

/** Whether `text` asks the person it is sent to how old they are (`today`: as in statedAge). */
export function asksAge(text: string, today: Date): boolean {
  return ageQuestionIn(text, today) !== null;
}

/**
 * The words that ask the reader's age in `text` ("how old are you", "asl", "hbu?" after the
 * writer's own age), in lower case, or null when it asks none. The personal-details guard holds
 * them (personal-details-requests.ts), and shows these words as what it found.
 */
export function ageQuestionIn(text: string, today: Date): string | null {
  // Only letters, digits, apostrophes, "?" and "+" are read: "hbu, age?" and "hbu age?" alike.
  const line = normalise(text)
    .replace(/[^\p{L}\p{N}'?+-]+/gu, " ")
    .replace(/ \?/g, "?")
    .trim();
  for (const question of MAY_ASK_AGE.test(line) ? QUESTIONS : []) {
    const match = question.exec(line);
    if (match) return match[0].trim();
  }
  // "hbu?" asks an age only after the writer's own: the age reader (the dearer test) runs only then.
  const askedBack = ASKS_BACK.exec(line);
  if (!askedBack || (statedAge(text, today) === null && !GIVES_AGE_ASL.test(line))) return null;
  return askedBack[0].trim();
}

/** A message of the chat before the one being read: the partner's, or the writer's own. */
export interface EarlierMessage {
  fromPartner: boolean;
  text: string;
}

/** How many of the chat's last messages are read for a question still unanswered. */
export const AGE_QUESTION_WITHIN = 10;

/**
 * Whether the partner's most recent message (in `earlier`, the chat's last text messages, oldest
 * first) asked the writer's age and the writer has not given one since: "how old are you?", then
 * "hmm", then "15" is an answer; "how old are you?", then "25", then "my daughter is", then "12" is not.
 */
export function ageQuestionOpen(earlier: readonly EarlierMessage[], today: Date): boolean {
  for (const message of earlier.slice(-AGE_QUESTION_WITHIN).reverse()) {
    if (message.fromPartner) return asksAge(message.text, today);
    if (answeredAge(message.text) !== null || statedAge(message.text, today) !== null) return false;
  }
  return false;
}

/**
 * The age the writer states below `minimumAge`: in their own message, or, as a bare answer, when the
 * partner asked their age and they have not answered yet (ageQuestionOpen). Null when none. `today`
 * is the date the server has for the message (statedAge).
 */
export function statedAgeBelowAfter(
  earlier: readonly EarlierMessage[],
  text: string,
  minimumAge: number,
  today: Date,
): number | null {
  const own = statedAgeBelow(text, minimumAge, today);
  if (own !== null || !mayAnswerAgeBelow(text, minimumAge) || !ageQuestionOpen(earlier, today)) return own;
  return answeredAge(text);
}

/**
 * Whether `text` would state an age below the minimum if the partner had asked for it: only then is
 * their most recent message worth reading (every other message pays nothing for this).
 */
export function mayAnswerAgeBelow(text: string, minimumAge: number): boolean {
  const age = answeredAge(text);
  return age !== null && age < minimumAge;
}
