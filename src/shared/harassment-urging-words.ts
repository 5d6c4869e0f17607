/**
 * The words around an act urged on a partner in crisis, shared by the urging rules
 * (harassment-urging.ts) and the goading ones (harassment-goading.ts). Read on normalised text
 * (crisis-text.ts): lower case, no apostrophes, punctuation as " . ".
 */
import { YOU } from "./harassment-words.js";

export { YOU };

/** The start of a sentence, or words that only push: "then", "just", "go on", "so", "yes". */
export const PUSHED =
  "(?:^ |\\. |\\b(?:just|then|so|go on|go ahead(?: and)?|well|ok|okay|fine|lol|yes|yeah|yep|yup|sure) )";

/** Said by someone who cares or asks: "please don't do it", "are you going to do it?". */
export const NOT_URGED = "(?<!\\b(?:dont|do not|never|not|wont|will not|to|going to|gonna|please dont|why would you) )";

/**
 * Not in a clause where the writer speaks of themselves: "i might just end it", "i feel like nobody
 * cares" are the writer's own crisis, read before this (screening.ts) and never refused. Looked
 * back from the start of `next`, the words the rule reads first: the lookahead keeps the engine
 * from scanning back over the clause at every position of every message (a few per cent of a busy
 * server's time), and asks nothing the rule does not ask right after it.
 */
export const notTheWriters = (next: string): string => `(?=${next})(?<!\\b(?:i|im|ive|id|ill|me|my|myself|we)\\b[^.]*)`;

/**
 * The taunt ends there: the message or sentence ends, or only a shrug or a name follows ("you won't
 * lol", "what are you waiting for, loser"). A supporter's same words go on: "what's taking you so
 * long to reply? are you ok?" is read to its end, "you won't be alone" never stops at "won't".
 */
export const TAUNT_END =
  "(?= *$| \\. *$| \\. (?:lol|lmao|haha|then|coward|pussy|loser|wimp|chicken|idiot|freak|pathetic|you never (?:do|will)|u never (?:do|will)|see if i care|nobody cares|no one cares|prove it|do it)\\b| (?:lol|lmao|haha|then|already|anyway|tho|though|coward|pussy|loser|wimp|chicken|idiot|freak)\\b)";
