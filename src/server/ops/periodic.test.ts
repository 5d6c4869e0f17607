/** Work on a timer: never two runs at once, failures reported and retried, and a stop that waits for a run. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./periodic.js";

describe("runEvery", () => {
  afterEach(() => vi.useRealTimers());

  it("runs at every period, never while a run is still going, and reports failures without stopping", async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    let finish: (() => void) | undefined;
    const periodic = runEvery(
      100,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error("the database was away");
        await new Promise<void>((resolve) => (finish = resolve));
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect([runs, errors]).toEqual([1, [new Error("the database was away")]]);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    // The second run is still going: the periods that pass meanwhile start nothing.
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(2);
    finish!();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(3);
    finish!();
    await periodic.stop();
  });

  it("runs at once when asked to start now", async () => {
    let runs = 0;
    const periodic = runEvery(
      60_000,
      async () => void (runs += 1),
      () => {},
      { startNow: true },
    );
    await periodic.stop();
    expect(runs).toBe(1);
  });

  it("stops: tells the run in progress through its signal, waits for it, and runs no more", async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const periodic = runEvery(
      100,
      async (signal) => {
        seen.push("started");
        await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
        await Promise.resolve();
        seen.push("finished");
      },
      () => {},
    );
    await vi.advanceTimersByTimeAsync(100);
    await periodic.stop();
    expect(seen).toEqual(["started", "finished"]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual(["started", "finished"]);
  });
});
