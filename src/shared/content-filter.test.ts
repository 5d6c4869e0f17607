import { describe, expect, it } from "vitest";
import { blockedWords, isBlocked } from "./content-filter.js";

const SPEC_WORDS = [
  "suicide",
  "kill",
  "idiot",
  "fuck",
  "porn",
  "sex",
  "nude",
  "dick",
  "cock",
  "horny",
  "rape",
  "molest",
  "assault",
  "sexual",
  "inappropriate",
  "explicit",
  "vulgar",
];

const MUST_BLOCK = [
  "f u c k",
  "s.e.x",
  "id-iot",
  "fuuuck",
  "s3x",
  "1d10t",
  "p0rn",
  "k1ll",
  "you IDIOT",
  "d i c k",
  "killing",
  "the rapist",
  "molested",
  "n.u.d.e",
  "SEXUAL content",
  "f*ck",
  "what the fuk",
];

const MUST_PASS = [
  "skills",
  "Essex",
  "grapefruit",
  "cocktail",
  "Dickens",
  "scrape",
  "therapist",
  "Middlesex",
  "Sussex",
  "peacock",
  "a cocky grin",
  "skillet",
  "analysis",
  "documentation",
  "assassin",
  "class",
  "Scunthorpe",
  "Kilimanjaro",
  "is ex",
  "I feel sad today",
  "well-known",
  "unisex",
];

describe("the content filter", () => {
  it.each(SPEC_WORDS)("blocks the listed word %s, in any case", (word) => {
    expect(isBlocked(word)).toBe(true);
    expect(isBlocked(`Well, ${word.toUpperCase()}!`)).toBe(true);
  });

  it.each(MUST_BLOCK)("catches the disguised %s", (text) => {
    expect(isBlocked(text)).toBe(true);
  });

  it.each(MUST_PASS)("lets the innocent %s through", (text) => {
    expect(isBlocked(text)).toBe(false);
  });

  it("names the words it found, as the spec lists them", () => {
    expect(blockedWords("you id1ot, s e x")).toEqual(expect.arrayContaining(["idiot", "sex"]));
    expect(blockedWords("a gentle hello")).toEqual([]);
  });
});
