/** What every crisis rule is made of: the rule's shape and the word groups the rules share. */
import type { CrisisCategory, CrisisTier } from "../crisis-types.js";
import { phrase } from "../crisis-text.js";

export interface Rule {
  rule: string;
  category: CrisisCategory;
  tier: CrisisTier;
  pattern: RegExp;
  /** The words name the writer themselves; no subject needs reading. */
  self: boolean;
}

export const SELF = "(?:myself|my self|meself|my own self|myslef|mysef|myselve)";
export const KILL = "(?:kill|kl)";
export const INTENT =
  "(?:want|wanted|wanting|wants|wanna|wana|wan|wnt|need|going|gonna|gona|gunna|goin|finna|ima|imma|bout|about|abt|tryna|ready|planning|plan|decided|tempted|urge|" +
  "wish i could|could|might|will|would|should|have to|gotta|cant wait|thinking (?:about|of)|think about|" +
  "thought about|keep thinking (?:about|of)|fantasi[sz]ing about|considering|imagining)";
export const TO = "(?: to)?(?: just)?(?: go)?";
/** An urge said as a feeling: "I feel like jumping off the roof" (not an intent word alone). */
export const FEEL_LIKE = "(?:feel like|feeling like)";
export const PILLS =
  "(?:pils?|meds|medication|tablets|sleeping pils|sleeping tablets|painkilers|antidepresants|anti depresants|paracetamol|tylenol|ibuprofen|aspirin|co codamol|codeine|sertraline|benzos|opioids|xanax|insulin)";
/** Places to fall from, and vehicles to step in front of: never "on the bus" or "in the car". */
export const HEIGHT =
  "(?:bridge|roof|rof|rooftop|ledge|building|tal building|high place|balcony|cliff|cliffs|parking garage|car park|carpark|multi storey|multistorey|top flor|skyscraper|tower|window|overpas|flyover|motorway bridge|quary|dam)";
/** A day of the week: "monday" … "sunday". */
export const WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
export const VEHICLE = "(?:train|bus|car|truck|lory|trafic|oncoming trafic)";
export const MEANS_PLACE =
  "(?:bridge|roof|rof|ledge|building|tal building|high place|balcony|cliff|tracks|train|bus|car|parking garage|tower)";
export const WHEN =
  `(?:tonight|tomorow|today|this weekend|this week|next week|on ${WEEKDAY}|at midnight|` +
  "after|before|when|once|on my birthday|this time|for real|soon)";
/** When "do it" is a plan: a time, or a moment alone; not "after lunch". */
export const DO_IT_WHEN =
  `(?:tonight|tomorow|today|this weekend|this wek|next wek|on ${WEEKDAY}|at midnight|` +
  "this time|for real|soon|on my birthday|before (?:new year|christmas|my birthday|the weekend)|" +
  "(?:when|after|once) (?:everyone|everybody|nobody|no one|the house|my parents|they|the kids|its dark|im alone))";
/**
 * A near time something will be so by (2026-11-30, eighth round): "by tomorrow", "this time next
 * week", "by friday", "in a few hours"; written to follow "by", "after" or "in", or to stand alone.
 */
export const NEAR =
  "(?:(?:this time |the end of )?(?:tomorow|next wek|the wek|this wek)(?: morning| night)?|this time tomorow|tonight|the morning|morning|" +
  `the weekend|this weekend|the end of (?:the|this) (?:day|wek|month)|midnight|then|${WEEKDAY}(?: night| morning)?|` +
  "(?:a|an|a few|a couple of|two|thre) (?:hours?|days))";
/** A day named on its own as when: "saturday", "friday night", "this weekend". */
export const DAY = `(?:tonight|tomorow(?: night)?|today|this weekend|next wek|${WEEKDAY}(?: night| morning)?)`;
/**
 * What an everyday plan is to do (2026-11-30, eleventh round): "i made a plan to revise every evening",
 * "a plan to meet at 6". After "a plan to", what is not a plan to die.
 */
export const EVERYDAY_AIM =
  "revise|study|met|mete|se|visit|go (?:to|on|out|shoping|for|back)|get (?:fit|beter|up|a|my|the|back|in|out|through|more)|save|start|fix|finish (?:my|the|this)|" +
  "clean|eat|work|learn|train|run|lose weight|make (?:money|diner|lunch|it work|friends)|buy|pay|cal|text|move|tidy|cook|read|write|travel|apply|ask|talk|do (?:my|the|some|more|beter)";
/**
 * A time further off that one may be gone by (2026-11-30, eleventh round): "by christmas i'll be gone",
 * "i'll be dead by my birthday", "by next month". Read after "by" (or "before"); as an occasion
 * (crisis-context.ts) only when not the time one is gone by.
 */
export const LATER =
  "(?:christmas|xmas|new year|new years|easter|my birthday|next month|the end of (?:the|this) year|the new year|sumer|the sumer)";
/** Heights a person may stand at the edge or on top of; not "the building" alone (an office). */
const LEDGE =
  "(?:bridge|roof|rof|rooftop|ledge|window ledge|balcony|cliff|parking garage|tower|overpas|tal building|high place)";
/** Being where one could fall or be hit: "the roof", "the edge of the cliff", "the train tracks". */
export const AT_PLACE =
  `(?:(?:the |a |this |my )?(?:top|edge) of (?:the |a |this |my |that )?(?:${LEDGE}|building|tal building)|` +
  `(?:the|a|this|my|that) (?:${LEDGE}|edge|tracks|train tracks|railway|railway tracks|railway line|platform edge))`;
export const GONE =
  "(?:gone|dead|not here|not around|wasnt alive|not alive|dying|never born|never existed|didnt exist|wasnt here|wasnt around)";
/** Tools of self-harm, and the parts of the body they are used on (self-harm.ts, self-harm-marks.ts). */
export const TOOL = "(?:blade|blades|razor|razors|knife|lighter|scisors|compas|sharpener blade|glas|shard)";
export const BODY =
  "(?:arm|arms|forearm|thigh|thighs|leg|legs|skin|wrist|wrists|stomach|hip|hips|body|chest|ankles?|shoulders?)";
/** Words of self-harm, by act: what is relapsed into, craved, hidden or counted. */
export const SELF_HARM_ACT = "(?:self harm|cuting|cut|burning myself|hurting myself|hiting myself|scratching|carving)";
/** After medicine kept back: not kept for a trip, an emergency or as a spare ("for my holiday"). */
export const NOT_FOR_A_TRIP = "(?![^.]{0,30}\\b(?:trip|holiday|travel|flight|in case|emergency|spare)\\b)";
/**
 * After things given away: a reason that makes it everyday (to charity, before a move, outgrown,
 * replaced, never used: "gave away my guitar, i never played it"), or a handover at work. Read by the
 * two rules of things given away (preparation-and-farewell.ts, wider-acts.ts).
 */
export const EVERYDAY_GIVING =
  "(?! (?:to (?:charity|a charity|the charity|godwil)|because|since|for (?:christmas|her|his|their)))" +
  "(?![^.]{0,60}\\b(?:charity|charity shop|op shop|thrift|move|moving|moved|declutter\\w*|clear(?:ing)? out|outgrown|outgrew|dont fit|new (?:one|ones|flat|house|place)|wont fit|van|upgrad\\w*|marketplace|ebay|vinted|gumtree|work|job|replacement|handover|team|ofice|coleague|coworker|bought|(?:never|dont|didnt|barely) (?:play|played|use|used|wear|wore|read))\\b)";
/** After a look-up: not of a game, homework, a story or a pet ("for my biology homework"). */
export const NOT_ONESELF =
  "(?![^.]{0,40}\\b(?:game|minecraft|essay|homework|assignment|class|biology|project|book|novel|movie|show|documentary|patient|dog|dogs|cat|cats|plant|plants|fish|foraging|mushrooms)\\b)";

/**
 * A pet, a child or a plant minded for a while, not for good (2026-11-29, seventh round): a request to
 * "take care of my dog for me" with a time or a bounded absence named anywhere in the message ("while
 * i'm in hospital", "during the conference", "over christmas", "on friday", "i'm off to bed") is
 * everyday minding, unless a word makes it final ("i won't be coming back", "for good", "when i'm
 * gone"). NOT_FOR_A_WHILE goes after the words of the request, and reads the whole message, before
 * and after them.
 */
const MINDING_OCCASION =
  "(?:while|whilst|during|until|till|over (?:christmas|easter|the (?:weekend|holidays?|summer|break))|" +
  "when (?:im|i get|i come|i am) (?:back|home|out|away|at|in|on)|(?:be|get|im|come|coming) back (?:in|on|next|after|soon|tomorrow|from|by|at|later|home)|" +
  "away|next|weekend|tomorrow|tonight|today|this (?:morning|afternoon|evening|week)|" +
  "(?:for|in) (?:a|an|the|two|three|a few|a couple of) (?:sec|second|minute|min|hour|day|days|week|weeks|night|nights|weekend)|days|nights|weeks?|hours|" +
  "hospital|surgery|operation|op|holiday|holidays|vacation|trip|wedding|conference|work|shift|appointment|uni|bed|shower|loo|toilet|bathroom|shop|shops|errands?|" +
  `${WEEKDAY}|christmas|easter)`;
/** What makes minding final: the writer not coming back, or gone. */
const MINDING_FINAL =
  "(?:anymore|any more|for good|forever|ever again|permanently|" +
  "(?:wont|not|never) (?:be )?(?:coming )?back(?! (?:til|till|until|before|for|in|on|next|after|tomorrow|tonight|today|by|from|at|home|soon|later))|" +
  "(?:when|after|once) im (?:gone|dead|not here|not around))";
export const NOT_FOR_A_WHILE = `(?:(?<=\\b${MINDING_FINAL}\\b.*)|(?=.*\\b${MINDING_FINAL}\\b)|(?<!\\b${MINDING_OCCASION}\\b.*)(?!.*\\b${MINDING_OCCASION}\\b))`;

/**
 * Overdosing on a food, a drink or a show is hyperbole (2026-11-30, sixteenth round): "gonna od on
 * netflix tonight", "od on coffee". On pills, on purpose, or on nothing named, it stays a method.
 */
export const NOT_EVERYDAY_EXCESS =
  "(?!\\w* on (?:cofe|caffeine|sugar|chocolate|candy|sweets|cake|pizza|carbs|junk food|snacks|tea|energy drinks|netflix|tv|anime|youtube|tiktok|memes|games|gaming|reality tv|love|cuteness|nostalgia)\\b)";

export type Row = [name: string, category: CrisisCategory, tier: CrisisTier, source: string, self?: "self"];

/** Rules from rows, their patterns compiled in the collapsed form the text is read in. */
export const buildRules = (rows: readonly Row[]): Rule[] =>
  rows.map(([rule, category, tier, source, self]) => ({
    rule,
    category,
    tier,
    pattern: phrase(source, "g"),
    self: self === "self",
  }));
