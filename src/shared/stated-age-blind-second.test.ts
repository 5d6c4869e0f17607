/**
 * Measures statedAge on its second blind held-out part (stated-age-corpus/held-out-blind-second.ts,
 * written 2026-11-30 by a session that had not read the rules or the corpus). Prints only totals, never
 * the lines or the misses: the part is measured, never read to write rules.
 *
 * A "find" line counts as found when statedAge gives a number below 18; a "pass" line counts as a
 * false alarm when it does. The floors are the numbers measured: on the first run (2026-11-30) found
 * 53/69, false alarms 0/71; after that day's rule for "not 18 yet" without "i'm", written from
 * development rows, 54/69 and 0/71; after the third round (stages started, a year of school named, Scotland's
 * primary years, an age waited for), 55/69 and 0/71; after the fourth round (a class lived through, an
 * age opening a message, exam results to come) and the fifth (an age as the subject or the
 * circumstance of a sentence), unchanged; after the sixth (2026-11-30: ages misspelt or tagged, being a
 * minor in words or by law, a parent's or a school's rule, classes in words, more exams and
 * birthdays), 58/69 and 0/71. Found may only rise, false alarms only fall.
 */
import { describe, expect, it } from "vitest";
import { statedAge } from "./stated-age.js";
import { BLIND_SECOND } from "./stated-age-corpus/held-out-blind-second.js";

const TODAY = new Date("2026-11-30T12:00:00Z");
/** "find" lines found, at least; first measured 2026-11-30. */
const FOUND_FLOOR = 58;
/** "pass" lines wrongly found, at most; first measured 2026-11-30. */
const FALSE_ALARM_CEILING = 0;

const isMinor = (text: string): boolean => {
  const age = statedAge(text, TODAY);
  return age !== null && age < 18;
};

describe("stated age, second blind held-out part", () => {
  it("holds no duplicate texts", () => {
    const all = BLIND_SECOND.map(([, text]) => text.trim().toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });

  it("finds and passes at least its floors", () => {
    const finds = BLIND_SECOND.filter(([kind]) => kind === "find").map(([, text]) => text);
    const passes = BLIND_SECOND.filter(([kind]) => kind === "pass").map(([, text]) => text);
    const found = finds.filter(isMinor).length;
    const falseAlarms = passes.filter(isMinor).length;
    console.info(
      `stated age, second blind: found ${found}/${finds.length}, false alarms ${falseAlarms}/${passes.length}`,
    );
    expect(found).toBeGreaterThanOrEqual(FOUND_FLOOR);
    expect(falseAlarms).toBeLessThanOrEqual(FALSE_ALARM_CEILING);
  });
});
