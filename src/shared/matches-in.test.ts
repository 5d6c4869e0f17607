import { describe, expect, it } from "vitest";
import { matchesIn } from "./matches-in.js";

/** What matchAll gives, as plain values: the match, its groups and where it stands. */
const plain = (matches: Iterable<RegExpMatchArray>) =>
  [...matches].map((match) => ({ all: [...match], index: match.index, groups: match.groups }));

describe("matchesIn", () => {
  const cases: [RegExp, string][] = [
    [/\d+/g, "call 07911 or 123456, not 7"],
    [/(?<word>[a-z]+)\s(?=on\b)/gi, "Add me ON snap, find me on insta"],
    [/x*/g, "axxb"],
    [/(?:)/gu, "a😀b"],
    [/\p{L}*/gu, "😀é😀"],
    [/nothing/g, "a message with none"],
  ];
  it.each(cases)("finds what matchAll finds: %s in %j", (pattern, text) => {
    expect(plain(matchesIn(text, pattern))).toEqual(plain(text.matchAll(pattern)));
  });

  it("leaves the pattern ready for its next use, inside the loop too", () => {
    const word = /[a-z]+/g;
    const pairs = matchesIn("one two", word).map((match) => [match[0], matchesIn(match[0], word).length]);
    expect(pairs).toEqual([
      ["one", 1],
      ["two", 1],
    ]);
    expect(word.lastIndex).toBe(0);
    expect(word.test("three")).toBe(true);
  });

  it("refuses a pattern that is not global, as matchAll does", () => {
    expect(() => matchesIn("abc", /b/)).toThrow(TypeError);
  });
});
