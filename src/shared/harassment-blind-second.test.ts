/**
 * Measures the harassment guard on its second blind held-out part (harassment-corpus/held-out-blind-second.ts,
 * written 2026-11-30 by a session that had not read the rules or the corpus). Prints only totals, never the
 * lines or the misses: the part is measured, never read to write rules.
 *
 * The floors are the numbers measured: on the first run (2026-11-30: caught 54/106, passed 96/99), before the
 * fourth round of rules, which was written from its own development rows; after it, caught 63/106, passed 96/99.
 * Caught may only rise, passed only rise.
 */
import { describe, expect, it } from "vitest";
import { harassmentOf } from "./harassment.js";
import { BLIND_SECOND_CATCH, BLIND_SECOND_PASS } from "./harassment-corpus/held-out-blind-second.js";

const CAUGHT_FLOOR = 63;
const PASSED_FLOOR = 96;

describe("harassment guard, second blind held-out part", () => {
  it("holds no duplicate lines", () => {
    const all = [...BLIND_SECOND_CATCH, ...BLIND_SECOND_PASS].map((l) => l.trim().toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });

  it("catches and passes at least its floors", () => {
    const caught = BLIND_SECOND_CATCH.filter((line) => harassmentOf(line) !== undefined).length;
    const passed = BLIND_SECOND_PASS.filter((line) => harassmentOf(line) === undefined).length;
    console.info(
      `harassment, second blind: caught ${caught}/${BLIND_SECOND_CATCH.length}, passed ${passed}/${BLIND_SECOND_PASS.length}`,
    );
    expect(caught).toBeGreaterThanOrEqual(CAUGHT_FLOOR);
    expect(passed).toBeGreaterThanOrEqual(PASSED_FLOOR);
  });
});
