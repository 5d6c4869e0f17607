/**
 * Telling them to die or harm themselves, and wishing them dead: "go kys", "you should jump off a
 * bridge", "nobody would miss you". Said of oneself these are crisis words, which screening reads
 * first (screening.ts); here only what is aimed at the other person counts. Urging a partner who is
 * in crisis with milder words ("do it", "nobody cares") is harassment-urging.ts.
 */
import { normalise, phrase } from "./crisis-text.js";
import { toTheOther } from "./harassment-contempt.js";
import { NOT_A_COMMAND, NOT_A_VERDICT, NOT_BELIEVED, URGE, YOU, YOU_ARE, YOURSELF } from "./harassment-words.js";

/**
 * "You" said of anyone, the writer's own crisis: "sometimes you feel like you should just end it all",
 * "do you ever feel like you should just die?". Not "I feel like you should …", said of them.
 */
const NOT_ANYONE = `(?<!\\b${YOU} (?:ever |sometimes |just |really |even )*(?:feel|feels|felt|think|thought|wonder|know)(?: like| that| if)? )`;
/** A supporter's denial: "I don't think you should end it all". */
const NOT_DENIED = "(?<!\\b(?:dont|do not|didnt|never|not) (?:think|thought|feel like|believe|mean|say|said|saying) )";
/** What is urged on "you", or denied: "you should", "you might as well", "why don't you". */
const SAID_OF_YOU = `(?:\\b${NOT_ANYONE}${YOU} (?:should|shud|need to|ought to|oughta|might as well|may as well|better|could)|why dont ${YOU})`;
const URGED_ON_YOU = `${NOT_DENIED}${SAID_OF_YOU}`;

/**
 * Suicide urged on them: "you should end it all", "why don't you just jump off a bridge". A bare
 * "you should end it" is advice about a relationship as often: it is refused only when the partner
 * is in crisis (harassment-urging.ts).
 */
const JUMPED_FROM =
  "jump (?:off (?:a|the) (?:bridge|building|cliff|roof)|in front of (?:a|the) (?:train|bus|car|truck|lorry))";
/** Acts that only suicide is: not "end it", which may be a relationship. */
const SUICIDE = `(?:end it all|end (?:your|ur) (?:own )?life|take (?:your|ur) (?:own )?life|${JUMPED_FROM})`;
/** "no one will stop you", "nobody's gonna stop you": said beside an act, permission to die. */
const NO_ONE_STOPS_YOU = `(?:nobody|no one|noone|nobodys|no ones) (?:is |s |will |would |can |could |going to |gonna )*(?:even )?(?:try to |try and )?stop ${YOU}\\b`;
/**
 * Words before an order that make it one: "go", "just", "why don't you". Not after "you", "did" or
 * the writer ("did you just cut yourself?", "i just hurt myself").
 */
const ORDERED = `(?:^ |\\. |(?<!\\b(?:(?<!\\b(?:dont|why) )${YOU}|did|do|have|i|we|he|she|they) )\\b(?:go|go and|just|pls|please|plz|then|now|should|ought to|need to|why dont ${YOU}(?: just)?) )`;
/** Ways to harm oneself, ordered: "kill", "cut", "starve". Not "cut yourself some slack". */
const SELF_HARM = `(?:kill|hang|shoot|drown|poison|end|off|neck|unalive|stab|cut|hurt|harm|starve|burn|choke|suffocate|strangle|bleed|overdose) ${YOURSELF}\\b(?! (?:some |a little |a bit of )?slack\\b| off\\b| out\\b| free\\b| loose\\b| a break\\b| short\\b)`;
/** Wished on them: "i hope you choke", "may you rot", "i wish you were never born". */
const WISHED = `(?:die|dies|choke|chokes|suffer|rot|burn|starve|bleed out|drown|get cancer|get aids|were dead|was dead|are dead|drop dead|kill ${YOURSELF}|were never born|was never born|had never been born|never existed|end up alone|never get better|never recover|never heal|get worse|stay (?:sad|depressed|miserable|alone) forever|feel like this forever|are miserable forever)`;

/** The wish of anyone, said of oneself: "sometimes you wish you were never born", "do you ever wish …". */
const NOT_THEIR_WISH = `(?<!\\b(?:${YOU}|they|he|she|we|people|everyone|anyone|one) (?:ever |sometimes |just |really |still |often |always )?)`;

/**
 * "drop dead" as an intensifier, not an order: "drop-dead gorgeous", "drop dead funny", "a drop dead
 * deadline". Named by the words it is said of, since the order goes on with any word ("drop dead
 * already", "drop dead you creep", "drop dead in a ditch") and an unknown one is safer read as the order.
 */
const DROP_DEAD_OF =
  "(?:gorgeous|beautiful|stunning|sexy|hot|fit|handsome|pretty|lovely|cute|elegant|glamorous|chic|fabulous|funny|hilarious|brilliant|amazing|fantastic|perfect|delicious|simple|serious|looks|deadlines?|dates?)";
const DROP_DEAD = `drop dead\\b(?! ${DROP_DEAD_OF}\\b)`;

const ACT = `(?:end it\\b(?! with (?:him|her|them)\\b)|jump\\b(?! (?:in|into|at|on|to)\\b)|kill ${YOURSELF}\\b|die\\b|go through with it\\b)`;

export const DEATH_RULES: readonly string[] = [
  // Telling them to harm or kill themselves.
  `\\b${NOT_A_COMMAND}kys\\b`,
  `${ORDERED}${SELF_HARM}`,
  // "cut deeper next time".
  toTheOther(`${ORDERED}(?:cut|slice|slit) (?:${YOURSELF} )?(?:deeper|harder|vertically|the right way)\\b`),
  "\\bslit (?:your|ur) (?:wrists|throat)\\b",
  "\\b(?:drink|go drink) bleach\\b",
  `\\b${NOT_A_COMMAND}(?:go|just|please) ${JUMPED_FROM}\\b`,
  `${URGED_ON_YOU} (?:just |go |really |honestly )*${SUICIDE}\\b`,
  `\\b${ACT}.*\\b${NO_ONE_STOPS_YOU}`,
  `\\b${NO_ONE_STOPS_YOU}.*\\b${ACT}`,
  // "go play in traffic", the same order put mildly.
  `\\b${NOT_A_COMMAND}(?:go|just|please) (?:play|walk|run|step) (?:in|into|out into) (?:the )?traffic\\b`,
  // Wishing them dead or gone: "drop dead" anywhere ("just drop dead", "why don't you drop dead").
  `\\b${DROP_DEAD}`,
  // "die" urged ("just die", "go die") or asked why not ("why don't you die").
  `(?:why dont ${YOU} |(?:^ |\\. )(?=${URGE}))${URGE}*die\\b`,
  // "die" alone may be the last piece of the writer's own crisis sent word by word ("i", "want",
  // "to", "die"), and crisis words are never refused: only "die" with more to it is a wish.
  `(?:^ |\\. )die\\b(?! (?:[.!?] )*$)`,
  `\\b${NOT_ANYONE}${NOT_DENIED}${YOU} (?:should|shud|need to|ought to|can|could|better|might as well|oughta) (?:just )?(?:go )?(?:die|be dead|rot|suffer|kill ${YOURSELF})\\b`,
  // What they deserve: "you deserve to get hit by a bus", "you deserve to be alone".
  `\\b${NOT_ANYONE}${NOT_A_VERDICT}${YOU} (?:deserve|deserves) to (?:die|be dead|rot|suffer|burn|choke|starve|kill ${YOURSELF}|get (?:hit|run over|hurt|raped|killed|beaten|cancer|stabbed|shot)|be (?:hit|run over|hurt|raped|killed|beaten|stabbed|shot|alone forever|abused|bullied|cheated on)|die alone|be treated like (?:shit|crap|dirt|trash)|be (?:alone|lonely|unhappy|miserable|hated|ignored|dumped|in pain)|feel (?:like this|this way)|have no (?:one|friends)|lose everything)\\b`,
  `(?:\\b${NOT_THEIR_WISH}(?:i )?(?:hope|wish|pray) (?:that )?|(?:^ |\\. )may )${YOU} (?:(?:just|all|also|finally|slowly|eventually) )?${WISHED}`,
  // "your mum should have aborted you", "shame your mum didnt abort you".
  `\\b(?:(?:your|ur|ya) (?:mum|mom|mother|ma|mama|parents|dad|father) (?:should have|shouldve|should of|shoulda|didnt|did not|forgot to|failed to) (?:just )?(?:aborted|abort|swallowed)|${YOU} (?:should have|shouldve|should of|shoulda) been (?:aborted|swallowed|drowned at birth))\\b`,
  `\\b(?:no ?one|nobody|noone) (?:would|will|could)? ?(?:even )?care if ${YOU} (?:died|were dead|was dead|killed ${YOURSELF}|disappeared|were gone|was gone)\\b`,
  `\\b${NOT_ANYONE}${NOT_A_VERDICT}(?:${YOU}|youd|ud|${YOU_ARE}) (?:would |will )?(?:be )?better off dead\\b`,
  `\\bdo (?:everyone|everybody|us all|the world|us|me) a favou?r (?:and|n) (?:just )?(?:die|drop dead|kill ${YOURSELF}|disappear)\\b`,
  `\\bwhy (?:are|r) ${YOU} (?:even |still )*(?:alive|breathing|living|on this (?:planet|earth))\\b`,
  `\\bwhy (?:are|r) ${YOU} even still (?:here|around)\\b`,
  // Rushed to it: "hurry up and die", "go on then, jump".
  `\\b(?:hurry up|hurry|go ahead|get on with it|get it over with)(?: already)? (?:and |\\. )?(?:just )?(?:die|kill ${YOURSELF}|end it all|jump off)\\b`,
  "(?:^ |\\. )(?:go on|go ahead|do it)(?: then)? (?:\\. )?(?:just )?jump(?: already| then)? (?:\\. )*$",
  // Their death laughed at: "i'd laugh if you died".
  `\\b(?:id|i would|ill|i will|we would|wed|everyone would|everyone will) (?:just |honestly |literally )?(?:laugh|celebrate|dance|party|throw a party|be happy|be glad|cheer|spit on (?:your|ur) grave) (?:if|when) ${YOU} (?:died|were dead|was dead|killed ${YOURSELF}|got hurt|got cancer|got hit|disappeared|die)\\b`,
  // Urging an overdose: "you should take all your pills".
  `\\b${NOT_A_COMMAND}(?:${YOU} (?:should|shud|need to|ought to|might as well|could|better)|go|just) (?:just )?(?:take|swallow|down|eat) (?:all|every one|the rest|the whole bottle) (?:of )?(?:your|ur|the|those|them)? ?(?:pills|tablets|meds|medication)\\b`,
  `\\b${NOT_A_COMMAND}(?:${YOU} should|go|just) (?:overdose|od)\\b`,
  "\\b(?:die in a fire|die already|rot in hell|burn in hell|go to hell)\\b",
  `\\b${NOT_A_VERDICT}(?:world|everyone|everybody|we|they|life|things|earth|(?:your|ur) (?:family|friends|kids|children|parents|mum|mom|dad|partner|wife|husband)) (?:would be|is|are|d be|will be) (?:so much |much |a lot )?better (?:off )?(?:without ${YOU}|(?:if|when|once) ${YOU} (?:(?:were|was|are|re|r) (?:dead|gone|never born)|died|disappeared|killed ${YOURSELF}|didnt exist|never existed))\\b`,
  `\\b${NOT_BELIEVED}(?:no ?one|nobody|noone) (?:would|will|could)? ?(?:ever )?(?:miss|misses|love|loves|likes|care about|cares about|want|wants|needs) ${YOU}\\b(?! to\\b)`,
];

/**
 * An act urged on them, or denied them, that may be suicide or may not ("you should end it" — the
 * relationship?, "you should jump", "I don't think you should end it all"): whatever it is, it is not
 * the writer's own crisis (screening.ts).
 */
const URGED_ACT = phrase(
  `${SAID_OF_YOU} (?:not |never )?(?:just |go |really |honestly )*(?:end it|jump|die|overdose|od|(?:kill|hang) ${YOURSELF})\\b`,
);

export const urgesAnActOnThem = (text: string): boolean => URGED_ACT.test(normalise(text));
