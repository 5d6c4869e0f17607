/**
 * Batches work while the database is busy: at most one batch is in flight; whatever is asked for
 * meanwhile, or in the same turn of the event loop, goes into the next one. Under load one
 * statement then serves many callers (each statement costs far more than each row it reads or
 * writes, most of all on the embedded database, which runs on the server's own thread); at low
 * load a batch holds one call and waits for nothing. Nothing is cached: every call is answered
 * by a batch that started after it was asked.
 */

/** What a batch answers for each of its inputs, in order: a value, or the error of that one alone. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type RunBatch<I, O> = (inputs: I[]) => Promise<Settled<O>[]>;

export function createBatcher<I, O>(run: RunBatch<I, O>, options: { maxBatch: number }): (input: I) => Promise<O> {
  const waiting: { input: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  let scheduled = false;

  function schedule() {
    if (running || scheduled || waiting.length === 0) return;
    scheduled = true;
    // setImmediate, not a microtask: the calls that the same read from the network delivered
    // are all made first and join this batch.
    setImmediate(() => {
      scheduled = false;
      running = true;
      const batch = waiting.splice(0, options.maxBatch);
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
          running = false;
          schedule();
        });
    });
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
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
