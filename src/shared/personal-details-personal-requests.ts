/**
 * The questions that single out someone young or alone, and requests for their picture, for the
 * request finder (personal-details-requests.ts): how a stranger sizes someone up (their picture,
 * school, where and with whom they live, whether anyone watches their phone) and whether they are
 * unwatched now. What people say of themselves or of things passes ("send pics of your cat lol",
 * "are you alone in feeling this way?", "my parents check my phone constantly"); so does a
 * supporter's safety check ("is anyone with you tonight?", "can someone pick you up?", and since the
 * seventh round "are you on your own tonight? is there someone you could call?": EXCUSED_BY_HELP).
 */
import { EMOJI_OR_KISS, PARENT, YOU, YOUR } from "./personal-details-request-words.js";

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
 * A picture asked for without naming it (sixth round): "i sent you one, now send me one back", "send
 * one in your school uniform" — the exchange sextortion opens with, and a picture in what someone
 * wears at school or in bed. "send me one of those helpline numbers" goes on with "of" and passes.
 */
const SEND_ONE = new RegExp(
  `\\bsend\\s+(?:me\\s+)?(?:one|another(?:\\s+one)?)\\s+(?:back\\b|in\\s+${YOUR}\\s+(?:school\\s+)?(?:uniform|pyjamas|pjs|underwear|bikini|swimsuit|bra|boxers|bed)\\b)`,
  "i",
);
/**
 * Sextortion's threat, from the FBI's and Thorn's descriptions: "if you don't send more i'll share
 * these with everyone", "i'll post your pics unless you pay me", "i'll send them to your friends if
 * you block me". The threat needs its condition ("if you don't …", "unless you …") or the reader's
 * people as its audience, so that "if you don't mind i'll send you the link" and "i'll share these
 * with my sister" pass.
 */
const THREAT_VERB = "(?:share|post|send|leak|show|spread|expose)";
const THEIR_AUDIENCE = `(?:every\\s?one|every1|everybody|all\\s+${YOUR}\\s+\\w+|${YOUR}\\s+(?:${PARENT}|friends|followers|school|teachers?|class|sister|brother|contacts))`;
const THREAT = new RegExp(
  `\\b(?:if|unless)\\s+${YOU}\\s+(?:don'?t|dont|do\\s+not|won'?t|stop|block|tell|ignore|say\\s+no)\\b[^.!?]{0,40}?\\bi\\s*(?:'?ll|will|'?m\\s+gonna|am\\s+gonna|am\\s+going\\s+to)\\s+${THREAT_VERB}\\s+(?:these|them|those|it|${YOUR}\\s+\\w+|${YOU})\\b(?!\\s+(?:the\\s+)?link)|\\bi\\s*(?:'?ll|will|'?m\\s+gonna|am\\s+gonna|am\\s+going\\s+to)\\s+${THREAT_VERB}\\s+(?:these|them|those|${YOUR}\\s+(?:pics|photos|pictures|nudes|videos?|vids|messages|chats)|${YOU})\\b[^.!?]{0,40}?(?:\\bunless\\s+${YOU}\\b|\\b(?:to|with)\\s+${THEIR_AUDIENCE}\\s+(?:if|unless)\\b)`,
  "i",
);
/**
 * "can i see a pic of you", "what do you look like", "show me your outfit", "what are you wearing
 * rn", "turn your camera on", "what colour is your hair?": how the person looks, now. Since the sixth
 * round (2026-11-30) also "wyd, what u wearing?", "show me what you're wearing", "i wanna see your
 * face", "got any pics of you?", "take a pic for me rn". "what are you wearing to the interview?"
 * goes on and passes, and so do "i'd love to see your garden" and "got any pics of your dog?".
 * Since the sixteenth round (2026-12-01) also ended by a laugh, an emoji or a kiss ("what are u
 * wearing lol", "what r u wearing 😏"); "what are you wearing for halloween lol" goes on and passes.
 */
const SEE_YOU = new RegExp(
  `\\b(?:can|could|may)\\s+i\\s+see\\s+(?:a\\s+|an\\s+|some\\s+)?(?:${PICTURE}\\s+of\\s+(?:${YOU}|yourself|urself)\\b|${YOU}\\b|${YOUR}\\s+(?:face|body)\\b)|\\bwhat\\s+(?:do|d)\\s+${YOU}\\s+look\\s+like\\b|\\bshow\\s+me\\s+${YOUR}\\s+(?:face|body|outfit|fit|legs|feet|room|bedroom)\\b|\\bwhat\\s+(?:(?:are|r)\\s+)?${YOU}\\s+wearing(?:\\s+(?:rn|right\\s+now|now|tonight|atm))?\\s*(?:$|[?!.,;:]|${EMOJI_OR_KISS}|(?:lol|lmao|haha|hehe)\\b)|\\b(?:turn|put|switch)\\s+(?:on\\s+)?${YOUR}\\s+(?:cam|camera|webcam)\\b|\\bwhat\\s+colou?r\\s+(?:is|are)\\s+${YOUR}\\s+(?:hair|eyes)\\b|\\bshow\\s+me\\s+what\\s+${YOU}\\s*(?:'?re|\\s+(?:are|r))\\s+wearing\\b|\\bi\\s+(?:wanna|want\\s+to|need\\s+to|'?d\\s+(?:love|like)\\s+to)\\s+see\\s+${YOUR}\\s+(?:face|body|legs|feet|pics?|photos?|selfies?)\\b|\\b(?:got|have\\s+${YOU}\\s+got|(?:do|d)\\s+${YOU}\\s+have)\\s+any\\s+(?:more\\s+)?${PICTURE}\\s+of\\s+(?:${YOU}|yourself|urself)\\b|\\btake\\s+(?:a\\s+|an\\s+|some\\s+|another\\s+)?${PICTURE}\\s+(?:for\\s+me|of\\s+(?:yourself|urself)\\s+for\\s+me)\\b`,
  "i",
);
/**
 * "are you alone rn?", "r u by yourself", "are your parents home?", "is anyone else there?": whether
 * someone is unwatched now. "are you alone in feeling this way?" goes on with "in …" and passes;
 * "is anyone with you tonight?" asks whether they have company, a supporter's check, and passes.
 * Since the sixth round also "are you on your own tonight?", "who's home with you right now?" and
 * "what time does your mum finish work?" ("are you on your own with this?" goes on and passes).
 * Since the ninth round "are you in your room alone?"; and "is anyone else awake?" or "… around?"
 * pass, being said of the world at night, not of the reader's home (AWAKE_AT_HOME reads that).
 */
const ALONE = new RegExp(
  `\\b(?:(?:are|r)\\s+${YOU}\\s+(?:home\\s+|in\\s+${YOUR}\\s+(?:room|bedroom)\\s+)?(?:alone|by\\s+(?:yourself|urself|ur\\s+self)|on\\s+${YOUR}\\s+own)(?:\\s+(?:rn|right\\s+now|now|tonight|atm|at\\s+the\\s+moment|at\\s+home|in\\s+${YOUR}\\s+room|there))?\\s*(?:$|[?!.,])|(?:are|r)\\s+${YOUR}\\s+${PARENT}\\s+(?:home|around|in|out|away)\\b|\\b(?:is|r|are)\\s+(?:any\\s?one|any\\s?body|someone|somebody)\\s+(?:else\\s+(?:home|there|in\\s+the\\s+house)|home)(?:\\s+with\\s+${YOU})?(?:\\s+(?:rn|right\\s+now|now|tonight|atm))?\\s*(?:$|[?!.,])|\\bhome\\s+alone\\s*\\?|\\bwho(?:'?s|\\s+is)\\s+(?:home|in\\s+the\\s+house|there)\\s+with\\s+${YOU}(?:\\s+(?:rn|right\\s+now|now|tonight|atm))?\\s*(?:$|[?!.,])|\\b(?:what\\s+time|when)\\s+(?:do|does|will|are|r)\\s+${YOUR}\\s+${PARENT}\\s+(?:get\\s+(?:home|back)|come\\s+(?:home|back)|go\\s+out|leave|home|back|finish\\s+work|get\\s+off\\s+work|go\\s+to\\s+(?:work|bed|sleep)))`,
  "i",
);
/** The reader's home, or the reader, as where others are: "at yours", "in your house", "around you". */
const THEIR_HOME = `(?:yours|${YOUR}\\s+(?:house|place|home|flat))`;
/**
 * Who is awake or about where the reader is (ninth round, 2026-11-30): "is anyone else awake in your
 * house?", "is anyone else up at yours?", "is anyone around you right now?", "who's awake at your
 * house?", "is everyone at your house asleep?", "are your parents asleep?", "is your mum still
 * awake?" — whether anyone would see, as NSPCC, Thorn and CEOP describe it. Whether others are awake,
 * up, online or around with nothing said of the reader's home or people ("is anyone else awake?",
 * "anyone else up at 3am?", "is anyone around tonight?") is someone looking for company at night,
 * and passes; so does "is anyone with you tonight?", a supporter's check. Since the fourteenth round
 * also whether there are adults around the reader.
 */
const AWAKE_AT_HOME = new RegExp(
  [
    `\\b(?:is|are|r)\\s+(?:any\\s?one|any\\s?body|some\\s?one|some\\s?body)(?:\\s+else)?\\s+(?:still\\s+)?(?:awake|up|asleep|around|home)\\s+(?:at\\s+${THEIR_HOME}|in\\s+(?:the|${YOUR})\\s+(?:house|home|flat)|in\\s+${YOUR}\\s+(?:place|room))`,
    `\\b(?:is|are|r)\\s+(?:any\\s?one|any\\s?body|some\\s?one|some\\s?body)(?:\\s+else)?\\s+(?:around|near)\\s+${YOU}\\b`,
    // Fourteenth round: "are there any adults around you rn", "is there a grown up near you?" ("… you
    // could talk to?" goes on: a supporter pointing to help).
    `\\b(?:is|are|r)\\s+there\\s+(?:any\\s+|an\\s+|a\\s+)?(?:adults?|grown\\s?-?\\s?ups?)\\s+(?:around|near|home\\s+with)\\s+${YOU}(?:\\s+(?:rn|right\\s+now|now|atm|tonight))?\\s*(?:$|[?!.,])`,
    `\\bwho(?:'?s|\\s+is)\\s+(?:still\\s+)?(?:awake|up)\\s+(?:at\\s+${THEIR_HOME}|in\\s+${YOUR}\\s+(?:house|home|place|flat))`,
    `\\b(?:is|are|r)\\s+(?:every\\s?one|every\\s?body)\\s+(?:at|in)\\s+${THEIR_HOME}\\s+(?:asleep|awake|in\\s+bed|out|away)\\b`,
    `\\b(?:is|are|r)\\s+${YOUR}\\s+${PARENT}\\s+(?:still\\s+)?(?:awake|up|asleep|in\\s+bed)(?:\\s+(?:rn|right\\s+now|now|tonight|yet))?\\s*(?:$|[?!.,])`,
  ].join("|"),
  "i",
);
/**
 * "where are you right now?", "where are you rn": where the reader is at this moment (ninth round).
 * "where are you from?", "where are you at with all of this?" and "where are you in the process?" go
 * on and pass; a supporter's "where are you right now? are you safe?" is excused like "are you alone?".
 */
const WHERE_NOW = new RegExp(
  `\\bwhere\\s*(?:'?re|\\s+are|\\s+r)\\s+${YOU}\\s+(?:right\\s+now|rn|atm|at\\s+the\\s+moment|now|tonight)\\s*(?:$|[?!.,])`,
  "i",
);
/**
 * "what school do you go to", "which school u go to", "what year are you in", "are you in high
 * school?", "what's the name of your school?" (sixth round; "the name of your dog" passes).
 */
const SCHOOL = new RegExp(
  `\\b(?:(?:what|which|wat)\\s+(?:school|high\\s+school|secondary|college|uni|university)\\s+(?:(?:do|d|are|r)\\s+)?${YOU}\\s+(?:go\\s+to|at|in|attend)|where\\s+(?:do|d)\\s+${YOU}\\s+go\\s+to\\s+school|(?:what|which)\\s+(?:year|grade|form)\\s+(?:are|r)\\s+${YOU}\\s+in|(?:are|r)\\s+${YOU}\\s+(?:still\\s+)?in\\s+(?:high|middle|secondary|primary|elementary|junior\\s+high)\\s+school|what(?:'?s|\\s+is)\\s+the\\s+name\\s+of\\s+${YOUR}\\s+(?:school|high\\s+school|college)|what(?:'?s|\\s+is)\\s+${YOUR}\\s+school(?:'?s\\s+name|\\s+called))\\b`,
  "i",
);
/**
 * Where and with whom a person can be found: "where do you live", "what town are you in", "whats
 * ur postcode", "who do you live with?", "what's your real name?". "what country" passes. Since the
 * fourteenth round (2026-12-01) also the street, road or estate one lives on ("what street are you
 * on"), part of a postcode ("the first half of your postcode") and the station one is nearest to;
 * "what area are you struggling with most?" and "which area of your life" go on and pass.
 */
const WHERE = new RegExp(
  `\\b(?:where\\s+(?:do|d)\\s+${YOU}\\s+live|where\\s*abouts\\s+(?:are|r|do)\\s+${YOU}|(?:what|which)\\s+(?:town|city|area|street|road|estate|neighbou?rhood|part\\s+of\\s+(?:town|the\\s+city))\\s+(?:do|d|are|r)\\s+${YOU}\\s+(?:live|in|from|at|on)|(?:what|which)\\s+(?:(?:train|bus|tube)\\s+)?(?:station|stop)\\s+(?:(?:are|r)\\s+${YOU}\\s+(?:closest|nearest|near|close)|(?:is|'s)\\s+(?:closest|nearest)\\s+to\\s+${YOU}|(?:do|d)\\s+${YOU}\\s+live\\s+(?:near|by|closest\\s+to))|who\\s+(?:do|d)\\s+${YOU}\\s+live\\s+with|(?:what(?:'?s|\\s+is)|wats|wat'?s)\\s+(?:the\\s+(?:first|start|beginning)\\s+(?:half\\s+|part\\s+|bit\\s+)?of\\s+)?${YOUR}\\s+(?:post\\s?code|zip(?:\\s?code)?|real\\s+name|full\\s+name|surname|last\\s+name))\\b`,
  "i",
);
/**
 * "do your parents check your phone?", "does ur mum go through ur messages", "does anyone check ur
 * phone?" (sixth round): whether anyone would see.
 */
const WATCHED = new RegExp(
  `\\b(?:do|does|will|would|can)\\s+(?:${YOUR}\\s+${PARENT}|any\\s?one|any\\s?body|someone|somebody)\\s+(?:ever\\s+)?(?:check|look\\s+at|go\\s+through|read|see|monitor|snoop\\s+on)\\s+${YOUR}\\s+(?:phone|messages|msgs|texts|chats|dms|laptop|computer)\\b`,
  "i",
);
/**
 * Whether the reader's parents, or anyone, know they are here or talking to the writer (fourteenth
 * round, 2026-12-01): "do your parents know you're on here", "does your mum know you talk to people
 * online?", "would your parents mind you talking to me", "does anyone know you're talking to me?" —
 * whether anyone is watching, which NSPCC, CEOP and Thorn name as a grooming sign. Whether they know
 * what the reader is going through is a supporter's question and passes ("do your parents know
 * you're struggling?", "does your mum know what happened?").
 */
const KNOWN_TO_THEM = new RegExp(
  `\\b(?:do|does|would|will|d)\\s+(?:${YOUR}\\s+(?:${PARENT}|friends)|any\\s?(?:one|body)(?:\\s+else)?)\\s+(?:know|mind|care)(?:\\s+[a-z']+){0,4}?\\s+(?:(?:on|using|use)\\s+(?:here|this\\s+(?:app|site)|kindred)|(?:${YOU}\\s*(?:'?re|\\s+are|\\s+r)|ur|(?:talk(?:ing|s)?|chat(?:ting|s)?)\\s+to\\s+people)\\s+online|(?:talk(?:ing|s)?|chat(?:ting|s)?|speak(?:ing|s)?)\\s+(?:to|with)\\s+(?:me|strangers|people\\s+online)|(?:texting|messaging)\\s+me)\\b`,
  "i",
);
/**
 * A bedtime, which a child has and an adult rarely names (sixth round): "what time's your bedtime?",
 * "what time do your parents make you go to bed?". "what time do you usually go to sleep?" is a
 * supporter's question about sleep, "what's your bedtime routine like?" an adult's, and both pass.
 */
const BEDTIME = new RegExp(
  `\\b(?:(?:what(?:'?s|\\s+is)|when(?:'?s|\\s+is)|what\\s+time(?:'?s|\\s+is))\\s+${YOUR}\\s+bed\\s?time\\b(?!\\s+(?:routine|ritual|story|stories|reading|playlist))|(?:what\\s+time|when)\\s+(?:do|does|will)\\s+${YOUR}\\s+${PARENT}\\s+(?:make|send|put|let)\\s+${YOU}\\s+(?:go\\s+)?(?:to\\s+)?(?:bed|sleep)\\b)`,
  "i",
);

export const PERSONAL_REQUESTS = [
  SEND_PICTURE,
  SEND_ONE,
  THREAT,
  SEE_YOU,
  ALONE,
  AWAKE_AT_HOME,
  WHERE_NOW,
  SCHOOL,
  WHERE,
  WATCHED,
  KNOWN_TO_THEM,
  BEDTIME,
];
/**
 * The questions a supporter's safety check also asks (seventh round, 2026-11-30): whether someone is
 * alone or their phone watched, who is about them and, since the ninth round, where they are now. The request finder lets them pass where the same message asks plainly
 * for help (personal-details-safety-check.ts), and holds them everywhere else.
 */
export const EXCUSED_BY_HELP: ReadonlySet<RegExp> = new Set([ALONE, AWAKE_AT_HOME, WHERE_NOW, WATCHED]);
