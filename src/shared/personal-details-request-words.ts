/**
 * The words the request finders (personal-details-requests.ts and the files it gathers) share: how
 * chat writes "you" and "your", the platforms a request names, and where a clause opens.
 */
import { PLATFORM } from "./personal-details-platform-words.js";

export const YOU = "(?:you|u|ya|yu)";
export const YOUR = "(?:your|ur|yr|yer)";
export const PARENT = "(?:parents|mum|mom|mam|dad|family|folks|mum\\s+and\\s+dad|mom\\s+and\\s+dad)";
/** Whom a stranger sets themselves above, or keeps from knowing: the reader's family and friends. */
export const THEIR_PEOPLE = `(?:${PARENT}|friends|mates|teachers?|sister|brother)`;
/**
 * What a secret is kept about, after "don't tell anyone" or "no one has to know": the writer, the
 * two of them, the chat ("about us", "about this", "we talk"), not "your password" or "how to feel".
 */
export const ABOUT_US =
  "(?:about\\s+(?:us|me|this|it|our|what\\s+we|the\\s+chat|these)|we\\s+(?:talk|chat|spoke|talked))";
/**
 * LINE, Session and Wire (eleventh round): "i'm on the line with my mum", "my therapy
 * session" and "the wire broke" name none, so only a request reads them, where an invitation or a
 * question makes the app the only reading ("add me on line", "hmu on session", "do you have line?");
 * the handle finder does not, as it does not read "dc" alone.
 */
// "find me on line 42 of the doc", "on session 3", "a wire transfer": a number or a transfer goes on.
const EVERYDAY_WORD_MESSENGER = "(?:line|session)(?!\\s*\\d)|wire(?!\\s+transfer)";
/**
 * Platforms as a request names them: also "dc" and "tele", which the handle finder reads as a
 * platform only before a mark ("dc: sam") because alone they are a city and a television; after
 * "whats ur" or "do you have" they can only be the apps. Since the sixth round (2026-11-30) also
 * the payment apps a stranger asks for to send money ("send me your cashapp", "drop ur venmo"),
 * Epic's game accounts ("what's your epic name?", where V-Bucks are sent) and the video-call apps
 * ("have you got facetime?", "do you have zoom?"): a request only, since "my therapist does sessions
 * over zoom" or "i sent my mum money on paypal" names no one's account and the handle finder does
 * not read them. Since the eleventh round (2026-12-01) also the messengers whose names are everyday
 * words, EVERYDAY_WORD_MESSENGER.
 */
export const REQUEST_PLATFORM = `(?:${PLATFORM}|${EVERYDAY_WORD_MESSENGER}|dc|tele|cash\\s?app|paypal|venmo|zelle|revolut|epic(?:\\s+games)?|facetime|zoom)`;
/**
 * Where a clause opens, so that an imperative is one: the message's start, a stop, or a word that
 * leads into an invitation ("just dm me on insta", "you can add me on kik"), not a report of one
 * ("he keeps trying to add me on snap") nor a refusal ("don't add me on snap").
 */
export const CLAUSE_START =
  "(?:^|[.!?,;:]\\s*|\\b(?:and|so|just|pls|plz|please|then|or|also|ok|okay|lol|haha|btw|you\\s+can|u\\s+can|you\\s+could|u\\s+could|feel\\s+free\\s+to|why\\s+don'?t\\s+(?:you|u))\\s+)";
/** Where a question or a proposal ends: "can i call you?", "wanna facetime later", not "can i call you my friend". */
export const ENDS_HERE =
  "(?=\\s*(?:$|[?!.,;:)]|(?:pls|plz|please|rn|now|later|tonight|tomorrow|tmrw|sometime|soon|instead|quick|then|or|and|so|lol|x+|i'?ll)\\b))";
/**
 * An emoji or a kiss ending a sentence where a stop would (sixteenth round, 2026-12-01): "lets move
 * this somewhere more private 😉", "what are you wearing tonight x". Written for patterns without
 * the "u" flag: an emoji above the Basic Multilingual Plane as its surrogate pair, or a symbol of
 * the Miscellaneous Symbols and Dingbats blocks ("☺", "❤").
 */
export const EMOJI_OR_KISS = "(?:[\\uD83C-\\uD83E][\\uDC00-\\uDFFF]|[\\u2600-\\u27BF]|x+\\b)";
