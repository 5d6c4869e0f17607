/**
 * Requests a stranger should not make, for the personal-details guard (personal-details.ts): asking
 * the other person for their contact details ("whats ur snap?", "wanna swap numbers?"), and the
 * questions that single out someone young or alone ("are you alone rn?", "what school do you go
 * to", "send pics"). Without this the coaxed person met the warning and the automatic report, and
 * the one coaxing them met nothing.
 *
 * Each pattern needs the words that make it a request of the other person ("your", "you", an
 * imperative), so that what people say of themselves or of things passes: "are you alone in feeling
 * this way?", "send pics of your cat lol", "what school of thought", "my number one fear".
 * Decided on purpose to pass (docs/PRODUCT.md §10): "how old are you" alone (adults ask it of one
 * another to feel less alone in their age) and "do you live alone?" or "where are you from?" (in a
 * loneliness room, ordinary; neither asks where a person can be found).
 */
import { PLATFORM } from "./personal-details-platform-words.js";

const YOU = "(?:you|u|ya|yu)";
const YOUR = "(?:your|ur|yr|yer)";
/** What a contact request asks for. "number" is not "number one" (a ranking) nor "number of". */
const CONTACT = `(?:(?:phone\\s*)?number(?!\\s+(?:one|1|of)\\b)|digits|phone|mobile|cell|e-?mail(?:\\s+address)?|addy|address|socials?|handle|user\\s?name|@|contact(?:\\s+(?:details|info))?|deets|${PLATFORM})`;
/**
 * Where a thing asked for ends its clause: "what's your insta?", "drop your @ and i'll add you",
 * not "tell me your address book is full" nor "what is your phone doing".
 */
const ASKED_THING_ENDS =
  "(?=\\s*(?:$|[?!.,;:)]|(?:pls|plz|please|so|and|then|or|if|rn|here|lol|babe|hun|x+|i'?ll|quick)\\b))";
/** "whats ur snap?", "give me your number", "can i have your email", "drop your @", "send me your address". */
const ASK_FOR_YOURS = new RegExp(
  `\\b(?:what(?:'?s|\\s+is|\\s+are)|wats|wat'?s|give\\s+me|gimme|send\\s+me|send|drop|share|tell\\s+me|pass\\s+me|dm\\s+me|text\\s+me|(?:can|could|may)\\s+i\\s+(?:have|get|grab|ask\\s+for)|i\\s+(?:want|need))\\s+${YOUR}\\s+${CONTACT}${ASKED_THING_ENDS}`,
  "i",
);
/** "wanna swap numbers?", "let's exchange snaps": a proposal, not "I share numbers with my family". */
const SWAP = new RegExp(
  `(?:^|\\b(?:wanna|want\\s+to|let'?s|can\\s+we|could\\s+we|shall\\s+we|should\\s+we|we\\s+(?:could|should|can)|how\\s+about|down\\s+to|up\\s+for))\\s*(?:swap|exchange|trade|share)\\s+(?:our\\s+|some\\s+)?(?:numbers|nums|digits|snaps?|socials|contacts|details|deets|e-?mails|instas|handles|user\\s?names|whats\\s?apps?|discords?)\\b`,
  "i",
);
/** "do you have whatsapp?", "u got snap?", "are you on discord?" — a platform, asked of the other person, ending its sentence. */
const HAVE_PLATFORM = new RegExp(
  `\\b(?:(?:do|d)\\s+${YOU}\\s+(?:have|got|use)|${YOU}\\s+(?:have|got|use)|(?:are|r)\\s+${YOU}\\s+on)\\s+(?:a\\s+)?(?:${PLATFORM})\\s*(?:$|[?!.,])`,
  "i",
);
/** "lets move this to discord", "can we talk on whatsapp", "wanna chat on snap instead". */
const MOVE_TO_PLATFORM = new RegExp(
  `\\b(?:let'?s|can\\s+we|could\\s+we|shall\\s+we|wanna|want\\s+to|we\\s+(?:should|could))\\s+(?:move|talk|chat|continue|go|switch|take|carry\\s+on|keep\\s+talking)(?:\\s+(?:this|it|the\\s+chat))?\\s+(?:on|to|over|onto|over\\s+to|on\\s+to|via)\\s+(?:${PLATFORM})\\b`,
  "i",
);
const CONTACT_REQUESTS = [ASK_FOR_YOURS, SWAP, HAVE_PLATFORM, MOVE_TO_PLATFORM];

const PICTURE = "(?:pics?|pix|pictures?|photos?|pictures?|selfies?|nudes)";
/**
 * "send pics", "send me a photo of yourself", "show me a selfie": a picture asked for, unless of
 * something else ("send pics of your cat lol"). What follows "of" decides; nothing after it is a
 * picture of the person asked.
 */
const SEND_PICTURE = new RegExp(
  `\\b(?:send|show|post|share|drop|give)\\s+(?:me\\s+)?(?:a\\s+|an\\s+|some\\s+|more\\s+|${YOUR}\\s+|another\\s+)?${PICTURE}\\b(?!\\s+(?:of|from)\\s+(?!${YOU}\\b|yourself\\b|urself\\b|${YOUR}\\s+(?:face|body|self)\\b))`,
  "i",
);
/** "can i see a pic of you", "what do you look like", "show me your face". */
const SEE_YOU = new RegExp(
  `\\b(?:can|could|may)\\s+i\\s+see\\s+(?:a\\s+|an\\s+|some\\s+)?(?:${PICTURE}\\s+of\\s+(?:${YOU}|yourself|urself)\\b|${YOU}\\b|${YOUR}\\s+(?:face|body)\\b)|\\bwhat\\s+(?:do|d)\\s+${YOU}\\s+look\\s+like\\b|\\bshow\\s+me\\s+${YOUR}\\s+(?:face|body)\\b`,
  "i",
);
/**
 * "are you alone rn?", "are your parents home?", "is anyone home with you": whether someone is
 * unwatched now. "are you alone in feeling this way?" goes on with "in …" and passes.
 */
const ALONE = new RegExp(
  `\\b(?:(?:are|r)\\s+${YOU}\\s+(?:home\\s+)?alone(?:\\s+(?:rn|right\\s+now|now|tonight|atm|at\\s+the\\s+moment|at\\s+home|in\\s+${YOUR}\\s+room|there))?\\s*(?:$|[?!.,])|(?:are|r)\\s+${YOUR}\\s+(?:parents|mum|mom|dad|family|folks)\\s+(?:home|around|in|out|away)\\b|\\b(?:is|r|are)\\s+(?:any\\s?one|any\\s?body|someone|somebody)\\s+(?:else\\s+)?(?:home\\s+)?with\\s+${YOU}\\s+(?:rn|right\\s+now|now|tonight)\\b|\\bhome\\s+alone\\s*\\?)`,
  "i",
);
/** "what school do you go to", "where do you go to school", "what year are you in". */
const SCHOOL = new RegExp(
  `\\b(?:(?:what|which|wat)\\s+(?:school|high\\s+school|secondary|college|uni|university)\\s+(?:do|d|are|r)\\s+${YOU}\\s+(?:go\\s+to|at|in|attend)|where\\s+(?:do|d)\\s+${YOU}\\s+go\\s+to\\s+school|(?:what|which)\\s+(?:year|grade|form)\\s+(?:are|r)\\s+${YOU}\\s+in)\\b`,
  "i",
);
/** "where do you live", "what town are you in": where a person can be found; "what country" passes. */
const WHERE = new RegExp(
  `\\b(?:where\\s+(?:do|d)\\s+${YOU}\\s+live|where\\s*abouts\\s+(?:are|r|do)\\s+${YOU}|(?:what|which)\\s+(?:town|city|area|street|neighbou?rhood|part\\s+of\\s+(?:town|the\\s+city))\\s+(?:do|d|are|r)\\s+${YOU}\\s+(?:live|in|from|at))\\b`,
  "i",
);
/** "asl?": age, sex, location, the oldest way of sizing a stranger up; not a word masked as "asl*ep". */
const ASL = /(?<![\w*'-])asl(?![\w*'-])/i;
const PERSONAL_REQUESTS = [SEND_PICTURE, SEE_YOU, ALONE, SCHOOL, WHERE, ASL];

/** Quick test first: every request above needs one of these words. */
const MAYBE =
  /\b(?:you|u|ya|yu|your|ur|yr|yer|swap|exchange|trade|share|send|show|post|drop|give|asl|lets?|let's|can|could|shall|wanna|want|we)\b/i;

export interface FoundRequest {
  kind: "contact-request" | "personal-request";
  text: string;
}

/** The requests in `text`, each as the words that make it one. */
export function requestsIn(text: string): FoundRequest[] {
  const read = text.replace(/[’‘]/g, "'");
  if (!MAYBE.test(read)) return [];
  const found: FoundRequest[] = [];
  for (const pattern of CONTACT_REQUESTS) {
    const match = pattern.exec(read);
    if (match) found.push({ kind: "contact-request", text: match[0].replace(/[\s?!.,]+$/, "") });
  }
  for (const pattern of PERSONAL_REQUESTS) {
    const match = pattern.exec(read);
    if (match) found.push({ kind: "personal-request", text: match[0].replace(/[\s?!.,]+$/, "") });
  }
  return found;
}
