/**
 * What follows a loss (after-loss.ts), beyond the rows of corpus/after-a-loss.ts: which losses it
 * follows, and what it leaves to the rest of the companion.
 */
import { describe, expect, it } from "vitest";
import { tellsOfALoss } from "./after-loss.js";
import { talk } from "./conversation-testing.js";
import { understand } from "./understand.js";

const last = (room: string, messages: string[]) => talk(room, messages, { greeted: true }).at(-1)!;
const tells = (message: string) => tellsOfALoss(message, understand(message));

describe("after a loss", () => {
  it.each([
    "we had our cat put to sleep on monday",
    "i had a miscarriage in june",
    "we lost the baby",
    "i got laid off",
    "i was made redundant",
    "my wife and i are divorcing",
    "we broke up last night",
  ])("follows %j as a loss", (message) => expect(tells(message)).toBe(true));

  it.each(["i walked my dog", "my boyfriend made me dinner", "work was busy today", "i lost my keys"])(
    "does not take %j for a loss",
    (message) => expect(tells(message)).toBe(false),
  );

  it("welcomes the same kindness as good news when no loss came before it", () => {
    expect(last("need-to-vent", ["my sister has been really good to me"])).toMatch(/great to hear|nice change/);
  });

  it("answers a question after a loss as the question it is", () => {
    const reply = last("need-to-vent", ["my mum died two weeks ago", "is it normal to feel nothing?"]);
    expect(reply).not.toMatch(/a step back|looking after you|small good moment/);
  });

  it("meets coming undone on an everyday errand as pain, not a step", () => {
    const reply = last("need-to-vent", ["my dad died last month", "i went to the shops and fell apart"]);
    expect(reply).not.toMatch(/a step/i);
    expect(reply).toMatch(/\b(?:overwhelming|a lot|hurts|painful|loss|miss\w*)\b/i);
  });
});
