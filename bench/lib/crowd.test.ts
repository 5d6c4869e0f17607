/** The crowd's processes hold every person in exactly one process, in whole pairs (exchange-outcome.test.ts merges their samples). */
import { describe, expect, it } from "vitest";
import { evenShares } from "./crowd.js";

describe("evenShares", () => {
  it("splits a crowd into whole pairs that add up to it", () => {
    expect(evenShares(10_000, 2)).toEqual([5_000, 5_000]);
    expect(evenShares(2_002, 2)).toEqual([1_000, 1_002]);
    expect(evenShares(40, 3)).toEqual([12, 12, 16]);
  });

  it("gives one process everything, and a crowd too small to share to the last", () => {
    expect(evenShares(40, 1)).toEqual([40]);
    expect(evenShares(2, 2)).toEqual([0, 2]);
  });
});
