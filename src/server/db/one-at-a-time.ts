/**
 * Runs the calls given to it one after another, within this process. For work that waits for a
 * global advisory lock: waiting holds a pooled connection, so a burst of callers would fill the
 * whole pool with waiters and starve every other query (sessions, messages) until connections time
 * out. Queued here, at most one of our connections waits for the lock; across instances the
 * advisory lock still decides.
 */
export function oneAtATime(): <T>(run: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (run) => {
    const result = last.then(run, run);
    last = result.catch(() => undefined);
    return result;
  };
}
