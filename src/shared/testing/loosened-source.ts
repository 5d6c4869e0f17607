/**
 * A rule's source as fast-check can read it (`fc.stringMatching` makes no text for "\b" nor for a
 * lookaround), for the tests that check a quick test or the word gate lets through every text a rule
 * matches: "\b", negative lookarounds and lookbehinds are left out; a lookahead is left out too, or,
 * with `writeLookaheads`, its words are written out where it stands ("15 in june" for "(?=in
 * june)"). The texts made are then kept only where the rule itself matches. With `spaced`, "\s*" is
 * "\s+", so that words stand apart as people type them ("wanna swap"); without, words run together
 * too ("wannaswap", "underfifteen"), which the quick tests and the gate must let through as well.
 */
export function loosened(source: string, spaced: boolean, { writeLookaheads = false } = {}): string {
  let out = "";
  for (let at = 0; at < source.length; at++) {
    if (source.startsWith("\\b", at)) at++;
    else if (spaced && source.startsWith("\\s*", at)) [out, at] = [`${out}\\s+`, at + 2];
    else if (source[at] === "\\") [out, at] = [out + source.slice(at, at + 2), at + 1];
    else if (source[at] === "[") {
      const end = classEnd(source, at);
      [out, at] = [out + source.slice(at, end + 1), end];
    } else if (writeLookaheads && source.startsWith("(?=", at)) [out, at] = [`${out}(?:`, at + 2];
    else if (/^\(\?<?[=!]/.test(source.slice(at, at + 4))) at = groupEnd(source, at);
    else out += source[at];
  }
  return out;
}

function classEnd(source: string, at: number): number {
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === "\\") i++;
    else if (source[i] === "]") return i;
  }
  return source.length;
}

function groupEnd(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    if (source[i] === "\\") i++;
    else if (source[i] === "[") i = classEnd(source, i);
    else if (source[i] === "(") depth++;
    else if (source[i] === ")" && --depth === 0) return i;
  }
  return source.length;
}
