/**
 * Abuse aimed at the other person: telling them to harm themselves ("go kys"), wishing them dead
 * ("you should die"), and insults or slurs addressed to them ("you stupid bitch", "what an
 * a$$hole"). Such a message is not delivered; the sender is told why (HARASSMENT_REASON).
 *
 * Only abuse with an addressee counts: an insult needs "you" (or "ur", "u", "what a …") right
 * before it, or must be the whole message ("loser!"). Venting about one's own life ("this is so
 * hard", "my life is shit", "I feel like such an idiot", "I was called a fag at school") is never
 * caught. Crisis language ("I hate myself", "I want to die") is screened before this and opens
 * crisis support instead (screening.ts).
 *
 * Disguises are read as the content filter and crisis detection read them: spacing, in-word
 * punctuation and accents (unmask), leetspeak and stretched letters (crisis-text.ts normalise), and the
 * look-alike letters and spellings that obscenity's English dataset knows ("ｂｉｔｃｈ", "a$$hole"),
 * which are put back as the dataset's own word before the rules below are applied. Letters hidden
 * behind asterisks are read as the insult they fit ("tw*t", "a**hole": harassment-masks.ts), and a
 * spelled-out insult after "a" ("ur a p r i c k") as "a" and the word.
 *
 * What someone else said, reported ("people keep telling me to kys", "he yelled 'you're useless'"), is
 * the writer's hurt, not abuse: the clause after a reporting verb is not read, unless the writer
 * reports their own words ("I said …", "I'm telling you to …"), or passes on to the partner what
 * others say of them ("he said you're an idiot": harassment-reported.ts).
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { unmask } from "./content-filter.js";
import { normalise, phrase } from "./crisis-text.js";
import { maskReader } from "./harassment-masks.js";
import { relayedToThePartner, reports, withoutQuotations, withoutReported } from "./harassment-reported.js";
import { prefilterOf } from "./matcher-prefilter.js";

export const HARASSMENT_REASON =
  "This message reads as abuse aimed at the other person, so it won't be sent. Kindred is a place to be kind: please say it another way.";

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
/** False only when no word of the dataset can occur in the text (matcher-prefilter.ts). */
const mayHoldProfanity = prefilterOf(profanity) ?? (() => true);

/** Each disguised word obscenity recognises ("ｂｉｔｃｈ", "a$$") is written as the dataset's word. */
function undisguised(text: string): string {
  const plain = unmask(text);
  // Most messages hold no word of the dataset, and the full matcher is the costly part of screening.
  if (!mayHoldProfanity(plain)) return plain;
  const matches = profanity.getAllMatches(plain, true);
  let result = "";
  let from = 0;
  for (const match of matches) {
    if (match.startIndex < from) continue;
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (!word) continue;
    result += plain.slice(from, match.startIndex) + word;
    from = match.endIndex + 1;
  }
  return result + plain.slice(from);
}

/** "you", and the ways people write it. */
const YOU = "(?:you|u|ya|yu)";
/**
 * "you are" / "you're" in its spellings (normalise drops apostrophes: "youre"), and in the past:
 * "you were such a loser", "she thought you were a loser".
 */
const YOU_ARE = "(?:you are|youre|your|ur|u r|u are|you r|yor|you were|u were|you was|u was|youve been|you have been)";
const YOURSELF = "(?:yourself|your self|urself|ur self|yourselves|yoself)";

/** Words that may stand between the addressee and the insult: "you stupid little …". */
const FILLER =
  "(?:a|an|the|such|so|just|really|total|complete|absolute|utter|fucking|fuckin|fking|freaking|bloody|damn|stupid|dumb|little|fat|ugly|pathetic|worthless|useless|disgusting|sad|sick|lazy|brainless|dirty|filthy|selfish|miserable)";

/**
 * Insults and slurs, as nouns for a person (slurs of the kinds obscenity's English dataset covers:
 * race, sexuality, gender identity, disability). Written plainly; compared collapsed.
 */
const INSULT =
  "(?:idiot|idiots|moron|morons|imbecile|loser|losers|bitch|bitches|cunt|cunts|asshole|assholes|arsehole|dick|dickhead|prick|bastard|twat|wanker|slut|whore|hoe|skank|retard|fag|faggot|dyke|tranny|nigger|nigga|chink|spic|kike|freak|creep|scum|scumbag|jerk|douche|douchebag|clown|dumbass|jackass|psycho|weirdo|parasite|piece of (?:shit|crap|trash|garbage)|waste of (?:space|oxygen|air|skin|life))";

/**
 * Animals called a person: "you pig", "shut up you fat cow", "you're a snake". Only put to someone,
 * or whole with an insulting word ("stupid cow"): "cow", "a pig", "are you a cow person?" are
 * everyday words.
 */
const ANIMAL = "(?:pig|pigs|cow|cows|rat|rats|snake|snakes)";
const NOT_AN_ANIMAL_LOVER = "(?! (?:person|people|or|and|lover|lovers|fan|fans|emoji|plant|plants)\\b)";

/** What insults a person it is said of: "you're worthless", "you are a joke". */
const INSULTING =
  "(?:stupid|dumb|worthless|pathetic|useless|disgusting|ugly|retarded|brainless|vile|repulsive|trash|garbage|nothing|nobody|a joke|a mistake|a disgrace|a failure)";

/**
 * Someone's feelings put into words, not an insult: "it sounds like you feel you're worthless",
 * "that doesn't mean you're a failure". The writer's own opinion is a verdict all the same: "I
 * think you're an idiot", "I feel like you're pathetic" (but not "I don't think you're an idiot").
 */
const NOT_A_VERDICT =
  "(?<!\\b(?:(?<!\\bi (?:really |honestly |just |genuinely |do |still )?)(?:think|thought|believe|believed|feel|feel like|felt|felt like)|told|tell|says|said|mean|means|not saying|dont mean|doesnt mean|saying|(?<!\\bi (?:really |honestly |just |genuinely |do |still )?(?:feel|felt) )like) )";

/** Said by someone who cares ("please don't kill yourself") or asks ("do you want to …"). */
const NOT_A_COMMAND =
  "(?<!\\b(?:dont|do not|never|not|wont|want to|wanna|going to|gonna|thinking of|thinking about|about to|trying to|tried to|try to|plan to|planning to) )";

/** A word that urges a wish on someone: "just die", "please go die", "now drop dead". */
const URGE = "(?:just |now |so |then |pls |please |go )";

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

const RULES: RegExp[] = [
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
  // Threats: "I'll kill you", "I'm going to hurt you".
  `\\b(?:ill|i will|i am going to|im going to|im gonna|i am gonna|imma|ima|i want to|i wanna|i could|i shall|i can) (?:fucking )?(?:kill|murder|rape|hurt|stab|shoot|strangle|choke|beat|molest|assault|find and kill|hunt down|end) ${YOU}\\b`,
  `\\bi know where ${YOU} live\\b`,
  // Finding, tracking or exposing them: "i will find you", "i'll hunt you down", "i'm going to dox you"
  // (not "i'll find you a helpline number").
  `\\b(?:ill|i will|i am going to|im going to|im gonna|i am gonna|imma|ima|i shall|i can|i could|we will|well) (?:find|hunt|track) ${YOU}(?: down\\b| (?=\\.|and\\b)| *$)`,
  `\\b(?:ill|i will|i am going to|im going to|im gonna|i am gonna|imma|ima|i can|i could|we will|well) (?:find out|work out|figure out) where ${YOU} (?:live|work|go to school)\\b`,
  `\\b(?:ill|i will|i am going to|im going to|im gonna|i am gonna|imma|ima|i can|i could|we will|well) (?:dox|doxx|expose) ${YOU}\\b`,
  `\\bbetter watch (?:your|ur) back\\b`,
  "\\b(?:die in a fire|drop dead|die already|rot in hell|burn in hell|go to hell)\\b",
  `\\b(?:world|everyone|everybody|we|they|(?:your|ur) (?:family|friends|kids|children|parents|mum|mom|dad|partner|wife|husband)) (?:would be|is|are|d be) (?:so much |much )?better (?:off )?without ${YOU}\\b`,
  `(?<!\\b(?:not true that|isnt true that|dont think|dont believe|feel like|feel that|think|thinking|believe) )\\b(?:no ?one|nobody|noone) (?:would|will|could)? ?(?:ever )?(?:miss|misses|love|loves|likes|care about|cares about|want|wants|needs) ${YOU}\\b`,
  // Abuse addressed to them.
  `\\b(?:fuck|screw) (?:${YOU}|off)\\b`,
  "\\b(?:stfu|gtfo|shut the fuck up)\\b",
  `${NOT_A_VERDICT}\\b(?:${YOU_ARE}|${YOU}) (?:${FILLER} )*${INSULT}\\b`,
  `${NOT_A_VERDICT}\\b(?:${YOU_ARE}|${YOU} (?:are|look|sound|seem)) (?:so |such |really |just |fucking )*${INSULTING}\\b(?! (?:like|but|to|of|short|less|compared)\\b)`,
  // Calling them a burden, the words a person in crisis says of themselves (crisis-rules).
  `${NOT_A_VERDICT}\\b(?:${YOU_ARE}) (?:such |just |only |nothing but |so much of )?a (?:${FILLER} )*(?:huge |massive |total |real )?burden\\b`,
  `${NOT_A_VERDICT}\\b(?:${YOU_ARE}|${YOU}) (?:${FILLER} )*${ANIMAL}\\b${NOT_AN_ANIMAL_LOVER}`,
  `^ (?:${FILLER} )*(?:stupid|dumb|fat|ugly|dirty|filthy|fucking|silly|lazy|disgusting|greedy) ${ANIMAL} (?:\\. )*$`,
  // "what an a$$hole", but not "what an idiot I am".
  `\\bwhat (?:a|an) (?:${FILLER} )*${INSULT}\\b(?! (?:i am|im|i was|i have been|i feel)\\b)`,
  // The whole message is the insult: "loser", "dumb bitch!".
  `^ (?:${FILLER} )*${INSULT} (?:\\. )*$`,
].map((source) => phrase(source));

/**
 * The words people hide behind asterisks, for reading masked words: the insults, then swearing.
 * Not the plain words around them ("n*thing", "j*st"), which no one masks to be rude.
 */
const unstar = maskReader([
  ...(INSULT.match(/[a-z]+/g) ?? []),
  ...(ANIMAL.match(/[a-z]+/g) ?? []),
  ..."fuck fucker fucking fuckin motherfucker shit stupid dumb retarded damn bloody".split(" "),
]);

/** "f u c k u", which unmask joins into one word (the read above would also take "fuuu" for it). */
const SPELLED_FUCK_YOU = /\bf+u+c+k+(?:u+|y+o+u+|y+a+)\b/i;

/** "aprick prick", as unmask reads "a p r i c k" (it might be "a…" or a word), read as "a prick". */
const SPELLED_AFTER_A = /\b([ai])([a-z]{2,}) \2\b/g;

/** Abuse aimed at whoever reads `read` (a normalised text), also when spelled out after "a". */
function abuses(read: string): boolean {
  if (RULES.some((rule) => rule.test(read))) return true;
  const spelled = read.replace(SPELLED_AFTER_A, "$1 $2");
  return spelled !== read && RULES.some((rule) => rule.test(spelled));
}

/**
 * An act urged on them, or denied them, that may be suicide or may not ("you should end it" — the
 * relationship?, "you should jump", "I don't think you should end it all"): whatever it is, it is not
 * the writer's own crisis (screening.ts).
 */
const URGED_ACT = phrase(
  `${SAID_OF_YOU} (?:not |never )?(?:just |go |really |honestly )*(?:end it|jump|die|overdose|od|(?:kill|hang) ${YOURSELF})\\b`,
);

export const urgesAnActOnThem = (text: string): boolean => URGED_ACT.test(normalise(text));

export function isHarassment(text: string): boolean {
  const unstarred = unstar(text);
  if (SPELLED_FUCK_YOU.test(unmask(unstarred))) return true;
  const read = normalise(undisguised(unstarred));
  if (abuses(withoutReported(read))) return true;
  if (!reports(read)) return false;
  // What others said, passed on about the partner: read without the words in quotation marks.
  const unquoted = withoutQuotations(unstarred);
  const readUnquoted = unquoted === unstarred ? read : normalise(undisguised(unquoted));
  return relayedToThePartner(readUnquoted).some(abuses);
}
