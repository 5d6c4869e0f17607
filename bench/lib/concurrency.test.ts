/** Two climbs that share a turn taker run their steps alternately, never two at once. */
import { describe, expect, it } from "vitest";
import { sleep, turnTaker } from "./concurrency.js";

describe("turnTaker", () => {
  it("lets two loops take turns, one step at a time, until the shorter one ends", async () => {
    const inTurn = turnTaker();
    const order: string[] = [];
    let running = 0;
    const loop = async (name: string, steps: number, ms: number) => {
      for (let i = 0; i < steps; i++) {
        await inTurn(async () => {
          running += 1;
          expect(running).toBe(1);
          order.push(`${name}${i}`);
          await sleep(ms);
          running -= 1;
        });
      }
    };
    await Promise.all([loop("a", 3, 5), loop("b", 2, 1)]);
    expect(order).toEqual(["a0", "b0", "a1", "b1", "a2"]);
  });

  it("goes on after a step that failed, and hands that step its own failure", async () => {
    const inTurn = turnTaker();
    const failed = inTurn(() => Promise.reject(new Error("step failed")));
    const next = inTurn(() => Promise.resolve("next ran"));
    await expect(failed).rejects.toThrow("step failed");
    await expect(next).resolves.toBe("next ran");
  });
});
