import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GAP_WAIT_MS, watchForGaps } from "./gap-watch";

describe("watching the log for gaps", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const watch = (log: { complete: number; highest: number }) => {
    const catchUp = vi.fn();
    const gaps = watchForGaps({ completeTo: () => log.complete, highest: () => log.highest, catchUp });
    return { gaps, catchUp };
  };

  it("catches up once when a gap is still there after the wait", () => {
    const log = { complete: 2, highest: 4 };
    const { gaps, catchUp } = watch(log);
    gaps.added();
    gaps.added();
    vi.advanceTimersByTime(GAP_WAIT_MS - 1);
    expect(catchUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the missing message arrives out of turn meanwhile", () => {
    const log = { complete: 2, highest: 4 };
    const { gaps, catchUp } = watch(log);
    gaps.added();
    log.complete = 4;
    vi.advanceTimersByTime(GAP_WAIT_MS);
    expect(catchUp).not.toHaveBeenCalled();
  });

  it("does nothing for a log without a gap, nor once stopped", () => {
    const whole = watch({ complete: 4, highest: 4 });
    whole.gaps.added();
    vi.advanceTimersByTime(GAP_WAIT_MS);
    expect(whole.catchUp).not.toHaveBeenCalled();

    const stopped = watch({ complete: 2, highest: 4 });
    stopped.gaps.added();
    stopped.gaps.stop();
    vi.advanceTimersByTime(GAP_WAIT_MS);
    expect(stopped.catchUp).not.toHaveBeenCalled();
  });

  it("watches again after a catch-up that left a gap", () => {
    const log = { complete: 2, highest: 4 };
    const { gaps, catchUp } = watch(log);
    gaps.added();
    vi.advanceTimersByTime(GAP_WAIT_MS);
    gaps.added();
    vi.advanceTimersByTime(GAP_WAIT_MS);
    expect(catchUp).toHaveBeenCalledTimes(2);
  });
});
