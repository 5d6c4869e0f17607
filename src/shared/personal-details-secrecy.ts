/**
 * Secrecy as the seventh round's rows (2026-11-30) write it, for the request finder
 * (personal-details-requests.ts, through the grooming rules of personal-details-grooming.ts): NSPCC,
 * Thorn, CEOP, Childnet and the FBI name secrecy as a core sign of grooming — the chat made a secret
 * of two, the reader's own people kept from knowing, and a promise that what the reader tells goes no
 * further than the writer. Kindred held "i won't tell anyone" and let "what you tell me stays between
 * us" through; both are now held. Each rule names the writer, the two of them or the reader's people,
 * so that the writer's own disclosure ("i kept it secret for years", "my mum doesn't know i'm gay"), a
 * supporter's advice ("it's ok to tell someone you trust", "nobody has to know until you're ready"),
 * a question about Kindred's privacy ("what's said here stays here?") and a third person's
 * confidentiality ("my therapist said what i tell her stays between us") pass.
 */
import { ABOUT_US, PARENT, THEIR_PEOPLE, YOU, YOUR } from "./personal-details-request-words.js";

/** The two of them: "us", "us two", "you and me", "the two of us". */
const US_TWO = `(?:us(?:\\s+two)?|${YOU}\\s+and\\s+me|me\\s+and\\s+${YOU}|the\\s+two\\s+of\\s+us|ourselves)`;
/** Where a short demand ends: "no one has to know", "keep this quiet ok", not "… until you're ready". */
const DEMAND_ENDS = "(?=\\s*(?:$|[.!?,;]|(?:ok|okay|k|babe|hun|x+|lol|right|yeah|yh|pls|please)\\b))";
/** "don't", "never": a secret asked for. */
const DONT = "(?:don'?t|dont|do\\s+not|never)";

/**
 * A promise that what the reader tells stays with the writer: "what you tell me stays between us",
 * "whatever you tell me stays between you and me", "anything you say to me stays with me", "your
 * secret is safe with me", "what you say here stays between us". It needs "you … me" or "between us",
 * so "my therapist said what i tell her stays between us" and "what's said here stays here?"
 * (Kindred's own privacy, asked about) pass.
 */
const PLEDGE = new RegExp(
  `\\b(?:what(?:ever)?|anything|everything)\\s+${YOU}\\s+(?:(?:tell|told|say\\s+to|said\\s+to|share\\s+with|send)\\s+me\\s+(?:here\\s+)?(?:stays|will\\s+stay|'?ll\\s+stay|is\\s+staying|goes\\s+no\\s+further|won'?t\\s+go\\s+(?:any\\s+)?further|is\\s+safe\\s+with\\s+me)\\b|(?:say|said|share|post|write)\\s+(?:here\\s+)?(?:stays|will\\s+stay|'?ll\\s+stay|is\\s+staying)\\s+between\\s+${US_TWO}\\b(?!\\s+and\\b))|\\b${YOUR}\\s+secrets?\\s+(?:is|are|'s|will\\s+be|'?ll\\s+be)\\s+safe\\s+with\\s+me\\b`,
  "i",
);
/**
 * The chat made a secret of two: "this is just between us", "it's between us two, yeah?", "no one has
 * to know", "keep this quiet ok". "it's between us and the landlord now" and "it's between you and
 * your doctor" name others; "nobody has to know until you're ready to tell them" and "you can keep it
 * private until you're ready to share" go on into a supporter's advice, and pass. "no one has to know"
 * is held alone; its earlier form needed "about us" after it.
 */
const BETWEEN_US = new RegExp(
  [
    `\\b(?:this|it|that)\\s*(?:'s|\\s+is|\\s+has\\s+to\\s+be|\\s+needs\\s+to\\s+be|\\s+must\\s+be|\\s+should\\s+be)\\s+(?:just\\s+|only\\s+|strictly\\s+)?between\\s+${US_TWO}\\b(?!\\s+and\\b)`,
    `\\b(?:no\\s?one|nobody)\\s+(?:else\\s+)?(?:has|needs|have|need)\\s+to\\s+know${DEMAND_ENDS}`,
    `\\bkeep\\s+(?:this|it|that|us|our\\s+(?:chats?|thing))\\s+(?:quiet|hush(?:[\\s-]hush)?|on\\s+the\\s+(?:dl|down\\s?low|low)|private|(?:a\\s+)?secret)(?:${DEMAND_ENDS}|\\s+from\\b)`,
    `\\bkeep\\s+quiet\\s+about\\s+(?:us|me|this|our)\\b`,
  ].join("|"),
  "i",
);
/**
 * The reader's own people kept from knowing: "don't tell your friends you're talking to me", "don't
 * tell anyone we've been chatting", "don't let your parents find out about us", "don't let anyone see
 * our messages", "you can't tell anyone about this, ok?", "promise you won't tell your mum?",
 * "promise not to tell anyone about us". "don't tell anyone your password", "don't let anyone tell
 * you you're not enough", "you can't tell anyone how to grieve" and "she promised not to tell anyone"
 * (a third person's promise, told) pass.
 */
const KEPT_FROM_THEM = new RegExp(
  [
    `\\b${DONT}\\s+tell\\s+(?:${YOUR}\\s+\\w+|any\\s?one|any\\s?body|no\\s?one)\\s+(?:that\\s+)?(?:${YOU}\\s*(?:'?re|\\s+are|\\s+r)\\s+(?:talking|chatting|speaking)\\s+(?:to|with)\\s+me|${YOU}\\s+(?:talk|chat|speak)\\s+(?:to|with)\\s+me|we\\s*(?:'?ve\\s+been|\\s+have\\s+been|'?re|\\s+are|\\s+were)?\\s*(?:talking|chatting|speaking|met)|i\\s+exist)\\b`,
    `\\b${DONT}\\s+let\\s+(?:${YOUR}\\s+${THEIR_PEOPLE}|any\\s?one|any\\s?body|them)\\s+(?:know|find\\s+out|see|hear|read)\\s+(?:about\\s+(?:us|me|this|our)\\b|(?:our|these|the)\\s+(?:chats?|messages|msgs|texts|dms|convos?|pics)\\b|(?:that\\s+)?we\\s+(?:talk|chat|speak|met)\\b)`,
    `\\b${YOU}\\s+(?:can'?t|cannot|can\\s+not|mustn'?t|must\\s+not|shouldn'?t|better\\s+not|can\\s+never|must\\s+never)\\s+tell\\s+(?:any\\s?one|any\\s?body|${YOUR}\\s+${THEIR_PEOPLE})(?:\\s+${ABOUT_US}|${DEMAND_ENDS})`,
    `\\bpromise\\s+(?:me\\s+)?(?:${YOU}\\s+(?:won'?t|wont|will\\s+not|will\\s+never|'?ll\\s+never|wouldn'?t|would\\s+never)|not\\s+to|never\\s+to|to\\s+never)\\s+tell\\s+(?:any\\s?one|any\\s?body|a\\s+soul|${YOUR}\\s+${PARENT}|${YOUR}\\s+${THEIR_PEOPLE})\\b`,
  ].join("|"),
  "i",
);

/**
 * Secrecy asked of the reader as a question (twelfth round, 2026-12-01): "can you keep a secret",
 * "u good at keeping secrets?", "could you keep this between us?". A stranger asks it to test whether
 * the reader will hide the chat; someone confiding asks it before their own story, and so it is
 * excused where the same message confides (CONFIDES), as "can you keep this between us? i've never
 * told anyone" does. Decided so on purpose: Kindred is where people tell what they have told no one,
 * and their asking for discretion about it is not a stranger's test of it.
 */
export const SECRET_ASKED = new RegExp(
  `\\b(?:can|could|will|would)\\s+${YOU}\\s+keep\\s+(?:(?:a|my|some)\\s+)?secrets?\\b|\\b(?:(?:are|r)\\s+)?${YOU}\\s+(?:good|ok|okay|alright)\\s+(?:at|with)\\s+keeping\\s+(?:(?:a|my)\\s+)?secrets?\\b|\\b(?:can|could|will|would)\\s+${YOU}\\s+keep\\s+(?:this|it|that)\\s+(?:between\\s+${US_TWO}|(?:a\\s+)?secret|to\\s+(?:yourself|urself))`,
  "i",
);
/**
 * The writer's own story confided: "i've never told anyone", "i haven't said this to anyone", "i
 * need to get this off my chest". Excuses SECRET_ASKED only; "our little secret", "don't tell your
 * parents about us" and the rules above are held whatever else the message says.
 */
export const CONFIDES =
  /\bi\s*(?:'?ve|\s+have)?\s+never\s+(?:told|said|shared|admitted)\b|\bi\s*(?:haven'?t|havent|have\s+not|'?ve\s+not)\s+(?:told|said|shared)\b|\bi\s+(?:need|have|want)\s+to\s+(?:tell\s+(?:some\s?one|some\s?body)|get\s+(?:this|it|something)\s+off\s+my\s+chest)\b|\bno\s?one\s+(?:else\s+)?knows\b/i;

export const SECRECY_SINCE_SEVENTH = [PLEDGE, BETWEEN_US, KEPT_FROM_THEM, SECRET_ASKED];
