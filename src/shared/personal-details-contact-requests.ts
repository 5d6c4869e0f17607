/**
 * Asking the other person for a way to reach them off Kindred, for the request finder
 * (personal-details-requests.ts): their details ("whats ur snap?"), a swap, whether they are on a
 * platform, a move there, another app, a call, or an invitation to a platform with no handle yet
 * ("add me on kik"); one's own offered ("want my number?"); a move to somewhere unnamed ("let's talk
 * somewhere private", "where else can i reach you?"), the step before a platform is named; a name
 * asked for there ("what do i add you as?"); an app to install for it ("get discord so we can talk").
 * Each needs the words that make it a request of the other person.
 */
import { INVITATION } from "./personal-details-platform-words.js";
import {
  CLAUSE_START,
  EMOJI_OR_KISS,
  ENDS_HERE,
  REQUEST_PLATFORM,
  YOU,
  YOUR,
} from "./personal-details-request-words.js";

/**
 * What a contact request asks for. "number" is not "number one" (a ranking) nor "number of"; "user"
 * is a username ("send me your user"), not "your user experience"; a name is asked for only on a
 * platform ("your name on snap", "ur discord name"), as "your name on here" is Kindred's own.
 */
const CONTACT = `(?:(?:phone\\s*)?number(?!\\s+(?:one|1|of)\\b)|digits|phone|mobile|cell|e-?mail(?:\\s+address)?|addy|address|socials?|handle|gamertag|user(?:\\s?name)?|@|contact(?:\\s+(?:details|info))?|deets|${REQUEST_PLATFORM}(?:\\s+(?:name|user(?:\\s?name)?|handle|tag|id|@))?|name(?=\\s+on\\s+(?:there|that|${REQUEST_PLATFORM})\\b))(?:\\s+on\\s+(?:there|that(?:\\s+app)?|${REQUEST_PLATFORM})\\b)?`;
/**
 * Where a thing asked for ends its clause: "what's your insta?", "drop your @ and i'll add you",
 * not "tell me your address book is full" nor "what is your phone doing".
 */
const ASKED_THING_ENDS =
  "(?=\\s*(?:$|[?!.,;:)]|(?:pls|plz|please|so|and|then|or|if|rn|here|lol|babe|hun|x+|i'?ll|quick)\\b))";
/** "whats ur snap?", "give me your number", "can i have your email", "drop your @", "ur snap?" alone. */
const ASK_FOR_YOURS = new RegExp(
  `(?:\\b(?:what(?:'?s|\\s+is|\\s+are)|wats|wat'?s|give\\s+me|gimme|send\\s+me|send|drop|share|tell\\s+me|pass\\s+me|slide\\s+me|dm\\s+me|text\\s+me|(?:can|could|may)\\s+i\\s+(?:have|get|grab|ask\\s+for)|i\\s+(?:want|need))\\s+${YOUR}\\s+${CONTACT}${ASKED_THING_ENDS}|(?:^|[.!?,;]\\s*)(?:and\\s+|so\\s+|also\\s+)?${YOUR}\\s+${CONTACT}\\s*\\?)`,
  "i",
);
/**
 * "want my number?", "i'll give you my number", "do you want my snap?": one's own contact offered,
 * which draws the other person off Kindred as surely as asking for theirs. "want my advice?" and
 * "i'll give you my honest opinion" offer nothing to reach.
 */
const OFFER_MINE = new RegExp(
  `(?:(?:^|[.!?,;]\\s*)(?:do\\s+${YOU}\\s+|so\\s+|and\\s+)?(?:want|wanna)\\s+my\\s+${CONTACT}\\s*\\?|\\bi\\s*(?:'?ll|\\s+will|\\s+can|\\s+could|\\s+wanna|\\s+want\\s+to)\\s+(?:give|send|dm|text|pass|drop)\\s+${YOU}\\s+my\\s+${CONTACT}${ASKED_THING_ENDS})`,
  "i",
);
/** "wanna swap numbers?", "let's exchange snaps": a proposal, not "I share numbers with my family". */
const SWAP = new RegExp(
  `(?:^|\\b(?:wanna|want\\s+to|let'?s|can\\s+we|could\\s+we|shall\\s+we|should\\s+we|we\\s+(?:could|should|can)|how\\s+about|down\\s+to|up\\s+for))\\s*(?:swap|exchange|trade|share)\\s+(?:our\\s+|some\\s+)?(?:numbers|nums|digits|snaps?|socials|contacts|details|deets|e-?mails|instas|handles|user\\s?names|whats\\s?apps?|discords?)\\b`,
  "i",
);
/**
 * "do you have whatsapp?", "u got snap?", "are you on discord?", "u on snap?", "do u have telegram
 * or discord?": platforms asked of the other person, ending the question ("do you use tiktok too
 * much?" goes on and passes; "…or something" ends it). "do you have an xbox?" asks after a console.
 * "have you got facetime?" asks the same (2026-11-30, sixth round).
 */
const HAVE_PLATFORM = new RegExp(
  `(?:\\b(?:(?:do|d)\\s+${YOU}\\s+(?:have|got|use)|(?:have|'?ve)\\s+${YOU}\\s+got|${YOU}\\s+(?:have|got|use)|(?:are|r)\\s+${YOU}\\s+on)|(?:^|[.!?,;]\\s*)(?:${YOU}\\s+on|got))\\s+(?:(?:a|an)\\s+(?!(?:xbox|playstation)\\b))?${REQUEST_PLATFORM}(?:\\s*(?:or|and|/|,)\\s*${REQUEST_PLATFORM})*(?:\\s+(?:too|as\\s+well|at\\s+all|or\\s+(?:something|smth|sth|anything)))?\\s*(?:$|[?!.,])`,
  "i",
);
/**
 * "lets move this to discord", "can we talk on whatsapp", "wanna chat on snap instead", "we can chat
 * on telegram"; and, since the sixth round, "this app deletes messages, let's use snap", "wanna hop
 * on discord?", where the proposal ends on the platform ("we could use zoom for the meeting" goes on
 * and passes).
 */
const MOVE_TO_PLATFORM = new RegExp(
  `\\b(?:let'?s|can\\s+we|could\\s+we|shall\\s+we|wanna|want\\s+to|we\\s+(?:should|could|can))\\s+(?:(?:move|talk|chat|continue|go|switch|take|carry\\s+on|keep\\s+talking)(?:\\s+(?:this|it|the\\s+chat))?\\s+(?:on|to|over|onto|over\\s+to|on\\s+to|via)\\s+${REQUEST_PLATFORM}\\b|(?:use|hop\\s+on|jump\\s+on|get\\s+on)\\s+${REQUEST_PLATFORM}(?:\\s+instead)?${ENDS_HERE})`,
  "i",
);
/**
 * "what's a better app to talk on?", "is there another app we can chat on", "what apps are you
 * on?", "are you on any other apps?", "do you have any socials?": somewhere else to talk, unnamed,
 * where the question ends there; a place only for the two of them ("a place we can talk"). "what
 * apps do you use for sleep?", "is there a better place to talk about grief?", "i need a private
 * place to talk." (at home) and "do you use social media?" (a habit asked after) pass.
 */
const ANOTHER_APP = new RegExp(
  `\\b(?:better|other|another|different|private|safer|easier)\\s+(?:(?:apps?|platforms?|sites?)\\s+(?:to|we\\s+(?:can|could)|where\\s+we\\s+(?:can|could))|place\\s+(?:where\\s+)?we\\s+(?:can|could))\\s+(?:talk|chat|text|message|dm)(?:\\s+(?:to|with)\\s+(?:${YOU}|each\\s+other|me))?(?:\\s+(?:on|in|instead|privately))?(?=\\s*(?:$|[?!.,;:)]|(?:where|that|that's|which|instead|pls|please|lol|rn|now|then|so|and|or|cause|cuz|because|bc|tho|though)\\b))|\\bwhat\\s+(?:other\\s+)?(?:apps|socials|platforms|social\\s+media)\\s+(?:are|r|do)\\s+${YOU}\\s+(?:on|have|use)\\s*(?:$|[?!.,])|\\b(?:(?:do|d)\\s+${YOU}\\s+(?:have|got|use)|(?:are|r)\\s+${YOU}\\s+on)\\s+(?:any\\s+)?(?:socials|(?:other|another|different)\\s+(?:apps?|platforms?|sites?|socials))\\s*(?:$|[?!.,])`,
  "i",
);
/**
 * A call or a text off Kindred: "can we video call?", "wanna facetime later", "can i call you?",
 * "let me text you instead", "can i add you on snap", "mind if i add you on snap?", "would you add
 * me on snap?", "can i add you?", "can you text me?", "can we text?", "text me instead", "video call
 * me" and "can we video chat?" (a video call said as an imperative, sixth round). A call
 * offered as help passes ("have you thought about calling a helpline?"), and so do "we should call
 * it a night", "can i call you my friend", "I should text my mum instead", "call me instead of him".
 */
const CALL = "(?:video\\s*(?:call|chat)|vid\\s*chat|vc|facetime|ft|skype|voice\\s*call|call|ring|phone)";
const CALL_OFF_KINDRED = new RegExp(
  `\\b(?:(?:can|could|shall|should)\\s+we|wanna|want\\s+to|let'?s|we\\s+(?:could|should|can))\\s+(?:${CALL}|text|txt)${ENDS_HERE}|\\b(?:(?:can|could|may)\\s+i|let\\s+me|i\\s+(?:wanna|want\\s+to))\\s+(?:${CALL}|text|txt)\\s+${YOU}${ENDS_HERE}|\\b(?:(?:can|could|may|mind\\s+if)\\s+i|let\\s+me|i\\s*(?:wanna|want\\s+to|'?ll|will))\\s+(?:add|follow|dm|pm|message|msg|snap|text|find)\\s+${YOU}\\s+(?:on|via)\\s+${REQUEST_PLATFORM}\\b|\\b(?:can|could|will|would)\\s+${YOU}\\s+(?:add|follow|dm|pm|message|msg|snap|text|find)\\s+me\\s+(?:on|via)\\s+${REQUEST_PLATFORM}\\b|\\b(?:(?:can|could|may)\\s+i|let\\s+me|i\\s+(?:wanna|want\\s+to))\\s+(?:add|friend)\\s+${YOU}${ENDS_HERE}|\\b(?:can|could|will|would)\\s+${YOU}\\s+(?:${CALL}|text|txt|snap|whatsapp)\\s+me${ENDS_HERE}|${CLAUSE_START}(?:${CALL}|text|txt|snap|whatsapp|e-?mail|message|msg|dm|pm)\\s+me\\s+instead\\b(?!\\s+of\\b)|${CLAUSE_START}(?:video\\s*(?:call|chat)|vc|facetime|ft|skype)\\s+me${ENDS_HERE}`,
  "i",
);
/**
 * "add me on kik", "hmu on snap", "just dm me on insta", "add me as a friend on fb": an invitation
 * to a platform, where a clause opens, with at most three words between; or made a condition of a
 * gift, "i'll send you nitro if you add me on discord" (sixth round).
 */
const INVITED_TO_PLATFORM = new RegExp(
  `(?:${CLAUSE_START}|\\bif\\s+${YOU}\\s+)${INVITATION}(?:\\s+[a-z']+){0,3}?\\s+(?:on|via|over\\s+on|over)\\s+${REQUEST_PLATFORM}\\b`,
  "i",
);

/**
 * A messenger's name said as a verb, opening its clause and ending it (tenth round, 2026-11-30):
 * "whatsapp me", "just signal me", "telegram me later", "snap me", "kik me", "wechat me tonight" —
 * as plain an invitation as "add me on whatsapp", which was held while these passed. Reports and
 * idioms go on or open otherwise: "he told me to whatsapp him", "my sister said whatsapp me when
 * you're home", "someone snap me out of this mood".
 */
const MESSENGER =
  "(?:whats\\s?app|signal|telegram|snap(?:chat)?|kik|discord|wechat|viber|insta(?:gram)?|ig|fb|messenger|skype|line)";
const MESSENGER_ME = new RegExp(`${CLAUSE_START}${MESSENGER}\\s+me${ENDS_HERE}`, "i");

/**
 * "get discord so we can talk", "download kik and add me", "download telegram, it's safer for us": a
 * platform to install, for the two of them. "you should download headspace" and "get tiktok, the art there helped me" name no contact.
 */
const INSTALL = new RegExp(
  `\\b(?:download|get|install|make)\\s+(?:a\\s+|an\\s+)?${REQUEST_PLATFORM}(?:\\s+(?:account|acc|app))?\\s*,?\\s*(?:so\\s+(?:we|i|u|you)\\s+can|and\\s+(?:add|message|msg|dm|text|hmu|find|follow)\\s+me|(?:it'?s|its)\\s+(?:safer|better|more\\s+private|more\\s+secure|easier)\\s+(?:for\\s+us|for\\s+talking|to\\s+talk))\\b`,
  "i",
);
/** A proposal to the other person: "let's", "can we", "wanna", "we should". */
const PROPOSAL =
  "(?:let'?s|can\\s+we|could\\s+we|shall\\s+we|should\\s+we|wanna|want\\s+to|we\\s+(?:should|could|can))";
/** A place off Kindred named later in the sentence: "…about it on snap", "…about it somewhere else". */
const THEN_OFF_KINDRED = `(?=[^.?!\\n]{0,80}\\b(?:somewhere|elsewhere|off\\s+(?:here|this|kindred)|(?:another|a\\s+different|other)\\s+(?:app|site|platform)|${REQUEST_PLATFORM})\\b)`;
/**
 * A topic the private talk is about, after "privately" or "private": "can we talk privately? about
 * my anxiety i mean", "could we talk privately, about my dad?", "…privately now about my exams".
 * Kindred's chat is already one to one, so talk in private about a topic can stay here; unless a
 * place off Kindred is named after it ("…about it on snap", "…about it somewhere else").
 */
const ABOUT_A_TOPIC = `\\s*[,?!.:;-]*\\s*(?:(?:now|rn|then|here|for\\s+a\\s+(?:bit|sec|min(?:ute)?|moment|while))\\s*,?\\s+)*about\\b(?!${THEN_OFF_KINDRED})`;
/**
 * Somewhere that is not Kindred, unnamed: "somewhere private", "off here", "another app", where the
 * proposal ends or goes on to talk there ("…somewhere else to talk"): "let's go somewhere else in
 * our heads" is a grounding exercise, and "we can talk privately here" or "can we talk privately
 * about this" stay on Kindred, whose chat is one to one; "can we talk privately" alone asks to leave.
 */
const ELSEWHERE_PLACE = `(?:(?:somewhere|someplace|some\\s+place|anywhere)\\s+(?:else|more\\s+private|private|quieter|safer)|elsewhere|off\\s+(?:here|this\\s+(?:app|site|platform|chat)|kindred)|(?:to|onto|on)\\s+(?:a\\s+|an\\s+)?(?:different|another|other|better|safer|more\\s+private|private)\\s+(?:app|platform|site|chat)|private(?=\\s*(?:$|[?!.,]))(?!${ABOUT_A_TOPIC})|privately(?!${ABOUT_A_TOPIC}))(?=\\s*(?:$|[?!.,;:)]|${EMOJI_OR_KISS}|(?:pls|plz|please|rn|now|later|tonight|instead|then|or|and|so|lol|where|to\\s+(?:talk|chat|text|message)|about\\b${THEN_OFF_KINDRED})\\b))`;
/**
 * Moving off Kindred without naming where, the step grooming takes before any platform is named
 * (NSPCC, Thorn, CEOP): "let's talk somewhere private", "can we go somewhere else", "we should talk
 * off here", "let's switch apps", "is there somewhere else we can chat", "where else can i reach
 * you?", "this app is glitchy, where else are you", "how else can i contact you?", "is there a way
 * to message you privately?". "let's talk about something else", "is there somewhere quiet you can
 * go?", "where else do you feel safe?" and "how else can i help you?" pass. Since the sixteenth round
 * (2026-12-01) also "lets move this somewhere more private 😉", "lets move this chat somewhere
 * private", ended by an emoji or a kiss, with what is moved named ("i wish i could move somewhere more
 * private" proposes nothing, and "lets move on to something lighter" goes nowhere).
 */
const ELSEWHERE = new RegExp(
  `\\b${PROPOSAL}\\s+(?:talk|chat|text|message|go|(?:move|take|continue)(?:\\s+(?:this|it)(?:\\s+(?:chat|convo|conversation))?)?|carry\\s+on|keep\\s+talking)\\s+${ELSEWHERE_PLACE}|\\b${PROPOSAL}\\s+switch\\s+(?:apps|platforms)\\b|\\bis\\s+there\\s+(?:somewhere|someplace|anywhere|a\\s+place)\\s+(?:else|more\\s+private|private)\\s+(?:we|i)\\s+(?:can|could)\\s+(?:talk|chat|message|text|reach|find)\\b|\\bwhere\\s+else\\s+(?:can|could|do|should)\\s+(?:i|we)\\s+(?:reach|find|contact|message|text|add|follow|talk\\s+to|chat\\s+(?:to|with))\\s+${YOU}\\b|\\bwhere\\s+else\\s+(?:are|r)\\s+${YOU}(?:\\s+(?:on|online|active))?\\s*(?:$|[?!.,])|\\bhow\\s+(?:else\\s+)?(?:can|could|do|should|would)\\s+i\\s+(?:reach|contact|find|get\\s+(?:hold\\s+of|in\\s+touch\\s+with))\\s+${YOU}(?:\\s+(?:outside(?:\\s+of)?\\s+(?:here|this\\s+app|kindred)|off\\s+here|elsewhere|privately|again))?${ENDS_HERE}|\\b(?:a|any|another|some)\\s+(?:other\\s+)?way\\s+(?:to|i\\s+can|we\\s+can)\\s+(?:message|msg|text|reach|contact|talk\\s+to|chat\\s+(?:to|with)|dm|call|find)\\s+(?:${YOU}|each\\s+other)\\s+(?:privately|in\\s+private|outside|off\\s+here|elsewhere|somewhere\\s+else|directly)\\b`,
  "i",
);
/**
 * "what do i add you as?", "what are you called on insta?", "what name are you on discord?": the
 * other person's name on a platform, asked without "your".
 */
const NAME_THERE = new RegExp(
  `\\b(?:what|who)\\s+(?:do|should|can|shall|would)\\s+i\\s+(?:add|follow|search(?:\\s+for)?|look\\s+for|find)\\s+${YOU}\\s+(?:as|under)\\b|\\bwhat\\s+(?:name\\s+|user\\s?name\\s+)?(?:are|r)\\s+${YOU}\\s+(?:called\\s+)?on\\s+(?:there|${REQUEST_PLATFORM})\\s*(?:$|[?!.,])`,
  "i",
);
/**
 * "do you have a number i can text?", "have you got a phone i can ring you on?": a way to reach the
 * other person asked for without "your" (sixth round). "do you have a number you can call? a
 * helpline maybe" asks whether they have help, and passes.
 */
const NUMBER_FOR_ME = new RegExp(
  `\\b(?:(?:do|d)\\s+${YOU}\\s+(?:have|got)|(?:have|'?ve)\\s+${YOU}\\s+got|${YOU}\\s+got)\\s+(?:a\\s+|an\\s+)?(?:(?:phone\\s+)?number|phone|mobile|cell|e-?mail(?:\\s+address)?)\\s+i\\s+(?:can|could)\\s+(?:text|txt|call|ring|reach|message|msg|whatsapp|e-?mail|add)\\b`,
  "i",
);
/**
 * "check the link in my insta bio", "link's in my bio": a profile elsewhere pointed to, since Kindred
 * has no bio (sixth round). Said of a bio on a dating app ("my bio on the dating app says i'm 34")
 * or of influencers' "link in bio" it names no link of the writer's, and passes.
 */
const LINK_IN_BIO = new RegExp(
  [
    `\\blink(?:'?s|\\s+is)?\\s+in\\s+my\\s+(?:${REQUEST_PLATFORM}\\s+)?bio\\b`,
    // Seventeenth round (2026-12-01): any way to reach the writer "in my bio", "check my bio", and
    // "link in bio" as a sentence of its own ("link in bio influencers are the worst" passes).
    `\\b(?:links|number|num|digits|snap|insta|ig|socials|contacts?|details|deets|info|everything|discord|whatsapp|it)(?:'?s|\\s+is|\\s+are)?\\s+in\\s+my\\s+(?:${REQUEST_PLATFORM}\\s+)?bio\\b`,
    `\\bcheck\\s+(?:out\\s+)?my\\s+bio\\b(?!\\s+for\\b)`,
    `${CLAUSE_START}(?:link|links)\\s+in\\s+(?:the\\s+)?bio\\b(?=\\s*(?:$|[^a-z0-9\\s]|(?:x+|lol|hmu)\\b))`,
  ].join("|"),
  "i",
);

/**
 * Somewhere nobody else can read (eighth round, 2026-11-30): "switch to an app where messages
 * disappear", "let's talk where the messages delete themselves", "i'll send you a link to a private
 * server", "join my private discord", "let's go somewhere the moderators can't see". "do messages
 * here get deleted when the chat ends?" and "can the moderators see what we write?" ask about
 * Kindred, and pass.
 */
const UNREAD_PLACE = new RegExp(
  `\\b(?:talk|chat|go|move|switch|text|message)\\s+(?:to\\s+|on\\s+)?(?:(?:an?\\s+|some\\s+)?(?:app|place|chat|site|platform)\\s+)?where\\s+(?:the\\s+)?(?:messages|msgs|chats|texts|dms)\\s+(?:disappear|vanish|delete|self[\\s-]destruct|get\\s+deleted|are\\s+deleted)|\\b(?:link|invite)\\s+to\\s+(?:a|my|our)\\s+private\\s+(?:server|group|chat|channel|room)|\\b(?:join|come\\s+to|come\\s+on)\\s+(?:a|my|our)\\s+private\\s+(?:server|discord|group|chat|channel|telegram)|\\bsomewhere\\s+(?:the\\s+)?(?:mods|moderators|admins|kindred)\\s+(?:can'?t|cannot|can\\s+not|won'?t)\\s+(?:see|read|watch|monitor)`,
  "i",
);

/**
 * Being reached off Kindred offered to the reader (twelfth round, 2026-12-01): "text me if you want",
 * "call me if you want", "ring me later if you like". Kindred has no calls or texts: the offer is a
 * move off it. Said of someone else it passes: "my friend always says text me if you want" (not
 * opening its clause), "call me if you want is what my sister says".
 */
const REACH_ME_IF_YOU_LIKE = new RegExp(
  `${CLAUSE_START}(?:text|txt|call|ring|phone|facetime|whats\\s?app)\\s+me(?:\\s+(?:later|sometime|anytime|tonight|tomorrow|back))?\\s+(?:if|whenever|when)\\s+${YOU}\\s+(?:want|like|wanna|fancy|feel\\s+like)\\b(?![^.!?\\n]*\\b(?:is\\s+what|says?|said)\\b)`,
  "i",
);

export const CONTACT_REQUESTS = [
  ASK_FOR_YOURS,
  SWAP,
  HAVE_PLATFORM,
  MOVE_TO_PLATFORM,
  ANOTHER_APP,
  CALL_OFF_KINDRED,
  INVITED_TO_PLATFORM,
  MESSENGER_ME,
  OFFER_MINE,
  ELSEWHERE,
  NAME_THERE,
  INSTALL,
  NUMBER_FOR_ME,
  LINK_IN_BIO,
  UNREAD_PLACE,
  REACH_ME_IF_YOU_LIKE,
];
