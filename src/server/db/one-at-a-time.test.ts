import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time.js";

describe("oneAtATime", () => {
  it("never runs two calls together, keeps their order, and a failure does not stop the next", async () => {
    const queue = oneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const call = (n: number, fail = false) =>
      queue(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`call ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([call(1), call(2, true), call(3), call(4)]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
  });
});
