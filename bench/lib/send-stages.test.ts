import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createMetrics } from "../../src/server/ops/metrics.js";
import { parseStageBuckets, quantileBetween, stageQuantiles } from "./send-stages.js";

describe("a message's stages read from /metrics", () => {
  it("answers the quantiles of what was observed between two readings, summed over instances", async () => {
    const [one, two] = [createMetrics({ connectedSockets: () => 0 }), createMetrics({ connectedSockets: () => 0 })];
    const read = async () => parseStageBuckets([await one.registry.metrics(), await two.registry.metrics()]);
    // Before the phase: slow messages that must not count.
    for (let i = 0; i < 50; i++) one.messageStages.labels("storing").observe(2);
    const before = await read();
    // 98 quick ones (between 1 and 2.5 ms) and two slow ones (between 50 and 100 ms), on two instances.
    for (let i = 0; i < 49; i++) {
      one.messageStages.labels("storing").observe(0.002);
      two.messageStages.labels("storing").observe(0.002);
    }
    one.messageStages.labels("storing").observe(0.08);
    two.messageStages.labels("storing").observe(0.08);
    const quantiles = stageQuantiles(before, await read());
    expect(quantiles.storing.p50).toBeGreaterThan(1);
    expect(quantiles.storing.p50).toBeLessThanOrEqual(2.5);
    expect(quantiles.storing.p99).toBeGreaterThan(50);
    expect(quantiles.storing.p99).toBeLessThanOrEqual(100);
    expect(quantiles.screening).toEqual({ p50: null, p99: null });
  });

  it("answers the last finite bound for what lies past it", async () => {
    const registry = new Registry();
    const histogram = new Histogram({
      name: "kindred_message_send_seconds",
      help: "-",
      labelNames: ["stage"],
      buckets: [0.1, 1],
      registers: [registry],
    });
    const before = parseStageBuckets([await registry.metrics()]).whole;
    histogram.labels("whole").observe(5);
    expect(quantileBetween(before, parseStageBuckets([await registry.metrics()]).whole, 0.99)).toBe(1000);
  });
});
