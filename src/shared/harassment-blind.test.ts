/**
 * Measures the harassment guard on its blind held-out part (harassment-corpus/held-out-blind.ts,
 * written 2026-11-30 by a session that had not read the rules). Prints only totals, never the lines or
 * the misses: the part is measured, never read to write rules.
 *
 * The floors are the numbers measured on the first run (2026-11-30: caught 26/90, passed 82/83),
 * raised as they rose (2026-11-30, third round of rules: caught 48/90, passed 82/83). Lowered once, in
 * the open: the same day three guards for a listener's words, written from development rows ("what a
 * creep, i'm sorry he did that", "stop crying, it's ok", an echo denied with "no,"), cost one blind
 * line (which, unread): caught 47/90. Raised after the fourth round of rules (2026-11-30, written from
 * its own development rows): caught 54/90, passed 82/83.
 */
import { describe, expect, it } from "vitest";
import { harassmentOf } from "./harassment.js";
import { BLIND_CATCH, BLIND_PASS } from "./harassment-corpus/held-out-blind.js";

/** Lines refused out of BLIND_CATCH, at least; first measured 2026-11-30 (26), raised the same day. */
const CAUGHT_FLOOR = 54;
/** Lines let through out of BLIND_PASS, at least; first measured 2026-11-30. */
const PASSED_FLOOR = 82;

describe("harassment guard, blind held-out part", () => {
  it("holds no duplicate lines", () => {
    const all = [...BLIND_CATCH, ...BLIND_PASS].map((line) => line.trim().toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });

  it("catches and passes at least its floors", () => {
    const caught = BLIND_CATCH.filter((line) => harassmentOf(line) !== undefined).length;
    const passed = BLIND_PASS.filter((line) => harassmentOf(line) === undefined).length;
    console.info(`harassment, blind: caught ${caught}/${BLIND_CATCH.length}, passed ${passed}/${BLIND_PASS.length}`);
    expect(caught).toBeGreaterThanOrEqual(CAUGHT_FLOOR);
    expect(passed).toBeGreaterThanOrEqual(PASSED_FLOOR);
  });
});
