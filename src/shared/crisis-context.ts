/**
 * What the words around a rule's match say about it: whether it is negated (a gentle check-in,
 * not an alarm), a story of the past or of recovery (no signal), or about someone else — a friend,
 * a character, the news (no signal for the writer; the Crisis Counselor persona still answers kindly
 * what the person shares). Text is normalised (crisis-text.ts): clauses are separated by " . ".
 */
import { WORN_OUT } from "./crisis-hyperbole.js";
import { LATER, WEEKDAY } from "./crisis-rules/vocabulary.js";
import { collapse, phrase } from "./crisis-text.js";
import type { CrisisCategory } from "./crisis-types.js";

const words = (list: string): Set<string> => new Set(list.split(" ").map(collapse));

const FIRST_PERSON = /* @__PURE__ */ words("i im ive id ill me myself");
const OTHER_PERSON = /* @__PURE__ */ words(
  "we were weve wed us he she they hes shes theyre theyve theyd him his her them himself herself themselves someone somebody " +
    // people the writer may speak about
    "friend bestie mom mum mother dad father parent brother sister sibling cousin uncle aunt son daughter " +
    "kid child partner boyfriend girlfriend bf gf husband wife ex roommate flatmate classmate coworker " +
    "colleague teacher neighbour neighbor grandfather grandmother grandma grandpa nan boy girl man woman guy " +
    "person people patient student teen soldier queen king lovers celebrity singer rapper " +
    // animals the writer may speak about: "my cat bit my arm till it bled" is the cat's doing
    "cat dog puppy kitten pet hamster rabbit parrot horse " +
    // fiction, media and study
    "movie film book novel show episode series song lyrics game anime character narrator villain hero plot " +
    "scene story article news headline podcast documentary study report essay statistics lecture poem play " +
    "ballad storyline campaign wizard speech video",
);
/** Verbs that introduce someone else's words: what follows them is quoted, not the writer's own. */
const REPORTING = /* @__PURE__ */ words(
  "said says saying say told tells telling posted wrote writes texted go goes sang sings asked threatened",
);

export const NEGATION = /* @__PURE__ */ phrase(
  "\\b(?:not|dont|doesnt|didnt|never|wont|wouldnt|isnt|aint|havent|hasnt|no longer|nor|stoped|quit)\\b",
);
/** A clause set in a past that is over: "I used to", "years ago", "when I was 16", "back then". */
const DISTANT_PAST = /* @__PURE__ */ phrase(
  "\\b(?:used to|years? ago|months ago|last (?:year|winter|summer|spring|autumn|fal)|back then|when i was|" +
    "in (?:high school|midle school|colege|uni|university)|i once|as a (?:kid|teen|teenager|child)|that night|in the past)\\b",
);
/** The present breaking into a story: "I used to want to die and now I want to again". */
const PRESENT_AGAIN = /* @__PURE__ */ phrase("\\b(?:again|now|lately|these days|stil)\\b");
/** Words of recovery that turn a negated statement into a story: "I don't self-harm anymore". */
const RECOVERY = /* @__PURE__ */ phrase(
  "\\b(?:anymore|any more|no longer|stoped|clean|recovery|recovered|beter|helped|proud|glad|grateful|survived|" +
    "hope|healed|in (?:a |\\w+ )?(?:year|month|week)s?)\\b",
);

/** Recovery told as it is now: "two years clean from self harm", "in recovery from", "got through". */
const RECOVERY_NOW = /* @__PURE__ */ phrase(
  "\\b(?:clean|free) (?:from|of)\\b|\\brecovery from\\b|\\bin recovery\\b|\\bgot through\\b|" +
    "\\b(?:days|weks|months|years) (?:clean|free|without)\\b|\\bthrew (?:away|out) my\\b",
);

/** Recovery broken: "i was clean for a month and i relapsed". */
const RELAPSE = /* @__PURE__ */ phrase("\\b(?:relaps\\w*|broke my streak|slip(?:ed)? up|started again)\\b");

/**
 * What "going to" names when it is not a place (2026-11-30, twelfth round): the verbs a goodbye or an
 * absence goes on with ("going to miss you all", "going to end it", "going to sleep"), heaven and
 * hell, and the words that begin a longer phrase ("going to a better place", "going to be with").
 */
const NOT_A_PLACE =
  "(?:be|do|die|end|go|leave|disappear|vanish|jump|try|sleep|rest|stop|quit|overdose|break|crash|snap|cry|drown|hang|miss|kill|cut|hurt|" +
  "say|make|get|have|take|let|need|see|give|finish|suffer|fall|fade|lose|lie|hide|run|walk|drive|pass|pray|burn|bleed|shoot|stab|sink|" +
  "swim|float|drink|swallow|sit|stand|climb|wait|wander|" +
  "heaven|hell|a|an|the|my|your|his|her|their|our|this|that|bed|now|tonight|tomorrow|soon|just|finally|really|actually|never)";
/**
 * A journey named (2026-11-30, twelfth round): "going to australia", "going back to poland to see my
 * family", "i'm emigrating", "travelling around asia", "flying to new york". One word after "going
 * to", a place as the writer names it, ending the clause or followed by what is done there.
 */
const JOURNEY =
  "emigrat\\w*|relocat\\w*|travel\\w*|fly(?:ing)? (?:to|out|home|back)|" +
  `going (?:back |over |out |home )?to (?!${NOT_A_PLACE}\\b)\\w+(?= \\.| $| to (?:se|visit|stay|live|work|study)\\b| (?:for|with|next|in|on|after|til|until)\\b)`;

/**
 * Everyday occasions named in a message, which explain some rules' words as often as a crisis does
 * (`explainedByOccasion`): a reason for an ordinary absence or goodbye ("see you tomorrow", "I'm on
 * holiday"), a big day ("today is the day! job interview at 10"), a place one would rather leave
 * ("I don't want to be here, this party is boring").
 */
/** Said when leaving for a while, read alike by LEAVING and NEAR_TIME. */
const SEE_YOU = "se (?:you|ya)(?! on the other side)";
const FOR_A_WHILE = "for (?:a|the|two|thre|a few|a couple of) (?:days|wek|weks|weekend|nights|month|months)";
const LEAVING = /* @__PURE__ */ phrase(
  `\\b(?:${SEE_YOU}|talk (?:son|later|tomorow)|mesage you later|cal (?:you|her|him|them) later|` +
    "holiday|vacation|trip|flight|exams?|camping|work|appointment|dentist|doctor|wedding|party|visiting|out of town|concert|festival|shift|sick|ofice|meting|coleagues|coworkers|team|gym|moving|move|new job|" +
    "app|online|ofline|busy|abroad|signing of|loging of|bed|godnight|slep (?:wel|tight)|swet dreams|neighbours|for now|" +
    `beach|plane|airport|${FOR_A_WHILE}|` +
    "overseas|deployed|deployment|company|job|staying (?:at|with|over)|sleepover|at (?:my|a) \\w+s(?: house| place)?|" +
    "(?:be |im |il be )?back (?:in|on|next|after|son|tomorow)|last shift|leaving do|retir\\w*|working (?:with|here|at)|" +
    // A last day of something named ("my last day at work", "of term"), not "my last day" alone, which
    // sums up a life as readily (2026-11-30, eighth round); work handed over ("handing the project over").
    "last day (?:at|of|in|on|before)|hand(?:ing|ed)? (?:it |this |that |the \\w+ |everything )?over|handover|" +
    `${JOURNEY})\\b`,
);
const BIG_DAY = /* @__PURE__ */ phrase(
  "\\b(?:interview|exams?|results|wedding|party|birthday|graduation|presentation|surgery|operation|appointment|" +
    "move|moving|flat|apartment|house|trip|flight|holiday|vacation|concert|festival|gig|match|race|marathon|launch|deadline|first day|" +
    // A night out or in (2026-12-01, nineteenth round): "tonight is the night! first date in years".
    "first date|a date|date night|game|final|premiere|proposing|proposal|dinner|show)\\b",
);
const PLACE = /* @__PURE__ */ phrase(
  "\\b(?:party|work|ofice|schol|clas|lecture|meting|wedding|gym|diner|this (?:place|town|city|house|job|bar|club))\\b",
);

/**
 * What explains being gone, or it all being over, by a near time (2026-11-30, eighth round): "by this
 * time tomorrow i'll be gone on holiday", "by tomorrow it will all be over, the exam i mean", "this
 * time next week i won't exist, finals week lol". The big days, and the absences and the study, work
 * and sport a near time is set by; not LEAVING's "sick", "busy" or "bed", which distress says as often.
 */
const NEAR_TIME = /* @__PURE__ */ phrase(
  `${BIG_DAY.source}|\\b(?:shift|early shift|night shift|work trip|new job|exams|finals|deadlines|test|tests|revision|asignment|esay|clas|gym|workout|training|practice|` +
    "camping|abroad|overseas|airport|plane|flights|beach|vacation|on (?:holiday|the road)|staying (?:at|with)|of to|driving|flying|visiting|travel\\w*|lease|" +
    "christmas|easter|new year|uni|schol|colege|term|semester|election|contract|project|at my \\w+s|my \\w+s (?:house|place)|" +
    `${FOR_A_WHILE}|${SEE_YOU}|(?:be |im |il be )?back (?:in|on|next|after|son|tomorow|home)|` +
    // What "it all ends tonight" may be said of: a series, a season, a match (2026-11-30, ninth round).
    "episode|finale|season|series|the show|the match|the game|cup final|the final (?:is|on|tonight)|" +
    // What wears a person out by a day (2026-11-30, twelfth round): "i'll be dead by friday lol, so
    // much work", "this hangover is brutal" (crisis-hyperbole.ts).
    `${WORN_OUT})\\b`,
);

/**
 * A return named after "my last day" (2026-11-30, eleventh round): "this is my last day, see you all
 * on monday", "back on the 4th" (read "the ath": leetspeak turns 4 into a), "see you all next term". Not
 * "see you on the other side", nor "soon" or "later", which a goodbye for good says as well.
 */
const RETURNING = /* @__PURE__ */ phrase(
  "\\b(?:se (?:you|ya|u)(?: al| guys| everyone| lot)?|(?:il be |im |be )?back) (?:on |in |next |after |at )?" +
    `(?:${WEEKDAY}|tomorow|next (?:wek|month|term|year|time|semester)|the (?:\\w{0,2}(?:st|nd|rd|th)|new year|holidays|break|weekend)|` +
    "term|january|february|march|april|may|june|july|august|september|october|november|december|after (?:the )?(?:holidays?|break|christmas|new year|weekend))\\b",
);
/**
 * Clauses that say nobody will care or notice (2026-11-30, eleventh round): an occasion named in them
 * ("by tomorrow i'll be gone, nobody at uni will care") is where nobody will miss the writer, not the
 * occasion that explains the words.
 */
const NOBODY_WILL_CARE = /* @__PURE__ */ phrase(
  "\\b(?:nobody|no one|noone|no body)\\b[^.]*\\b(?:care|cares|notice|mis|realise|realize|even know)\\b|\\bwont (?:even )?(?:notice|care|mis me)\\b",
);
/**
 * A time further off said as the time one is gone by: "by christmas", "before my birthday" (LATER,
 * crisis-rules/vocabulary.ts) is not christmas or a birthday as an occasion (2026-11-30, eleventh round).
 */
const AS_THE_TIME = /* @__PURE__ */ phrase(`\\b(?:by|before|til|until) ${LATER}\\b`, "g");

/** Words that make it final, which no occasion explains: "I won't be here much longer". */
const FOR_GOOD = /* @__PURE__ */ phrase("\\b(?:anymore|any more|for god|forever|much longer|ever again)\\b");

/** Rules beside the farewells, with the occasions that explain their words. */
const EXPLAINED_BY: Readonly<Record<string, RegExp>> = {
  "tonight-is-the-night": BIG_DAY,
  "it-will-happen-on": BIG_DAY,
  "going-through-with-it": BIG_DAY,
  "dont-want-to-be-here": PLACE,
  // Preparation said in words a trip, a move or an operation explains as often (crisis-rules/affairs-and-means.ts).
  "where-im-going": LEAVING,
  "remember-me-by": LEAVING,
  "loose-ends": LEAVING,
  "arranged-care": BIG_DAY,
  // Gone, or it all over, by a near time (crisis-rules/near-time.ts).
  "gone-by": NEAR_TIME,
  "over-soon": NEAR_TIME,
  // "my last day" with a return named after it (2026-11-30, eleventh round).
  "my-last-day": RETURNING,
};

/**
 * Farewells that stand on their own ("this is my last message"): an occasion elsewhere in the message
 * ("thank you for the chats at work") does not explain them; their patterns leave out the bounded
 * ones ("my last message tonight"), and "logging off for the last time" names its own leaving.
 */
const FINAL_FAREWELLS = new Set(["last-message", "for-the-last-time"]);

/** Whether the message names an everyday occasion that explains this rule's words. */
export function explainedByOccasion(rule: string, category: CrisisCategory, text: string): boolean {
  const occasion = EXPLAINED_BY[rule] ?? (category === "farewell" && !FINAL_FAREWELLS.has(rule) ? LEAVING : null);
  if (occasion === null || FOR_GOOD.test(text)) return false;
  const said = text
    .split(" . ")
    .filter((clause) => !NOBODY_WILL_CARE.test(clause))
    .join(" . ")
    .replace(AS_THE_TIME, " ");
  return occasion.test(said);
}

/** Topical phrases that name the subject, not a person's state: "suicide prevention". */
export const TOPICAL = /* @__PURE__ */ phrase(
  "\\bsuicide (?:squad|prevention|awareness|rates?|statistics|research|risk)\\b|\\bsuicidal ideation\\b|\\bmurder ?suicide\\b",
  "g",
);

export interface MatchContext {
  negated: boolean;
  story: boolean;
  otherPerson: boolean;
}

const tokens = (text: string): string[] => text.split(" ").filter(Boolean);
const isOther = (word: string): boolean => OTHER_PERSON.has(word) || OTHER_PERSON.has(word.replace(/s$/, ""));

/** Whom one word names: the writer ("i", "myself"), someone else ("she", "my friend", "the movie") or nobody. */
export const personOf = (word: string): "self" | "other" | undefined =>
  FIRST_PERSON.has(word) ? "self" : isOther(word) ? "other" : undefined;

/** The nearest person named before the end of `before`, within its clause: "self", "other" or none. */
function nearestPerson(before: string): "self" | "other" | undefined {
  const clause = tokens(before.slice(before.lastIndexOf(" . ") + 1));
  for (const word of clause.reverse()) {
    const person = personOf(word);
    if (person) return person;
  }
  return undefined;
}

/**
 * Someone else's words: "my friend keeps saying kms", "the lyrics go, 'I want to die'". The
 * reporting verb is in the same clause, or ends the clause before (a quotation after a comma).
 */
function reportedSpeech(before: string): boolean {
  const previous = tokens(before).slice(-30);
  const clauseStart = previous.lastIndexOf(".");
  const candidates = previous.map((word, index) => ({ word, index })).filter(({ index }) => index > clauseStart);
  if (clauseStart > 0) candidates.push({ word: previous[clauseStart - 1] ?? "", index: clauseStart - 1 });
  return candidates.some(
    ({ word, index }) => REPORTING.has(word) && nearestPerson(previous.slice(0, index).join(" ")) === "other",
  );
}

/** How to read the match at [start, end) of the normalised text; `self` when its words name the writer. */
export function readContext(text: string, start: number, end: number, self: boolean): MatchContext {
  const before = text.slice(0, start);
  const clauseStart = before.lastIndexOf(" . ");
  const clauseEnd = text.indexOf(" . ", end);
  const clause = text.slice(clauseStart < 0 ? 0 : clauseStart, clauseEnd < 0 ? text.length : clauseEnd);
  // Negation scopes a few words back within the clause: "I'm not going to hurt myself", but not
  // "I don't know what to do, I want to die".
  const lead = tokens(before.slice(clauseStart < 0 ? 0 : clauseStart + 3))
    .slice(-4)
    .join(" ");
  const negated = NEGATION.test(` ${lead} `);
  const story =
    (DISTANT_PAST.test(clause) && !PRESENT_AGAIN.test(clause)) ||
    (RECOVERY_NOW.test(clause) && !RELAPSE.test(clause)) ||
    (negated && RECOVERY.test(text));
  const otherPerson = reportedSpeech(before) || (!self && nearestPerson(before) === "other");
  return { negated, story, otherPerson };
}
