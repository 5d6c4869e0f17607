/**
 * How long the persona's words gather before they go out: a model streams a token at a time, and
 * each delta is a broadcast (with Redis, a stream entry every instance reads). Twenty a second still
 * show the reply arriving.
 */
export const DELTA_WINDOW_MS = 50;

/** Joins the deltas written within one window into one. */
export function gathered(send: (text: string) => void): { push: (text: string) => void; flush: () => void } {
  let pending = "";
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const text = pending;
    pending = "";
    send(text);
  };
  return {
    push(text) {
      pending += text;
      timer ??= setTimeout(flush, DELTA_WINDOW_MS);
    },
    flush,
  };
}
