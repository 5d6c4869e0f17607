/**
 * An age opening a message or a sentence with no "i'm" and no unit, followed by how the writer is:
 * "fourteen and confused", "16 and lonely", "only 15 and already so tired of life", "sixteen, and
 * nobody gets it", "15 going on 16"; and an age in brackets after "me" ("me (15) and my mum"). The
 * number alone could count anything, so the words after it must be of a person now (stated-age-numbers.ts
 * reads these among its NUMBER_RULES).
 */
import { MINORS_RULES, NUMBER, numberOf, type NumberRule, OPENING } from "./stated-age-words.js";

/** Words that only stress what follows: "and so done", "and already so tired", "and really scared". */
const STRESS =
  "(?:(?:so|really|very|already|kinda|kind\\s+of|totally|literally|honestly|lowkey|just|feeling|always)\\s+)*";
/**
 * How a person is, said after "N and": a feeling or a state ("confused", "done with everything"), who
 * is around them ("my parents hate me", "nobody gets it"), the writer going on ("i don't know what to
 * do") or the rules a minor lives under ("still not allowed out", "grounded again"). Not a count going
 * on ("and a half hours", "and counting", "and still no reply"), another number ("fourteen and
 * sixteen"), a title ("16 and pregnant"), nor a time ("11 and i'm still awake", "11 and i can't sleep").
 */
const STATE =
  "(?:confused|lost|lonely|alone|scared|sad|depressed|anxious|done|tired|stuck|struggling|bored|stressed|hopeless|miserable|terrified|worried|exhausted|desperate|suicidal|gay|bi|queer|trans|closeted|" +
  "my\\s+(?:parents|mum|mom|mam|dad|family|step-?(?:mum|mom|dad))|nobody|no\\s*one|everyone|everybody|" +
  `i\\s+(?:feel|hate|don'?t|need|want|have\\s+no)|${MINORS_RULES})\\b`;

/**
 * After "15 going on 16", the clause's end or the writer going on ("and still no friends"); not "is
 * my favourite song", the title of one.
 */
const GOING_ON_END = "(?=\\s*(?:$|[,.!?;]|(?:and|&|n|but|lol|tbh|ugh)\\b))";
/** "fourteen and confused", "only 15 and already so tired", "15 going on 16 and …" (group 1: the age). */
const AGE_AND_STATE = new RegExp(
  `${OPENING}(?:only\\s+|just\\s+)?(${NUMBER})(?:\\s+going\\s+on\\s+${NUMBER}${GOING_ON_END}|,?\\s+(?:and|&|n)\\s+${STRESS}${STATE})`,
  "g",
);
/** "me (15) and my mum", "i (16) never …": the writer's age in brackets, as "me (15f)" without a sex. */
const AGE_IN_BRACKETS = /\b(?:me|i)\s*\(\s*(\d{1,2})\s*\)/g;

export const AGE_AND_STATE_RULE: NumberRule = {
  pattern: AGE_AND_STATE,
  readsWords: true,
  ungated: '"15 & confused": the words of STATE, too many for the gate to spell out',
  own: true,
  ageOf: (match) => numberOf(match[1]!),
};
export const AGE_IN_BRACKETS_RULE: NumberRule = {
  pattern: AGE_IN_BRACKETS,
  readsWords: false,
  own: true,
  ageOf: (match) => Number(match[1]),
};
