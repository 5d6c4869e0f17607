import { describe, expect, it } from "vitest";
import { CRISIS_SYSTEM_MESSAGE, isCrisis } from "./crisis.js";

const MUST_FIRE = [
  "I want to kill myself",
  "suicidal",
  "suicide",
  "I want to end my life",
  "ending it all",
  "unalive",
  "I want to unalive myself",
  "sewerslide",
  "kms",
  "I don't want to live anymore",
  "I want to die",
  "self harm",
  "self-harm",
  "I cut myself",
  "there's no reason to live",
  "su1cide",
  "k1ll mys3lf",
  "s u i c i d a l",
  "I'm thinking about ending my life",
  "I can't go on",
  "I wish I was dead",
  "honestly I'm better off dead",
  "wanna die",
  "I might take my own life",
];

const MUST_NOT_FIRE = [
  "this workout is killing me",
  "I killed it at work today",
  "I'm dying to see that film",
  "my phone died",
  "I'm so tired",
  "the plants died",
  "I want to live my best life",
  "she cut me off in traffic",
  "hello",
  "that joke killed me",
];

describe("crisis detection", () => {
  it.each(MUST_FIRE)("recognises %s", (text) => {
    expect(isCrisis(text)).toBe(true);
  });

  it.each(MUST_NOT_FIRE)("does not mistake %s", (text) => {
    expect(isCrisis(text)).toBe(false);
  });

  it("answers with a system message that names the crisis", () => {
    expect(CRISIS_SYSTEM_MESSAGE.toLowerCase()).toContain("crisis");
  });
});
