import { describe, expect, it } from "vitest";
import type { Affirmation } from "./harassment-corpus/urging-in-crisis-affirming.js";
import { THIRD_HELD_OUT_CATCH, THIRD_HELD_OUT_PASS } from "./harassment-corpus/urging-in-crisis-third-held-out.js";
import {
  THIRD_TRIAL_CATCH,
  THIRD_TRIAL_PASS,
  THIRD_TRIAL_UNCLEAR,
} from "./harassment-corpus/urging-in-crisis-third-trial.js";
import { UNCLEAR_ASSENT_REASON } from "./harassment-urging-approval.js";
import { urgesActing, urgingOf } from "./harassment-urging.js";
import { screenText } from "./screening.js";

const screened = ({ said, reply }: Affirmation) =>
  screenText(reply, undefined, { partnerInCrisis: true, partnerSaid: said });
const urged = (row: Affirmation): boolean => {
  const screening = screened(row);
  return screening.kind === "harassment" && screening.urging === true;
};
const passed = (row: Affirmation): boolean => screened(row).kind !== "harassment";

describe("a third trial's urging (harassment-corpus/urging-in-crisis-third-trial.ts)", () => {
  it.each(THIRD_TRIAL_CATCH)("refuses $reply after $said as urging", (row) => expect(urged(row)).toBe(true));

  it.each(THIRD_TRIAL_UNCLEAR)("refuses $reply after $said as unclear, not as urging", (row) => {
    expect(screened(row)).toEqual({ kind: "harassment", reason: UNCLEAR_ASSENT_REASON });
  });

  it.each(THIRD_TRIAL_PASS)("lets $reply through after $said", (row) => expect(passed(row)).toBe(true));

  // Held out: measured, never read to write a rule; only the totals are printed. Measured on
  // 2026-12-01 before the rules: urged 0/10, passed 6/6; the floors are what the rules measured.
  it("does as measured on the held-out part", () => {
    const caught = THIRD_HELD_OUT_CATCH.filter(urged).length;
    const kept = THIRD_HELD_OUT_PASS.filter(passed).length;
    console.info(
      `urging, third trial, held out: urged ${caught}/${THIRD_HELD_OUT_CATCH.length}, passed ${kept}/${THIRD_HELD_OUT_PASS.length}`,
    );
    expect(caught).toBeGreaterThanOrEqual(7);
    expect(kept).toBeGreaterThanOrEqual(6);
  });
});

describe("the writer's own crisis in urging", () => {
  const afterPills = { partnerInCrisis: true, partnerSaid: ["i'm going to take all my pills"] } as const;

  it("opens crisis support for the writer of a pact, read as the act the partner told of", () => {
    expect(screenText("same, lets do it together", undefined, afterPills)).toMatchObject({
      kind: "harassment",
      urging: true,
      writerInCrisis: { category: "method", rule: "suicide-pact" },
    });
  });

  it("reads a pact as an intent to act when the partner's last words read as nothing", () => {
    const said = { partnerInCrisis: true, partnerSaid: ["are you still there"] };
    expect(screenText("lets both", undefined, said)).toMatchObject({
      writerInCrisis: { category: "active-ideation", tier: "high", rule: "suicide-pact" },
    });
  });

  it("keeps the writer's own crisis words theirs in urging that is not a pact", () => {
    expect(screenText("do it, i want to die too", undefined, afterPills)).toMatchObject({
      urging: true,
      writerInCrisis: { category: "wish-to-be-dead" },
    });
  });

  it.each(["do it. nobody cares", "just die", "take the whole bottle then", "you won't", "make sure you take enough"])(
    "opens nothing for the writer of %j: the crisis words are aimed at the partner",
    (words) => expect(screenText(words, undefined, afterPills)).not.toHaveProperty("writerInCrisis"),
  );

  it("sets a pact aside when it offers to be there for the partner's own helpful plan", () => {
    const said = { partnerInCrisis: true, partnerSaid: ["maybe i should call the helpline"] };
    expect(screenText("lets do it together", undefined, said).kind).not.toBe("harassment");
  });
});

describe("approval judged by what it approves", () => {
  it.each(["👍", "fair enough tbh", "i would too", "ok"])(
    "is read as urging %j without the partner's words",
    (reply) => {
      expect(urgesActing(reply)).toBe(true);
    },
  );

  it.each(["👍", "fair enough", "ok"])("lets %j through after words that propose nothing", (reply) => {
    expect(urgingOf(reply, ["hi", "how are you?"])).toBeNull();
  });

  it.each(["👍🏽", "👍 👍", "👌"])("reads %j, in any skin tone or number, as approval", (reply) => {
    expect(urgingOf(reply, ["i'm going to take all my pills"])).toBe("urged");
  });

  it.each(["i want to die", "i dont want to be here anymore"])(
    "refuses approval after the partner's crisis words %j",
    (said) => {
      expect(urgingOf("fair enough", [said])).toBe("urged");
    },
  );
});

describe('"do it" misspelt or broken up', () => {
  it.each(["dew it", "du it", "do.it", "d0 it", "do. it.", "just dew it lol"])('reads %j as "do it"', (words) => {
    expect(urgingOf(words, ["i'm going to take all my pills"])).toBe("urged");
  });

  it.each(["dew it, call them now", "do.it - ring 111"])("still sets %j aside when it names help", (words) => {
    expect(urgingOf(words, ["i'm going to take all my pills"])).toBeNull();
  });
});
