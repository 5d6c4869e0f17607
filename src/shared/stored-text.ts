/**
 * The one rule for text any route or socket event takes (messages, display names, report notes …):
 * text that a store would change or refuse is refused with a sentence, the same on client and server.
 */

/** PostgreSQL cannot store U+0000 in text, and no person types it: every route refuses it (REST and socket). */
export const NUL_REFUSED = "Text cannot contain NUL characters (U+0000). Please remove them and try again.";

/**
 * A lone UTF-16 surrogate is half a character: stored as UTF-8 it would come back as U+FFFD, so a
 * message would read differently on a retry than when it was sent.
 */
export const ILL_FORMED_REFUSED =
  "Text contains a broken character (half of an emoji or symbol). Please remove it or type it again.";

/** In unicode mode a lone surrogate is a code point of its own (category Cs); a proper pair is not. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why this text cannot be kept exactly as given (the sentence to answer with), or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes("\u0000")) return NUL_REFUSED;
  if (LONE_SURROGATE.test(text)) return ILL_FORMED_REFUSED;
  return null;
}
