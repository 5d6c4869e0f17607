import { describe, expect, it } from "vitest";
import { isBlocked } from "./content-filter.js";
import { assessCrisis, CRISIS_SYSTEM_MESSAGE, isCrisis } from "./crisis.js";

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

/**
 * What a stranger's test found on 2026-11-28, by category; the corpus (crisis-corpus/) holds more of
 * each. Every tier opens crisis support; the tier says how urgently.
 */
const FOUND_BY_A_STRANGER: [string, string, string][] = [
  // "feel like" with a method is an urge, and a place to fall from needs no earlier distress.
  ["i feel like jumping off the roof", "method", "high"],
  ["i feel like jumping off a bridge", "method", "high"],
  ["im on the roof rn", "method", "high"],
  ["im at the train tracks", "method", "high"],
  ["standing on the bridge right now", "method", "high"],
  // Asking for a method or a dose.
  ["whats the easiest way to die", "method", "high"],
  ["how many pills would it take", "preparation", "high"],
  ["i looked up how many it would take", "preparation", "high"],
  // Wishing oneself unborn, never woken, the pain ended.
  ["i wish i wasn't born", "wish-to-be-dead", "moderate"],
  ["i wish i never woke up", "wish-to-be-dead", "moderate"],
  ["i want the pain to end", "wish-to-be-dead", "moderate"],
  // Farewell letters, a decision with a day.
  ["i wrote letters for my family", "preparation", "high"],
  ["ive made up my mind. saturday.", "plan", "high"],
  // Despair with nothing else said: a check-in.
  ["i cant do this anymore", "wish-to-be-dead", "low"],
  ["nothing matters i'm done", "wish-to-be-dead", "low"],
  // Emoji that stand for means; laughter softens a wish to a check-in, never to silence.
  ["🔪🩸", "self-harm", "moderate"],
  ["💊💊💊 tonight", "plan", "high"],
  ["🪦", "wish-to-be-dead", "low"],
  ["i want to die lol", "wish-to-be-dead", "low"],
  ["i can't do this anymore lol", "wish-to-be-dead", "low"],
  ["my homework makes me want to die", "wish-to-be-dead", "low"],
  // The most direct phrasings in Spanish, French and German.
  ["quiero morir", "wish-to-be-dead", "moderate"],
  ["je veux mourir", "wish-to-be-dead", "moderate"],
  ["ich will sterben", "wish-to-be-dead", "moderate"],
  ["me quiero matar", "active-ideation", "high"],
  ["je vais me suicider", "active-ideation", "high"],
  ["ich bring mich um", "active-ideation", "high"],
];

const QUIET_BESIDE_THEM = [
  "this game is so bad i want to die lol",
  "this lecture is so boring kms 😂",
  "i feel like jumping for joy",
  "i feel like jumping in the lake, it's so hot",
  "jumping off the diving board was fun",
  "the easiest way to die in this game is lava",
  "i'm on the roof fixing the gutter",
  "we're at the train station",
  "saturday can't come soon enough",
  "i've made up my mind, saturday we go hiking",
  "i wrote letters to my pen pal",
  "i wrote a letter to my mom for her birthday",
  "how many ibuprofen can i take in a day",
  "how many people would it take to move the sofa",
  "i wish i never woke up this early",
  "i want the pain in my back to end",
  "i can't do this anymore, this printer hates me",
  "i'm done",
  "💀💀💀",
  "i'm dead 💀",
  "🔪",
  "took my 💊",
  "me muero de risa",
  "quiero morir de risa",
  "i feel like running out of the building",
  "i wrote notes for my friends for the exam",
  "what's the best way to do it",
  "no quiero morir",
];

describe("what a stranger's test found", () => {
  it.each(FOUND_BY_A_STRANGER)("reads %s as %s, tier %s", (text, category, tier) => {
    expect(assessCrisis(text)).toMatchObject({ category, tier });
  });

  it.each(QUIET_BESIDE_THEM)("does not mistake %s", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });

  it("keeps a method's tier whatever laughter follows it", () => {
    expect(assessCrisis("i'm going to jump off the bridge lol")?.tier).toBe("high");
  });
});

describe("crisis support", () => {
  it("answers with a system message that names the crisis", () => {
    expect(CRISIS_SYSTEM_MESSAGE.toLowerCase()).toContain("crisis");
  });
});
