/** Small helpers for running many simulated people at once without running all of them at once. */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs fn over items with at most `limit` calls in flight; results keep the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Runs a step when its turn comes. */
export type InTurn = <T>(step: () => Promise<T>) => Promise<T>;

/**
 * Runs steps one at a time, in the order they were asked for, whether the one before succeeded or
 * failed: two loops that each ask for their next step when their last one is done then take turns
 * (saturation.ts: the durable peer's climb and Kindred's, so that a machine whose pace changes
 * during the run weighs on both).
 */
export function turnTaker(): InTurn {
  let last: Promise<unknown> = Promise.resolve();
  return (step) => {
    const mine = last.then(step, step);
    last = mine.catch(() => undefined);
    return mine;
  };
}
