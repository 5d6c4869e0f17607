/**
 * What someone else said or thinks, reported, for the harassment screen (harassment.ts). Told of
 * what was said to the writer ("people keep telling me to kys", "he told me I'm worthless", "my
 * brother yelled 'you're useless' at me"), it is the writer's hurt, and is not read as abuse. Passed
 * on about the partner ("he said you're an idiot", "everyone says you're pathetic"), it is abuse
 * aimed at them all the same: in reported speech without quotation marks, "you" is the one the
 * writer is talking to. Spared are words in quotation marks (whoever they were said to), what was
 * said to the writer ("told me", "… at me"), and what no one is claimed to have said ("nobody thinks
 * you're a loser", "who said you're a failure?", "your mum told you you're worthless?"). Nor are the
 * partner's own words asked back and denied ("everyone hates you? i doubt that"), nor others' words to
 * them asked back ("she called you a whore? that's awful").
 */
import { matchesIn } from "./matches-in.js";
import { occursIn, phrase } from "./crisis-text.js";

/** Their words named as a thing: "his last text was …", "i keep hearing her voice: …". */
const THEIR_WORDS =
  "(?:his|her|their) (?:last |first |latest |old )?(?:text|texts|message|messages|comment|reply|dm|dms|note|words|voice) (?:was|were|said|says|read|reads|saying)|(?:hear|hearing|heard) (?:his|her|their) (?:voice|words)";
/**
 * What was said may start after a comma or a colon, which reading makes a clause end: "people online
 * told me, go kill yourself", "my dad always said, man up". One such end is skipped, no more.
 */
const THEN_SPOKEN = "(?: \\.)?";

/**
 * A clause reported from someone else: "told me to …", "wrote …", "texted me …", "thinks …", up to
 * the end of the clause. Not when the writer is the one speaking ("I said you're a …", "im telling
 * you to …"). Groups: who was told (1) or said to (2), where the report says; what was said (3).
 */
const REPORTED = phrase(
  `(?<!\\b(?:i|im|we|i am|we are|i have|ive) )\\b(?:(?:told|tells|telling|tell) (me|you|him|her|them|us)(?: to)?|(?:said|says|saying|wrote|writes|texted|texts|messaged|commented|posted|screamed|yelled|shouted|replied|kept saying|used to say|thinks|thought|believes|reckons|${THEIR_WORDS})(?: (?:(?:to|at) )?(me|us))?)${THEN_SPOKEN} ([^.]*)`,
  "g",
);

/** The message read without what was reported. */
export const withoutReported = (read: string): string => read.replace(REPORTED, " ");

/** Whether the read message reports anything at all (most do not). */
export const reports = (read: string): boolean => occursIn(read, REPORTED);

/**
 * Words in quotation marks: direct speech, whose "you" is whoever it was said to. An apostrophe
 * between letters ("you're") neither opens nor closes a quotation.
 */
const QUOTED = /(?<![\p{L}\d])["“‘'«](?:[^"“”‘’'«»\n]|(?<=\p{L})['’](?=\p{L}))*["”’'»](?![\p{L}\d])/gu;
export const withoutQuotations = (text: string): string => text.replace(QUOTED, " ");

/**
 * Who is said to have said it, if anyone: not the partner ("you said you're a failure"), not no one
 * or anyone ("nobody says …", "nobody here thinks …", "who said …", "if anyone thinks …"), not in a denial or a maybe
 * ("he never said …", "people might think …"). Read from the words just before the verb.
 */
const NOT_CLAIMED = phrase(
  "\\b(?:you|u|ya|who|whoever|anyone|anybody|nobody|noone|no one|if|to|not|never|dont|doesnt|didnt|wont|wouldnt|cant|couldnt|shouldnt|isnt|wasnt|would|might|may|could|should)(?: (?:ever|even|always|also|just|really|actually|still|once|here|else))* $",
);
/** The partner as the one spoken of: "you", "you're", "your family". */
const ABOUT_THE_PARTNER = /\b(?:you|u|ya|yu|youre|your|ur)\b/;
/** Said to the writer after all: "he yelled you're useless at me". */
const AT_THE_WRITER = /\b(?:at|to) (?:me|us)\b/;

/**
 * The clauses of `read` (the message read without its quotations) that pass on to the partner what
 * someone else said or thinks of them, each as a message of its own (" you're an idiot ").
 */
export function relayedToThePartner(read: string): string[] {
  const relayed: string[] = [];
  for (const match of matchesIn(read, REPORTED)) {
    const [, told, saidTo, said] = match;
    // Told back to the partner, it is their own story ("your mum told you you're worthless?").
    if (told === "you") continue;
    // Said to the writer, it is theirs, unless passed on as "told me that you …".
    const toTheWriter = told === "me" || told === "us" || saidTo !== undefined;
    if (toTheWriter && !said!.startsWith("that ")) continue;
    if (NOT_CLAIMED.test(read.slice(0, match.index))) continue;
    const clause = said!.replace(/^that /, "");
    if (ABOUT_THE_PARTNER.test(clause) && !AT_THE_WRITER.test(clause)) relayed.push(` ${clause.trim()} `);
  }
  return relayed;
}

/**
 * A question that asks the partner's words about themselves back, then denies them: "everyone hates
 * you? i doubt that", "ur fat? no way". Only what is said of them ("you're …", "everyone …"), never
 * an order or a threat ("go kys? nah" is refused). Read on the text as written: the question mark is
 * the whole difference from "you're a loser. no one likes you", and reading drops it.
 */
const DENIED_ECHO =
  /(?<=^|[.!?\n]\s*)(?:you['’]?re|you\s+are|ur|u\s+r|you\s+(?:look|sound|seem)|everyone|everybody|nobody|no\s+one)\b[^.!?\n]*\?+\s*(?=(?:no(?=\s*,)|i\s+doubt|i\s+don['’]?t\s+(?:think\s+so|believe\s+(?:that|it))|no\s+way|says\s+who|who\s+(?:says|said)|(?:that['’]?s\s+|it['’]?s\s+)?not\s+true|that['’]?s\s+a\s+lie|nah|no\s+chance)\b)/giu;

/**
 * What someone else said to the partner, asked back: "she called you a whore? that's awful", "he told
 * you to kys?!". A listener checking what they heard, whatever follows; read on the text as written.
 */
const THEIR_WORDS_ASKED_BACK =
  /(?<=^|[.!?\n]\s*)(?:he|she|they|someone|somebody|people|everyone|everybody|(?:your|ur|his|her|their)\s+\p{L}+)\s+(?:\p{L}+\s+)?(?:called|calls|call|said|says|told|tells|texted|wrote|yelled|screamed|shouted)\s+(?:you|u)\b[^.!?\n]*\?+/giu;

/** The message without the partner's words asked back and denied, nor others' words to them asked back. */
export const withoutDeniedEchoes = (text: string): string =>
  text.includes("?") ? text.replace(DENIED_ECHO, " ").replace(THEIR_WORDS_ASKED_BACK, " ") : text;
