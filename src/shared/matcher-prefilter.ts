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
 * The terms and the transform are the matcher's own, read from its private fields (obscenity
 * 0.4), so the prefilter can never see the text otherwise than the matcher does. Should an upgrade
 * rename them, prefilterOf returns null and callers run the full matcher as before (slower, never
 * wrong); matcher-prefilter.test.ts fails then, so that it is noticed.
 */
import type { RegExpMatcher } from "obscenity";

/** The private parts of obscenity's RegExpMatcher this relies on. */
interface MatcherInside {
  blacklistedTerms?: { regExp?: unknown }[];
  blacklistMatcherTransformers?: unknown;
  applyTransformers?: (input: string, transformers: unknown) => [number[], string];
}

/**
 * False only when `matcher` can match nothing in the text; null when the matcher's insides are not
 * as expected (the caller then always runs the matcher).
 */
export function prefilterOf(matcher: RegExpMatcher): ((text: string) => boolean) | null {
  const inside = matcher as unknown as MatcherInside;
  const transform = inside.applyTransformers;
  const terms = inside.blacklistedTerms?.map((term) => term.regExp);
  // Every term is compiled with the flags "gs" and refers to no group, so within their union,
  // under "s", each means what it meant alone; anything else and no union is formed.
  const fit = (term: unknown): term is RegExp => {
    const { source, flags } = (term ?? {}) as Partial<RegExp>;
    return typeof source === "string" && flags === "gs" && !/\\[1-9k]|\(\?</.test(source);
  };
  if (typeof transform !== "function" || !terms?.length || !terms.every(fit)) return null;
  const union = new RegExp(terms.map((term) => `(?:${term.source})`).join("|"), "s");
  const transformers = inside.blacklistMatcherTransformers;
  return (text) => union.test(transform.call(matcher, text, transformers)[1]);
}
