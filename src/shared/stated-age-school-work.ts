/**
 * When a school stage or exam the message names is not the writer's as a pupil (stated-age-school.ts):
 * adults name school stages as their work ("i'm in high school admin", "i'm a teacher so i'm in high
 * school every day", "i teach year 11 so i'm in year 11 all week") and as their child's or pupils'
 * ("doing my gcses revision with my son", "i'm in year 10 maths homework hell with my daughter",
 * "doing my gcses with my students"). Held as minors, they lose their chat until a moderator looks.
 *
 * Each sign is one a pupil does not give of themselves: pupils are in counselling, special ed, the
 * office, sports or mocks, so those are not work; "with my friend", "helping my little sister" and "my
 * mum is a teacher" leave the stage the writer's.
 */
import { matchesIn } from "./matches-in.js";
import { FILLER, I_AM, isHypothetical, SIBLING, SIBLING_KIND } from "./stated-age-words.js";

/**
 * A run-on clause that goes on with a verb after the noun ("im in year 10 staff dont care"): the noun
 * is the subject of what follows, not a job the stage describes.
 */
const VERB_AFTER =
  "\\s+(?:is|are|was|were|isn'?t|aren'?t|don'?t|doesn'?t|didn'?t|won'?t|can'?t|never|always|just|keeps?|hates?|says?|said|told|ignores?|treats?|do|does|did|will|would)\\b";
/**
 * School work right after the stage or exam, as the noun it describes: "high school admin", "secondary
 * school teaching", "year 11 mock marking", "high school sports coaching", "my gcse marking",
 * "middle school staff meetings". Not "teaching myself", which pupils do.
 */
const WORK_AFTER = new RegExp(
  "^\\s+(?:(?:mock|exam|sports?|football|basketball)\\s+)?" +
    "(?:admin(?!'s)|administration|staff|teaching(?!\\s+(?:myself|me)\\b)|teachers?(?:\\s+training)?|education|coaching|marking|moderation|invigilation|drop-?off|management|leadership|safeguarding)\\b" +
    `(?!${VERB_AFTER})`,
);

/** School staff, always followed by a word's end and no "'s": "i'm the teacher's pet" is a pupil. */
const STAFF =
  "(?:teacher|teaching\\s+assistant|head\\s*teacher|headmaster|headmistress|(?:vice\\s+|assistant\\s+)?principal|head\\s+of\\s+year|deputy\\s+head|senco|invigilator|examiner|(?:guidance|school)\\s+counsell?or|dinner\\s+lady|lunch\\s+lady|lollipop\\s+(?:lady|man)|crossing\\s+guard|caretaker|janitor|bus\\s+driver|school\\s+(?:nurse|secretary|receptionist|librarian|governor))";
/**
 * What a teacher is called with up to three words before it: "a supply teacher", "a year 6 teacher",
 * "a year 7 music teacher", "a secondary school chemistry teacher". Only school words and the
 * subjects of a school timetable: a 16-year-old may be "a swim teacher" or "a dance teacher" on weekends.
 */
const STAFF_KIND =
  "(?:supply|cover|substitute|sub|student|trainee|maths?|english|science|history|geography|pe|primary|secondary|school|(?:high|middle)\\s+school|year\\s*\\d+|\\d+(?:st|nd|rd|th)\\s+grade|form|" +
  "music|art|drama|french|spanish|german|chemistry|biology|physics|computing|computer\\s+science|ict|re|rs|dt|sen|psychology|sociology|economics|business)";
/**
 * The writer says they work in a school: "i'm a teacher", "i'm a year 6 teacher", "i teach year 11", "i
 * teach high school", "i work in a secondary school" (a school, not "my school", which is a pupil's).
 */
const WRITER_IS_STAFF = new RegExp(
  `\\b${I_AM}\\s+${FILLER}(?:an?|the)\\s+(?:${STAFF_KIND}\\s+){0,3}${STAFF}\\b(?!'s)|` +
    "\\bi\\s+teach\\s+(?:(?:at|in)\\s+an?\\s+|year\\s*\\d|yr\\s*\\d|grade\\s*\\d|\\d+(?:st|nd|rd|th)\\s+grade|gcse|junior\\s+(?:cert|cycle)|ncea|nat(?:ional)?\\s*5|a\\s+levels?|primary|secondary|(?:high|middle|elementary)\\s+school)|" +
    "\\bi\\s+work\\s+(?:in|at)\\s+an?\\s+(?:[a-z]+\\s+){0,2}school\\b",
  "g",
);

/** Whether the writer, in the present, says they are school staff; "when i'm a teacher" is a wish. */
export function writerWorksInSchool(line: string): boolean {
  for (const match of matchesIn(line, WRITER_IS_STAFF)) if (!isHypothetical(line, match.index)) return true;
  return false;
}

/** The stage's own clause, up to a stop, a comma or a word that starts another ("and", "but", "so"). */
const CLAUSE = "(?:(?!\\b(?:and|but|so|because|cos|cuz|though)\\b)[^.!?,;])*?";
/** Whom a parent or a teacher is at school with: a child or their pupils, never a sibling or a friend. */
const CHILD =
  "(?:son|daughter|kids?|child|children|step-?son|step-?daughter|grandson|granddaughter|grandkids?|twins|students|pupils|year\\s*\\d+s)";
/**
 * In the stage's clause, the one it belongs to: "with my son", "for my daughter", "helping my kids", or
 * the writer there "as a teacher", "as the new art teacher", "as the receptionist", "as a parent", "as a volunteer", "as a mature
 * student", or "for work", "for my job". A pupil's "i'm in year 9 and i help my little brother" has
 * the help in another clause, and a brother besides; a pupil is there "as a student volunteer", "as a
 * prefect", "looking for work" or "for work experience".
 */
const SOMEONE_ELSES = new RegExp(
  `^${CLAUSE}\\b(?:(?:with|for|helping|help)\\s+(?:my|our)\\s+(?:(?:little|youngest|eldest|oldest|teenage)\\s+)?${CHILD}\\b|` +
    `as\\s+(?:an?|the)\\s+(?:(?!(?:student|pupil|young|teen|sixth)\\b)[a-z]+\\s+){0,2}(?:${STAFF}|coach|tutor|secretary|receptionist|administrator|admin|cleaner|nurse|librarian|` +
    `counsell?or|mentor|(?:teaching\\s+)?assistant|chaplain|therapist|psychologist|social\\s+worker|` +
    `parent|mum|mom|dad|governor|volunteer|visitor|mature\\s+student|adult\\s+(?:learner|student)|contractor|electrician|plumber|technician|inspector)\\b(?!'s)|` +
    `(?<!\\b(?:looking|searching|applying|apply|look|search|ready|need|want|money|time)\\s+)for\\s+(?:my\\s+|a\\s+)?(?:work|job)\\b(?!\\s+(?:experience|shadowing|interviews?|applications?|hunt(?:ing)?|fairs?|placements?)\\b))`,
);

/**
 * A school's evening for parents right after the stage, which it names: "i'm in year 7 parents
 * evening tonight", "im in the year 9 options evening", "i'm in 8th grade back to school night". A
 * parent is there, or an older sibling in the parents' place; a pupil says the stage apart from the
 * evening ("i'm in year 7 and parents evening is tonight").
 */
const PARENTS_EVENT_AFTER =
  /^\s+(?:parents?'?\s+(?:evening|night|meeting|consultation)s?|parent[\s-]+teacher\b|options\s+(?:evening|night)|open\s+(?:evening|night|day)|back[\s-]+to[\s-]+school\s+night|information\s+(?:evening|night))\b/;
/**
 * In the stage's clause, a sibling's event the writer is there for: "i'm in high school for my
 * brother's play tonight". A pupil's "i'm in year 9 with my brother" has no event of his.
 */
const FOR_A_SIBLINGS = new RegExp(
  `^${CLAUSE}\\bfor\\s+(?:my|our)\\s+(?:(?:${SIBLING_KIND}|baby)\\s+)?(?:${SIBLING}|sibling|cousin|nephew|niece)'s\\b`,
);

/**
 * Whether what follows a stage or an exam (`rest`) makes it school work or someone else's: "admin"
 * or a parents' evening right after it, or a child, a staff role or a sibling's event in its clause.
 */
export function isWorkOrSomeoneElses(rest: string): boolean {
  return (
    WORK_AFTER.test(rest) || PARENTS_EVENT_AFTER.test(rest) || SOMEONE_ELSES.test(rest) || FOR_A_SIBLINGS.test(rest)
  );
}
