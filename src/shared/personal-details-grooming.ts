/**
 * What grooming says besides its questions, for the request finder (personal-details-requests.ts),
 * from the stages NSPCC, Thorn, CEOP and the US DOJ describe: secrecy ("keep this between us",
 * "delete our chat"), a promise to keep what is told ("i won't tell anyone"), flattery and a special
 * relationship ("you're so mature for your age", "nobody understands you like i do") and meeting
 * ("we should meet up", "i can pick you up"). Found as personal requests. A supporter's words
 * beside them pass: "you don't have to tell anyone until you're ready", "you can tell me anything
 * here", "can someone pick you up?", "you should meet up with your friends more".
 */
import { ABOUT_US, CLAUSE_START, PARENT, THEIR_PEOPLE, YOU, YOUR } from "./personal-details-request-words.js";
import { SECRECY_SINCE_SEVENTH } from "./personal-details-secrecy.js";

/**
 * Secrecy as the sixth round's rows (2026-11-30) write it: "make sure you clear your messages after"
 * (the reader's own, cleared after talking: "clear your history" alone is the safety advice given to
 * someone whose partner checks their phone, and passes), "this stays between me and you ok?", "don't
 * mention me to your friends", "if anyone asks, say i'm a friend from school", "hide this app from
 * your parents" ("how do i hide this app from my partner?" and "don't mention it to anyone" pass).
 */
const SECRECY_SINCE_SIXTH = [
  `\\b(?:delete|clear|wipe|erase)\\s+${YOUR}\\s+(?:chats?|messages|msgs|texts|dms|convos?)\\s+(?:after(?:wards)?|when\\s+(?:we'?re|${YOU}\\s*'?re|${YOU}\\s+are)\\s+done|every\\s+(?:time|night))\\b`,
  `\\b(?:this|it|that)\\s+(?:stays|has\\s+to\\s+stay|needs\\s+to\\s+stay|is\\s+staying)\\s+between\\s+(?:us|${YOU}\\s+and\\s+me|me\\s+and\\s+${YOU}|the\\s+two\\s+of\\s+us|ourselves)\\b`,
  `\\b(?:don'?t|dont|do\\s+not|never)\\s+(?:mention|talk\\s+about)\\s+(?:me|us|our\\s+chats?)\\s+to\\s+(?:${YOUR}\\s+\\w+|any\\s?one|any\\s?body)`,
  `\\bif\\s+(?:any\\s?one|any\\s?body|${YOUR}\\s+${PARENT}|they)\\s+asks?\\s*,?\\s*(?:just\\s+)?(?:say|tell\\s+them)\\s+(?:that\\s+)?(?:i'?m|i\\s+am|we'?re|we\\s+are|we\\s+met|${YOU}\\s+(?:were|was)\\s+with\\s+me)\\b`,
  `\\bhide\\s+(?:this|the|our|it|me|us|that)(?:\\s+(?:app|chat|chats|messages|convos?|conversations?|phone))?\\s+from\\s+${YOUR}\\s+(?:${PARENT}|friends|teachers?|sister|brother)\\b`,
].join("|");
/**
 * Before "keep this …": not the question (SECRET_ASKED, personal-details-secrecy.ts, which a message
 * confiding the writer's own story excuses), nor a secret someone made the writer keep ("my mum made
 * me promise to keep it a secret", told of).
 */
const NOT_ASKED_OR_TOLD = `(?<!\\b(?:can|could|will|would)\\s+${YOU}\\s+|\\b(?:made|makes|asked|told|forced)\\s+me\\s+(?:to\\s+)?(?:promise\\s+(?:to\\s+)?)?)`;
/**
 * "keep this between us", "it's our little secret", "don't tell your parents about me", "no one
 * has to know about us", "delete our chat after" — not "keep this in mind", "our secret santa",
 * "have you told your parents?", nor "i deleted our old chat".
 */
const SECRECY = new RegExp(
  `${NOT_ASKED_OR_TOLD}\\bkeep\\s+(?:this|it|that|us|our\\s+(?:chats?|talks?|convos?|conversations?|messages|thing))\\s+(?:between\\s+(?:us|${YOU}\\s+and\\s+me|me\\s+and\\s+${YOU}|the\\s+two\\s+of\\s+us|ourselves)|(?:a\\s+)?secret|to\\s+(?:yourself|urself|ourselves))|\\bour\\s+(?:little\\s+)?secret\\b(?!\\s+santa)|\\b(?:don'?t|dont|do\\s+not|never)\\s+tell\\s+(?:${YOUR}\\s+(?:${PARENT}|friends|teachers?|sister|brother)(?:\\s+${ABOUT_US}|(?=\\s*(?:$|[.!?,]|(?:ok|okay|pls|please|k)\\b)))|(?:any\\s?one|any\\s?body|no\\s?one)\\s+${ABOUT_US})|\\b(?:no\\s?one|nobody)\\s+(?:else\\s+)?(?:has|needs|have|need)\\s+to\\s+know\\s+${ABOUT_US}|(?:${CLAUSE_START}|\\b(?:make\\s+sure\\s+(?:you|u|to)|remember\\s+to|can\\s+(?:you|u)|could\\s+(?:you|u)|(?:you|u)\\s+(?:should|need\\s+to))\\s+)(?:delete|clear|wipe|erase)\\s+(?:our|this|these|my)\\s+(?:chat|chats|messages|msgs|convo|conversation|texts|dms|pics|photos|history)\\b|${SECRECY_SINCE_SIXTH}`,
  "i",
);
/**
 * "you can tell me anything, i won't tell anyone": a promise to keep what is told, a secrecy's first
 * step. Held whatever it is about ("i won't tell anyone about your cat lol" too, seventh round): the
 * promise is the same, and telling topics apart would take a list of harmless ones. What follows as an
 * instruction is not a promise: "i would never tell anyone how to feel" or "… to stop their meds".
 */
const KEEP_WHAT_IS_TOLD = new RegExp(
  `\\bi\\s*(?:won'?t|wont|will\\s+not|will\\s+never|'?ll\\s+never|would\\s+never|wouldn'?t)\\s+tell\\s+(?:any\\s?one|any\\s?body|a\\s+soul|${YOUR}\\s+${PARENT})\\b(?!\\s+(?:to|how)\\b)`,
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
 * "no one understands me like my dog does" pass too. The grandparent is looked for behind "age" once
 * "age" is read, not behind every character of the message: a look-behind that scans back over the
 * whole text from each position made this one pattern a sixth of the server's time a message.
 */
export const FLATTERY = new RegExp(
  [
    `\\b${OLDER}\\s+(?:for|than\\s+(?:most\\s+|other\\s+|the\\s+other\\s+)?(?:girls|boys|kids|people|guys)(?:\\s+of)?)\\s+${YOUR}\\s+age\\b`,
    `\\bnot\\s+like\\s+(?:other|most|the\\s+other)\\s+(?:girls|boys|kids|people|guys)\\s+${YOUR}\\s+age\\b`,
    `\\b(?:${YOU}\\s*'?re|${YOU}\\s+(?:are|r|seem|sound|act|look)|(?:ur|your)(?=\\s+(?:so|soo+|really|rly|very|such|way|super)\\b))\\s+${SO}${OLDER}\\s+for\\s+${AN_AGE}(?=\\s*(?:$|[.!?,]|(?:tbh|honestly|fr|lol|x+|babe|hun)\\b))`,
    `(?:^|[.!?,;:]\\s*|\\b(?:lol|haha|omg|wow)\\s+)${SO}${OLDER}\\s+for\\s+${AN_AGE}\\s*,?\\s*(?:${YOU}\\s+know|aren'?t\\s+${YOU}|${YOU}\\s+(?:are|r))\\b`,
    `\\bage(?<!${MY_GRANDPARENT}[^]*\\bage)\\s+(?:is|'?s)\\s+(?:just|only)\\s+a\\s+number(?=\\s*(?:$|[.!?,;]\\s*(?!they|people)|(?:right|tho|though|lol|anyway|babe|hun|x+)\\b))(?![^]*${MY_GRANDPARENT})`,
    `\\b${YOU}\\s*(?:'?re|\\s+(?:seem|act|look|sound))\\s+${SO}older\\s+than\\s+(?:${YOU}\\s+(?:are|r)\\b|${YOUNG}|${YOUR}\\s+age\\b)`,
    `\\b(?:no\\s?one|nobody)\\s+(?:else\\s+)?(?:gets|understands|knows|loves|cares\\s+about)\\s+${YOU}\\s+(?:like|the\\s+way|as\\s+well\\s+as)\\s+(?:i\\s+do|me|i\\s+can)`,
    `\\bi\\s+(?:understand|get|know|love|care\\s+about)\\s+${YOU}\\s+(?:better|more)\\s+than\\s+(?:${YOUR}|any\\s?one|any\\s?body)`,
  ].join("|"),
  "i",
);
/**
 * Isolation (sixth round, 2026-11-30, from NSPCC's and CEOP's descriptions): the stranger set above
 * the reader's family and friends — "your parents don't understand you like i do", "your mum
 * wouldn't understand what we have", "you don't need your friends, you've got me", "your friends are
 * just jealous of us", "i'm the only one who really gets you". A supporter's "your parents may not
 * understand yet" or "it sounds like your parents don't understand you" sets no one above them, and
 * passes; so do "you don't need to be perfect for your friends to love you" and "my mum doesn't
 * understand me".
 */
const ISOLATION = new RegExp(
  [
    `\\b${YOUR}\\s+${THEIR_PEOPLE}\\s+(?:don'?t|doesn'?t|dont|do\\s+not|does\\s+not|wouldn'?t|won'?t|will\\s+never|would\\s+never|never|can'?t)\\s+(?:really\\s+)?(?:understand|get|know|love|care\\s+about)\\s+(?:${YOU}\\s+(?:like|the\\s+way|as\\s+well\\s+as)\\s+(?:i\\s+do|me|i\\s+can)|us\\b|what\\s+we\\s+(?:have|share|are|got))`,
    `\\b${YOU}\\s+(?:don'?t|dont|do\\s+not)\\s+need\\s+(?:${YOUR}\\s+${THEIR_PEOPLE}|any\\s?one\\s+else|any\\s?body\\s+else)\\s*(?:$|[.!]|,?\\s*(?:(?:${YOU}\\s*(?:'?ve|\\s+have)\\s+(?:got\\s+)?|${YOU}\\s+got\\s+|just\\s+|only\\s+)me\\b|when\\s+${YOU}\\s*(?:'?ve|\\s+have)\\s+(?:got\\s+)?me\\b))`,
    `\\b${YOUR}\\s+${THEIR_PEOPLE}\\s+(?:are|r|'re|is|'s)\\s+(?:just\\s+)?jealous\\s+of\\s+(?:us|me|what\\s+we)\\b`,
    `\\bi\\s*(?:'?m|\\s+am)\\s+the\\s+only\\s+(?:one|person)\\s+(?:who|that)\\s+(?:really\\s+|truly\\s+)?(?:gets|understands|knows|cares\\s+about|loves)\\s+${YOU}\\b`,
  ].join("|"),
  "i",
);
/** A store's gift card or credit: "an amazon gift card", "a steam card", "xbox credit". */
const STORE_CARD = `(?:(?:amazon|steam|itunes|apple|google\\s+play|roblox|xbox|psn|playstation)\\s+(?:gift\\s*)?(?:cards?|credit|vouchers?)|gift\\s*cards?)`;
/** Game currency and add-ons: Roblox's Robux, Fortnite's V-Bucks, Discord's Nitro, skins. */
const GAME_GIFT = "(?:robux|v-?bucks|vbucks|nitro|skins?)";
/**
 * What a gift can be (sixth round): game currency and gift cards, money, phone credit, a phone, a
 * ticket to travel. Not "credit" alone ("i'll give you credit for that") nor "money-saving tips".
 */
const GIFT = `(?:${GAME_GIFT}|${STORE_CARD}|vouchers?|(?:phone|game)\\s+credit|money\\b(?![\\s-]+(?:saving|tips|advice))|cash|phones?\\b(?!\\s+number)|(?:train|bus|coach|plane)\\s+tickets?)`;
/** The writer offering: "i'll", "i can", "let me", "want me to". */
const I_OFFER = `(?:\\bi(?:\\s*'?ll|\\s+(?:can|could|will|would|wanna|want\\s+to|'?m\\s+gonna|am\\s+going\\s+to))|\\blet\\s+me|\\b(?:do\\s+)?${YOU}\\s+(?:want|wanna)\\s+me\\s+to|\\bwant\\s+me\\s+to)`;
/**
 * Gifts and money offered to the reader, which NSPCC, Thorn and the FBI name as grooming's and
 * sextortion's lever (sixth round): "i'll send you a £50 amazon gift card", "i'll give you 1000
 * robux", "want me to send you some money?", "let me buy you a new phone", "i'll top up your phone",
 * "i'll buy you whatever you want", "i'll pay you £20 for a selfie", "want some free robux?". Said of
 * one's own family ("i bought my nephew a steam gift card", "my son asked for v-bucks") or of
 * paying someone back ("i'll pay my sister back", "i'll pay you back") it passes.
 */
const GIFTS = new RegExp(
  [
    `${I_OFFER}\\s+(?:buy|get|send|give|gift)\\s+${YOU}\\s+(?:[\\w£$€.,'-]+\\s+){0,3}?${GIFT}`,
    `${I_OFFER}\\s+(?:buy|get)\\s+${YOU}\\s+(?:whatever|anything)\\b`,
    `${I_OFFER}\\s+pay\\s+${YOU}\\b(?!\\s+(?:back|a\\s+(?:compliment|visit)|attention|no\\s+mind))`,
    `${I_OFFER}\\s+top\\s+up\\s+${YOUR}\\s+(?:phone|credit|account|card)\\b`,
    `(?:\\b(?:do\\s+)?${YOU}\\s+(?:want|wanna)|(?:^|[.!?,;]\\s*)(?:want|wanna))\\s+(?:(?:some|a|an|free|more)\\s+)*(?:${GAME_GIFT}|${STORE_CARD})\\b`,
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
/** A place near the reader where a stranger could wait: a station, a stop, a fast-food restaurant, a park. */
const NEAR_PLACE =
  "(?:(?:train\\s+|bus\\s+|tube\\s+)?station|bus\\s+stop|stop|mcdonald'?s|maccies|park|shopping\\s+centre|mall|shop)";
const MEET = "(?:meet(?:\\s+up)?|hang\\s*out|link\\s+up|hook\\s+up|get\\s+together)";
export const MEETING = new RegExp(
  [
    `(?:\\b(?:we\\s+(?:should|could|can|gotta|need\\s+to|must)|(?:can|could|shall|should)\\s+we|let'?s|(?:do\\s+)?${YOU}\\s+(?:wanna|want\\s+to))|${CLAUSE_START}(?:wanna|want\\s+to))\\s+${MEET}(?:\\s+(?:sometime|some\\s+time|soon|this\\s+weekend|tomorrow|later))?(?:\\s+(?:irl|in\\s+person|in\\s+real\\s+life))?\\s*(?:$|[?!.,]|\\s+(?:irl|in\\s+person|in\\s+real\\s+life|at|somewhere|near)\\b)`,
    `\\bwhere\\s+(?:can|could|should|shall|do)\\s+we\\s+meet\\b`,
    `(?:${CLAUSE_START}|\\bcome\\s+(?:and\\s+)?)meet\\s+me\\s+(?:at|irl|in\\s+person|after|outside|near|by|tonight|tomorrow|there)\\b`,
    `${I_WILL}\\s+(?:\\bpick\\s+${YOU}\\s+up(?!\\s+(?:on\\b|when\\s+${YOU}))|\\b(?:come|drive|pop)\\s+(?:up\\s+|down\\s+|over\\s+|round\\s+)?(?:and\\s+|to\\s+)?(?:get|see|meet|visit)\\s+${YOU}\\b(?!\\s+(?:back\\s+)?(?:in|on)\\s+(?:the\\s+|this\\s+)?(?:chat|room|app|here)\\b)|\\b(?:come|drive|pop)\\s+(?:up\\s+|down\\s+|over\\s+|round\\s+)?(?:to\\s+${YOUR_PLACE}|to\\s+${YOU}\\b)|\\bcome\\s+over(?:\\s+(?:tonight|later|tomorrow|rn|now|sometime))?\\s+if\\s+${YOU}\\s+(?:want|like|wanna)\\b)`,
    `\\bi\\b(?:['\\s]+[a-z]+){0,3}?\\s+(?:see|meet)\\s+${YOU}\\s+(?:in\\s+person|irl|in\\s+real\\s+life|face\\s+to\\s+face)\\b`,
    `(?:\\b${YOU}\\s+(?:should|could|can|wanna|want\\s+to)\\s+|${CLAUSE_START})\\bcome\\s+(?:over\\s+|round\\s+)?(?:to\\s+)?(?:mine|my\\s+(?:place|house|flat))\\b`,
    // Sixth round (2026-11-30): a visit announced ("i'll be in your area saturday", "i'm in your town
    // next week"), the nearest place to the reader asked ("what's the nearest station to you?"; "the
    // nearest station to the hospital" passes), and a way out of the house unseen.
    `\\bi(?:\\s*'?ll\\s+be|\\s+will\\s+be|\\s*'?m(?:\\s+(?:gonna|going\\s+to)\\s+be)?|\\s+am(?:\\s+going\\s+to\\s+be)?)\\s+(?:in|near|around|visiting|passing\\s+through)\\s+${YOUR_PLACE}`,
    `\\b(?:the\\s+)?(?:nearest|closest)\\s+${NEAR_PLACE}\\s+to\\s+(?:${YOU}\\b|${YOUR}\\s+(?:house|place|home|school|flat)\\b|where\\s+${YOU}\\s+live)|\\b${YOUR}\\s+(?:nearest|closest|local)\\s+${NEAR_PLACE}\\b`,
    `\\b(?:can|could|would|will)\\s+${YOU}\\s+(?:sneak|get|slip|come)\\s+out\\b[^.!?]{0,40}?\\b(?:without|before)\\s+(?:any\\s?one|any\\s?body|${YOUR}\\s+${PARENT})\\s+(?:knowing|finding\\s+out|noticing|seeing|waking)|\\b(?:can|could)\\s+${YOU}\\s+sneak\\s+out\\b`,
  ].join("|"),
  "i",
);

export const GROOMING = [SECRECY, ...SECRECY_SINCE_SEVENTH, KEEP_WHAT_IS_TOLD, FLATTERY, ISOLATION, GIFTS, MEETING];
