import { describe, expect, it } from "vitest";
import { assessCrisis, assessCrisisWindow, windowText } from "./crisis.js";

/** The window over messages as written, each read once as the server reads it. */
const windowOver = (texts: string[]) => assessCrisisWindow(texts.map(windowText));

describe("the conversation window", () => {
  it("hears distress in one message and means in the newest", () => {
    const texts = [
      "I can't take this anymore, everything is falling apart",
      "how was your day",
      "I have the pills right here",
    ];
    expect(assessCrisis(texts[0]!)).toBeNull();
    expect(windowOver(texts)).toMatchObject({ category: "method", tier: "high" });
  });

  it("hears distress and then a time said on its own", () => {
    expect(windowOver(["i've had enough", "tonight"])).toMatchObject({ category: "plan" });
  });

  it("hears means first and then distress", () => {
    expect(windowOver(["i'm holding the rope", "i can't do this anymore"])).toMatchObject({
      category: "method",
      tier: "high",
    });
  });

  it("counts an earlier crisis message as distress", () => {
    expect(windowOver(["everyone would be better off without me", "i've got the gun"])?.tier).toBe("high");
  });

  it("hears an overdose told in two messages: pills taken, then how many", () => {
    const texts = ["i took my mums pills", "like 20 of them. feeling sleepy now"];
    expect(texts.map(assessCrisis)).toEqual([null, null]);
    expect(windowOver(texts)).toMatchObject({ category: "method", tier: "high" });
    expect(windowOver(["i took my mums pills to the pharmacy", "like 20 of them"])).toBeNull();
    expect(windowOver(["took some photos at the beach", "like 20 of them lol"])).toBeNull();
  });

  it("never fires again because one old message fired", () => {
    expect(windowOver(["I want to die", "what's your favourite film?"])).toBeNull();
    expect(windowOver(["I have the pills right here", "lol anyway"])).toBeNull();
  });

  it("does not combine harmless halves", () => {
    expect(windowOver(["I can't take this heat anymore", "I've got the tickets for tonight"])).toBeNull();
    expect(windowOver(["I'm so done with work", "tonight"])).toBeNull();
    expect(windowOver(["I can't take this anymore", "I took my meds like the doctor said"])).toBeNull();
  });

  it("does not take someone else's means or a past story as the writer's", () => {
    expect(windowOver(["I can't take this anymore", "my mum has the pills in her bag"])).toBeNull();
    expect(windowOver(["I feel hopeless", "I used to have a gun years ago"])).toBeNull();
  });

  it("hears means and then a time said on its own", () => {
    expect(assessCrisis("i have the pills")).toBeNull();
    expect(windowOver(["i have the pills", "tonight"])).toMatchObject({ category: "plan", tier: "high" });
  });

  it("reads a sentence sent in short pieces as one", () => {
    expect(windowOver(["i", "want", "to", "die"])).toMatchObject({ category: "wish-to-be-dead" });
    expect(windowOver(["hey", "i", "want", "to"])).toBeNull();
    expect(windowOver(["im on", "the roof"])).toMatchObject({ category: "method", tier: "high" });
    expect(windowOver(["how was your day?", "kill", "myself"])).toMatchObject({ category: "active-ideation" });
  });

  it("joins only the short messages that end with the newest, none of which fired alone", () => {
    // A long message ends the run: its last words and the newest are not one sentence.
    expect(windowOver(["my brother said he would beat me at this game i want", "to die"])).toBeNull();
    // One that fired was answered alone; what follows it is not read with it again.
    expect(windowOver(["i want to die", "lol"])).toBeNull();
  });

  it("does not join harmless pieces into a crisis", () => {
    expect(windowOver(["this game", "is so bad", "i want to die", "lol"])).toBeNull();
    expect(windowOver(["i", "feel like", "jumping", "for joy"])).toBeNull();
    expect(windowOver(["we're at", "the train station"])).toBeNull();
  });

  it("needs two messages", () => {
    expect(windowOver([])).toBeNull();
    expect(windowOver(["I have the pills right here"])).toBeNull();
  });
});
