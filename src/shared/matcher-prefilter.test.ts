import {
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
  toAsciiLowerCaseTransformer,
} from "obscenity";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockedWords, isBlocked, unmask } from "./content-filter.js";
import { prefilterOf, transformText } from "./matcher-prefilter.js";
import { OBSCENITY_WORDS } from "./testing/obscenity-words.js";

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const DISGUISES: ((text: string) => string)[] = [
  (text) => text,
  (text) => text.toUpperCase(),
  (text) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)), // full width
  (text) => text.replace(/a/g, "@").replace(/s/g, "$").replace(/i/g, "1").replace(/o/g, "0"),
  (text) => text.replace(/[aeiou]/g, (vowel) => vowel.repeat(3)),
  (text) => text.replace(/[a-z]{3,}/g, (word) => [...word].join(" ")),
  (text) => text.replace(/a/g, "а").replace(/e/g, "е").replace(/o/g, "о"), // Cyrillic
];

const ORDINARY = [
  "I can't sleep again, my mind keeps racing",
  "thanks for listening, it helps",
  "my exam is on 12/05/2024 and I'm scared",
  "see you tomorrow, take care",
  "i feel like such a failure today",
];

const SENTENCES = [
  ...ORDINARY,
  ...OBSCENITY_WORDS.flatMap((word) => [word, `you ${word}`, `what a ${word} at work`, `${word}s`]),
];
const TEXTS = SENTENCES.flatMap((sentence) => DISGUISES.map((disguise) => unmask(disguise(sentence))));

describe("prefilterOf says whether an obscenity matcher can find anything at all", () => {
  it("reads the matchers of obscenity as installed (if this fails, obscenity changed its insides)", () => {
    expect(prefilterOf(english)).toBeTypeOf("function");
    const custom = new RegExpMatcher({
      blacklistedTerms: [{ id: 0, pattern: pattern`|kil[s]|` }],
      blacklistMatcherTransformers: [toAsciiLowerCaseTransformer()],
    });
    expect(prefilterOf(custom)).toBeTypeOf("function");
  });

  it("gives up, rather than guess, on a matcher it cannot read", () => {
    expect(prefilterOf({} as RegExpMatcher)).toBeNull();
  });

  it("never says no where the matcher finds something", () => {
    const mayMatch = prefilterOf(english)!;
    const found = TEXTS.filter((text) => english.getAllMatches(text).length > 0);
    expect(found.length).toBeGreaterThan(OBSCENITY_WORDS.length * 4);
    expect(found.filter((text) => !mayMatch(text))).toEqual([]);
  });

  it("says no to ordinary messages, which is what it is for", () => {
    const mayMatch = prefilterOf(english)!;
    expect(ORDINARY.filter((text) => mayMatch(unmask(text)))).toEqual([]);
  });

  it("leaves the content filter's verdict as the full matcher gives it", () => {
    const differ = SENTENCES.flatMap((sentence) => DISGUISES.map((disguise) => disguise(sentence))).filter(
      (text) => isBlocked(text) !== blockedWords(text).length > 0,
    );
    expect(differ).toEqual([]);
  });
});

describe("transformText reads a text as the matcher does", () => {
  type Inside = { blacklistMatcherTransformers: Parameters<typeof transformText>[1] };
  type Transform = (text: string, transformers: unknown) => [number[], string];
  const transformers = (english as unknown as Inside).blacklistMatcherTransformers;
  const matchersOwn = (text: string) =>
    (english as unknown as { applyTransformers: Transform }).applyTransformers(text, transformers)[1];

  it("gives what the matcher's own transform gives, on every test text and on any string at all", () => {
    expect(TEXTS.filter((text) => transformText(text, transformers) !== matchersOwn(text))).toEqual([]);
    // Any UTF-16 at all, lone surrogates included, and texts longer than the buffer and the chunk.
    const units = fc.string({ unit: "binary", maxLength: 60 });
    const long = fc.string({ unit: "grapheme", minLength: 600, maxLength: 9000 });
    fc.assert(
      fc.property(fc.oneof(units, long), (text) => transformText(text, transformers) === matchersOwn(text)),
      { numRuns: 400 },
    );
  });

  it("leaves no state behind in the stateful transformers (repeated letters) from one text to the next", () => {
    expect(transformText("aaaa", transformers)).toBe(matchersOwn("aaaa"));
    expect(transformText("a", transformers)).toBe(matchersOwn("a"));
  });
});
