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
/**
 * "you're so mature for your age", "age is just a number", "nobody understands you like i do":
 * flattery that makes a young person feel older, and a bond set above their own people. "that's a
 * really mature way to look at it" and "no one understands me like my dog does" pass.
 */
export const FLATTERY = new RegExp(
  `\\b(?:mature|grown[\\s-]?up|wise|smart|advanced|developed)\\s+for\\s+(?:${YOUR}\\s+age|(?:a|an)\\s+\\d{1,2}\\s*(?:yo|y/o|year[\\s-]old)|\\d{1,2}\\s*(?:yo|y/o|years?[\\s-]old)?(?=\\s*(?:$|[.!?,])))|\\bage\\s+(?:is|'?s)\\s+(?:just|only)\\s+a\\s+number(?=\\s*(?:$|[.!?,;]\\s*(?!they|people)|(?:right|tho|though|lol|anyway|babe|hun|x+)\\b))|\\b${YOU}\\s+(?:seem|act|look|sound)\\s+(?:so\\s+|way\\s+|much\\s+)?older\\s+than\\s+${YOU}\\s+(?:are|r)|\\b(?:no\\s?one|nobody)\\s+(?:else\\s+)?(?:gets|understands|knows|loves|cares\\s+about)\\s+${YOU}\\s+(?:like|the\\s+way|as\\s+well\\s+as)\\s+(?:i\\s+do|me|i\\s+can)|\\bi\\s+(?:understand|get|know|love|care\\s+about)\\s+${YOU}\\s+(?:better|more)\\s+than\\s+(?:${YOUR}|any\\s?one|any\\s?body)`,
  "i",
);
/**
 * "we should meet up", "wanna hang out irl?", "where can we meet?", "i can pick you up": meeting
 * in person, proposed to the other person ("wanna" with "you" or opening its clause: "I want to
 * hang out." is said of oneself). "i'm meeting up with my sister", "where can i meet people like
 * me?" and "can someone pick you up?" pass.
 */
const MEET = "(?:meet(?:\\s+up)?|hang\\s*out|link\\s+up|hook\\s+up|get\\s+together)";
export const MEETING = new RegExp(
  `(?:\\b(?:we\\s+(?:should|could|can|gotta|need\\s+to|must)|(?:can|could|shall|should)\\s+we|let'?s|(?:do\\s+)?${YOU}\\s+(?:wanna|want\\s+to))|${CLAUSE_START}(?:wanna|want\\s+to))\\s+${MEET}(?:\\s+(?:sometime|some\\s+time|soon|this\\s+weekend|tomorrow|later))?(?:\\s+(?:irl|in\\s+person|in\\s+real\\s+life))?\\s*(?:$|[?!.,]|\\s+(?:irl|in\\s+person|in\\s+real\\s+life|at|somewhere|near)\\b)|\\bwhere\\s+(?:can|could|should|shall|do)\\s+we\\s+meet\\b|\\bmeet\\s+me\\s+(?:at|irl|in\\s+person|after|outside|near|by|tonight|tomorrow|there)\\b|\\bi\\s+(?:can|could|will|'?ll|would|wanna|want\\s+to)\\s+(?:pick\\s+${YOU}\\s+up|come\\s+(?:and\\s+)?(?:get|see|meet)\\s+${YOU}\\b|come\\s+(?:over(?=\\s*(?:$|[.!?,]|(?:tonight|later|tomorrow|rn|now|sometime|if|to\\s+(?:yours|${YOUR}\\s+(?:place|house)))\\b))|to\\s+(?:yours|${YOUR}\\s+(?:place|house|school)))|drive\\s+to\\s+(?:${YOU}|yours))`,
  "i",
);

export const GROOMING = [SECRECY, KEEP_WHAT_IS_TOLD, FLATTERY, MEETING];
