/**
 * Measures the stated-age detector on its blind held-out part (stated-age-corpus/held-out-blind.ts,
 * written on 2026-11-29 by someone who had not read the rules): how many of the messages that state
 * the writer's own age below 18 it finds, and how many of the others it flags. Only totals are
 * printed, never the lines or the misses: the part is measured, never read to write rules.
 *
 * The floors are the numbers it last measured, so a change cannot make it worse unseen.
 */
import { describe, expect, it } from "vitest";
import { statedAgeBelow } from "./stated-age.js";
import { HELD_OUT_BLIND } from "./stated-age-corpus/held-out-blind.js";
import { TABLES_WRITTEN } from "./stated-age-corpus/development.js";

interface Count {
  caught: number;
  total: number;
}

function measure(label: "find" | "pass"): Count {
  const lines = HELD_OUT_BLIND.filter(([expected]) => expected === label);
  const caught = lines.filter(([, text]) => statedAgeBelow(text, 18, TABLES_WRITTEN) !== null).length;
  return { caught, total: lines.length };
}

const percent = ({ caught, total }: Count): string => `${((100 * caught) / total).toFixed(1)} % (${caught}/${total})`;

/**
 * What the blind part measured (2026-11-29): floors, never to drop. 21 found when it was added; 22
 * once "15 here", "like i'm 15" opening a sentence and "almost 18" were read; in the second round,
 * written from categories (run twice), 30 with school stages, birthdays, birth years, being a minor
 * and age tags, then 32 with "my age is", a dropped "i'm", dates of birth and more school years;
 * 34 after the fourth round (2026-11-30: a class lived through, an age opening a message with how the
 * writer is, exam results to come, more school systems), 35 after the fifth (an age as the subject or
 * the circumstance of a sentence, a minor's rules, another's class), 38 after the sixth (2026-11-30:
 * ages misspelt or tagged with a sex, being a minor in words or by law, a parent's or a school's rule,
 * classes in words, more exams and birthdays), still 0 false alarms.
 */
const BLIND_FLOORS = {
  found: { caught: 38, total: 41 },
  falseAlarms: { fired: 0, total: 42 },
};

describe("the stated-age detector on its blind held-out part", () => {
  const found = measure("find");
  const falseAlarms = measure("pass");

  it("prints what it finds and its false alarms", () => {
    console.log(`held-out, blind (2026-11-29): found ${percent(found)}, false alarms ${percent(falseAlarms)}`);
    expect(found.total).toBe(BLIND_FLOORS.found.total);
  });

  it("does no worse than when the part was added", () => {
    expect(falseAlarms.total).toBe(BLIND_FLOORS.falseAlarms.total);
    expect(found.caught).toBeGreaterThanOrEqual(BLIND_FLOORS.found.caught);
    expect(falseAlarms.caught).toBeLessThanOrEqual(BLIND_FLOORS.falseAlarms.fired);
  });
});
