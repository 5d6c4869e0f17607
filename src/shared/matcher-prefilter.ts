/**
 * A quick, exact answer to "can this obscenity matcher find anything in this text at all?".
 *
 * RegExpMatcher's getAllMatches and hasMatch run String.prototype.matchAll once for every term
 * (about 120 in obscenity's English dataset), and matchAll copies its pattern on each call: that was
 * most of what screening a message cost, although nearly every message matches no term. So the
 * text is first read as the matcher itself reads it (its own transformers: look-alike letters,
 * leetspeak, case, repeated letters) and tested once against the union of its terms; only when
 * that can match does the matcher run. The union matches somewhere exactly when one of its terms
 * does, and a text that no term matches gives no match and no `hasMatch`, so no answer changes.
 *
 * The terms and the transformers are the matcher's own, read from its private fields (obscenity
 * 0.4), so the prefilter can never see the text otherwise than the matcher does. Should an upgrade
 * rename them, prefilterOf returns null and callers run the full matcher as before (slower, never
 * wrong); matcher-prefilter.test.ts fails then, so that it is noticed.
 *
 * The text is transformed here rather than by the matcher's applyTransformers, which also maps
 * each character back to its place in the original (for reporting matches, which the quick test
 * never does) and builds its result a character at a time: some 6 KB of garbage for each message
 * and matcher, which paces the collector under load. Here the same transformers run over the same
 * code points into one reused buffer, and one string is made of it.
 */
import type { RegExpMatcher } from "obscenity";

/** The private parts of obscenity's RegExpMatcher this relies on. */
interface MatcherInside {
  blacklistedTerms?: { regExp?: unknown }[];
  blacklistMatcherTransformers?: Partial<TransformerSet>;
}

/** obscenity's TransformerSet: each code point through every transformer in turn, then their state cleared. */
interface TransformerSet {
  applyTo(codePoint: number): number | undefined;
  resetAll(): void;
}

const isTransformerSet = (set: Partial<TransformerSet> | undefined): set is TransformerSet =>
  typeof set?.applyTo === "function" && typeof set.resetAll === "function";

/** Code points are at most as many as the text's UTF-16 units; grown when a longer text comes. */
let buffer = new Uint32Array(512);
/** Arguments given to String.fromCodePoint at once, well below any engine's limit. */
const CHUNK = 4096;

/** The text as the matcher reads it: what its applyTransformers returns, without the positions. */
export function transformText(text: string, transformers: TransformerSet): string {
  if (buffer.length < text.length) buffer = new Uint32Array(text.length * 2);
  let length = 0;
  // codePointAt joins a surrogate pair as obscenity's CharacterIterator does, and gives a lone one as it is.
  for (let at = 0; at < text.length;) {
    const codePoint = text.codePointAt(at)!;
    at += codePoint > 0xffff ? 2 : 1;
    const transformed = transformers.applyTo(codePoint);
    if (transformed !== undefined) buffer[length++] = transformed;
  }
  transformers.resetAll();
  let result = "";
  for (let from = 0; from < length; from += CHUNK) {
    const part = buffer.subarray(from, Math.min(length, from + CHUNK));
    result += String.fromCodePoint.apply(null, part as unknown as number[]);
  }
  return result;
}

/**
 * False only when `matcher` can match nothing in the text; null when the matcher's insides are not
 * as expected (the caller then always runs the matcher).
 */
export function prefilterOf(matcher: RegExpMatcher): ((text: string) => boolean) | null {
  const inside = matcher as unknown as MatcherInside;
  const transformers = inside.blacklistMatcherTransformers;
  const terms = inside.blacklistedTerms?.map((term) => term.regExp);
  // Every term is compiled with the flags "gs" and refers to no group, so within their union,
  // under "s", each means what it meant alone; anything else and no union is formed.
  const fit = (term: unknown): term is RegExp => {
    const { source, flags } = (term ?? {}) as Partial<RegExp>;
    return typeof source === "string" && flags === "gs" && !/\\[1-9k]|\(\?</.test(source);
  };
  if (!isTransformerSet(transformers) || !terms?.length || !terms.every(fit)) return null;
  const union = new RegExp(terms.map((term) => `(?:${term.source})`).join("|"), "s");
  return (text) => union.test(transformText(text, transformers));
}
