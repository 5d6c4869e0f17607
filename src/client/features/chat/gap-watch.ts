/**
 * A message that arrives past a gap in the log means one before it did not arrive. Live delivery
 * can drop one under heavy load: an instance that falls too far behind in the shared Redis stream
 * finds the oldest entries already trimmed (the message is stored; only its broadcast is gone).
 * Messages also arrive out of turn for a moment (one's own acknowledgement can overtake the
 * partner's message), so the page waits a little, and only if the gap is still there asks for
 * what is missing (a join, which catches up by sequence number).
 */

/** Long enough for an out-of-turn message to arrive, short enough that a lost one is barely noticed. */
export const GAP_WAIT_MS = 2_000;

export interface GapWatchOptions {
  /** The sequence number up to which the log holds every message (message-log.ts caughtUpTo). */
  completeTo(): number;
  /** The highest sequence number the log holds. */
  highest(): number;
  /** Fetch what is missing. */
  catchUp(): void;
}

export function watchForGaps({ completeTo, highest, catchUp }: GapWatchOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hasGap = () => highest() > completeTo();
  return {
    /** A message was added to the log: if it left a gap, look again in a moment. */
    added(): void {
      if (timer || !hasGap()) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (hasGap()) catchUp();
      }, GAP_WAIT_MS);
    },
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
