import { describe, expect, it } from "vitest";
import { assessCrisis, assessCrisisWindow } from "./crisis.js";

describe("the conversation window", () => {
  it("hears distress in one message and means in the newest", () => {
    const texts = ["I can't take this anymore", "how was your day", "I have the pills right here"];
    expect(assessCrisis("I can't take this anymore")).toBeNull();
    expect(assessCrisisWindow(texts)).toMatchObject({ category: "method", tier: "high" });
  });

  it("hears distress and then a time said on its own", () => {
    expect(assessCrisisWindow(["nothing will ever change", "tonight"])).toMatchObject({ category: "plan" });
  });

  it("hears means first and then distress", () => {
    expect(assessCrisisWindow(["i'm holding the rope", "i can't do this anymore"])).toMatchObject({
      category: "method",
      tier: "high",
    });
  });

  it("counts an earlier crisis message as distress", () => {
    expect(assessCrisisWindow(["everyone would be better off without me", "i've got the gun"])?.tier).toBe("high");
  });

  it("never fires again because one old message fired", () => {
    expect(assessCrisisWindow(["I want to die", "what's your favourite film?"])).toBeNull();
    expect(assessCrisisWindow(["I have the pills right here", "lol anyway"])).toBeNull();
  });

  it("does not combine harmless halves", () => {
    expect(assessCrisisWindow(["I can't take this heat anymore", "I've got the tickets for tonight"])).toBeNull();
    expect(assessCrisisWindow(["I'm so done with work", "tonight"])).toBeNull();
    expect(assessCrisisWindow(["I can't take this anymore", "I took my meds like the doctor said"])).toBeNull();
  });

  it("does not take someone else's means or a past story as the writer's", () => {
    expect(assessCrisisWindow(["I can't take this anymore", "my mum has the pills in her bag"])).toBeNull();
    expect(assessCrisisWindow(["I feel hopeless", "I used to have a gun years ago"])).toBeNull();
  });

  it("needs two messages", () => {
    expect(assessCrisisWindow([])).toBeNull();
    expect(assessCrisisWindow(["I have the pills right here"])).toBeNull();
  });
});
