/**
 * How a stranger works out where someone can be found, for the request finder
 * (personal-details-requests.ts), written in the eighth round (2026-11-30) from the rows of
 * personal-details-corpus/must-find-eighth-round.ts: whereabouts asked loosely ("where are you
 * based?", "are you anywhere near leeds?"), a location shared ("drop me a pin", "put me on your snap
 * map"), a meeting offered by its occasion ("we could grab coffee sometime") and the places and times
 * of a person's week ("where do you work?", "what bus do you take home"). Found as personal requests.
 * Distance and closeness said of time, progress and people pass ("how far are you from finishing
 * your degree", "are you close to your sister?"), and so do one's own habits and a supporter's
 * pointing the reader to their own people ("is there someone you could meet for a coffee?").
 */
import { CLAUSE_START, YOU, YOUR } from "./personal-details-request-words.js";

/** What a place can be narrowed to below a country: not "state", which is also how someone feels. */
const REGION = "(?:county|region|province|borough|suburb|district|village|neighbou?rhood)";
/**
 * "where are you based?", "whereabouts in the uk are you", "which part of the country are you in",
 * "what county are you in?", "are you anywhere near leeds?", "how far are you from london", "are you
 * close to the city centre?", "what's the nearest big city to you", "you're not far from me are you?".
 * "which part of the day is hardest", "how far are you into the book", "how far are you from home
 * right now?" (a supporter's), "are you close to your sister?" and "what part of the country are
 * you from?" (like "where are you from?", docs/PRODUCT.md §10) pass.
 */
const WHEREABOUTS = new RegExp(
  [
    `\\bwhere\\s*(?:'?re|\\s+are|\\s+r)\\s+${YOU}\\s+(?:based|located|living)\\b`,
    `\\bwhere\\s*abouts\\s+in\\s+(?:the\\s+)?[a-z]+(?:\\s+[a-z]+)?\\s+(?:are|r|do)\\s+${YOU}\\b`,
    `\\b(?:what|which)\\s+(?:part|side|end|bit)\\s+of\\s+(?:the\\s+)?(?:country|town|city|county|uk|us|usa|state|island|london)\\s+(?:are|r|do)\\s+${YOU}\\s+(?:in|live|at|on)\\b`,
    `\\b(?:what|which)\\s+${REGION}\\s+(?:are|r|do)\\s+${YOU}\\s+(?:in|from|live)\\b`,
    `\\b(?:are|r)\\s+${YOU}\\s+anywhere\\s+(?:near|close\\s+to)\\s+(?!${YOUR}\\b|any\\s?one|some\\s?one|help|(?:a|the)\\s+(?:hospital|doctor|phone|helpline)\\b)[a-z]+`,
    `\\b(?:are|r)\\s+${YOU}\\s+(?:near|close\\s+to)\\s+(?:the\\s+)?(?:city|town)(?:\\s+(?:centre|center))?\\b`,
    `\\bhow\\s+far\\s+(?:are|r|do)\\s+${YOU}\\s+(?:live\\s+)?from\\s+(?!${YOUR}\\b|the\\s+end\\b|home\\b|[a-z]+ing\\b)[a-z]+`,
    `\\b(?:the\\s+)?(?:nearest|closest)\\s+(?:big\\s+|major\\s+)?(?:city|town|village)\\s+to\\s+${YOU}\\b`,
    `\\b(?:${YOU}\\s*(?:'?re|\\s+are|\\s+r)\\s+(?:not\\s+far|near|close)|(?:are|r)\\s+${YOU}\\s+(?:not\\s+)?(?:far|near|close))\\s+(?:from|to)\\s+me\\b`,
  ].join("|"),
  "i",
);
/**
 * "drop me a pin", "share your location with me", "send me your live location", "turn on your
 * location so i can see where you are", "do you use find my friends? add me", "put me on your snap
 * map", "what's your location rn". Sharing a location with someone else is safety advice and passes
 * ("share your location with a friend you trust"), and so does "my mum uses find my friends".
 */
const LOCATION_SHARED = new RegExp(
  [
    `\\b(?:drop|send|share|give)\\s+(?:me\\s+)?(?:a\\s+|${YOUR}\\s+)?(?:pin|(?:live\\s+|exact\\s+)?location|loc)\\b(?!\\s+with\\s+(?!me\\b))`,
    `\\b(?:turn|switch|put)\\s+(?:on\\s+)?${YOUR}\\s+(?:location|loc|gps)(?:\\s+on)?\\b[^.!?]{0,20}?\\b(?:so\\s+(?:that\\s+)?i|for\\s+me|i\\s+(?:can|wanna|want))\\b`,
    `\\b(?:(?:do|d)\\s+${YOU}\\s+(?:use|have)|(?:are|r)\\s+${YOU}\\s+on|add\\s+me\\s+on|put\\s+me\\s+on)\\s+(?:${YOUR}\\s+)?(?:find\\s+my\\s+(?:friends|iphone)|snap\\s*maps?|life\\s?360)\\b(?!\\s+with\\b)`,
    `\\bwhat(?:'?s|\\s+is)\\s+${YOUR}\\s+(?:live\\s+|exact\\s+|current\\s+)?(?:location|loc|gps)\\b`,
  ].join("|"),
  "i",
);
/** An outing for two. */
/** An outing for two; since the fifteenth round (2026-12-01) also the treats the young go out for. */
const OUTING =
  "(?:coffee|coffees|drinks?|pint|beer|walk|lunch|dinner|food|bite|meal|breakfast|brunch|date|bubble\\s+tea|boba|ice\\s*cream|milkshakes?)";
/** When a casual meeting would be: some day, or in person. */
const SOME_DAY =
  "(?:sometime|some\\s+time|one\\s+day|some\\s?day|one\\s+of\\s+these\\s+days|soon|this\\s+weekend|irl|in\\s+person|in\\s+real\\s+life)";
/**
 * A meeting offered to the reader by its occasion: "we could grab coffee sometime", "let's get a
 * drink this weekend, just us", "we should go for a walk together one day", "fancy lunch sometime?",
 * "i could take you out for dinner sometime". "is there someone you could meet for a coffee this
 * week?", "maybe go for a walk with someone you trust" and "do you want to get food first?" (advice
 * to eat) propose no outing with the writer, and pass. Since the fourteenth round (2026-12-01) also a
 * meeting proposed by its casual verbs with an occasion or a "sometime": "wanna meet for coffee
 * sometime?", "we should link up sometime x", "fancy meeting up for a coffee?", "u wanna hang
 * sometime?", "i'd love to meet you for coffee", "meet me for a drink sometime?". Meetings told of
 * or with others ("i met my friend for coffee today", "we used to meet for drinks", "my mum wants to
 * link up with my aunt", "do you have someone you could meet for coffee?") pass.
 */
const MEET_CASUALLY =
  "(?:meet(?:ing)?(?:\\s+up)?|hang(?:ing)?(?:\\s*out)?|link(?:ing)?\\s+up|get(?:ting)?\\s+together)";
const OUTING_OFFERED = new RegExp(
  [
    `\\b(?:we\\s+(?:could|should|can|gotta|must)|(?:can|could|shall|should)\\s+we|let'?s)\\s+(?:go\\s+(?:for|out\\s+for)|grab|get|have)\\s+(?:a\\s+|some\\s+)?${OUTING}\\b`,
    `(?:\\b(?:do\\s+)?${YOU}\\s+|${CLAUSE_START})(?:wanna|want\\s+to|fancy)\\s+(?:go\\s+(?:for|out\\s+for)|grab|get|have)\\s+(?:a\\s+|some\\s+)?${OUTING}\\s+(?:with\\s+me|together|${SOME_DAY})\\b`,
    `\\bfancy\\s+(?:a\\s+)?${OUTING}\\s+(?:sometime|some\\s+time|soon|this\\s+weekend|tomorrow|tonight|later|with\\s+me)\\b`,
    `(?:\\b(?:we\\s+(?:should|could|can|gotta|must)|(?:can|could|shall|should)\\s+we|let'?s|(?:do\\s+|would\\s+)?${YOU}\\s+(?:wanna|want\\s+to|fancy)|i\\s*'?d\\s+(?:love|like)\\s+to)|${CLAUSE_START}(?:wanna|want\\s+to|fancy))\\s+${MEET_CASUALLY}(?:\\s+(?:with\\s+)?(?:${YOU}|me))?\\s+(?:for\\s+(?:a\\s+|some\\s+)?${OUTING}|${SOME_DAY})\\b`,
    `${CLAUSE_START}meet\\s+(?:me|up)\\s+for\\s+(?:a\\s+|some\\s+)?${OUTING}\\b`,
    // Fifteenth round (2026-12-01): a meeting wished for ("would be cool to meet irl one day"; "…to
    // meet up one day with my old friends" passes), and the reader asked along ("come chill with me").
    `\\b(?:it\\s*'?d|it\\s+would|would|'d)\\s+be\\s+(?:so\\s+|really\\s+|pretty\\s+)?(?:cool|nice|great|fun|amazing|lovely|awesome|good)\\s+to\\s+${MEET_CASUALLY}(?:\\s+(?:with\\s+)?${YOU})?\\s+${SOME_DAY}\\b(?!\\s+with\\b)`,
    `(?:\\b${YOU}\\s+(?:should|could|can|wanna|want\\s+to)\\s+|${CLAUSE_START})come\\s+(?:and\\s+)?(?:chill|hang(?:\\s*out)?)\\s+with\\s+me\\b`,
    `\\bi(?:\\s*'?ll|\\s+(?:can|could|will|would|wanna|want\\s+to))\\s+(?:take|buy)\\s+${YOU}\\s+(?:out\\b|for\\s+(?:a\\s+)?${OUTING}\\b|(?:a\\s+)?${OUTING}\\b)`,
  ].join("|"),
  "i",
);
/** Where a person spends their week, where they could be waited for. */
const HAUNT = "(?:gym|pub|bar|cafe|café|coffee\\s+shop|church|mosque|temple|club|supermarket|park|library)";
/**
 * The places and times of someone's week: "where do you work?", "which company do you work for",
 * "what gym do you go to", "when do you finish school today?", "what time do you leave work", "what
 * bus do you take home", "do you have your own room?", "when are you usually on your own at home".
 * "what kind of work do you do?", "do you go to the gym?", "when does your term finish?" and "what
 * time do you usually go to bed?" ask about a life, not where or when to find it, and pass; so does
 * "what time do you finish work?", which a supporter asks of someone worn out. Where the reader hangs
 * out is asked since the twelfth round; "where do you go when you need to clear your head?" passes.
 */
const ROUTINE = new RegExp(
  [
    `\\bwhere\\s+(?:do|d)\\s+${YOU}\\s+work(?=\\s*(?:$|[?!.,]|(?:rn|now|atm|at\\s+the\\s+moment|these\\s+days)\\b))`,
    `\\b(?:what|which)\\s+(?:company|firm|shop|store|office|hospital|restaurant|branch)\\s+(?:do|d)\\s+${YOU}\\s+work\\s+(?:for|at|in)\\b`,
    `\\b(?:what|which)\\s+${HAUNT}\\s+(?:do|d)\\s+${YOU}\\s+(?:go\\s+to|use|train\\s+at|drink\\s+at|hang\\s*out\\s+(?:at|in)|chill\\s+(?:at|in))\\b`,
    // Twelfth round (2026-12-01): where the reader spends free time ("where do u hang out").
    `\\bwhere\\s+(?:do|d)\\s+${YOU}\\s+(?:(?:usually|normally|guys|and\\s+${YOUR}\\s+(?:friends|mates))\\s+)?(?:hang\\s*out|chill|go\\s+(?:out|after\\s+school|on\\s+(?:the\\s+)?weekends?)|spend\\s+${YOUR}\\s+(?:weekends|evenings|free\\s+time))\\b`,
    `\\b(?:what\\s+time|when)\\s+(?:do|d|does|will)\\s+${YOU}\\s+(?:finish\\s+(?:school|college|class)|(?:leave|get\\s+out\\s+of|walk\\s+home\\s+from)\\s+(?:school|work|college|class|practice|training|the\\s+office))\\b`,
    `\\b(?:what|which)\\s+(?:bus|train|tube|route|way)\\s+(?:do|d)\\s+${YOU}\\s+(?:take|get|catch|walk)\\s+(?:home|to\\s+(?:school|work))\\b`,
    `\\b(?:do|d)\\s+${YOU}\\s+have\\s+${YOUR}\\s+own\\s+(?:room|bedroom)\\s*(?:$|[?!.,])`,
    `\\bwhen\\s+(?:are|r)\\s+${YOU}\\s+(?:(?:usually|normally|ever)\\s+(?:on\\s+${YOUR}\\s+own|alone|by\\s+(?:yourself|urself))\\b|(?:on\\s+${YOUR}\\s+own|alone|by\\s+(?:yourself|urself))(?:\\s+at\\s+home)?\\s*\\?)`,
  ].join("|"),
  "i",
);

export const LOCATING = [WHEREABOUTS, LOCATION_SHARED, OUTING_OFFERED, ROUTINE];
