/**
 * E-mail addresses in a message, for the personal-details guard (personal-details.ts): written
 * ("sam@example.com", "sam@gmail"), spoken ("jane dot doe at gmail dot com", "sam [at] example
 * [dot] org") or spaced out ("j a n e @ g m a i l . c o m").
 */
import { matchesIn } from "./matches-in.js";
import { occursIn } from "./crisis-text.js";

/**
 * Mail services that name an address without their ".com" ("sam@gmail", "sam at gmail"). Not "me" or
 * "live" (me.com, live.com): "look at me" and "at live music" are prose, and need the ".com" to count.
 */
const MAIL_HOSTS = "gmail|googlemail|hotmail|yahoo|outlook|icloud|aol|proton(?:mail)?|gmx|yandex|msn";
const EMAIL = new RegExp(`[a-z0-9._%+-]+@(?:[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}|(?:${MAIL_HOSTS})\\b)`, "gi");
const AT = "\\s*(?:\\(at\\)|\\[at\\]|\\{at\\}|<at>|\\bat\\b)\\s*";
const DOT = "\\s*(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|<dot>|\\bdot\\b|\\.)\\s*";
const TLD = "(?:com|net|org|co|uk|io|me|edu|gov|ca|au|ie|nz|in|de|fr|info|us|mail)";
/** A dot inside the name before the "at": "." or "dot" said or bracketed, never ". " ending a sentence. */
const NAME_DOT = "(?:\\.|\\s*(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|<dot>)\\s*|\\s+dot\\s+)";
/** "sam at gmail dot com", "jane dot doe at gmail dot com", "sam [at] example [dot] co [dot] uk", "sam at gmail". */
const SPELLED_EMAIL = new RegExp(
  `\\b[a-z0-9_%+-]+(?:${NAME_DOT}[a-z0-9_%+-]+)*${AT}(?:[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}${TLD}\\b|(?:${MAIL_HOSTS})\\b)`,
  "gi",
);
/** A host said without its ending ("sam at gmail"), which prose also says ("staring at outlook"). */
const BARE_HOST = new RegExp(`${AT}(?:${MAIL_HOSTS})$`, "i");
/** What makes "x at gmail" an address: a name no word has (a digit, a dot, an underscore) … */
const ADDRESS_LIKE_NAME = /^[a-z]*[0-9._%+-]|\sdot\s|[([{<]dot[)\]}>]/i;
/** … or words before it that give one: "email me", "my email is", "reach me:". */
const ADDRESS_CUE = /\b(?:e-?mail|mail|address|contact|reach|write to|message)\b[^.!?]{0,20}$|(?:\bis|:)\s*$/i;

/**
 * A bare host given whole as the message's or sentence's point: "janedoe at gmail", "its jane at
 * gmail." (a stranger's test). Only the words that open a sentence or say "it's", and a host that
 * ends it: "I work at yahoo" and "emails at gmail are a mess" stay prose.
 */
const OPENS_WITH_NAME = /(?:^|[.!?\n]\s*|\b(?:it'?s|it\s+is|mine'?s|mine\s+is)\s+)$/i;
const ENDS_ITS_SENTENCE = /^\s*(?:$|[.!?\n]|(?:if\s+(?:you|u)|btw|pls|please|lol|x+)\b)/i;
/** Words that stand before "at gmail" in prose: a look, a place of work, the verb itself ("Staring at gmail."). */
const PROSE_BEFORE_AT =
  /^(?:[a-z]+(?:ing|ed|s)|work|look|stare|job|intern|me|you|him|her|them|us|it|this|that|mail|email|hi|hey|hello)$/i;

/** Whether a spoken address is one: with its ending always; a bare host only with a name or a cue. */
function namesAnAddress(text: string, match: RegExpMatchArray): boolean {
  if (!BARE_HOST.test(match[0])) return true;
  const name = match[0].split(new RegExp(AT, "i"))[0]!;
  if (ADDRESS_LIKE_NAME.test(name) || ADDRESS_CUE.test(text.slice(0, match.index))) return true;
  return (
    OPENS_WITH_NAME.test(text.slice(0, match.index).replace(/[’]/g, "'")) &&
    !PROSE_BEFORE_AT.test(name) &&
    ENDS_ITS_SENTENCE.test(text.slice(match.index! + match[0].length))
  );
}

/** "its janedoe92 on gmail": "on" for "at", where the name is one no word has, or words give it. */
const ON_HOST = new RegExp(`\\b([a-z0-9._%+-]+)\\s+on\\s+(?:${MAIL_HOSTS})\\b`, "gi");

/**
 * An "@" with spaces beside it or in the host: "janedoe @gmail.com", "janedoe@ gmail.com", "jane doe
 * @ gmail . com". A dot with a space on one side only ends a sentence ("@ school. me and her"), so a
 * spaced dot has spaces on both sides; a bare host ("sam @ gmail") counts as namesAnAddress says.
 * Written with a space before the "@", the name may be two words ("jane doe"), unless the first is
 * one that leads into an address ("email me sam @ …", "it's sam @ …"). A name never starts after an
 * apostrophe: "I'm @ work" is a place, and its "m" no name.
 */
const SPACED_DOT = "(?:\\.|\\s+\\.\\s+|\\s+dot\\s+)";
const NAME_WORD = "[a-z0-9._%+-]*[a-z0-9]";
const LEADS_INTO_ADDRESS =
  "me|my|is|its|it|at|to|on|or|and|the|a|i|im|you|email|e-mail|mail|address|contact|reach|write|send|try|use|ask|tell|told";
const SPACED_AT_EMAIL = new RegExp(
  `(?<![\\w.@%+'’-])(?:(?!(?:${LEADS_INTO_ADDRESS})\\s)${NAME_WORD}\\s+(?=${NAME_WORD}\\s+@))?${NAME_WORD}\\s*@\\s*(?:[a-z0-9-]+(?:${SPACED_DOT}[a-z0-9-]+)*${SPACED_DOT}${TLD}\\b|(?:${MAIL_HOSTS})\\b)`,
  "gi",
);
const SPACED_BARE_HOST = new RegExp(`\\s*@\\s*(?:${MAIL_HOSTS})$`, "i");
/** A host of a mail service, or one written whole ("work.com"), not "work . com" with its spaced dot. */
const HOST_WRITTEN_WHOLE = new RegExp(`@\\s*(?:(?:${MAIL_HOSTS})\\b|[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.${TLD}$)`, "i");
/** After an address: the end of its sentence, or "if you want", "btw", "pls". */
const AFTER_AN_ADDRESS = /^\s*(?:$|[.,!?;:)\n]|(?:if\s+(?:you|u)|btw|pls|please)\b)/i;

/**
 * Whether a spaced "@" names an address: where a name no word has ("kay22") or words before it
 * ("email me", "my email is") give one; otherwise, a bare host ("sam @ gmail") never does, and a host
 * spaced around its dot ("@ work . com is down") may be a place and a sentence's end ("at work.
 * com…"), so it names one only where it is a mail service's ("jane doe @ gmail . com is mine") or
 * the address ends its sentence (or goes on as after one, "… if you want").
 */
function spacedNamesAnAddress(text: string, match: RegExpExecArray): boolean {
  const name = match[0].split("@")[0]!.trim();
  if (ADDRESS_LIKE_NAME.test(name) || ADDRESS_CUE.test(text.slice(0, match.index))) return true;
  if (SPACED_BARE_HOST.test(match[0])) return false;
  return HOST_WRITTEN_WHOLE.test(match[0]) || AFTER_AN_ADDRESS.test(text.slice(match.index + match[0].length));
}

/** Single characters spaced out, "j a n e d o e @ g m a i l . c o m", read with the spaces taken out. */
const SPACED_OUT = /(?<!\S)(?:\S[^\S\n]){4,}\S(?!\S)/g;

/** The addresses in `text`, as written; `hasAt` says whether it holds an "@" at all. */
export function emailsIn(text: string, hasAt: boolean): string[] {
  const found: string[] = [];
  for (const match of hasAt ? matchesIn(text, EMAIL) : []) found.push(match[0]);
  for (const match of /\bat\b/i.test(text) ? matchesIn(text, SPELLED_EMAIL) : []) {
    if (namesAnAddress(text, match)) found.push(match[0]);
  }
  for (const match of /\bon\b/i.test(text) ? matchesIn(text, ON_HOST) : []) {
    if (ADDRESS_LIKE_NAME.test(match[1]!) || ADDRESS_CUE.test(text.slice(0, match.index))) found.push(match[0]);
  }
  for (const match of hasAt ? matchesIn(text, SPACED_AT_EMAIL) : []) {
    if (spacedNamesAnAddress(text, match)) found.push(match[0]);
  }
  for (const match of matchesIn(text, SPACED_OUT)) {
    if (occursIn(match[0].replace(/\s/g, ""), EMAIL)) found.push(match[0]);
  }
  return found;
}
