/** Pacing the simulated people: waits, and steps taken in turn. (mapLimit is in src/server/testing/map-limit.ts.) */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a step when its turn comes. */
export type InTurn = <T>(step: () => Promise<T>) => Promise<T>;

/**
 * Runs steps one at a time, in the order they were asked for, whether the one before succeeded or
 * failed: two loops that each ask for their next step when their last one is done then take turns
 * (saturation.ts: the durable peer's climb and Kindred's, so that a machine whose pace changes
 * during the run weighs on both).
 */
export function turnTaker(): InTurn {
  let last: Promise<unknown> = Promise.resolve();
  return (step) => {
    const mine = last.then(step, step);
    last = mine.catch(() => undefined);
    return mine;
  };
}
