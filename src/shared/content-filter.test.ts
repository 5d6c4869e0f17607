import { describe, expect, it } from "vitest";
import { blockedWords, HURT_WORDS, isBlocked } from "./content-filter.js";

/** PRODUCT.md §5's words that are refused: the original's seventeen but the six of HURT_WORDS. */
const REFUSED_WORDS = [
  "idiot",
  "fuck",
  "porn",
  "sex",
  "nude",
  "dick",
  "cock",
  "horny",
  "inappropriate",
  "explicit",
  "vulgar",
];

/** [text, the listed word it must be reported as] */
const MUST_BLOCK: [string, string][] = [
  // spaced and punctuated
  ["f u c k", "fuck"],
  ["f. u. c. k.", "fuck"],
  ["s.e.x", "sex"],
  ["s-e-x", "sex"],
  ["id-iot", "idiot"],
  ["f*ck", "fuck"],
  ["p o r n", "porn"],
  ["you're a d i c k", "dick"],
  ["x x x p o r n", "porn"],
  ["n.u.d.e", "nude"],
  // repeated letters
  ["fuuuck", "fuck"],
  ["sexxxy", "sex"],
  ["hornyyy", "horny"],
  // leetspeak, look-alike letters, accents, invisible characters
  ["s3x", "sex"],
  ["$ex", "sex"],
  ["1d10t", "idiot"],
  ["p0rn", "porn"],
  ["d!ck", "dick"],
  ["c0ck", "cock"],
  ["ѕех", "sex"],
  ["ｆｕｃｋ", "fuck"],
  ["fück", "fuck"],
  ["fu\u200bck", "fuck"],
  // inflections and forms
  ["fucking", "fuck"],
  ["motherfucker", "fuck"],
  ["what the fuk", "fuck"],
  ["idiots", "idiot"],
  ["idiotic", "idiot"],
  ["sexy", "sex"],
  ["sexting", "sex"],
  ["nudes", "nude"],
  ["dicks", "dick"],
  ["inappropriately", "inappropriate"],
  ["pornography", "porn"],
  // in a sentence, next to punctuation
  ["you IDIOT", "idiot"],
  ["as sex", "sex"], // the whole word sex is there
  ["(sex)", "sex"],
];

const MUST_PASS = [
  // a listed word inside an innocent one
  "skills",
  "skillet",
  "Essex",
  "Sussex",
  "Middlesex",
  "grapefruit",
  "scrape",
  "rapeseed",
  "therapist",
  "t h e r a p i s t",
  "cocktail",
  "peacock",
  "cockpit",
  "a cocky grin",
  "Dickens",
  "Emily Dickinson",
  "assassin",
  "thorny",
  "Kilimanjaro",
  "Scunthorpe",
  "Fukushima",
  "painkiller",
  "unisex",
  // who people are is not sexual content
  "I'm bisexual",
  "asexual",
  "questioning my sexuality",
  // words that only meet across a space
  "is ex",
  "fu ck", // a word split into chunks is not caught: joining neighbouring words would block "is ex"
  // everyday text
  "classic",
  "class",
  "analysis",
  "documentation",
  "hello",
  "I feel sad today",
  "wow!",
  "well-known",
  "a b c",
  "U.S.A.",
  "I'm 21, see you at 10/10",
];

describe("the content filter", () => {
  it.each(REFUSED_WORDS)("blocks the listed word %s, in any case", (word) => {
    expect(isBlocked(word)).toBe(true);
    expect(isBlocked(`Well, ${word.toUpperCase()}!`)).toBe(true);
    expect(blockedWords(word)).toContain(word);
  });

  it.each(MUST_BLOCK)("catches %s as %s", (text, word) => {
    expect(isBlocked(text)).toBe(true);
    expect(blockedWords(text)).toContain(word);
  });

  it.each(MUST_PASS)("lets %s through", (text) => {
    expect(isBlocked(text)).toBe(false);
    expect(blockedWords(text)).toEqual([]);
  });

  it.each(HURT_WORDS)("never refuses %s, a word of harm people need to say what happened", (word) => {
    expect(isBlocked(word)).toBe(false);
  });

  it.each([
    "please just kill me I can't do this anymore",
    "this exam is killing me",
    "I lost my dad to suicide",
    "are you thinking of killing yourself?",
    "please don't kill yourself",
    "I was sexually assaulted last night",
    "my uncle molested me when I was a kid",
    "I survived a r4pe",
    "I'm afraid my husband is going to k1ll me",
  ])("lets %s through: what it is, crisis or abuse, is decided elsewhere", (text) => {
    expect(isBlocked(text)).toBe(false);
  });

  it("names every listed word it finds, once", () => {
    expect(blockedWords("you id1ot, s e x, idiot")).toEqual(["idiot", "sex"]);
  });
});
