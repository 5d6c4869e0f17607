/**
 * Telling them to die or harm themselves, and wishing them dead: "go kys", "you should jump off a
 * bridge", "nobody would miss you". Said of oneself these are crisis words, which screening reads
 * first (screening.ts); here only what is aimed at the other person counts. Urging a partner who is
 * in crisis with milder words ("do it", "nobody cares") is harassment-urging.ts.
 */
import { normalise, phrase } from "./crisis-text.js";
import { NOT_A_COMMAND, NOT_BELIEVED, URGE, YOU, YOURSELF } from "./harassment-words.js";

/**
 * "You" said of anyone, the writer's own crisis: "sometimes you feel like you should just end it all",
 * "do you ever feel like you should just die?". Not "I feel like you should …", said of them.
 */
const NOT_ANYONE = `(?<!\\b${YOU} (?:ever |sometimes |just |really |even )*(?:feel|feels|felt|think|thought|wonder|know)(?: like| that| if)? )`;
/** A supporter's denial: "I don't think you should end it all". */
const NOT_DENIED = "(?<!\\b(?:dont|do not|didnt|never|not) (?:think|thought|feel like|believe|mean|say|said|saying) )";
/** What is urged on "you", or denied: "you should", "you might as well", "why don't you". */
const SAID_OF_YOU = `(?:${NOT_ANYONE}\\b${YOU} (?:should|shud|need to|ought to|oughta|might as well|may as well|better|could)|why dont ${YOU})`;
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
const ACT = `(?:end it\\b(?! with (?:him|her|them)\\b)|jump\\b(?! (?:in|into|at|on|to)\\b)|kill ${YOURSELF}\\b|die\\b|go through with it\\b)`;

export const DEATH_RULES: readonly string[] = [
  // Telling them to harm or kill themselves.
  `${NOT_A_COMMAND}\\bkys\\b`,
  `(?:^ |\\. |\\b(?:go|go and|just|pls|please|plz|then|now|should|ought to|need to|why dont ${YOU}(?: just)?) )(?:kill|hang|shoot|drown|poison|end|off|neck|unalive|stab) ${YOURSELF}\\b`,
  "\\bslit (?:your|ur) (?:wrists|throat)\\b",
  "\\b(?:drink|go drink) bleach\\b",
  `${NOT_A_COMMAND}\\b(?:go|just|please) ${JUMPED_FROM}\\b`,
  `${URGED_ON_YOU} (?:just |go |really |honestly )*${SUICIDE}\\b`,
  `\\b${ACT}.*\\b${NO_ONE_STOPS_YOU}`,
  `\\b${NO_ONE_STOPS_YOU}.*\\b${ACT}`,
  // "go play in traffic", the same order put mildly.
  `${NOT_A_COMMAND}\\b(?:go|just|please) (?:play|walk|run|step) (?:in|into|out into) (?:the )?traffic\\b`,
  // Wishing them dead or gone.
  `(?:^ |\\. |why dont ${YOU} )${URGE}*drop dead\\b`,
  // "die" urged ("just die", "go die") or asked why not ("why don't you die").
  `(?:why dont ${YOU} |(?:^ |\\. )(?=${URGE}))${URGE}*die\\b`,
  // "die" alone may be the last piece of the writer's own crisis sent word by word ("i", "want",
  // "to", "die"), and crisis words are never refused: only "die" with more to it is a wish.
  `(?:^ |\\. )die\\b(?! (?:[.!?] )*$)`,
  `${NOT_ANYONE}${NOT_DENIED}\\b${YOU} (?:should|shud|need to|ought to|deserve to|can|could|better|might as well|oughta) (?:just )?(?:go )?(?:die|be dead|rot|suffer|kill ${YOURSELF})\\b`,
  `\\b(?:i )?(?:hope|wish|pray) (?:that )?${YOU} (?:die|get cancer|suffer|rot|burn|were dead|was dead|are dead|drop dead|kill ${YOURSELF})`,
  `\\b(?:no ?one|nobody|noone) (?:would|will|could)? ?(?:even )?care if ${YOU} (?:died|were dead|was dead|killed ${YOURSELF}|disappeared|were gone|was gone)\\b`,
  `\\b(?:${YOU}|youd|ud) (?:would )?(?:be )?better off dead\\b`,
  `\\bdo (?:everyone|everybody|us all|the world|us|me) a favou?r (?:and|n) (?:just )?(?:die|drop dead|kill ${YOURSELF}|disappear)\\b`,
  `\\bwhy (?:are|r) ${YOU} (?:even |still )*alive\\b`,
  // Urging an overdose: "you should take all your pills".
  `${NOT_A_COMMAND}\\b(?:${YOU} (?:should|shud|need to|ought to|might as well|could|better)|go|just) (?:just )?(?:take|swallow|down|eat) (?:all|every one|the rest|the whole bottle) (?:of )?(?:your|ur|the|those|them)? ?(?:pills|tablets|meds|medication)\\b`,
  `${NOT_A_COMMAND}\\b(?:${YOU} should|go|just) (?:overdose|od)\\b`,
  "\\b(?:die in a fire|drop dead|die already|rot in hell|burn in hell|go to hell)\\b",
  `\\b(?:world|everyone|everybody|we|they|(?:your|ur) (?:family|friends|kids|children|parents|mum|mom|dad|partner|wife|husband)) (?:would be|is|are|d be) (?:so much |much )?better (?:off )?without ${YOU}\\b`,
  `${NOT_BELIEVED}\\b(?:no ?one|nobody|noone) (?:would|will|could)? ?(?:ever )?(?:miss|misses|love|loves|likes|care about|cares about|want|wants|needs) ${YOU}\\b`,
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
