/**
 * For a button whose action must not run twice at once (Submit Suggestion, Cancel search): `run`
 * ignores a call while the last one is still running, and `pending` says it is running, so the
 * button can be disabled. The ref decides, not the state: a double click's second click can arrive
 * before React has re-rendered the button as disabled.
 */
import { useCallback, useRef, useState } from "react";

export interface OneAtATime {
  pending: boolean;
  run(task: () => Promise<void>): Promise<void>;
}

export function useOneAtATime(): OneAtATime {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
