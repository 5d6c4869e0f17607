/**
 * Contempt put to the other person, beyond the insult nouns of harassment.ts: their body and looks
 * ("you look like a potato", "your face is disgusting"), their life, family and grief ("your life is a
 * joke", "your mum must be ashamed of you", "nobody cares that your grandma died"), an insult called
 * at the end of a message ("nobody asked, loser") and orders that push them away ("just disappear").
 * Read by structure, with an addressee: "your", "you", an order at the start of a clause, or a name
 * called last. Not the writer's own body or life ("my body is disgusting to me", "i have no life
 * outside work"), nor a listener's reflection ("it feels like your life is pointless") or kindness
 * ("your life isn't pathetic, it's hard"), nor a verdict on someone else ("my ex was such a clown").
 */
import {
  FILLER,
  INSULT,
  INSULTING,
  INSULTING_ADJECTIVE,
  NAMED,
  NOT_A_VERDICT,
  NOT_BELIEVED,
  NOT_INSULT_TAIL,
  YOU,
  YOU_ARE,
  YOURSELF,
} from "./harassment-words.js";

/**
 * The start of an order: the start of a clause, after a word that only pushes ("just", "lol", "ffs").
 * An order names no one, and at the start of a clause it is not the writer's ("i just disappear for
 * days", "i go cry about it in the shower" are not orders).
 */
export const ORDER =
  "(?:^ |\\. )(?:(?:just|lol|lmao|so|now|ok|okay|well|oh|ffs|omg|pls|please|then|and|aw|aww|yeah|honestly|seriously|bro|mate|dude|man|go) )*";

/** Insults that open a vocative at a message's end: "you fat …", "…, stupid loser". */
const VOCATIVE_ADJECTIVE =
  "(?:stupid|dumb|little|lil|fat|ugly|fucking|fkn|fking|freaking|bloody|damn|pathetic|worthless|useless|disgusting|lazy|dirty|filthy|absolute|total|complete|utter|silly|big)";
/**
 * Words before a last noun that make it a verdict on someone, not a name called: "he's a loser",
 * "surrounded by idiots", "they called me fatso", "my ex was such a clown".
 */
const NOT_CALLED = `(?<!\\b(?:a|an|the|such|so|is|was|are|were|s|re|be|been|being|am|im|i|me|myself|my|his|her|their|our|your|ur|this|that|these|those|what|like|as|of|by|with|for|to|from|at|about|among|than|into|on|in|and|or|called|call|calling|calls|named|feel|felt|all|some|many|most|both|few|lot|lots|bunch|other|more|biggest|worst|only|typical|real|actual|just|${VOCATIVE_ADJECTIVE}) )`;
/**
 * Not a message in which the writer speaks of themselves and never to "you": "i forgot my keys again,
 * idiot", "snap out of it, i tell myself" are said to oneself. Read once, from the start.
 */
const NOT_OF_ONESELF = "^(?!(?=.*\\b(?:i|im|ive|id|my|myself)\\b)(?!.*\\b(?:you|u|ya|ur|your|youre)\\b))";
/** `rule`, unless the message is said to oneself. */
export const toTheOther = (rule: string): string => `${NOT_OF_ONESELF}.*${rule}`;

/** What someone may be said to look like, to mock their body: "you look like a potato". */
const LIKENESS =
  "(?:potato|sack of potatoes|whale|beached whale|pig|cow|hippo|rhino|elephant|walrus|troll|goblin|ogre|gremlin|rat|toad|frog|skeleton|crackhead|meth head|fridge|blob|balloon|thumb|pug|witch|hag|monkey|gorilla|ape)";

/** What their mind or charm is likened to: "you have the iq of a potato", "the personality of a wet sock". */
const DULL_THING = `(?:${LIKENESS}|rock|brick|brick wall|goldfish|toddler|sock|wet sock|doorknob|door knob|plank|cabbage|turnip|peanut|bag of rocks|houseplant|vegetable|carrot|spoon|wet blanket|dead fish|cardboard box|piece of toast)`;

/** Their body and looks, spoken of with contempt: "your face is disgusting", "ur body makes me sick". */
const BODY =
  "(?:face|body|teeth|nose|skin|hair|voice|legs|thighs|arms|belly|stomach|gut|chin|chins|forehead|head|weight|fat|rolls|looks)";

/** Their people: "your mum", "your family". */
const KIN =
  "(?:family|mum|mom|mother|dad|father|parents|kids|children|wife|husband|partner|boyfriend|girlfriend|friends|brother|sister|grandma|grandad|nan)";

/** Their life and their pain, spoken of with contempt: "your life is a joke", "your depression is fake". */
const THEIR_LIFE =
  "(?:life|whole life|existence|personality|opinion|opinions|feelings|problems|issues|story|sob story|depression|anxiety|illness|mental illness|trauma|pain|grief|ptsd|adhd|self harm|diagnosis|crisis|eating disorder|sadness|tears|scars|drama)";
const CONTEMPTIBLE = `(?:${INSULTING}|joke|waste|a waste of time|failure|laughable|meaningless|pointless|fake|made up|not real|bullshit|bs|a lie|lies|in (?:your|ur) head|for attention|an excuse|excuses|attention seeking|nonsense)`;

export const CONTEMPT_RULES: readonly string[] = [
  // A name called last, after whatever came before: "nobody asked, loser", "lose some weight fatty".
  toTheOther(`\\b${NOT_CALLED}(?:${VOCATIVE_ADJECTIVE} )*${INSULT} (?:\\. )*$`),
  // A milder name called last, after a clause: "do it then, coward" (not "i'm a coward").
  toTheOther(`\\. (?:${VOCATIVE_ADJECTIVE} )*${NAMED} (?:\\. )*$`),
  // Their body: "you look like a potato", "you're built like a fridge", "your face looks like a rat".
  `\\b${NOT_A_VERDICT}(?:${YOU} (?:look|looks|smell|smells|are built|re built|r built)|${YOU_ARE} built|(?:your|ur) (?:face|body) (?:looks|look|is)) like (?:a |an |the )?(?:${FILLER} )*${LIKENESS}\\b`,
  `\\b${NOT_A_VERDICT}(?:your|ur|ya) (?:${FILLER} )*${BODY} (?:is|are|s|looks|look) (?:so |really |fucking |just |such |absolutely |actually )*${INSULTING_ADJECTIVE}\\b${NOT_INSULT_TAIL}`,
  `\\b${NOT_A_VERDICT}${YOU} (?:have|got|ve got|have got|has) (?:the|a) (?:iq|brain|brains|brain cells|intelligence|personality|face|body|looks|charm|memory|attention span|emotional range|social skills) of (?:a|an) (?:${FILLER} )*${DULL_THING}\\b`,
  // Told to change their body: "eat a salad", "put the fork down".
  toTheOther(
    `${ORDER}(?:eat a salad|go on a diet|put (?:the|that|ur|your) fork down|put down (?:the|that|ur|your) fork|stop eating|skip a meal|lay off the (?:cake|cakes|pies|burgers|snacks|food|chips))\\b(?! with\\b)`,
  ),
  // Nobody would have them: "no one would date someone as ugly as you".
  `\\b${NOT_BELIEVED}(?:nobody|no one|noone) (?:would|will|could|is going to|is gonna|wants to) (?:ever )?(?:date|love|want|marry|touch|kiss|be with|go out with) (?:someone|anyone|a person|somebody) (?:as|so|this|that) (?:${INSULTING_ADJECTIVE}|boring|crazy|needy|desperate) as ${YOU}\\b`,
  `\\b(?:your|ur|ya) (?:${FILLER} )*${BODY} (?:makes|make) me (?:want to (?:puke|vomit|throw up|gag)|sick|gag|puke)\\b`,
  // Nobody wants them: "nobody wants to see your ugly face", "no one asked you", "nobody asked".
  `\\b${NOT_BELIEVED}(?:nobody|no one|noone) (?:wants|wanted|needs|asked) to (?:see|hear|read|look at|know about) (?:${YOU}\\b|(?:your|ur|ya) )`,
  `\\b${NOT_BELIEVED}(?:nobody|no one|noone) asked (?:${YOU}\\b(?! to\\b)|for (?:your|ur) )`,
  "(?:^ |\\. )(?:nobody|no one|noone) asked (?:\\. )*$",
  // Orders that push them away: "just disappear", "shut your mouth", "crawl back under your rock".
  toTheOther(
    `${ORDER}(?:go |just )*(?:disappear|vanish|crawl (?:back )?(?:into|under) (?:a|your|ur) (?:hole|rock)|go away (?:forever|and never come back)|piss off|sod off|bugger off)\\b(?= \\.| *$| already| forever| and never| lol)`,
  ),
  `\\bshut (?:your|ur|ya) (?:${FILLER} )*(?:mouth|face|trap|gob|hole)\\b`,
  // Their life and pain: "your life is pathetic", "your depression is fake", "ur feelings are cringe".
  `\\b${NOT_A_VERDICT}(?:your|ur|ya) (?:sad |pathetic |little |so called )?${THEIR_LIFE} (?:is|are|s|r|was) (?:so |such |just |really |fucking |totally |obviously |clearly |all |literally |absolutely |a |an |complete |total )*${CONTEMPTIBLE}\\b${NOT_INSULT_TAIL}`,
  // Their family against them: "your mum must be so ashamed of you", "your family must hate you".
  `\\b${NOT_A_VERDICT}(?:your|ur|ya) ${KIN} (?:must|probably|prob|obviously|clearly|secretly|definitely|all|would|will|should) (?:be |feel |all )?(?:so |really |very |fucking |deeply )*(?:(?:ashamed|embarrassed|disgusted|disappointed|sick) (?:of|by|in|with) ${YOU}|(?:hate|hates|despise|despises|regret|regrets|regret having|cant stand) ${YOU})\\b`,
  `\\b${NOT_A_VERDICT}(?:your|ur|ya) ${KIN} (?:probably |prob |obviously |only |clearly |just )?(?:left|cheated|killed (?:himself|herself|themselves)|died) because (?:of )?${YOU}\\b`,
  // Their grief and pain dismissed: "no one cares that your grandma died", "who cares about your sob story".
  `\\b${NOT_BELIEVED}(?:nobody|no one|noone|who) (?:even |really |actually |fucking )*(?:cares|gives a (?:shit|fuck|damn)) (?:that|if|whether) (?:your|ur|ya) (?:${KIN}|cat|dog|pet) (?:died|is dead|s dead|passed|passed away|killed (?:himself|herself|themselves)|left|is sick|has cancer)\\b`,
  `\\b${NOT_BELIEVED}(?:nobody|no one|noone|who) (?:even |really |actually |fucking )*(?:cares|gives a (?:shit|fuck|damn)|wants to hear) about (?:your|ur|ya) (?:dead |stupid |pathetic |little |sad )*(?:${THEIR_LIFE}|whining|crying|moaning|pity party|life story|mental health|struggles|dead)\\b`,
  // The blame put on them: "you brought this on yourself"; their lot foretold: "you'll die alone".
  `\\b${NOT_A_VERDICT}(?<!\\b(?:did|do|didnt|dont|never|not) )${YOU} (?:(?:really|totally|kind of|kinda|literally|just) )?(?:brought|bring|brung) (?:this|it|that|all this|all of this|all that) (?:up)?on ${YOURSELF}\\b`,
  `\\b${NOT_A_VERDICT}(?:${YOU} (?:will|ll|gonna)|youll|ull|${YOU_ARE} (?:going to|gonna)) (?:(?:just|probably|definitely|always|forever|so|obviously|clearly) )*(?:die alone|be alone forever|always be alone|end up alone|never be loved|never find anyone|never amount to anything|never be happy|never get better|be a failure forever|always be a failure|be single forever)\\b`,
  `\\bno wonder ${YOU_ARE} (?:so |always |still |all )*(?:alone|lonely|single|depressed|miserable|unloved|friendless|a virgin|unemployed|a failure|a loser|unhappy|broke)(?: (?:lol|lmao|haha))?(?= (?:\\. )*$| (?:\\. )?(?:look at|with (?:that|your|ur))\\b)`,
  toTheOther(`${ORDER}(?:just )?get over (?:it|${YOURSELF})(?: already| lol| lmao| mate| bro)?(?= \\.| *$)`),
  // "you have no life", "you literally have no personality".
  `(?<!\\b(?:if|when|once) )\\b${NOT_A_VERDICT}${YOU} (?:have|got|ve got|have got|literally have|really have) (?:no|zero) (?:life|personality|future|talent|brain|brains|brain cells|social life)\\b(?! (?:to|for|in|outside|at the moment|right now|yet|that)\\b)`,
  // Their age and failures mocked: "imagine being this much of a failure at your age".
  toTheOther(
    `\\bimagine (?:being|looking|still being) (?:this|that|so|such) (?:much of )?(?:a |an )?(?:${FILLER} )*(?:${INSULT}|${INSULTING_ADJECTIVE}|failure|desperate)\\b`,
  ),
];
