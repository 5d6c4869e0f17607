/**
 * A message's time inside Kindred by stage (kindred_message_send_seconds: screening, storing, the
 * whole send), read from the serving instances' /metrics at the warm-up's end and after a chat phase: with the
 * delivery latency the load generator measures, it tells a tail made in the server from one made
 * waiting for the event loop or the cores (bench README, "Capacity").
 */

import { MESSAGE_STAGES as STAGES, type MessageStage as Stage } from "../../src/server/ops/metrics.js";

/** Cumulative counts per upper bound (seconds, Infinity last), per stage, summed over instances. */
export type StageBuckets = Record<Stage, Map<number, number>>;

export function parseStageBuckets(texts: string[]): StageBuckets {
  const buckets = Object.fromEntries(STAGES.map((stage) => [stage, new Map<number, number>()])) as StageBuckets;
  const line = /^kindred_message_send_seconds_bucket\{le="([^"]+)",stage="([a-z]+)"\} (\S+)$/gm;
  for (const text of texts) {
    for (const [, le, stage, count] of text.matchAll(line)) {
      const of = buckets[stage as Stage];
      if (!of) continue;
      const bound = le === "+Inf" ? Infinity : Number(le);
      of.set(bound, (of.get(bound) ?? 0) + Number(count));
    }
  }
  return buckets;
}

/**
 * The q-quantile in milliseconds of what was observed between two readings, interpolated inside its
 * bucket as Prometheus's histogram_quantile does; past the last finite bound, that bound. Null
 * when nothing was observed.
 */
export function quantileBetween(before: Map<number, number>, after: Map<number, number>, q: number): number | null {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counts = bounds.map((bound) => (after.get(bound) ?? 0) - (before.get(bound) ?? 0));
  const total = counts.at(-1) ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  const index = counts.findIndex((count) => count >= rank);
  const upper = bounds[index]!;
  const lower = index === 0 ? 0 : bounds[index - 1]!;
  if (upper === Infinity) return lower * 1000;
  const below = index === 0 ? 0 : counts[index - 1]!;
  const inBucket = counts[index]! - below;
  return (lower + ((upper - lower) * (rank - below)) / Math.max(inBucket, 1)) * 1000;
}

/** p50 and p99 of each stage between two readings. */
export function stageQuantiles(before: StageBuckets, after: StageBuckets) {
  return Object.fromEntries(
    STAGES.map((stage) => [
      stage,
      {
        p50: quantileBetween(before[stage], after[stage], 0.5),
        p99: quantileBetween(before[stage], after[stage], 0.99),
      },
    ]),
  ) as Record<Stage, { p50: number | null; p99: number | null }>;
}
