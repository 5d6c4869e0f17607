/**
 * undisguised: a teen written with its digits split or a digit for a letter is put back as the age it
 * is, and a range, a count, a code or a word that is no teen is left as written.
 */
import { describe, expect, it } from "vitest";
import { undisguised } from "./stated-age-disguise.js";

describe("undisguised", () => {
  it.each([
    ["im 1 5", "im 15"],
    ["i'm 1-6 lol", "i'm 16 lol"],
    ["1_4 y/o here", "14 y/o here"],
    ["i'm 1 4 and idk what to do", "i'm 14 and idk what to do"],
    ["1-6 f", "16 f"],
    ["im fi5teen", "im fifteen"],
    ["f1fteen here", "fifteen here"],
    ["im thirt33n", "im thirteen"],
  ])("reads %j as %j", (line, expected) => {
    expect(undisguised(line)).toBe(expected);
  });

  it.each([
    "i'm 1-1 with a tutor",
    "im 1-2 glasses in",
    "i'm on 1 5 mg",
    "i'm 1-5 on the pain scale today",
    "on a scale of 1-5 im a 4",
    "my code is 1 5 7 2",
    "i have 1 or 5 left",
    "im f1ne thanks",
    "b4 5pm",
  ])("leaves %j as written", (line) => {
    expect(undisguised(line)).toBe(line);
  });
});
