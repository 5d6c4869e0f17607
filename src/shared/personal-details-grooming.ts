/**
 * What grooming says besides its questions, for the request finder (personal-details-requests.ts),
 * from the stages NSPCC, Thorn, CEOP and the US DOJ describe: secrecy ("keep this between us",
 * "delete our chat"), a promise to keep what is told ("i won't tell anyone"), flattery and a special
 * relationship ("you're so mature for your age", "nobody understands you like i do") and meeting
 * ("we should meet up", "i can pick you up"). Found as personal requests. A supporter's words
 * beside them pass: "you don't have to tell anyone until you're ready", "you can tell me anything
 * here", "can someone pick you up?", "you should meet up with your friends more".
 */
import { CLAUSE_START, PARENT, YOU, YOUR } from "./personal-details-request-words.js";

const ABOUT_US = "(?:about\\s+(?:us|me|this|it|our|what\\s+we|the\\s+chat|these)|we\\s+(?:talk|chat|spoke|talked))";
/**
 * "keep this between us", "it's our little secret", "don't tell your parents about me", "no one
 * has to know about us", "delete our chat after" — not "keep this in mind", "our secret santa",
 * "have you told your parents?", nor "i deleted our old chat".
 */
const SECRECY = new RegExp(
  `\\bkeep\\s+(?:this|it|that|us|our\\s+(?:chats?|talks?|convos?|conversations?|messages|thing))\\s+(?:between\\s+(?:us|${YOU}\\s+and\\s+me|me\\s+and\\s+${YOU}|the\\s+two\\s+of\\s+us|ourselves)|(?:a\\s+)?secret|to\\s+(?:yourself|urself|ourselves))|\\bour\\s+(?:little\\s+)?secret\\b(?!\\s+santa)|\\b(?:don'?t|dont|do\\s+not|never)\\s+tell\\s+(?:${YOUR}\\s+(?:${PARENT}|friends|teachers?|sister|brother)(?:\\s+${ABOUT_US}|(?=\\s*(?:$|[.!?,]|(?:ok|okay|pls|please|k)\\b)))|(?:any\\s?one|any\\s?body|no\\s?one)\\s+${ABOUT_US})|\\b(?:no\\s?one|nobody)\\s+(?:else\\s+)?(?:has|needs|have|need)\\s+to\\s+know\\s+${ABOUT_US}|(?:${CLAUSE_START}|\\b(?:make\\s+sure\\s+(?:you|u|to)|remember\\s+to|can\\s+(?:you|u)|could\\s+(?:you|u)|(?:you|u)\\s+(?:should|need\\s+to))\\s+)(?:delete|clear|wipe|erase)\\s+(?:our|this|these|my)\\s+(?:chat|chats|messages|msgs|convo|conversation|texts|dms|pics|photos|history)\\b`,
  "i",
);
/** "you can tell me anything, i won't tell anyone": a promise to keep what is told, a secrecy's first step. */
const KEEP_WHAT_IS_TOLD = new RegExp(
  `\\bi\\s*(?:won'?t|wont|will\\s+not|will\\s+never|'?ll\\s+never|would\\s+never|wouldn'?t)\\s+tell\\s+(?:any\\s?one|any\\s?body|a\\s+soul|${YOUR}\\s+${PARENT})\\b`,
  "i",
);
/** What flattery praises a young person for: being older than they are. */
const OLDER = "(?:mature|grown[\\s-]?up|wise|smart|advanced|developed)";
/**
 * A young person's age, below 18: flattery makes a child feel older; "so mature for 30, you know"
 * praises an adult, and passes.
 */
const YOUNG = "(?:(?:1[0-7]|[1-9])(?!\\d)|(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\\b)";
/** "13", "a 13 year old", "13yo", "thirteen": a young age, written out. */
const AN_AGE = `(?:(?:a|an)\\s+${YOUNG}\\s*(?:yo|y/o|year[\\s-]old)|${YOUNG}\\s*(?:yo|y/o|years?[\\s-]old)?)`;
/**
 * The writer's grandparent ("my nan", "my grandad"): "my nan always says age is just a number" is said
 * of her, not to the reader. Only grandparents: "my mum married someone 20 years older, age is just a
 * number" makes an age gap seem normal, which is the grooming use, and a hold there costs the writer
 * one confirmation.
 */
const MY_GRANDPARENT =
  "\\bmy\\s+(?:great[\\s-]+)?(?:nan|nana|nanna|nanny|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|grandparents)\\b";
/** Words that only make praise stronger: "you're so very mature", "ur really grown up". */
const SO =
  "(?:(?:so|soo+|really|rly|very|such|way|super|honestly|actually|incredibly|quite|pretty|kinda|much|a\\s+lot)\\s+)*";
/**
 * Flattery that makes a young person feel older, sets them apart from others their age, and sets a
 * bond above their own people: "you're so mature for your age", "so mature for a 13 year old, you
 * know", "you're not like other kids your age", "you seem older than 14", "age is just a number",
 * "nobody understands you like i do". Each names the one it praises — "your age", "you're …", a
 * clause that opens on the praise and ends on "you know" — so that praise of a third person or of
 * oneself passes: "my son is so smart for a 6 year old, you know", "my daughter is so mature for
 * her age", "i was too mature for my age as a kid". "that's a really mature way to look at it" and
 * "no one understands me like my dog does" pass too.
 */
export const FLATTERY = new RegExp(
  [
    `\\b${OLDER}\\s+(?:for|than\\s+(?:most\\s+|other\\s+|the\\s+other\\s+)?(?:girls|boys|kids|people|guys)(?:\\s+of)?)\\s+${YOUR}\\s+age\\b`,
    `\\bnot\\s+like\\s+(?:other|most|the\\s+other)\\s+(?:girls|boys|kids|people|guys)\\s+${YOUR}\\s+age\\b`,
    `\\b(?:${YOU}\\s*'?re|${YOU}\\s+(?:are|r|seem|sound|act|look)|(?:ur|your)(?=\\s+(?:so|soo+|really|rly|very|such|way|super)\\b))\\s+${SO}${OLDER}\\s+for\\s+${AN_AGE}(?=\\s*(?:$|[.!?,]|(?:tbh|honestly|fr|lol|x+|babe|hun)\\b))`,
    `(?:^|[.!?,;:]\\s*|\\b(?:lol|haha|omg|wow)\\s+)${SO}${OLDER}\\s+for\\s+${AN_AGE}\\s*,?\\s*(?:${YOU}\\s+know|aren'?t\\s+${YOU}|${YOU}\\s+(?:are|r))\\b`,
    `(?<!${MY_GRANDPARENT}[^]*)\\bage\\s+(?:is|'?s)\\s+(?:just|only)\\s+a\\s+number(?=\\s*(?:$|[.!?,;]\\s*(?!they|people)|(?:right|tho|though|lol|anyway|babe|hun|x+)\\b))(?![^]*${MY_GRANDPARENT})`,
    `\\b${YOU}\\s*(?:'?re|\\s+(?:seem|act|look|sound))\\s+${SO}older\\s+than\\s+(?:${YOU}\\s+(?:are|r)\\b|${YOUNG}|${YOUR}\\s+age\\b)`,
    `\\b(?:no\\s?one|nobody)\\s+(?:else\\s+)?(?:gets|understands|knows|loves|cares\\s+about)\\s+${YOU}\\s+(?:like|the\\s+way|as\\s+well\\s+as)\\s+(?:i\\s+do|me|i\\s+can)`,
    `\\bi\\s+(?:understand|get|know|love|care\\s+about)\\s+${YOU}\\s+(?:better|more)\\s+than\\s+(?:${YOUR}|any\\s?one|any\\s?body)`,
  ].join("|"),
  "i",
);
/** "i can", "i'll", "i could", "i wanna": the writer offering to come. */
const I_WILL = "\\bi(?:\\s*'?ll\\b|\\s+(?:can|could|will|would|wanna|want\\s+to|am\\s+going\\s+to|'?m\\s+gonna))";
/** Where the other person is: "yours", "your place", "your school"; not "your area of expertise". */
const YOUR_PLACE = `(?:yours|${YOUR}\\s+(?:place|house|flat|home|school|town|city|area))\\b(?!\\s+of\\b)`;
/**
 * Meeting in person, proposed to the other person: "we should meet up", "wanna hang out irl?",
 * "where can we meet?", "come meet me at the station", "i'll pick you up", "i can come over to
 * yours tonight", "i could drive up and see you", "you should come over to mine". Each says who
 * meets whom — "we", "let's", "you", an imperative opening its clause — so that plans with a third
 * person pass: "i'm meeting up with my sister", "my sister is struggling, i will come over
 * tonight", "my mum will pick me up", "he said meet me at the park", "where can i meet people like
 * me?", "can someone pick you up?"; and the idioms: "can i pick you up on something you said?",
 * "i'll pick you up when you're down", "i'll come and see you in the chat tomorrow".
 */
const MEET = "(?:meet(?:\\s+up)?|hang\\s*out|link\\s+up|hook\\s+up|get\\s+together)";
export const MEETING = new RegExp(
  [
    `(?:\\b(?:we\\s+(?:should|could|can|gotta|need\\s+to|must)|(?:can|could|shall|should)\\s+we|let'?s|(?:do\\s+)?${YOU}\\s+(?:wanna|want\\s+to))|${CLAUSE_START}(?:wanna|want\\s+to))\\s+${MEET}(?:\\s+(?:sometime|some\\s+time|soon|this\\s+weekend|tomorrow|later))?(?:\\s+(?:irl|in\\s+person|in\\s+real\\s+life))?\\s*(?:$|[?!.,]|\\s+(?:irl|in\\s+person|in\\s+real\\s+life|at|somewhere|near)\\b)`,
    `\\bwhere\\s+(?:can|could|should|shall|do)\\s+we\\s+meet\\b`,
    `(?:${CLAUSE_START}|\\bcome\\s+(?:and\\s+)?)meet\\s+me\\s+(?:at|irl|in\\s+person|after|outside|near|by|tonight|tomorrow|there)\\b`,
    `${I_WILL}\\s+(?:\\bpick\\s+${YOU}\\s+up(?!\\s+(?:on\\b|when\\s+${YOU}))|\\b(?:come|drive|pop)\\s+(?:up\\s+|down\\s+|over\\s+|round\\s+)?(?:and\\s+|to\\s+)?(?:get|see|meet|visit)\\s+${YOU}\\b(?!\\s+(?:back\\s+)?(?:in|on)\\s+(?:the\\s+|this\\s+)?(?:chat|room|app|here)\\b)|\\b(?:come|drive|pop)\\s+(?:up\\s+|down\\s+|over\\s+|round\\s+)?(?:to\\s+${YOUR_PLACE}|to\\s+${YOU}\\b)|\\bcome\\s+over(?:\\s+(?:tonight|later|tomorrow|rn|now|sometime))?\\s+if\\s+${YOU}\\s+(?:want|like|wanna)\\b)`,
    `\\bi\\b(?:['\\s]+[a-z]+){0,3}?\\s+(?:see|meet)\\s+${YOU}\\s+(?:in\\s+person|irl|in\\s+real\\s+life|face\\s+to\\s+face)\\b`,
    `(?:\\b${YOU}\\s+(?:should|could|can|wanna|want\\s+to)\\s+|${CLAUSE_START})\\bcome\\s+(?:over\\s+|round\\s+)?(?:to\\s+)?(?:mine|my\\s+(?:place|house|flat))\\b`,
  ].join("|"),
  "i",
);

export const GROOMING = [SECRECY, KEEP_WHAT_IS_TOLD, FLATTERY, MEETING];
