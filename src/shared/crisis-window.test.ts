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

  it("hears an overdose told by a pronoun after distress: what was taken is not named", () => {
    // A stranger's trial (2026-12-01): "i dont want to be here anymore" … "i took them all" was quiet.
    for (const taken of ["i took them all", "i've taken them", "took all of them", "i took everything"]) {
      expect(assessCrisis(taken)).toBeNull();
      expect(windowOver(["i dont want to be here anymore", taken])).toMatchObject({ category: "method", tier: "high" });
    }
    expect(windowOver(["everyone would be better off without me", "hi", "i swallowed them"])?.tier).toBe("high");
    expect(windowOver(["i hate my life", "i downed them"])?.tier).toBe("high");
    expect(windowOver(["how was your day", "i took them all"])).toBeNull();
    expect(windowOver(["i can't take this anymore", "i took them all to the park"])).toBeNull();
    expect(windowOver(["i hate my life", "i took them all back to the shop"])).toBeNull();
    expect(windowOver(["i want to die", "i didn't take them"])).toBeNull();
  });

  it("hears what an overdose does after it was told: sleepy, drowsy, heavy eyes", () => {
    const told = ["i dont want to be here anymore", "i took them all"];
    for (const effect of [
      "getting really sleepy now",
      "my eyes r so heavy",
      "i feel really drowsy now",
      "everything is spinning",
      "cant keep my eyes open",
    ]) {
      expect(assessCrisis(effect)).toBeNull();
      expect(windowOver([...told, effect])).toMatchObject({ category: "method", tier: "high" });
      expect(windowOver(["i took all my pills", effect])).toMatchObject({ category: "method", tier: "high" });
    }
    expect(windowOver(["i swallowed all my sleeping pills an hour ago", "ok", "i feel really drowsy now"])?.tier).toBe(
      "high",
    );
    // Tired after distress alone, or after medicine taken as meant, is not an overdose.
    expect(windowOver(["i want to die", "im so sleepy"])).toBeNull();
    expect(windowOver(["i took my meds like the doctor said", "getting sleepy now"])).toBeNull();
    expect(windowOver(["i took 2 paracetamol", "feeling sleepy now, night all"])).toBeNull();
    expect(windowOver(["i took them all to the park", "so sleepy now"])).toBeNull();
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
