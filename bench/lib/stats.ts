/** Percentiles and summaries of latency samples (milliseconds), computed once the run is over. */

export interface Summary {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
}

/** Nearest-rank percentile of already sorted samples; null when there are none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? null,
    mean: sorted.length > 0 ? total / sorted.length : null,
  };
}

/** Kindred's figure over the baseline's; null when either is missing or the baseline is zero. */
export function ratio(kindred: number | null | undefined, baseline: number | null | undefined): number | null {
  if (kindred == null || baseline == null || baseline === 0) return null;
  return kindred / baseline;
}
