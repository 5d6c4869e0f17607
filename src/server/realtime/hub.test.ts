import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { atMostOncePer } from "./hub.js";

describe("atMostOncePer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the first at once, then only the latest of each window, and nothing when quiet", () => {
    const sent: string[] = [];
    const tell = atMostOncePer<string>(1_000, (value) => sent.push(value));
    tell("a");
    tell("b");
    tell("c");
    expect(sent).toEqual(["a"]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual(["a", "c"]);
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual(["a", "c"]);
    tell("d");
    expect(sent).toEqual(["a", "c", "d"]);
  });
});
