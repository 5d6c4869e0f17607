/**
 * The second blind held-out corpus (crisis-corpus/held-out-blind-second.ts), measured against
 * `assessCrisis`. Only totals are printed, never which lines were missed or raised, so that nobody
 * writes rules against them. The floors are what the first run measured (2026-11-30).
 */
import { describe, expect, it } from "vitest";
import { assessCrisis } from "./crisis.js";
import {
  BLIND_SECOND_BENIGN,
  BLIND_SECOND_CHECK_IN,
  BLIND_SECOND_CRISIS,
} from "./crisis-corpus/held-out-blind-second.js";

const FLOOR_CRISIS_DETECTED = 76;
const FLOOR_CHECK_IN_DETECTED = 19;
const CEILING_FALSE_ALARMS = 1;

describe("crisis: the second blind held-out corpus", () => {
  it("holds no duplicates", () => {
    const all = [...BLIND_SECOND_CRISIS, ...BLIND_SECOND_CHECK_IN, ...BLIND_SECOND_BENIGN];
    expect(new Set(all).size).toBe(all.length);
  });

  it("is measured, totals only", () => {
    const crisisSignals = BLIND_SECOND_CRISIS.map((text) => assessCrisis(text));
    const detected = crisisSignals.filter((signal) => signal != null).length;
    const strong = crisisSignals.filter((signal) => signal?.tier === "high" || signal?.tier === "moderate").length;
    const checkIn = BLIND_SECOND_CHECK_IN.filter((text) => assessCrisis(text) != null).length;
    const falseAlarms = BLIND_SECOND_BENIGN.filter((text) => assessCrisis(text) != null).length;
    console.log(
      `crisis, second blind: crisis ${detected}/${BLIND_SECOND_CRISIS.length} (of which high/moderate tiers ${strong}), ` +
        `check-in ${checkIn}/${BLIND_SECOND_CHECK_IN.length}, false alarms ${falseAlarms}/${BLIND_SECOND_BENIGN.length}`,
    );
    expect(detected).toBeGreaterThanOrEqual(FLOOR_CRISIS_DETECTED);
    expect(checkIn).toBeGreaterThanOrEqual(FLOOR_CHECK_IN_DETECTED);
    expect(falseAlarms).toBeLessThanOrEqual(CEILING_FALSE_ALARMS);
  });
});
