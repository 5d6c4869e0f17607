import { afterEach, describe, expect, it, vi } from "vitest";
import { DELTA_WINDOW_MS, gathered } from "./gathered.js";

describe("the persona's words on their way out", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("go out together when written together, and nothing is held back at the end", () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const words = gathered((text) => sent.push(text));
    for (const word of ["I ", "hear ", "you. "]) words.push(word);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(DELTA_WINDOW_MS);
    expect(sent).toEqual(["I hear you. "]);

    words.push("Tell ");
    words.push("me more.");
    words.flush();
    words.flush();
    expect(sent).toEqual(["I hear you. ", "Tell me more."]);
    vi.advanceTimersByTime(DELTA_WINDOW_MS);
    expect(sent).toHaveLength(2);
  });
});
