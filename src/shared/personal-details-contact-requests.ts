/**
 * Asking the other person for a way to reach them off Kindred, for the request finder
 * (personal-details-requests.ts): their details ("whats ur snap?"), a swap, whether they are on a
 * platform, a move there, another app, a call, or an invitation to a platform with no handle yet
 * ("add me on kik"). Each needs the words that make it a request of the other person.
 */
import { INVITATION } from "./personal-details-platform-words.js";
import { CLAUSE_START, ENDS_HERE, REQUEST_PLATFORM, YOU, YOUR } from "./personal-details-request-words.js";

/** What a contact request asks for. "number" is not "number one" (a ranking) nor "number of". */
const CONTACT = `(?:(?:phone\\s*)?number(?!\\s+(?:one|1|of)\\b)|digits|phone|mobile|cell|e-?mail(?:\\s+address)?|addy|address|socials?|handle|user\\s?name|@|contact(?:\\s+(?:details|info))?|deets|${REQUEST_PLATFORM})`;
/**
 * Where a thing asked for ends its clause: "what's your insta?", "drop your @ and i'll add you",
 * not "tell me your address book is full" nor "what is your phone doing".
 */
const ASKED_THING_ENDS =
  "(?=\\s*(?:$|[?!.,;:)]|(?:pls|plz|please|so|and|then|or|if|rn|here|lol|babe|hun|x+|i'?ll|quick)\\b))";
/** "whats ur snap?", "give me your number", "can i have your email", "drop your @", "ur snap?" alone. */
const ASK_FOR_YOURS = new RegExp(
  `(?:\\b(?:what(?:'?s|\\s+is|\\s+are)|wats|wat'?s|give\\s+me|gimme|send\\s+me|send|drop|share|tell\\s+me|pass\\s+me|dm\\s+me|text\\s+me|(?:can|could|may)\\s+i\\s+(?:have|get|grab|ask\\s+for)|i\\s+(?:want|need))\\s+${YOUR}\\s+${CONTACT}${ASKED_THING_ENDS}|(?:^|[.!?,;]\\s*)(?:and\\s+|so\\s+|also\\s+)?${YOUR}\\s+${CONTACT}\\s*\\?)`,
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
 * much?" goes on and passes).
 */
const HAVE_PLATFORM = new RegExp(
  `(?:\\b(?:(?:do|d)\\s+${YOU}\\s+(?:have|got|use)|${YOU}\\s+(?:have|got|use)|(?:are|r)\\s+${YOU}\\s+on)|(?:^|[.!?,;]\\s*)(?:${YOU}\\s+on|got))\\s+(?:a\\s+|an\\s+)?${REQUEST_PLATFORM}(?:\\s*(?:or|and|/|,)\\s*${REQUEST_PLATFORM})*(?:\\s+(?:too|as\\s+well|at\\s+all))?\\s*(?:$|[?!.,])`,
  "i",
);
/** "lets move this to discord", "can we talk on whatsapp", "wanna chat on snap instead". */
const MOVE_TO_PLATFORM = new RegExp(
  `\\b(?:let'?s|can\\s+we|could\\s+we|shall\\s+we|wanna|want\\s+to|we\\s+(?:should|could))\\s+(?:move|talk|chat|continue|go|switch|take|carry\\s+on|keep\\s+talking)(?:\\s+(?:this|it|the\\s+chat))?\\s+(?:on|to|over|onto|over\\s+to|on\\s+to|via)\\s+${REQUEST_PLATFORM}\\b`,
  "i",
);
/**
 * "what's a better app to talk on?", "is there another app we can chat on", "what apps are you
 * on?": somewhere else to talk, unnamed; "what apps do you use for sleep?" goes on and passes.
 */
const ANOTHER_APP = new RegExp(
  `\\b(?:better|other|another|different|private|safer|easier)\\s+(?:apps?|platforms?|sites?|place)\\s+(?:to|we\\s+(?:can|could)|where\\s+we\\s+(?:can|could))\\s+(?:talk|chat|text|message|dm)\\b|\\bwhat\\s+(?:other\\s+)?(?:apps|socials|platforms|social\\s+media)\\s+(?:are|r|do)\\s+${YOU}\\s+(?:on|have|use)\\s*(?:$|[?!.,])`,
  "i",
);
/**
 * A call or a text off Kindred: "can we video call?", "wanna facetime later", "can i call you?",
 * "let me text you instead", "can i add you on snap". A call offered as help passes ("have you
 * thought about calling a helpline?"), and so does "we should call it a night" or "can i call you my friend".
 */
const CALL = "(?:video\\s*call|vc|facetime|ft|skype|voice\\s*call|call|ring|phone)";
const CALL_OFF_KINDRED = new RegExp(
  `\\b(?:(?:can|could|shall|should)\\s+we|wanna|want\\s+to|let'?s|we\\s+(?:could|should|can))\\s+${CALL}${ENDS_HERE}|\\b(?:(?:can|could|may)\\s+i|let\\s+me|i\\s+(?:wanna|want\\s+to))\\s+(?:${CALL}|text|txt)\\s+${YOU}${ENDS_HERE}|\\b(?:(?:can|could|may)\\s+i|let\\s+me|i\\s+(?:wanna|want\\s+to))\\s+(?:add|follow|dm|pm|message|msg|snap|text|find)\\s+${YOU}\\s+(?:on|via)\\s+${REQUEST_PLATFORM}\\b`,
  "i",
);
/**
 * "add me on kik", "hmu on snap", "just dm me on insta", "add me as a friend on fb": an invitation
 * to a platform, where a clause opens, with at most three words between.
 */
const INVITED_TO_PLATFORM = new RegExp(
  `${CLAUSE_START}${INVITATION}(?:\\s+[a-z']+){0,3}?\\s+(?:on|via|over\\s+on|over)\\s+${REQUEST_PLATFORM}\\b`,
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
];
