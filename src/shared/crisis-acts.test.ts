/**
 * What a second stranger's trial found opened no crisis support as a chat's first message
 * (2026-12-01, twentieth round), with the tier each must reach: an act done, a means at hand and a
 * question of dose, height or pain are the high tier (the emergency line); forgiveness asked as a
 * goodbye is a farewell. Their everyday look-alikes, and the false alarms the same trial found, raise
 * nothing. The corpus measures whether a signal fires; these pin the tier.
 */
import { describe, expect, it } from "vitest";
import { assessCrisis } from "./crisis.js";

describe("an act done or a means at hand", () => {
  it.each([
    ["i overdosed", "method"],
    ["the rope is around my neck", "method"],
    ["i drank bleach", "method"],
    ["i swallowed the whole bottle", "method"],
    ["it's done. i took them", "method"],
    ["i just downed a bottle of vodka and my pills", "method"],
    ["i'm in the bath with a razor", "method"],
    ["i've got my dad's gun", "method"],
    ["my dad has a gun in the closet and i know where the key is", "method"],
    ["🔫", "method"],
    ["i've cut deep this time, theres a lot of blood", "self-harm"],
    ["i'm bleeding a lot", "self-harm"],
  ])("%s is the high tier", (text, category) => {
    expect(assessCrisis(text)).toMatchObject({ category, tier: "high" });
  });

  it.each([
    "i overdosed on coffee today lol",
    "i drank bleach by accident as a kid",
    "i have a gun licence for hunting",
    "my dad keeps his gun in a safe, he hunts",
    "i got a gun for my birthday, airsoft",
    "i cut my finger cooking, bleeding a lot lol",
    "the rope swing broke",
    "i'm in the bath with a razor shaving my legs",
    "i've already taken them to school",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});

describe("asking a dose, a height or the least painful way", () => {
  it.each([
    "what dose of insulin would kill me",
    "how many sleeping pills is too many to wake up from",
    "is 40 paracetamol enough",
    "which is more painless, pills or hanging",
    "what's the easiest way out",
    "how high does a building need to be to be sure",
  ])("%s is a method, the high tier", (text) => {
    expect(assessCrisis(text)).toMatchObject({ category: "method", tier: "high" });
  });

  it.each([
    "is 2 paracetamol enough for a headache",
    "which is more painless, waxing or shaving",
    "what's the easiest way out of the car park",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});

describe("forgiveness asked as a goodbye", () => {
  it.each(["forgive me", "mum, forgive me", "i'm sorry for all the trouble i caused, goodbye"])(
    "%s is a farewell, the moderate tier",
    (text) => {
      expect(assessCrisis(text)).toMatchObject({ category: "farewell", tier: "moderate" });
    },
  );

  it.each([
    "forgive me for the late reply",
    "sorry for everything, my typing is bad",
    "sorry for everything, i was being a brat",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});

describe("a bold everyday step done tonight, a pet minded while away", () => {
  it.each([
    "tonight i finally do it, i'm asking her out",
    "tonight is the night i finally do it, wish me luck with the marathon",
    "i gave my cat to my mum while i travel",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});
