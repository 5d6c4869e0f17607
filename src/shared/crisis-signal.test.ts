import { describe, expect, it } from "vitest";
import { assessCrisis, isCrisis } from "./crisis.js";

describe("each signal has a category and a tier", () => {
  it.each([
    ["I want to kill myself", "active-ideation", "high"],
    ["i keep thinking about overdosing", "method", "high"],
    ["I'm going to take all my pills", "method", "high"],
    ["I want to jump off a bridge", "method", "high"],
    ["i've made up my mind", "plan", "high"],
    ["I wrote my goodbye letter", "preparation", "high"],
    ["I've been stockpiling my meds", "preparation", "high"],
    ["I gave away my guitar, I won't need it", "preparation", "high"],
    ["I won't be around much longer", "farewell", "moderate"],
    ["everyone would be better off without me", "burden", "moderate"],
    ["I wish I could go to sleep and not wake up", "wish-to-be-dead", "moderate"],
    ["i relapsed and cut", "self-harm", "moderate"],
  ])("%s → %s, %s", (text, category, tier) => {
    expect(assessCrisis(text)).toMatchObject({ category, tier });
  });

  it("names the rule that fired, for counting, never the message text", () => {
    const signal = assessCrisis("i want to end it");
    expect(signal?.rule).toMatch(/^[a-z-]+$/);
    expect(signal?.rule).not.toContain("end it");
  });

  it("gives the strongest signal when several fire", () => {
    expect(assessCrisis("I'm a burden. I have the pills right here")?.tier).toBe("high");
  });
});

describe("slang, shorthand and disguises", () => {
  it.each([
    "kms",
    "gonna unalive myself tbh",
    "thinking about sewerslide again",
    "i wanna catch the bus fr",
    "gonna od tonight",
    "relapsed on sh",
    "im going to do it 2nite",
    "k1ll mys3lf",
    "i want 2 end it all 😔",
    "I WANT TO DIE",
  ])("reads %s", (text) => {
    expect(isCrisis(text)).toBe(true);
  });

  it("reads catching the bus home as a bus ride", () => {
    expect(isCrisis("i'm going to catch the bus home")).toBe(false);
  });
});

describe("negation and doubt are a gentle check-in", () => {
  it.each([
    "I'm not going to hurt myself",
    "I don't think I'd actually do anything",
    "i'm not suicidal, just really tired",
    "I wouldn't kill myself but I think about it",
  ])("%s → low", (text) => {
    expect(assessCrisis(text)?.tier).toBe("low");
  });
});

// A line that may be a last day at work or a last day alive is asked about gently: a check-in costs
// less than a missed goodbye, and crisis mode's full weight costs the many who meant a job.
describe("a last day with nothing to say whose is a check-in", () => {
  it.each(["it's my last day", "today's my last day", "bye forever lol"])("%s → low", (text) => {
    expect(assessCrisis(text)?.tier).toBe("low");
  });

  it("is a plan when it says alive", () => {
    expect(assessCrisis("today is my last day alive")?.tier).toBe("high");
  });
});

describe("stories of recovery give no signal", () => {
  it.each([
    "I used to self-harm, I'm proud I stopped",
    "i'm two years clean from self harm",
    "I was suicidal last year, I'm doing better now",
    "I don't self harm anymore",
    "i attempted suicide when i was 16 and i'm so glad i survived",
    "I'm proud I stopped self harming",
  ])("%s", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });

  it("still hears a present signal beside the story", () => {
    expect(isCrisis("I used to cut. I've been cutting again")).toBe(true);
    expect(isCrisis("i used to want to die and now i want to die again")).toBe(true);
  });
});

describe("third person, fiction and news give no signal for the writer", () => {
  it.each([
    "my friend's brother took his life",
    "my mum says she wants to die",
    "my friend keeps saying kms, should i be worried",
    "in the movie she jumps off the bridge",
    "the article was about suicide rates among farmers",
  ])("%s", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });

  it("hears the writer when they speak of themselves too", () => {
    expect(isCrisis("my sister cuts herself and I want to die")).toBe(true);
  });
});

describe("everyday speech", () => {
  it.each([
    "my boss is going to kill me",
    "I'm ending my subscription",
    "I took my pills this morning like the doctor said",
    "this workout is killing me",
    "goodbye everyone, see you tomorrow",
    "i'll sleep when i'm dead",
    "I'm on the bus",
    "I'll do it tomorrow",
    "I'm going to do it after lunch",
    "we're going to the bridge tonight for fireworks",
    "do you remember me?",
    "it's the end of the season",
    "i hurt myself at football",
    "I shave with a razor",
    "it's not worth it, the queue is huge",
    "i wont be around tomorrow, dentist appointment",
  ])("%s", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});
