import { describe, expect, it } from "vitest";
import { isBlocked } from "./content-filter.js";
import { CRISIS_SYSTEM_MESSAGE, isCrisis } from "./crisis.js";

const MUST_FIRE = [
  "I want to kill myself",
  "suicidal",
  "suicide",
  "I want to end my life",
  "ending it all",
  "unalive",
  "I want to unalive myself",
  "unaliving",
  "sewerslide",
  "sewer slide",
  "kms",
  "i wanna kms lol",
  "I don't want to live anymore",
  "I dont want to live like this",
  "want to die",
  "I want to die?",
  "self harm",
  "self-harm",
  "selfharm",
  "I cut myself",
  "I cut myself on purpose",
  "there's no reason to live",
  "no reason to keep living",
  // case, spacing, punctuation, stretching, leetspeak
  "SUICIDAL",
  "s u i c i d a l",
  "k.m.s",
  "su1cide",
  "$uicide",
  "k1ll mys3lf",
  "k!ll my self",
  "kiiilll myself",
  "i want 2 diiie",
  // more ways of saying it
  "I'm thinking about ending my life",
  "I can't go on",
  "I can't go on. I'm done",
  "I can't go on like this",
  "I wish I was dead",
  "honestly I'm better off dead",
  "everyone is better off without me",
  "I might take my own life",
  "I want to sleep and never wake up",
  "life isn't worth living",
  "I'm tired of living",
  "I took an overdose",
  "I want to hang myself",
  "I'm killing myself slowly",
  "I'm going to die if I don't get help",
  "I want to sleep forever",
  "I'm saving up my pills",
];

const MUST_NOT_FIRE = [
  "this workout is killing me",
  "I killed it at work today",
  "that joke killed me",
  "I was killing myself laughing",
  "I'm killing myself at the gym lately",
  "I'm killing myself trying to finish this",
  "I'm literally going to die if I don't get coffee",
  "I want to sleep forever this weekend",
  "I'm saving up my pills for the trip so I don't run out",
  "I'm dying to see that film",
  "I'm gonna die laughing",
  "I'm going to die of embarrassment",
  "I'd die for you",
  "my phone died",
  "the plants died",
  "I want to die my hair blue",
  "I cut myself shaving",
  "she cut me off in traffic",
  "I can't go on the trip",
  "I don't want to live in London",
  "I want to live my best life",
  "life is worth living",
  "I drove 100 kms today",
  "I'm so tired",
  // Fiction, media and topics are not the writer's state (the filter still blocks the word).
  "the plot of the movie was about a suicide squad",
  "hello",
];

describe("crisis detection", () => {
  it.each(MUST_FIRE)("recognises %s", (text) => {
    expect(isCrisis(text)).toBe(true);
  });

  it.each(MUST_NOT_FIRE)("does not mistake %s", (text) => {
    expect(isCrisis(text)).toBe(false);
  });

  it("goes first, because crisis language may also hold a word the content filter refuses", () => {
    expect(isCrisis("fuck it, I want to kill myself")).toBe(true);
    expect(isBlocked("fuck it, I want to kill myself")).toBe(true);
  });
});

describe("crisis support", () => {
  it("answers with a system message that names the crisis", () => {
    expect(CRISIS_SYSTEM_MESSAGE.toLowerCase()).toContain("crisis");
  });
});
