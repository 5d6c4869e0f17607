/**
 * Exchanges add up to one measurement: the crowd's processes (crowd.ts), merged as if one process had
 * taken every sample, and one crowd's rounds (chat-load.ts), pooled as if they had been one phase.
 */
import { describe, expect, it } from "vitest";
import { mergeExchanges, poolRounds, type ExchangeSamples } from "./exchange-outcome.js";
import type { ExchangeSettings } from "./exchange.js";

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

describe("poolRounds", () => {
  const round = (warmUpMs: number): ExchangeSettings => ({ ...settings, durationMs: warmUpMs + 10_000, warmUpMs });

  it("adds the rounds' counts, pools their samples and keeps the crowd's size and rate", () => {
    const pooled = poolRounds(
      [part({ deliveryMs: [1, 2], ackMs: [3], lost: 1 }), part({ deliveryMs: [50], ackMs: [4, 5], duplicated: 1 })],
      [round(10_000), round(0)],
    );
    expect(pooled).toMatchObject({ people: 2, offeredPerSecond: 0.2, sent: 16, lost: 1, duplicated: 1 });
    expect(pooled.delivery).toMatchObject({ count: 3, p50: 2, max: 50 });
    expect(pooled.ack.count).toBe(3);
  });

  it("measures throughput over each round's own window, not the time between rounds", () => {
    const pooled = poolRounds(
      [
        part({ firstSendAt: 1_000, lastDeliveryAt: 11_000, deliveredMeasured: 10 }),
        part({ firstSendAt: 100_000, lastDeliveryAt: 110_000, deliveredMeasured: 30 }),
      ],
      [round(10_000), round(0)],
    );
    expect(pooled.throughput).toBeCloseTo(40 / 20);
  });

  it("keeps every acknowledged message of a chat that spoke in several rounds", () => {
    const pooled = poolRounds(
      [part({ ackedByChat: [["a", ["r1-0-0"]]] }), part({ ackedByChat: [["a", ["r2-0-0", "r2-0-1"]]] })],
      [round(10_000), round(0)],
    );
    expect(pooled.ackedByChat.get("a")).toEqual(["r1-0-0", "r2-0-0", "r2-0-1"]);
  });
});
