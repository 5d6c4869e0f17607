/**
 * The age in a short answer: "15", "fifteen", "15 lol", "16 f uk", "me? 15", "15 u?", "no, 16",
 * "nope 17", "almost 18". A bare number is an age only as the answer to a question about one
 * (age-question.ts): "15" after "how many days sober?" is not. So this reads only messages that are
 * nothing but a number and the few words people put around an age in a chat; a number with anything
 * else ("15 minutes till my break", "15 and 12") is not an answer.
 */
import { ALMOST, almostOf, normalise, NUMBER, numberOf, SEX, YOUNGEST } from "./stated-age-words.js";

/** Words before the age that do not change it ("me? 15", "no, 16", "um like 15"). */
const LEAD =
  "(?:me\\s*\\?|me|um+|uh+|erm|well|ha(?:ha)*|lol|lmao|oh|ok|okay|so|no|nope|nah|yes|yeah|yea|ya|yep|yup|i'?m|i am|just|only|like|actually|honestly|tbh|hm+)";
/** Words after it: laughter, "u?", "hbu", "here", a unit, and a sex with up to two words of place. */
const TAIL =
  "(?:lol|lmao|lmfao|ha(?:ha)+|hehe|tbh|btw|rn|now|atm|here|hbu|wbu|and (?:you|u)|(?:you|u|yourself)(?: ?\\?)?|yo|yrs?(?: old)?|years?(?: old)?|old|" +
  `${SEX}(?: [a-z]+){0,2})`;
const ANSWER = new RegExp(`^(?:${LEAD} ?\\?? )*${ALMOST}(${NUMBER})(?: ?\\?)?(?: ${TAIL}(?: ?\\?)?)*$`);

/** The age a short answer gives (8–120), or null when the message is more than an age. */
export function answeredAge(text: string): number | null {
  const words = normalise(text)
    .replace(/\by\/o\b/g, "yo")
    // "16/f/uk", "no, 16!", emoji: only letters, digits, apostrophes and question marks are read.
    .replace(/[^\p{L}\p{N}'?]+/gu, " ")
    .trim();
  const match = ANSWER.exec(words);
  if (!match) return null;
  const age = almostOf(match[1], numberOf(match[2]!));
  return age !== null && age >= YOUNGEST && age <= 120 ? age : null;
}
