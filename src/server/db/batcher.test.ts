import { afterEach, describe, expect, it, vi } from "vitest";
import { createBatcher, settle, type Settled } from "./batcher.js";

/** A batch runner that records its batches and finishes each one when told to. */
function recorder() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const run = (inputs: number[]) =>
    new Promise<Settled<number>[]>((resolve) => {
      batches.push(inputs);
      finish.push(() =>
        resolve(inputs.map((n) => (n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: n * 10 }))),
      );
    });
  return { run, batches, finishNext: () => finish.shift()!() };
}

/** Lets pending callbacks and the batcher's next turn run. */
const turn = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("batching work while a batch is in flight", () => {
  it("answers what was asked in one turn with one batch, and what came meanwhile with the next", async () => {
    const { run, batches, finishNext } = recorder();
    const ask = createBatcher(run, { maxBatch: 100 });
    const first = [ask(1), ask(2), ask(3)];
    await turn();
    const second = [ask(4), ask(5)];
    await turn();
    expect(batches).toEqual([[1, 2, 3]]);
    finishNext();
    expect(await Promise.all(first)).toEqual([10, 20, 30]);
    await turn();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    finishNext();
    expect(await Promise.all(second)).toEqual([40, 50]);
  });

  it("keeps a batch within its bound and fails only the inputs that failed", async () => {
    const { run, batches, finishNext } = recorder();
    const ask = createBatcher(run, { maxBatch: 2 });
    const answers = [1, -2, 3].map((n) => settle(ask(n)));
    await turn();
    finishNext();
    await turn();
    finishNext();
    const settled = await Promise.all(answers);
    expect(batches).toEqual([[1, -2], [3]]);
    expect(settled.map((s) => (s.ok ? s.value : String(s.error)))).toEqual([10, "Error: bad -2", 30]);
  });

  it("fails every input of a batch that failed as a whole, and goes on with the next", async () => {
    let calls = 0;
    const ask = createBatcher(
      async (inputs: number[]): Promise<Settled<number>[]> => {
        calls++;
        if (calls === 1) throw new Error("database down");
        return inputs.map((n) => ({ ok: true, value: n }));
      },
      { maxBatch: 10 },
    );
    const failed = await Promise.allSettled([ask(1), ask(2)]);
    expect(failed.map((f) => f.status)).toEqual(["rejected", "rejected"]);
    expect(await ask(3)).toBe(3);
  });

  it("runs batches of different keys side by side, never two with the same key, each key in order", async () => {
    const { run, batches, finishNext } = recorder();
    // The key is the tens: 11, 12 and 13 share one, 21 and 22 another.
    const ask = createBatcher(run, { maxBatch: 100, inFlight: 2, keyOf: (n) => String(Math.floor(n / 10)) });
    const answers = [ask(11), ask(21)];
    await turn();
    answers.push(ask(12), ask(31), ask(22));
    await turn();
    // 31 goes at once, beside the first batch; 12 and 22 wait for the batch their key is in.
    expect(batches).toEqual([[11, 21], [31]]);
    finishNext();
    await turn();
    expect(batches.at(-1)).toEqual([12, 22]);
    answers.push(ask(13), ask(41));
    await turn();
    // Two batches are in flight: nothing more starts.
    expect(batches).toHaveLength(3);
    finishNext();
    await turn();
    // 41 takes the free place; 13 waits while 12 is in flight.
    expect(batches.at(-1)).toEqual([41]);
    finishNext();
    await turn();
    expect(batches.at(-1)).toEqual([13]);
    finishNext();
    finishNext();
    expect(await Promise.all(answers)).toEqual([110, 210, 120, 310, 220, 130, 410]);
  });

  it("holds back, in order, what is past a full batch, even when the key is free", async () => {
    const { run, batches, finishNext } = recorder();
    const ask = createBatcher(run, { maxBatch: 2, inFlight: 3, keyOf: (n) => String(Math.floor(n / 10)) });
    const answers = [11, 12, 13, 21].map((n) => ask(n));
    await turn();
    // 13 is past the first batch: its key is then in flight, so it waits; 21 goes beside.
    expect(batches).toEqual([[11, 12], [21]]);
    finishNext();
    await turn();
    expect(batches).toEqual([[11, 12], [21], [13]]);
    finishNext();
    finishNext();
    expect(await Promise.all(answers)).toEqual([110, 120, 130, 210]);
  });

  describe("spacing batches apart", () => {
    // Only the spacing's timer and the clock are held still: the batcher's own turn stays real.
    afterEach(() => vi.useRealTimers());
    const spaced = (spacingMs: number) => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
      const recorded = recorder();
      const ask = createBatcher(recorded.run, { maxBatch: 100, spacingMs, now: Date.now });
      return { ...recorded, ask };
    };

    it("starts a batch at once after a quiet spell, and gathers what comes sooner into the next", async () => {
      const { ask, batches, finishNext } = spaced(10);
      const answers = [ask(1)];
      await turn();
      expect(batches).toEqual([[1]]);
      finishNext();
      await turn();
      // The first batch is done, but it started less than 10 ms ago: these wait for each other.
      answers.push(ask(2));
      await turn();
      answers.push(ask(3));
      await turn();
      expect(batches).toEqual([[1]]);
      await vi.advanceTimersByTimeAsync(10);
      await turn();
      expect(batches).toEqual([[1], [2, 3]]);
      finishNext();
      expect(await Promise.all(answers)).toEqual([10, 20, 30]);
    });

    it("keeps nobody waiting once the spacing has passed", async () => {
      const { ask, batches, finishNext } = spaced(10);
      const first = ask(1);
      await turn();
      finishNext();
      await first;
      vi.advanceTimersByTime(25);
      const second = ask(2);
      await turn();
      expect(batches).toEqual([[1], [2]]);
      finishNext();
      expect(await second).toBe(20);
    });
  });
});
