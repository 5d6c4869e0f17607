/**
 * What a stranger's trial found opened no crisis support as a chat's first message (2026-12-01,
 * nineteenth round), each category with its look-alikes: asking for a method or a lethal dose and a
 * decision with a time are the high tier; sorry "for everything", being worth more dead, not waking
 * up and things given away open crisis support too; "tonight is the night" of a date does not.
 */
import { describe, expect, it } from "vitest";
import { assessCrisis } from "./crisis.js";

describe("asking for a method or a lethal dose", () => {
  it.each([
    "what's the best way to overdose without pain?",
    "how many paracetamol would kill someone",
    "what should i take to sleep forever",
    "what pills would make me not wake up",
    "is 30 paracetamol enough to die",
    "how to overdose painlessly",
  ])("%s is a method, the high tier", (text) => {
    expect(assessCrisis(text)).toMatchObject({ category: "method", tier: "high" });
  });

  it.each([
    "how many paracetamol can i take for a headache",
    "what should i take to sleep better",
    "what can i take to sleep through the night",
    "what's the easiest way to overdose on coffee lol",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});

describe("a decision with a time, the act unnamed", () => {
  it.each([
    "i think tonight is the night i finally do it",
    "i've decided. this weekend i'm done for good",
    "i've made up my mind, it ends friday",
    "friday. that's when i'm doing it",
    "tonight is the night. i'm not scared anymore",
  ])("%s is a plan, the high tier", (text) => {
    expect(assessCrisis(text)).toMatchObject({ category: "plan", tier: "high" });
  });

  it.each([
    "tonight is the night! first date in years",
    "tonight is the night i finally beat this boss",
    "tonight is the night, game seven",
    "i'm done for good with that job",
    "i've decided. this weekend i'm quitting sugar",
    "it ends friday, the sale i mean",
    "I'll do it tomorrow",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });

  it("still reads a day named as the one, and nothing else, as a plan", () => {
    expect(assessCrisis("saturday is the day")).toMatchObject({ rule: "tonight-is-the-night", tier: "high" });
  });
});

describe("farewells, the insurance, not waking up and things given away", () => {
  it.each([
    ["i cant do this much longer. sorry for everything", "farewell"],
    ["my family will be better off with the insurance money", "burden"],
    ["i'm worth more dead than alive", "burden"],
    ["i wish i could close my eyes and never open them again", "wish-to-be-dead"],
    ["i gave away my guitar and my games today", "preparation"],
    ["i'm giving away everything i own", "preparation"],
  ])("%s is %s", (text, category) => {
    expect(assessCrisis(text)).toMatchObject({ category });
  });

  it.each([
    "sorry for everything i said earlier, i was rude",
    "sorry for everything last night, i was drunk",
    "is life insurance worth it with two kids?",
    "gave away my old clothes to charity",
    "i gave away my guitar, i never played it, and bought a keyboard",
    "giving away my books before the move",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});
