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
 *
 * Thirteenth round (2026-12-01, personal-details-corpus/must-*-thirteenth-round.ts): the same in
 * the other ways people put it — a name before "google me", a branch "where i work" or where to "come
 * find me", a school with its year or grade first. An adult's college or university named in passing
 * ("i'm at kings college studying law", "second year is brutal") passes: nobody can be waited for
 * outside a whole university. A college is found only with a school year (a sixth-former's, "year
 * 12") or an invitation to come and find the writer there.
 */
import { nameAndStreetIn } from "./personal-details-name-and-street.js";
import type { PersonalDetail } from "./personal-details-text.js";

/** Words that open a clause or a phrase, not a name: "search my name and you'll find nothing". */
const NOT_A_NAME =
  "(?:and|or|but|so|if|then|you|u|it|its|i|im|the|a|an|to|on|in|at|for|from|is|was|my|me|your|ur|this|that|there|here|lol|pls|please|first|result)";
/** Two or three words of a name, in any case: chat rarely capitalises. */
const NAME = `(?!${NOT_A_NAME}\\b)[a-z][a-z'-]+\\s+(?!${NOT_A_NAME}\\b)[a-z][a-z'-]+(?:\\s+(?!${NOT_A_NAME}\\b)[a-z][a-z'-]+)?`;
/** "google my name", "look me up", "google me"; not "search me" (I don't know). */
const SEARCH_ME = `\\b(?:google|search(?:\\s+for)?|look\\s+up)\\s+my\\s+(?:full\\s+|real\\s+)?name\\b|\\b(?:look|search)\\s+me\\s+up\\b|\\bgoogle\\s+me\\b`;
/** A name given as one's own: "my name is", "name's", "i'm", "it's". */
const NAME_GIVEN = `(?:\\bmy\\s+(?:(?:full|real|whole)\\s+)?name\\s*(?:'s|\\s+is)|\\bname'?s|\\bi\\s*'?m|\\bi\\s+am|\\bit'?s|\\bits)\\s+${NAME}`;
const NAME_TO_SEARCH = new RegExp(
  [
    `(?:${SEARCH_ME})\\s*[,:;-]?\\s*(?:(?:it'?s|its|i'?m|i\\s+am|my\\s+name'?s|my\\s+name\\s+is)\\s+)?${NAME}`,
    // Thirteenth round: the name first, the search asked for after it ("my name is jane doe, google me").
    `${NAME_GIVEN}(?=[^.!?\\n]{0,40}(?:${SEARCH_ME}))`,
  ].join("|"),
  "i",
);

/**
 * Words after "in", "on", "at", "near" or "by" that say when, or nowhere a stranger could find:
 * "the office on fridays", "in town", "the tesco near me", "the costa by my work".
 */
const NOT_A_PLACE =
  "(?:town|me|my|us|our|you|your|ur|here|there|home|work|the\\s+(?:city|area|centre|center|middle|back|front|end)|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|nights?|days|mornings?|evenings?|shifts?|the\\s+(?:morning|evening|weekend|day|night))";
/**
 * One branch among many: "the tesco on high street", "the starbucks on 5th", "the costa by the
 * station". "the" and a place after the employer name one shop; "tesco" alone names the employer.
 */
const BRANCH = `the\\s+[a-z'&]+(?:\\s+[a-z'&]+)?\\s+(?:on|in|at|near|by|off)\\s+(?!${NOT_A_PLACE}\\b)(?:the\\s+)?[a-z0-9']+(?:\\s+(?:street|st|road|rd|lane|avenue|way|centre|center|station|park)\\b)?`;
/**
 * The writer at work there now: "i work at", "i'm on the tills at", "i work the tills at", "i'm a
 * barista at", "come see me at work, …". "i used to work at" and "my mum works at" find no one.
 */
const AT_WORK = `\\b(?:i\\s*'?m|i\\s+am|i|me)\\s+(?:still\\s+|usually\\s+|now\\s+|currently\\s+)?(?:work(?:ing)?\\s+(?:at|in|for)|work\\s+(?:the\\s+)?(?:tills?|checkouts?|counter|bar|floor)\\s+at|at\\s+work\\s*[,:-]?|on\\s+(?:the\\s+)?(?:tills?|shift|checkouts?)\\s+at|an?\\s+[a-z]+\\s+at)`;
/** An invitation to come to where the writer is: "come find me at", "you can find me at", "visit me at". */
const FIND_ME = `\\b(?:come\\s+(?:and\\s+)?(?:find|see|visit|meet)|(?:you|u)\\s*(?:can|could|'?ll)\\s+find|visit|find)\\s+me\\s+(?:at|in)`;
/** What makes a school's name a kind rather than a name: "a rough school", "night school", "high school". */
const NOT_A_SCHOOL_NAME =
  "(?:a|an|the|my|our|his|her|their|high|secondary|primary|middle|junior|senior|sixth|rough|local|new|old|private|public|state|boarding|grammar|catholic|big|small|night|summer|sunday|driving|art|dance|drama|music|law|med|medical|nursing|business|film|beauty|language|special|that|this|same|different|another|uni|university|in|at|to)";
/** "westfield high", "st mary's academy", "lincoln middle school", "st john's sixth form college". */
const SCHOOL_NAME = `(?:st\\.?\\s+)?(?!${NOT_A_SCHOOL_NAME}\\b)[a-z'-]+(?:\\s+(?!${NOT_A_SCHOOL_NAME}\\b)[a-z'-]+)?\\s+(?:sixth\\s+form\\s+)?(?:high|academy|school|college|grammar|primary|secondary|middle|elementary)(?:\\s+school)?\\b`;
/** A school year or grade: "year 10", "7th grade", "grade 9"; not "second year", which is a degree's. */
const SCHOOL_YEAR = "(?:year\\s+(?:[1-9]|1[0-3])|(?:[1-9]|1[0-2])(?:st|nd|rd|th)\\s+grade|grade\\s+(?:[1-9]|1[0-2]))";

const WORKPLACE = new RegExp(
  [`${AT_WORK}\\s+${BRANCH}`, `${BRANCH}[^.!?]{0,20}?\\bwhere\\s+i\\s+work\\b`, `${FIND_ME}\\s+${BRANCH}`].join("|"),
  "i",
);
/**
 * A school named as the writer's: "i'm at westfield high", "i go to st mary's academy", "my school is
 * kingsbridge college", "im in 9th grade at roosevelt high", "year 8 at hollybrook academy".
 */
const SCHOOL = new RegExp(
  `(?:\\b(?:i\\s*'?m|i\\s+am|we\\s*'?re|we\\s+are)\\s+(?:in\\s+${SCHOOL_YEAR}\\s+)?(?:at|in)|\\bi\\s+(?:go|am\\s+going|'?m\\s+going)\\s+to|\\bmy\\s+school\\s*(?:'s|\\s+is)|\\b${SCHOOL_YEAR}\\s+at)\\s+${SCHOOL_NAME}`,
  "i",
);
/**
 * A school named by its saint alone, as pupils call it (seventeenth round, 2026-12-01): "my school is
 * st marys", "i go to st. john's btw", where the sentence ends after the name. "i go to st ives every
 * summer" goes on, and "st marys hospital" is no school.
 */
const SAINTS_SCHOOL =
  /\b(?:i\s+(?:go|am\s+going|'?m\s+going)\s+to|my\s+school\s*(?:'s|\s+is))\s+st\.?\s+[a-z]+(?:'?s)?(?=\s*(?:$|[.!?,;]|(?:btw|lol|haha|x+|tho|though)\b))/i;
/** A college an adult may name in passing: found with a school year (a sixth-former's) or an invitation. */
const COLLEGE = /\bcollege\b/i;
const WITH_SCHOOL_YEAR = new RegExp(`\\b${SCHOOL_YEAR}\\b`, "i");
/** "come find me at kings college", "come meet me at leeds uni": any place of study, with an invitation. */
const FOUND_AT_SCHOOL = new RegExp(
  `${FIND_ME}\\s+(?:${SCHOOL_NAME}|(?!${NOT_A_SCHOOL_NAME}\\b)[a-z'-]+\\s+(?:uni|university)\\b|the\\s+university\\s+of\\s+[a-z]+)`,
  "i",
);

/** The self-identifying details in `text`, each as the words that give it. */
export function selfIdentifyingIn(text: string): PersonalDetail[] {
  const read = text.replace(/[’‘]/g, "'");
  const found: PersonalDetail[] = [];
  const name = NAME_TO_SEARCH.exec(read);
  if (name) found.push({ kind: "handle", text: name[0] });
  const workplace = WORKPLACE.exec(read);
  if (workplace) found.push({ kind: "address", text: workplace[0] });
  const school = SCHOOL.exec(read);
  if (school && (!COLLEGE.test(school[0]) || WITH_SCHOOL_YEAR.test(read)))
    found.push({ kind: "address", text: school[0] });
  const saints = SAINTS_SCHOOL.exec(read);
  if (saints) found.push({ kind: "address", text: saints[0] });
  for (const detail of nameAndStreetIn(read)) found.push(detail);
  const invited = FOUND_AT_SCHOOL.exec(read);
  if (invited) found.push({ kind: "address", text: invited[0] });
  return found;
}
