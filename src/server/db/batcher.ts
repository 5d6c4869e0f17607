/**
 * Batches work while the database is busy: whatever is asked for while a batch is in flight, or in
 * the same turn of the event loop, goes into the next one. Under load one statement then serves
 * many callers (each statement costs far more than each row it reads or writes); at low load a
 * batch holds one call and waits for nothing. Nothing is cached: every call is answered by a batch
 * that started after it was asked.
 *
 * By default one batch is in flight at a time. With `keyOf` and `inFlight`, up to that many run at
 * once on different connections, and no two in flight share a key: the calls of one key are
 * answered in the order they were asked (a chat's messages keep their order), while a call of
 * another key need not wait for a batch it has nothing to do with. With `spacingMs`, batches also
 * start at least that far apart, so that under steady load each gathers more calls.
 */

/** What a batch answers for each of its inputs, in order: a value, or the error of that one alone. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type RunBatch<I, O> = (inputs: I[]) => Promise<Settled<O>[]>;

export interface BatchOptions<I> {
  maxBatch: number;
  /** How many batches may be in flight at once (1 unless keyOf is given). */
  inFlight?: number;
  /** What two calls must share for one to wait for the other's batch. */
  keyOf?: (input: I) => string;
  /**
   * How far apart batches start at the least. A call that comes after a quiet spell longer than
   * this starts its batch at once; under load the calls of this long go into one batch, so the
   * batch's fixed cost (a round trip, a transaction) is shared instead of paid by each call.
   */
  spacingMs?: number;
  /** The clock spacingMs is measured on, in milliseconds (tests hold it still). */
  now?: () => number;
}

interface Waiting<I, O> {
  input: I;
  key: string;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<I, O>(run: RunBatch<I, O>, options: BatchOptions<I>): (input: I) => Promise<O> {
  const { maxBatch, keyOf, spacingMs = 0, now = performance.now.bind(performance) } = options;
  const maxInFlight = keyOf ? (options.inFlight ?? 1) : 1;
  let lastStart = -Infinity;
  let waiting: Waiting<I, O>[] = [];
  /** The keys of the batches in flight. */
  const busy = new Set<string>();
  let running = 0;
  let scheduled = false;

  function schedule() {
    if (running >= maxInFlight || scheduled || waiting.length === 0) return;
    scheduled = true;
    const wait = spacingMs > 0 ? lastStart + spacingMs - now() : 0;
    // setImmediate, not a microtask: the calls that the same read from the network delivered
    // are all made first and join this batch. (A timer cannot wait less than a millisecond.)
    if (wait >= 1) setTimeout(flush, wait);
    else setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    while (running < maxInFlight) {
      const batch = nextBatch();
      if (batch.length === 0) break;
      if (spacingMs > 0) lastStart = now();
      start(batch);
    }
  }

  /** The oldest waiting calls whose keys are not in flight, up to maxBatch; the rest keep waiting, in order. */
  function nextBatch(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const taken = new Set<string>();
    const left: Waiting<I, O>[] = [];
    for (const entry of waiting) {
      const free = !busy.has(entry.key) || taken.has(entry.key);
      if (free && batch.length < maxBatch) {
        batch.push(entry);
        taken.add(entry.key);
        busy.add(entry.key);
      } else left.push(entry);
    }
    waiting = left;
    return batch;
  }

  function start(batch: Waiting<I, O>[]) {
    running++;
    run(batch.map((entry) => entry.input))
      .then(
        (outcomes) =>
          outcomes.forEach((outcome, index) => {
            if (outcome.ok) batch[index]!.resolve(outcome.value);
            else batch[index]!.reject(outcome.error);
          }),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        running--;
        for (const entry of batch) busy.delete(entry.key);
        schedule();
      });
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, key: keyOf ? keyOf(input) : "", resolve, reject });
      schedule();
    });
}

/** Runs one input's work on its own, as a batch outcome. */
export async function settle<T>(work: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, error };
  }
}
