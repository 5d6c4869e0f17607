/**
 * The question a reply ends with presumes a worry about a part of life only when the person has
 * voiced one about it: after a loss, "work's been ok" is asked about plainly ("What's been
 * happening at work?"), not as "What part of work is weighing on you most?".
 */
import { describe, expect, it } from "vitest";
import { talk } from "./conversation-testing.js";

/** A question that takes a part of life for a burden. */
const PRESUMES_A_WORRY = /\b(?:weigh\w*|heav\w*|bearable|worry|change about)\b/i;

describe("the question after a part of life is named", () => {
  it("takes a neutral or glad word about it, after a hurt about something else, as no worry", () => {
    const conversations: [string, string[]][] = [
      ["heartbreak-anonymous", ["my dad died last month", "work's been ok"]],
      ["late-night", ["my nan passed away on sunday", "uni is going fine at least"]],
      ["today-was-too-much", ["my best friend died in a car crash", "my job is alright, they gave me the week off"]],
      ["heartbreak-anonymous", ["i can't stop crying about my breakup", "work is fine"]],
      ["heartbreak-anonymous", ["my mum passed away in march", "i went back to the office this week"]],
    ];
    for (const [room, messages] of conversations) {
      const reply = talk(room, messages, { greeted: true }).at(-1)!;
      expect(reply, messages.join(" / ")).not.toMatch(PRESUMES_A_WORRY);
    }
  });

  it("takes it as a worry when it is said to be one, or carries on the hurt about that same part", () => {
    const conversations: [string, string[]][] = [
      ["heartbreak-anonymous", ["my dad died last month", "work has been awful too"]],
      ["need-to-vent", ["my boss screamed at me in front of everyone and i feel awful", "and my manager just watched"]],
    ];
    for (const [room, messages] of conversations) {
      const reply = talk(room, messages, { greeted: true }).at(-1)!;
      expect(reply, messages.join(" / ")).toMatch(PRESUMES_A_WORRY);
    }
  });

  it("once the person says that part is all right, stops presuming it weighs", () => {
    const reply = talk("need-to-vent", ["work is crushing me, i'm so stressed", "my team is ok though"]).at(-1)!;
    expect(reply).not.toMatch(PRESUMES_A_WORRY);
  });
});
