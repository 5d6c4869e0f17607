/**
 * Goading a partner in crisis without naming the act, the shapes a stranger's trial delivered to a
 * person who had just written "i want to die": urging it on ("just get it over with", "what are you
 * waiting for"), daring them ("pussy, you won't", "you're too scared"), asking why they are still
 * alive ("then why are you still here", "why haven't you yet") and a shrug that invites it ("go
 * ahead, see if i care", "nobody's stopping you"). A second trial added curt send-offs ("fine. go.",
 * "go on then"), leaving it to them ("your choice, i won't stop you"), agreeing they should ("maybe
 * you should", "i wouldn't blame you"), pointing at the means ("the bridge is right there") and a
 * bare "coward". Read, with the urging rules, only when the writer's partner is in crisis
 * (harassment-urging.ts); to anyone else most of these are everyday.
 *
 * A supporter writes the same words and goes on, or asks: "go ahead and call the helpline", "you
 * won't be alone", "promise me you won't", "i'm glad you're still here", "why are you still up?",
 * "nobody's stopping you from calling them". The dares and shrugs count only where the taunt ends
 * (TAUNT_END), and never after the writer's own "i" when they speak of themselves. A push that
 * names a helpful act ("just get it over with and call them", "you really should tell someone") is
 * support: GOADING_PUSHES are set aside then; a question answered ("why are you still here?
 * because you matter") is not asked to goad.
 */
import { YOU_ARE, YOURSELF } from "./harassment-words.js";
import { notTheWriters, NOT_URGED, PUSHED, TAUNT_END, YOU } from "./harassment-urging-words.js";

/** Asked of them by someone who cares: "promise me you won't", "i hope you won't". */
const NOT_ASKED = "(?<!\\b(?:promise|promise me|swear|swear to me|tell me|say|hope|pray|trust|sure|glad|know|think) )";

/** Its end, an insult or a shrug after a dare: "you're too scared, pathetic", "too scared to". */
const DARED_END = `(?:${TAUNT_END}| to(?: (?:do it|go through with it|do anything|actually do it|even try))? *$)`;

/** Asked and answered with encouragement: "why are you still here? because you're stronger than you think". */
const NOT_ANSWERED = "(?! \\. (?:because|cos|cause|bc|its because)\\b)";

/** Words before a send-off or shrug: "fine. go.", "whatever, your choice lol", "yeah maybe you should". */
const SENT_OFF = "fine|well|ok|okay|so|lol|yeah|yes|yep|whatever|just|then|honestly|tbh|well then";

/** Read whatever else the message says. */
export const GOADING_RULES: readonly string[] = [
  // Dared, their resolve doubted: "pussy, you won't", "you're too scared", "i dare you".
  `${NOT_ASKED}\\b${YOU} (?:wont|wouldnt|never will|will never|never would)${TAUNT_END}`,
  `\\bbetcha (?:wont|wouldnt|cant|dont)\\b`,
  `\\b(?:${YOU}|youd|youll) (?:never|wont|wouldnt) (?:even |actually |really )*(?:go through with it|do it|do (?:shit|jack|anything about it))\\b`,
  `\\b${YOU_ARE} (?:not|nt) (?:gonna|going to) (?:do (?:anything|shit|it)|go through with it)\\b`,
  `(?<!\\b(?:if|when|because|cos|cause|maybe) )\\b${YOU_ARE} (?:way |far |just |so )?too (?:scared|afraid|chicken|cowardly|gutless|spineless|weak|much of a (?:coward|pussy|wimp|chicken|baby))${DARED_END}`,
  `\\b${YOU_ARE} (?:not|nt) (?:brave|man|strong|tough) enough${DARED_END}`,
  `\\b${YOU} (?:dont|do not|havent|have not|aint) (?:got |have )?it in ${YOU}\\b`,
  `\\b${YOU} (?:will|ll) never have the (?:guts|balls|nerve)\\b`,
  `\\bif ${YOU} (?:were|was|really|actually|truly|meant it)\\b[^.]*\\b(?:would|youd) (?:have|of|ve)(?: done it| gone through with it)? (?:already|by now)\\b`,
  `\\bi (?:double )?dare ${YOU}\\b(?! to (?!do it|go through|jump|end it)\\w)`,
  // Why they are still alive: "then why are you still here", "why haven't you yet".
  `\\b(?:why|how come) (?:are|r|re) ${YOU} (?:even )?still (?:even )?(?:here|around|alive|breathing|living|with us)\\b(?! (?:at|in|on|for|with) )${NOT_ANSWERED}`,
  `(?:^ |\\. |\\b(?:so|then|lol) )how (?:are|r) ${YOU} (?:even )?still (?:here|around|alive|breathing)${TAUNT_END}`,
  `\\bwhy (?:havent|have not|didnt|did not|dont|do not) ${YOU} (?:just )?(?:yet|(?:done|do|ended|end|gone through with|go through with) it|killed ${YOURSELF})\\b(?! (?:with|together)\\b)${NOT_ANSWERED}`,
  `\\b(?:shouldnt ${YOU} be|how (?:are|r|is) ${YOU} not|why (?:are|r) ${YOU} not|thought ${YOU}d be) (?:dead|gone)\\b`,
  // A shrug that invites it: "see if i care", "your funeral".
  "\\b(?:see if|like|as if) i (?:even |actually )?care\\b",
  "\\bi (?:couldnt|could not|could) care less\\b",
  `\\bi (?:really |honestly |seriously |genuinely )?(?:dont|do not) (?:even |really )?(?:care|give a (?:shit|fuck|damn)) (?:what|if|whether) ${YOU} (?:do|go through|end|kill|live|die)\\b(?! for\\b)`,
  `(?:^ |\\. |\\b(?:lol|honestly|tbh|thats|its|that is|it is|so) )(?:not|nt|isnt|is not) my (?:problem|business|concern)${TAUNT_END}`,
  `(?:^ |\\. )(?:its |thats |well )?(?:your|ur) funeral\\b`,
  // A dismissal that invites it, after "i dont want to be here anymore": "bye then", "ok bye", "then leave".
  `^ (?:(?:${SENT_OFF})(?: \\.)? )*(?:bye|bye bye|cya|see ya|later|laters|goodbye)(?: \\.)? (?:then|lol|lmao|haha|loser|forever)(?: \\.)* *$`,
  `^ (?:(?:ok|okay|k|fine|well|so|lol|whatever)(?: \\.)? )+(?:bye|bye bye|cya|see ya|goodbye)(?: \\.)* *$`,
  `^ (?:(?:${SENT_OFF})(?: \\.)? )*(?:leave|go away|get lost|piss off|be gone)${TAUNT_END}`,
  // "you'd be doing everyone a favour", as "do us all a favour" (harassment-urging.ts).
  `\\b(?:${YOU}d|${YOU} would|itd|it would|thatd|that would) (?:be )?doing (?:everyone|everybody|us all|all of us|the world|us|me) a favou?r\\b`,
  // Pointing at the means: "the bridge is right there"; not the writer's own "i have the pills right here".
  `${notTheWriters("\\bthe ")}\\bthe (?:bridge|window|roof|ledge|cliff|tracks|train tracks|river|pills|tablets|rope|knife|blade|razor|meds)s? (?:(?:is|are|re) )?(?:right|just) (?:there|here)${TAUNT_END}`,
  // Their being alive held against them: "you keep saying that but you're still alive", "still alive i see".
  // "but" reads as a sentence's end (crisis-text.ts), so their words are named first.
  `\\b(?:saying|said|say|talking about|threatening) (?:it|that|this)? *\\. +${YOU_ARE} (?:somehow )?still (?:alive|breathing|here)${TAUNT_END}`,
  `\\byet ${YOU_ARE} (?:somehow )?still (?:alive|breathing|here)${TAUNT_END}`,
  `^ (?:${YOU_ARE} )?still (?:alive|breathing)(?: i see| huh| then| tho| though| lol)\\b`,
  // Their courage mocked in a word: "coward", "ur a coward", "such a chicken". Not "you're not a coward".
  `^ (?:coward|chicken|chickenshit|wimp|pussy)\\b${TAUNT_END}`,
  `^ (?:${YOU_ARE}|ur|such|what) (?:a|an) (?:such a |fucking |total |massive |little |pathetic )?(?:coward|chicken|chickenshit|wimp|pussy)\\b${TAUNT_END}`,
];

/**
 * Pushes a supporter writes too about a helpful act ("just get it over with and call them", "go for
 * it, text them", "you really should tell someone"): set aside when the message names one
 * (harassment-urging-help.ts).
 */
export const GOADING_PUSHES: readonly string[] = [
  // Urging it on: "just get it over with", "hurry up and get it over with", "then go through with it".
  `${notTheWriters(`(?:${PUSHED}|\\bhurry up and )`)}${NOT_URGED}(?:${PUSHED}|\\bhurry up and )(?:just |then |already )*(?:get it over (?:and done )?with|go through with it|get on with it|finish (?:it|the job))\\b`,
  `\\b(?:stop|quit) (?:talking|going on|whining|moaning|complaining|threatening|saying it)(?: about it)? (?:\\. )?(?:and |then |so )?(?:just )?(?:do something|do it|go through with it|get it over with)\\b`,
  `\\b${YOU} (?:keep|always|constantly) (?:saying|talking about|going on about|threatening) (?:it|that)(?: \\.)? (?:so |then |now |and )+(?:just )?(?:do something(?: about it)?|do it|prove it)\\b`,
  `\\b(?:stop|quit) (?:stalling|dragging it out)\\b`,
  "\\bless talk(?:ing)? (?:\\. )?more (?:action|doing)\\b",
  `(?:^ |\\. |\\b(?:so|well|then|ok|okay|lol) )what (?:are|r|re) ${YOU} (?:even |still )?waiting for${TAUNT_END}`,
  `\\bwhats (?:even )?(?:stopping ${YOU}|taking ${YOU} so long|the hold up|keeping ${YOU})${TAUNT_END}`,
  // A shrug that invites it: "go ahead then", "nobody's stopping you", "suit yourself". A bare "go
  // ahead" answers "can i tell you something?"; "nobody's stopping you" counts only said on its own:
  // after another sentence it is about that one ("quit the job, no one will stop you").
  `^ (?:so |well |ok |okay |fine |lol )?go ahead then${TAUNT_END}`,
  `^ (?:(?:go ahead|so|well|lol|ok|okay|fine|whatever|then|honestly)(?: \\.)? )?(?:nobodys|nobody is|no one is|no ones|noone is|noones|nothings|nothing is|im not|i am not|i wont|i will not|nobody will|no one will|nothing will)(?: gonna| going to| gonna be| going to be)? (?:stopping|stop) ${YOU}\\b(?! from\\b)`,
  `(?:^ |\\. |\\b(?:whatever|so|then|just|fine|ok|okay|lol|life) )do (?:whatever|what) ${YOU} (?:want|like|wanna)\\b(?! to\\b)`,
  `\\bsuit ${YOURSELF}\\b`,
  "\\bbe my guest\\b",
  // A curt send-off: "fine. go.", "go on then", "go for it", "hurry up then". Bare "go on" asks for more.
  `^ (?:(?:${SENT_OFF})(?: \\.)? )*(?:go for it|(?:go|go on) then|then go(?: on)?|hurry up(?: then)?)${TAUNT_END}`,
  `^ (?:(?:${SENT_OFF})(?: \\.)? )*(?:fine|just|then|whatever)(?: \\.)? go(?: on)?${TAUNT_END}`,
  // Left to them: "your choice, i won't stop you", "don't let me stop you", "do what you gotta do".
  `\\b(?:dont|do not) let me stop ${YOU}${TAUNT_END}`,
  `\\bi (?:wont|will not|aint gonna|am not gonna|m not gonna|am not going to|m not going to) (?:try to )?stop ${YOU}${TAUNT_END}`,
  `(?:^ |\\. |\\b(?:${SENT_OFF}) )(?:(?:its|thats|it is|that is) )?(?:(?:your|ur|yr) (?:choice|call|decision)|up to ${YOU})${TAUNT_END}`,
  `(?:^ |\\. |\\b(?:${SENT_OFF}) )do (?:what|whatever) ${YOU} (?:gotta|got to|have to|need to|must)(?: do)?${TAUNT_END}`,
  // Agreeing they should: "maybe you should", "you really should", "i wouldn't blame you".
  `(?:^ |\\. |\\b(?:${SENT_OFF}|i think|i reckon|maybe|mayb|perhaps|probably) )${YOU} (?:really |probably |honestly |definitely |prob )?(?:should|shud|shld|ought to)(?: then)?${TAUNT_END}`,
  `\\b(?:i (?:wouldnt|would not|couldnt|could not|wont|will not|dont|do not|cant|can not)|(?:cant|cannot|can not) say (?:i would|id|i could)) (?:even |really |honestly )?blame ${YOU}${TAUNT_END}`,
];
