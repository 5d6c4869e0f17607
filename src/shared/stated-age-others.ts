/**
 * Whether a message that names a school class or an age with no "i'm" ("8th grade is the worst",
 * "being 15 sucks") speaks of someone other than the writer, or of the writer's past: a parent or a
 * teacher says the same words of a child or pupils ("9th grade is brutal, she cries every night", "my
 * year 9s", "15 is such a hard age, my son barely talks to me"), an adult of a memory ("i remember it
 * well"). Read by the class lived through (stated-age-stages.ts) and the age as a subject
 * (stated-age-subject.ts); a false alarm ends an adult's chat.
 */

/**
 * Anywhere in the message, a child, a younger relative or pupils of the writer's ("my son", "my year
 * 9s", "my nephew"), the kids wished luck ("good luck to all the kids"), or a memory ("i remember it
 * well", "back then", "glad that's behind me").
 */
const THEIRS_OR_PAST =
  /\b(?:(?:my|our)\s+(?:(?:little|youngest|eldest|oldest|teenage)\s+)?(?:son|daughter|kids?|child|children|students|pupils|class|step-?son|step-?daughter|nephew|niece|grandson|granddaughter|grandkids|year\s*\d+s|\d+(?:st|nd|rd|th)\s+graders)|remember|back\s+then|used\s+to|years\s+ago|looking\s+back|when\s+i\s+was|in\s+my\s+day|behind\s+me|good\s+luck\s+to\s+(?:all\s+)?the\s+kids)\b/;

/**
 * A third person going through it, as a parent or a teacher tells it: "she cries every night", "he's
 * so anxious", "they're all so hormonal", "he won't do his homework", "she barely sleeps", "he won't
 * get out of bed", "rough on her", "go easy on him". A pupil names others too, but as what they do to
 * the writer ("he won't stop picking on me", "they're all so mean to me"), or as going through it
 * with the writer ("she's so stressed too"), which this leaves read.
 */
const ANOTHER_GOING_THROUGH = new RegExp(
  "\\b(?:(?:she|he|they)(?:'s|'re|\\s+is|\\s+are|\\s+has\\s+been|\\s+keeps)?\\s+(?:(?:so|really|always|constantly|still|just|all|barely|hardly|completely)\\s+)*" +
    "(?:cries|crying|struggl\\w*|stressed|anxious|exhausted|overwhelmed|miserable|hormonal|in\\s+tears|hates\\s+it|can'?t\\s+cope|comes\\s+home\\s+in\\s+tears|" +
    "(?:won'?t|doesn'?t|don'?t|refuses\\s+to|never)\\s+(?:do\\s+(?:his|her|their)\\s+homework|get\\s+out\\s+of\\s+bed|eats?|sleeps?|talks?|speaks?|leaves?\\s+(?:his|her|their)\\s+room)|" +
    "(?:barely|hardly)\\s+(?:sleeps?|eats?|talks?|speaks?))(?!\\s+(?:too|as\\s+well)\\b)" +
    "|(?:on|for|killing)\\s+(?:him|her))\\b",
);

/** Whether the message speaks of another's class or age, or of the writer's past. */
export function isAnothersOrPast(line: string): boolean {
  return THEIRS_OR_PAST.test(line) || ANOTHER_GOING_THROUGH.test(line);
}
