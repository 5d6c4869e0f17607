/**
 * The crowd's processes must add up to one measurement: every person in exactly one process, in
 * whole pairs, and their samples merged as if one process had taken them all.
 */
import { describe, expect, it } from "vitest";
import { evenShares } from "./crowd.js";
import { mergeExchanges, type ExchangeSamples } from "./exchange-outcome.js";
import type { ExchangeSettings } from "./exchange.js";

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

const settings: ExchangeSettings = {
  ratePerPerson: 0.1,
  durationMs: 40_000,
  warmUpMs: 10_000,
  drainMs: 5_000,
  runId: "r",
};

function part(overrides: Partial<ExchangeSamples>): ExchangeSamples {
  return {
    people: 2,
    offeredPerSecond: 0.2,
    due: 8,
    sent: 8,
    acked: 8,
    delivered: 8,
    lost: 0,
    duplicated: 0,
    errors: {},
    ackMs: [],
    deliveryMs: [],
    deliveredMeasured: 6,
    firstSendAt: 1_000,
    lastDeliveryAt: 31_000,
    clientLoopDelayP99: 10,
    clientLoopDelayMax: 20,
    ackedByChat: [],
    ...overrides,
  };
}

describe("mergeExchanges", () => {
  it("adds the counts and pools the samples of every process", () => {
    const merged = mergeExchanges(
      [
        part({ deliveryMs: [1, 2, 3], ackMs: [5], lost: 1, errors: { "acknowledgement timed out": 1 } }),
        part({ deliveryMs: [100], ackMs: [6], duplicated: 2, errors: { "acknowledgement timed out": 2 } }),
      ],
      settings,
    );
    expect(merged).toMatchObject({ people: 4, sent: 16, delivered: 16, lost: 1, duplicated: 2 });
    expect(merged.errors).toEqual({ "acknowledgement timed out": 3 });
    expect(merged.delivery).toMatchObject({ count: 4, p50: 2, max: 100 });
    expect(merged.ack.count).toBe(2);
  });

  it("measures throughput over the window from the first send anywhere to the last delivery anywhere", () => {
    const merged = mergeExchanges(
      [part({ firstSendAt: 1_000, lastDeliveryAt: 11_000 }), part({ firstSendAt: 3_000, lastDeliveryAt: 21_000 })],
      settings,
    );
    expect(merged.throughput).toBeCloseTo(12 / 20);
  });

  it("keeps the worst process's event-loop delays and every acknowledged message", () => {
    const merged = mergeExchanges(
      [
        part({ clientLoopDelayMax: 130, ackedByChat: [["a", ["r-0-0"]]] }),
        part({ clientLoopDelayP99: 40, ackedByChat: [["b", ["r-2-0", "r-2-1"]]] }),
      ],
      settings,
    );
    expect(merged.clientLoopDelayMax).toBe(130);
    expect(merged.clientLoopDelayP99).toBe(40);
    expect([...merged.ackedByChat]).toEqual([
      ["a", ["r-0-0"]],
      ["b", ["r-2-0", "r-2-1"]],
    ]);
  });
});
