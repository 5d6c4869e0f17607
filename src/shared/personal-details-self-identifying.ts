/**
 * Details that let a stranger find the writer offline without any contact detail (twelfth round,
 * 2026-12-01), for the personal-details guard (personal-details.ts): a full name given to be
 * searched ("google my name, sarah mcallister"), a workplace narrowed to its branch ("i work at the
 * tesco on high street in leeds") and a school named ("i'm at westfield high, year 10"). NSPCC,
 * CEOP/ThinkUKnow and the FBI's sextortion advice name these as what a stranger pieces together to
 * find or pressure someone. A name to search is found as a handle (a name to look someone up by, as
 * "add sunshine on snap" is), a workplace or a school as an address (a place where the writer can be
 * found). Work and school talked of without the place pass: "i work at a supermarket", "i work at
 * tesco, the night shifts are killing me", "i was bullied all through high school", "i went to a
 * rough school in bolton"; so does a name with nothing to search ("my full name is so long").
 */
import type { PersonalDetail } from "./personal-details-text.js";

/** Words that open a clause or a phrase, not a name: "search my name and you'll find nothing". */
const NOT_A_NAME =
  "(?:and|or|but|so|if|then|you|u|it|its|i|im|the|a|an|to|on|in|at|for|from|is|was|my|me|your|ur|this|that|there|here|lol|pls|please|first|result)";
/** Two or three words of a name, in any case: chat rarely capitalises. */
const NAME = `(?!${NOT_A_NAME}\\b)[a-z][a-z'-]+\\s+(?!${NOT_A_NAME}\\b)[a-z][a-z'-]+(?:\\s+(?!${NOT_A_NAME}\\b)[a-z][a-z'-]+)?`;
/** "google my name", "look me up", "google me"; not "search me" (I don't know). */
const SEARCH_ME = `\\b(?:google|search(?:\\s+for)?|look\\s+up)\\s+my\\s+(?:full\\s+|real\\s+)?name\\b|\\b(?:look|search)\\s+me\\s+up\\b|\\bgoogle\\s+me\\b`;
const NAME_TO_SEARCH = new RegExp(
  [
    `(?:${SEARCH_ME})\\s*[,:;-]?\\s*(?:(?:it'?s|its|i'?m|i\\s+am|my\\s+name'?s|my\\s+name\\s+is)\\s+)?${NAME}`,
    `\\bmy\\s+(?:full|real|whole)\\s+name\\s*(?:'s|\\s+is)\\s+${NAME}(?=[^.!?\\n]{0,40}(?:${SEARCH_ME}))`,
  ].join("|"),
  "i",
);

/** Words after "in", "on" or "at" that say when, or nowhere in particular: "the office on fridays", "in town". */
const NOT_A_PLACE =
  "(?:town|the\\s+(?:city|area|centre|center|middle|back|front|end)|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|nights?|days|mornings?|evenings?|shifts?|the\\s+(?:morning|evening|weekend|day|night))";
/**
 * The writer at work at a branch: "i work at the tesco on high street in leeds", "come see me at
 * work, the boots on queen street", "i'm on the tills at the asda in hull". "the" and a place after
 * the employer name one shop among many; "i work at tesco" names the employer only.
 */
const WORKPLACE = new RegExp(
  `\\b(?:i\\s*'?m|i\\s+am|i|me)\\s+(?:still\\s+|usually\\s+|now\\s+|currently\\s+)?(?:work(?:ing)?\\s+(?:at|in|for)|at\\s+work\\s*[,:-]?|on\\s+(?:the\\s+)?(?:tills?|shift|checkouts?)\\s+at)\\s+the\\s+[a-z'&]+(?:\\s+[a-z'&]+)?\\s+(?:on|in|at|near|by|off)\\s+(?!${NOT_A_PLACE}\\b)(?:the\\s+)?[a-z']+(?:\\s+(?:street|st|road|rd|lane|avenue|way|centre|center)\\b)?`,
  "i",
);

/** What makes a school's name a kind rather than a name: "a rough school", "night school", "high school". */
const NOT_A_SCHOOL_NAME =
  "(?:a|an|the|my|our|his|her|their|high|secondary|primary|middle|junior|senior|sixth|rough|local|new|old|private|public|state|boarding|grammar|catholic|big|small|night|summer|sunday|driving|art|dance|drama|music|law|med|medical|nursing|business|film|beauty|language|special|that|this|same|different|another|uni|university|in|at|to)";
/** A school named as the writer's: "i'm at westfield high", "i go to st mary's academy", "my school is kingsbridge college". */
const SCHOOL = new RegExp(
  `(?:\\b(?:i\\s*'?m|i\\s+am)\\s+(?:in\\s+year\\s+\\d{1,2}\\s+)?(?:at|in)|\\bi\\s+(?:go|am\\s+going|'?m\\s+going)\\s+to|\\bmy\\s+school\\s*(?:'s|\\s+is))\\s+(?:st\\.?\\s+)?(?!${NOT_A_SCHOOL_NAME}\\b)[a-z'-]+(?:\\s+(?!${NOT_A_SCHOOL_NAME}\\b)[a-z'-]+)?\\s+(?:high|academy|school|college|grammar|primary|secondary)\\b`,
  "i",
);

/** The self-identifying details in `text`, each as the words that give it. */
export function selfIdentifyingIn(text: string): PersonalDetail[] {
  const read = text.replace(/[’‘]/g, "'");
  const found: PersonalDetail[] = [];
  const name = NAME_TO_SEARCH.exec(read);
  if (name) found.push({ kind: "handle", text: name[0] });
  for (const pattern of [WORKPLACE, SCHOOL]) {
    const place = pattern.exec(read);
    if (place) found.push({ kind: "address", text: place[0] });
  }
  return found;
}
