/**
 * What a stranger's trial found silent as single messages (2026-12-01, twenty-first round), with the
 * tier each must reach: dying said as a sleep without end, being so done with everything (a check-in),
 * despair said with chat's intensifiers, and a learner's English. Their everyday look-alikes raise
 * nothing. The corpus measures whether a signal fires; these pin the tier and the plain reading.
 */
import { describe, expect, it } from "vitest";
import { assessCrisis, readable } from "./crisis.js";

describe("a learner's English and chat slang, in plain words", () => {
  it.each([
    ["i am not wanting to living more", " i dont want to live anymore "],
    ["i want die", " i want to die "],
    ["i cant do this anymore fr fr", " i cant do this anymore "],
    ["im so done w everything", " im so done with everything "],
    ["i am going to kill me", " i am going to kil myself "],
    ["is better i am dead", " i would be beter of dead "],
  ])("reads %j as %j", (text, plain) => {
    expect(readable(text)).toBe(plain);
  });
});

describe("the trial's silent messages", () => {
  it.each([
    ["gonna take a long nap tonight, the forever kind", "wish-to-be-dead", "moderate"],
    ["ready for my forever nap", "wish-to-be-dead", "moderate"],
    ["i am not wanting to living more", "wish-to-be-dead", "moderate"],
    ["life is not worth for me", "wish-to-be-dead", "moderate"],
    ["i am tired of live", "wish-to-be-dead", "moderate"],
    ["i want sleep and not wake up never", "wish-to-be-dead", "moderate"],
    ["i want to suicide", "active-ideation", "high"],
    ["i want to finish my life", "active-ideation", "high"],
    ["im so done w everything 🪦", "wish-to-be-dead", "low"],
    ["im so done with everything", "wish-to-be-dead", "low"],
    ["i cant do this anymore fr fr", "wish-to-be-dead", "low"],
    ["deadass i can't do this anymore", "wish-to-be-dead", "low"],
  ])("%s is %s, the %s tier", (text, category, tier) => {
    expect(assessCrisis(text)).toMatchObject({ category, tier });
  });

  it.each([
    "i need a long nap",
    "i could sleep forever",
    "i could take a forever nap this weekend lol",
    "the forever kind of tired after this work week",
    "the big sleep is a great film",
    "rest in peace grandma, i miss you so much",
    "im so done with this homework",
    "done with everything on my list today",
    "i cant do this homework anymore fr fr",
    "i am not wanting to go to school more",
    "i am tired of live music every night from the neighbours",
    "this job is not worth for me, the pay is too low",
    "i don't want to live here no more, the rent is too high",
    "i think suicide rates are rising",
    "i am going to kill me some pizza lol",
    "i want to finish my life in my home country",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});
