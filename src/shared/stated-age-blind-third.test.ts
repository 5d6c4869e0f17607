/**
 * Measures statedAge on its third blind held-out part (stated-age-corpus/held-out-blind-third.ts,
 * written 2026-11-30 by a session that had not read the rules or the corpus). Prints only totals, never
 * the lines or the misses: the part is measured, never read to write rules.
 *
 * A "find" line counts as found when statedAge gives a number below 18; a "pass" line counts as a
 * false alarm when it does. The floors are the numbers measured on the first run (2026-11-30, by the
 * session that wrote the part and had not read the rules or the corpus): found 53/90 (58.9 %), false
 * alarms 0/84. After the sixth round (2026-11-30: ages misspelt or tagged with a sex in every order,
 * being a minor in words or by law, a parent's or a school's rule, classes in words, more exams,
 * birthdays with the "i" dropped, an age the writer hates; rules written from development rows, not
 * from this part), 61/90 and 0/84. Found may only rise, false alarms only fall.
 */
import { describe, expect, it } from "vitest";
import { statedAge } from "./stated-age.js";
import { BLIND_THIRD } from "./stated-age-corpus/held-out-blind-third.js";

const TODAY = new Date("2026-11-30T12:00:00Z");
/** "find" lines found, at least; first measured 2026-11-30, raised after the sixth round. */
const FOUND_FLOOR = 61;
/** "pass" lines wrongly found, at most; first measured 2026-11-30. */
const FALSE_ALARM_CEILING = 0;

const isMinor = (text: string): boolean => {
  const age = statedAge(text, TODAY);
  return age !== null && age < 18;
};

describe("stated age, third blind held-out part", () => {
  it("holds no duplicate texts", () => {
    const all = BLIND_THIRD.map(([, text]) => text.trim().toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });

  it("finds and passes at least its floors", () => {
    const finds = BLIND_THIRD.filter(([kind]) => kind === "find").map(([, text]) => text);
    const passes = BLIND_THIRD.filter(([kind]) => kind === "pass").map(([, text]) => text);
    const found = finds.filter(isMinor).length;
    const falseAlarms = passes.filter(isMinor).length;
    console.info(
      `stated age, third blind: found ${found}/${finds.length}, false alarms ${falseAlarms}/${passes.length}`,
    );
    expect(found).toBeGreaterThanOrEqual(FOUND_FLOOR);
    expect(falseAlarms).toBeLessThanOrEqual(FALSE_ALARM_CEILING);
  });
});
