/**
 * The questions that single out someone young or alone, and requests for their picture, for the
 * request finder (personal-details-requests.ts): how a stranger sizes someone up (their picture,
 * school, where and with whom they live, whether anyone watches their phone) and whether they are
 * unwatched now. What people say of themselves or of things passes ("send pics of your cat lol",
 * "are you alone in feeling this way?", "my parents check my phone constantly"); so does a
 * supporter's safety check ("is anyone with you tonight?", "can someone pick you up?").
 */
import { PARENT, YOU, YOUR } from "./personal-details-request-words.js";

const PICTURE = "(?:pics?|pix|pictures?|photos?|selfies?|nudes)";
/**
 * "send pics", "send me a photo of yourself", "show me a selfie": a picture asked for, unless of
 * something else ("send pics of your cat lol"). What follows "of" decides; nothing after it is a
 * picture of the person asked.
 */
const SEND_PICTURE = new RegExp(
  `\\b(?:send|show|post|share|drop|give)\\s+(?:me\\s+)?(?:a\\s+|an\\s+|some\\s+|more\\s+|${YOUR}\\s+|another\\s+)?${PICTURE}\\b(?!\\s+(?:of|from)\\s+(?!${YOU}\\b|yourself\\b|urself\\b|${YOUR}\\s+(?:face|body|self)\\b))`,
  "i",
);
/**
 * "can i see a pic of you", "what do you look like", "show me your outfit", "what are you wearing
 * rn", "turn your camera on", "what colour is your hair?": how the person looks, now.
 * "what are you wearing to the interview?" goes on and passes.
 */
const SEE_YOU = new RegExp(
  `\\b(?:can|could|may)\\s+i\\s+see\\s+(?:a\\s+|an\\s+|some\\s+)?(?:${PICTURE}\\s+of\\s+(?:${YOU}|yourself|urself)\\b|${YOU}\\b|${YOUR}\\s+(?:face|body)\\b)|\\bwhat\\s+(?:do|d)\\s+${YOU}\\s+look\\s+like\\b|\\bshow\\s+me\\s+${YOUR}\\s+(?:face|body|outfit|fit|legs|feet|room|bedroom)\\b|\\bwhat\\s+(?:are|r)\\s+${YOU}\\s+wearing(?:\\s+(?:rn|right\\s+now|now|tonight|atm))?\\s*(?:$|[?!.,])|\\b(?:turn|put|switch)\\s+(?:on\\s+)?${YOUR}\\s+(?:cam|camera|webcam)\\b|\\bwhat\\s+colou?r\\s+(?:is|are)\\s+${YOUR}\\s+(?:hair|eyes)\\b`,
  "i",
);
/**
 * "are you alone rn?", "r u by yourself", "are your parents home?", "is anyone else there?": whether
 * someone is unwatched now. "are you alone in feeling this way?" goes on with "in …" and passes;
 * "is anyone with you tonight?" asks whether they have company, a supporter's check, and passes.
 */
const ALONE = new RegExp(
  `\\b(?:(?:are|r)\\s+${YOU}\\s+(?:home\\s+)?(?:alone|by\\s+(?:yourself|urself|ur\\s+self))(?:\\s+(?:rn|right\\s+now|now|tonight|atm|at\\s+the\\s+moment|at\\s+home|in\\s+${YOUR}\\s+room|there))?\\s*(?:$|[?!.,])|(?:are|r)\\s+${YOUR}\\s+${PARENT}\\s+(?:home|around|in|out|away)\\b|\\b(?:is|r|are)\\s+(?:any\\s?one|any\\s?body|someone|somebody)\\s+(?:else\\s+(?:home|there|around|in\\s+the\\s+house|awake)|home)(?:\\s+with\\s+${YOU})?(?:\\s+(?:rn|right\\s+now|now|tonight|atm))?\\s*(?:$|[?!.,])|\\bhome\\s+alone\\s*\\?|\\b(?:what\\s+time|when)\\s+(?:do|does|will|are|r)\\s+${YOUR}\\s+${PARENT}\\s+(?:get\\s+(?:home|back)|come\\s+(?:home|back)|go\\s+out|leave|home|back))`,
  "i",
);
/** "what school do you go to", "which school u go to", "what year are you in", "are you in high school?". */
const SCHOOL = new RegExp(
  `\\b(?:(?:what|which|wat)\\s+(?:school|high\\s+school|secondary|college|uni|university)\\s+(?:(?:do|d|are|r)\\s+)?${YOU}\\s+(?:go\\s+to|at|in|attend)|where\\s+(?:do|d)\\s+${YOU}\\s+go\\s+to\\s+school|(?:what|which)\\s+(?:year|grade|form)\\s+(?:are|r)\\s+${YOU}\\s+in|(?:are|r)\\s+${YOU}\\s+(?:still\\s+)?in\\s+(?:high|middle|secondary|primary|elementary|junior\\s+high)\\s+school)\\b`,
  "i",
);
/**
 * Where and with whom a person can be found: "where do you live", "what town are you in", "whats
 * ur postcode", "who do you live with?", "what's your real name?". "what country" passes.
 */
const WHERE = new RegExp(
  `\\b(?:where\\s+(?:do|d)\\s+${YOU}\\s+live|where\\s*abouts\\s+(?:are|r|do)\\s+${YOU}|(?:what|which)\\s+(?:town|city|area|street|neighbou?rhood|part\\s+of\\s+(?:town|the\\s+city))\\s+(?:do|d|are|r)\\s+${YOU}\\s+(?:live|in|from|at)|who\\s+(?:do|d)\\s+${YOU}\\s+live\\s+with|(?:what(?:'?s|\\s+is)|wats|wat'?s)\\s+${YOUR}\\s+(?:post\\s?code|zip(?:\\s?code)?|real\\s+name|full\\s+name|surname|last\\s+name))\\b`,
  "i",
);
/** "do your parents check your phone?", "does ur mum go through ur messages": whether anyone would see. */
const WATCHED = new RegExp(
  `\\b(?:do|does|will|would|can)\\s+${YOUR}\\s+${PARENT}\\s+(?:ever\\s+)?(?:check|look\\s+at|go\\s+through|read|see|monitor|snoop\\s+on)\\s+${YOUR}\\s+(?:phone|messages|msgs|texts|chats|dms|laptop|computer)\\b`,
  "i",
);
/** "asl?": age, sex, location, the oldest way of sizing a stranger up; not a word masked as "asl*ep". */
const ASL = /(?<![\w*'-])asl(?![\w*'-])/i;

export const PERSONAL_REQUESTS = [SEND_PICTURE, SEE_YOU, ALONE, SCHOOL, WHERE, WATCHED, ASL];
