/**
 * A full name and a street given as the writer's own (seventeenth round, 2026-12-01), for
 * personal-details-self-identifying.ts: "my name is jane doe", "im jane doe btw", "i live on baker
 * street", "im on elm road near the chemist". A first name and a surname can be searched, and a
 * street narrows a town to a few doors; NSPCC and CEOP list both among what a stranger pieces
 * together. A first name alone ("im jane", "my name is jane btw") finds nobody and passes, as do a
 * name that is not the writer's ("my mums name is jane doe"), how the writer is ("im feeling really
 * low", "my name is so common") and a street talked of ("my street is so noisy", "i live on a busy
 * road", "i walked down oxford street").
 */
import type { PersonalDetail } from "./personal-details-text.js";

/**
 * Words that are not a first name or a surname: what follows "i'm" or "my name is" when it says how
 * someone is or what their name is like. A word ending in "-ing" or "-ed" is left out too (NOT_NAMED).
 */
const NOT_A_NAME_WORD =
  "(?:and|or|but|so|if|then|too|very|really|just|not|still|also|only|always|never|kinda|sorta|pretty|super|quite|literally|actually|honestly|basically|totally|lowkey|highkey|proper|well|a|an|the|my|your|ur|this|that|here|there|home|back|done|fine|ok|okay|good|bad|sad|mad|tired|sorry|sure|new|old|alone|scared|afraid|sick|ill|down|up|out|in|on|at|from|with|for|to|of|about|like|btw|lol|haha|tho|though|yeah|yes|no|nah|hi|hey|hello|and|is|was|are|am|be|it|its|me|you|u|im|i|called|common|long|short|weird|boring|unusual|spelt|spelled|pronounced|same|different|literally|bored|lonely|stressed|anxious|happy|glad|fed|over|about|almost|nearly|gonna|going|trying|struggling|feeling|getting|af|asf|lmao|tbh|ngl|idk|tbf|rn|now|today|tonight|broken|lost|numb|gay|trans|bi|straight|queer|single|married|pregnant|awake|asleep|sober|safe|alright|okay|ok|cringe|hard|easy|rare|unique|mental|crazy|dead|done|exhausted|ugly|fat|stupid|useless|worthless|nobody|somebody|someone|everyone|him|her|them|us)";
/**
 * One word of a name: letters, with no ending that makes it a state, a doing or a manner ("-ing",
 * "-ed", "-ly", "-ous", "-ful", "-less", "-ive", "-able", "-ic": "im completely hopeless btw").
 */
const NAME_WORD = `(?!${NOT_A_NAME_WORD}\\b)(?![a-z]+(?:ing|ed|ly|ous|ful|less|ive|able|ible|ic|ish)\\b)[a-z][a-z'-]{1,20}`;
/** Where a name given ends: the sentence's end, a comma, or a sign-off ("btw", "lol", "nice to meet u"). */
const NAME_ENDS = "(?=\\s*(?:$|[.!?,;:)]|(?:btw|lol|haha|x+|nice\\s+to\\s+meet|by\\s+the\\s+way)\\b))";
/** After "i'm", only before an introduction's sign-off: "im jane doe btw", "i'm jane doe, nice to meet u". */
const INTRODUCED = "(?=\\s*,?\\s*(?:btw|by\\s+the\\s+way|nice\\s+to\\s+meet|(?:hi|hey|hello)\\b))";
const FULL_NAME = new RegExp(
  `\\bmy\\s+(?:(?:full|real|actual|whole)\\s+)?name\\s*(?:'s|\\s+is)\\s+${NAME_WORD}\\s+${NAME_WORD}${NAME_ENDS}|\\b(?:i\\s*'?m|i\\s+am)\\s+${NAME_WORD}\\s+${NAME_WORD}${INTRODUCED}`,
  "i",
);

/**
 * A street's kind, after its name; not "way", "place", "walk" or "hill", which chat says of much else
 * ("i'm on insta way too much", "i'm in a better place").
 */
const STREET = "(?:street|st|road|rd|lane|ln|avenue|ave|drive|close|crescent|grove|terrace|gardens)";
/** What makes a street a kind rather than a name: "a busy road", "the main road", "the high street". */
const NOT_A_STREET_NAME =
  "(?:a|an|the|my|our|your|this|that|same|busy|main|quiet|noisy|loud|long|big|small|dead|nice|new|old|back|side|another|different|dark|high|one|some|every)";
/** The writer living there: "i live on", "i'm on", "my house is on", "we live off". */
const STREET_GIVEN = new RegExp(
  `\\b(?:i\\s+live|we\\s+live|i\\s*'?m|i\\s+am|im|my\\s+(?:house|flat|home|place)\\s+is|our\\s+(?:house|flat)\\s+is)\\s+(?:on|off|in)\\s+(?!${NOT_A_STREET_NAME}\\b)[a-z']+(?:\\s+(?!${NOT_A_STREET_NAME}\\b)[a-z']+)?\\s+${STREET}\\b`,
  "i",
);

/** A full name or a street given as the writer's own, each as the words that give it. */
export function nameAndStreetIn(read: string): PersonalDetail[] {
  const found: PersonalDetail[] = [];
  const name = FULL_NAME.exec(read);
  if (name) found.push({ kind: "handle", text: name[0] });
  const street = STREET_GIVEN.exec(read);
  if (street) found.push({ kind: "address", text: street[0] });
  return found;
}
