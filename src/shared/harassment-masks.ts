/**
 * Insults with letters hidden behind asterisks, read back as the word they hide, for the harassment
 * screen (harassment.ts): "sl*t", "tw*t", "a**hole", "f***". The content filter's unmask drops an
 * asterisk inside a word ("f*ck" → "fck"), which leaves a word no rule knows; here each asterisk
 * stands for one letter, and a masked word becomes the abusive word it fits, of those the screen
 * knows, with its first letter shown. A mask that fits none ("st*r", "h*ppy") is left as written.
 */

/** A word with asterisks in it, opening with a letter: "sl*t", "f***", "a**hole", "p*ece". */
const MASKED_WORD = /(?<![\p{L}\d*])[a-z][a-z*]*\*[a-z*]*(?![\p{L}\d])/giu;

/** The masks' readings: a pattern and the word, for every word of `vocabulary` (the insults first). */
export function maskReader(vocabulary: readonly string[]): (text: string) => string {
  const words = [...new Set(vocabulary.map((word) => word.toLowerCase()))].filter((word) => word.length >= 3);
  const cache = new Map<string, string | null>();
  const read = (masked: string): string | null => {
    const key = masked.toLowerCase();
    const known = cache.get(key);
    if (known !== undefined) return known;
    const pattern = new RegExp(`^${key.replace(/\*/g, "[a-z]")}$`);
    const word = words.find((candidate) => pattern.test(candidate)) ?? null;
    if (cache.size < 1000) cache.set(key, word);
    return word;
  };
  return (text) => (text.includes("*") ? text.replace(MASKED_WORD, (masked) => read(masked) ?? masked) : text);
}
