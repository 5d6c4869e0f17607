/**
 * The gate (required-words-gate.ts) over patterns that put each reading of required-words.ts to the
 * test, on texts made of their pieces: a pattern that matches is never left out.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requiredWords } from "./required-words.js";
import { wordGate } from "./required-words-gate.js";

/** Patterns that put each reading to the test: starts of words, spaces and marks, lookarounds, case. */
const TRICKY = [
  /\bsuicid\w*\b/g,
  /\bkil[a-z]*\b/g,
  /\b(?:stockpil|hoard)\w*(?: up)? pils\b/g,
  /\bsuicid\d*al\b/g,
  /\b(?:self harm\w*|cut\w*)\b/g,
  /\bwant\s+to\b/g,
  /\bwant\s*to\b/g,
  /\bsad\s*\b/g,
  /\bgrown[\s-]?up\b/g,
  /\bwanna\s*swap\b|^swap\b/g,
  /(?:^|\. )(?:just |then )*jump\b/g,
  /\bwant[.!?,]+to\b/g,
  /(?<![\w*'-])asl(?![\w*'-])/i,
  /(?<!\w)asl/g,
  /^(?=.*\bsad\b)(?: \.)+ $/g,
  /(?<=\bon\s+)x\b/g,
  /\bSUICID\w*/i,
  /\bi\s*(?:'?ll|\s+will)\s+cal+\b/i,
];

describe("a gate over patterns read in every way leaves out only those that cannot match", () => {
  const gate = wordGate(TRICKY);
  // Texts of the patterns' own pieces, run together or apart, in either case.
  const pieces = ["suicid", "al", "kil", "stockpil", "hoard", "ed", "up", "pils", "self", "harm", "cut", "want", "to"];
  const more = ["sad", "ness", "grown", "wanna", "swap", "jump", "just", "then", "asl", "on", "x", "i", "ll", "will"];
  const marks = [" ", " ", "", "-", ".", ". ", "'", "*", "\t", "1", "_", "ing", "SUICID", "Want", "ASL"];
  const text = fc.array(fc.constantFrom(...pieces, ...more, ...marks), { maxLength: 8 }).map((parts) => parts.join(""));

  it("on texts made of their pieces", () => {
    const missed = fc.sample(text, { numRuns: 20_000, seed: 20261129 }).flatMap((sample) => {
      const open = new Set(gate(sample));
      return TRICKY.filter((pattern, index) => new RegExp(pattern).test(sample) && !open.has(index)).map(
        (pattern) => `${pattern}: ${JSON.stringify(sample)}`,
      );
    });
    expect(missed).toEqual([]);
  });

  it("each pattern names what it needs", () => {
    expect(TRICKY.filter((pattern) => !requiredWords(pattern))).toEqual([]);
  });
});

describe("the gate opens exactly the patterns whose words the text holds", () => {
  // Read the slow, plain way: every word of the text against every need of every pattern.
  const byWords = (patterns: RegExp[], text: string): number[] => {
    const fold = patterns.some((pattern) => pattern.ignoreCase);
    const words = (text.match(/\w+/g) ?? []).map((word) => (fold ? word.toLowerCase() : word));
    return patterns.flatMap((pattern, index) => {
      const found = requiredWords(pattern);
      const needs = found && [...found].map((need) => (fold ? need.toLowerCase() : need));
      const holds = (need: string) =>
        need.endsWith("*") ? words.some((word) => word.startsWith(need.slice(0, -1))) : words.includes(need);
      return !needs || needs.some(holds) ? [index] : [];
    });
  };
  const letters = fc.constantFrom(..."suicdalkhrmwntoSUICDAL_1é -.'*");
  const text = fc.array(letters, { maxLength: 24 }).map((chars) => chars.join(""));

  it("with and without the i flag, starts and whole words alike", () => {
    const folding = [...TRICKY];
    const exact = TRICKY.filter((pattern) => !pattern.ignoreCase);
    for (const patterns of [folding, exact]) {
      const gate = wordGate(patterns);
      fc.assert(
        fc.property(text, (sample) => {
          expect(gate(sample)).toEqual(byWords(patterns, sample));
        }),
        { numRuns: 5_000 },
      );
    }
  });
});
