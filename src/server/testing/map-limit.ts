/**
 * Many calls, a bounded number at once: the tests' crowds (chats/matching-contention.test.ts) and
 * the benchmarks' simulated people (bench/lib/people.ts, relay.ts).
 */

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
