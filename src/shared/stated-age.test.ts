/**
 * The stated-age detector against its tables (stated-age-corpus/): every development line must be
 * decided as labelled. The held-out table is measured and must stay at 90 % or better; its misses
 * are not listed, so that nobody writes rules against them.
 */
import { describe, expect, it } from "vitest";
import { statedAge, statedAgeBelow } from "./stated-age.js";
import { DEVELOPMENT } from "./stated-age-corpus/development.js";
import { HELD_OUT } from "./stated-age-corpus/held-out.js";

const decided = (text: string) => (statedAgeBelow(text, 18) === null ? "pass" : "find");

describe("statedAgeBelow: the development table", () => {
  it.each(DEVELOPMENT)("%s: %s", (expected, text) => {
    expect(decided(text)).toBe(expected);
  });
});

describe("statedAgeBelow: the held-out table", () => {
  it("decides at least 90 % of its lines as labelled", () => {
    const right = HELD_OUT.filter(([expected, text]) => decided(text) === expected).length;
    console.info(`stated age, held-out: ${right}/${HELD_OUT.length}`);
    expect(right / HELD_OUT.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe("statedAgeBelow: the minimum age is a parameter", () => {
  it("reads the age itself, and compares it with the minimum given", () => {
    expect(statedAge("im 15 lol")).toBe(15);
    expect(statedAge("i turn 16 next month")).toBe(15);
    expect(statedAgeBelow("i'm 19", 21)).toBe(19);
    expect(statedAgeBelow("i'm 19", 18)).toBeNull();
    expect(statedAgeBelow("im 15", 13)).toBeNull();
    expect(statedAgeBelow("i'm in year 11", 16)).toBeNull();
    expect(statedAgeBelow("i'm in year 10", 16)).toBe(15);
  });
});
