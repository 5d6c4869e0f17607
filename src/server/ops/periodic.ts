/**
 * Work the server repeats on a timer (giving back unanswered reconnect tokens, the retention
 * schedule): one run at a time, a run still going when the next is due being left to finish; its
 * failures go to onError, and the next run tries again. The timer never keeps the process alive.
 * Stopping (at shutdown, before the database closes) clears the timer, tells a run in progress to
 * stop through its signal, and waits for it: nothing runs against a closed database.
 */
export interface Periodic {
  stop(): Promise<void>;
}

export function runEvery(
  everyMs: number,
  task: (signal: AbortSignal) => Promise<unknown>,
  onError: (error: unknown) => void,
  options: { startNow?: boolean } = {},
): Periodic {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const run = () => {
    if (running || stopping.signal.aborted) return;
    running = task(stopping.signal)
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  if (options.startNow) run();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
