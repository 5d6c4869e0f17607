import { describe, expect, it } from "vitest";
import { isBlocked } from "./content-filter.js";
import { readable } from "./crisis.js";
import { HARASSMENT_REASON } from "./harassment.js";
import { DEVELOPMENT } from "./crisis-corpus/development.js";
import { mustFire, readPart } from "./crisis-corpus/sections.js";
import { DOMESTIC_ABUSE, SEXUAL_VIOLENCE } from "./harm-corpus/development.js";
import { findPersonalDetails } from "./personal-details.js";
import { screenText } from "./screening.js";

describe("screenText decides in one order: crisis, harassment, the content filter", () => {
  it.each(["I want to kill myself", "I'm thinking about suicide", "i feel suicidal"])(
    "opens crisis support for %j",
    (text) => {
      expect(screenText(text).kind).toBe("crisis");
    },
  );

  it("opens crisis support for crisis language that also holds a refused word", () => {
    const text = "fuck this, I want to kill myself";
    expect(isBlocked(text)).toBe(true);
    expect(screenText(text).kind).toBe("crisis");
  });

  it.each([
    "please just kill me I can't do this anymore",
    "I want someone to kill me",
    "how many pills would it take to kill me",
    "what is a lethal dose of paracetamol",
    "I took 30 pills",
    "I'm going to walk into traffic",
    "I can't keep living like this",
    "I want to kіll myself", // a Cyrillic і
  ])("opens crisis support for %j, which testers found refused or missed", (text) => {
    expect(screenText(text).kind).toBe("crisis");
  });

  // People in crisis swear: "i want to fucking die" was refused as inappropriate before the crisis
  // reading learned to read past swearing (crisis-text.ts withoutSwearing).
  it.each(readPart(DEVELOPMENT).filter(({ section, text }) => mustFire(section) && isBlocked(text)))(
    "opens crisis support for a development crisis row the content filter alone would refuse: $text",
    ({ text }) => {
      expect(screenText(text, findPersonalDetails).kind).toBe("crisis");
    },
  );

  it.each([
    "please don't kill yourself",
    "are you thinking of killing yourself?",
    "my friend is suicidal and I don't know how to help",
    "I lost my dad to suicide",
    "I was sexually assaulted last night",
    "this exam is killing me",
    "I took 2 pills for my headache",
    "I took my pills this morning",
  ])("never refuses %j: a listener, a survivor, a disclosure or everyday talk", (text) => {
    expect(screenText(text).kind).not.toBe("blocked");
    expect(screenText(text).kind).not.toBe("harassment");
  });

  // The abuse that crisis rules once took for the writer's own crisis (the whole table: harassment.test.ts).
  it.each([
    "honestly no one would miss you",
    "nobody would care if you died",
    "you'd be better off dead",
    "go kуs", // a Cyrillic у
    // An order that names no one, said to the partner (2026-11-30: these were read as the writer's crisis).
    "go jump off a bridge",
    "just jump off a bridge",
    "please jump off a building",
    "go play in traffic",
  ])("refuses %j as abuse aimed at the other person, never as the writer's crisis", (text) => {
    expect(screenText(text)).toEqual({ kind: "harassment", reason: HARASSMENT_REASON });
  });

  it.each(["just want to die, you idiot", "i want to jump off a bridge. fuck off", "i want to walk into traffic"])(
    "still opens crisis support for the writer's own crisis beside abuse or an order's words: %j",
    (text) => {
      expect(screenText(text).kind).toBe("crisis");
    },
  );

  // 2026-11-30, written before the rule: what is urged on "you" is not the writer's own crisis. A
  // relationship to end is delivered; suicide urged is refused; "you" said of anyone, or a question,
  // is still the writer's crisis.
  it.each([
    "he cheated again? you should end it",
    "you should just end it",
    "you should jump",
    // Found while the rule was written: a supporter's denial.
    "i don't think you should end it all",
  ])("delivers %j, urged on the partner and not about suicide by itself, without opening crisis support", (text) => {
    expect(screenText(text).kind).toBe("clear");
  });

  it.each([
    "you should jump off a bridge",
    "just end it already, no one will stop you",
    "you might as well end it all",
  ])("refuses %j, suicide urged on the partner, as abuse", (text) => {
    expect(screenText(text)).toEqual({ kind: "harassment", reason: HARASSMENT_REASON });
  });

  it.each([
    "sometimes you feel like you should just end it all",
    "do you ever feel like you should just end it all?",
    "i think i should just end it",
    "you should know i want to end it",
    // Found while the rule was written: a supporter's question, refused as abuse before.
    "do you ever feel like you should just die?",
  ])("still opens crisis support for %j", (text) => {
    expect(screenText(text).kind).toBe("crisis");
  });

  // 2026-11-30, second round, written before the rules: an insult spelled without its apostrophe was
  // read as the writer's own crisis; a sexual advance is refused with a reason of its own.
  it('refuses "youre a waste of space" as abuse, never as the writer\'s crisis', () => {
    expect(screenText("youre a waste of space")).toEqual({ kind: "harassment", reason: HARASSMENT_REASON });
  });

  it.each(["show me your tits", "are you a virgin"])("refuses %j as a sexual advance, saying so", (text) => {
    const screening = screenText(text);
    expect(screening.kind).toBe("harassment");
    expect(screening.kind === "harassment" && screening.reason).toMatch(/sexual/);
  });

  it("refuses abuse aimed at the other person with a reason for the sender", () => {
    expect(screenText("go kys")).toEqual({ kind: "harassment", reason: HARASSMENT_REASON });
    // Abuse that also holds a listed word is still named as abuse, the sentence the sender needs.
    expect(screenText("fuck you, idiot")).toEqual({ kind: "harassment", reason: HARASSMENT_REASON });
  });

  it("refuses abuse in crisis words as abuse: it is about the other person, not the writer", () => {
    for (const text of ["you deserve to die", "you should just die", "u deserve to die"]) {
      expect(screenText(text).kind).toBe("harassment");
    }
    // The writer's own crisis still comes first, whatever else the message holds.
    expect(screenText("I want to die, you idiot").kind).toBe("crisis");
    expect(screenText("I deserve to die").kind).toBe("crisis");
    expect(screenText("do you ever feel like you want to die?").kind).toBe("crisis");
  });

  it("refuses the listed words, and lets everything else through", () => {
    expect(screenText("this is so fucking hard")).toEqual({ kind: "blocked" });
    expect(screenText("this is so hard")).toEqual({ kind: "clear", read: readable("this is so hard") });
  });
});

describe("personal details come last, and only with the finder", () => {
  it("asks for confirmation of a phone number once nothing before it refused the message", () => {
    expect(screenText("call me on 07700 900123", findPersonalDetails)).toEqual({
      kind: "personal-details",
      found: [{ kind: "phone", text: "07700 900123" }],
      read: readable("call me on 07700 900123"),
    });
    expect(screenText("call me on 07700 900123")).toMatchObject({ kind: "clear" });
  });

  it("lets crisis support, abuse and the filter decide first", () => {
    expect(screenText("I want to kill myself, call me on 07700 900123", findPersonalDetails).kind).toBe("crisis");
    expect(screenText("go kys, my number is 07700 900123", findPersonalDetails).kind).toBe("harassment");
    expect(screenText("fucking hell, 07700 900123", findPersonalDetails).kind).toBe("blocked");
  });

  it("holds nothing while nobody but the persona is in the chat, and decides the rest as ever", () => {
    const alone = { withoutPartner: true };
    expect(screenText("call me on 07700 900123", findPersonalDetails, alone)).toMatchObject({ kind: "clear" });
    expect(screenText("I want to kill myself, call me on 07700 900123", findPersonalDetails, alone).kind).toBe(
      "crisis",
    );
    expect(screenText("go kys, my number is 07700 900123", findPersonalDetails, alone).kind).toBe("harassment");
    expect(screenText("fucking hell, 07700 900123", findPersonalDetails, alone).kind).toBe("blocked");
  });
});

// Telling of harm done to oneself is not "inappropriate": "he made me have sex when i said no" holds
// the content filter's word "sex", and a survivor refused for it would be silenced (harm-disclosure.ts).
describe("a person telling of harm done to them", () => {
  it.each([...SEXUAL_VIOLENCE, ...DOMESTIC_ABUSE])("is never refused: %s", (line) => {
    expect(["blocked", "harassment"]).not.toContain(screenText(line, findPersonalDetails).kind);
  });

  it("still meets the filter when the same words tell of nothing done to them", () => {
    expect(screenText("that film had so much sex in it").kind).toBe("blocked");
  });
});
