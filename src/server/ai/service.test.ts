import { afterEach, describe, expect, it, vi } from "vitest";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { personaOf, themeOrDefault } from "../../shared/themes.js";
import { DELTA_WINDOW_MS, gathered, mayStore } from "./service.js";

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

describe("what a persona may say (the shared screening)", () => {
  const companion = personaOf(themeOrDefault(null));

  it("refuses abuse and listed words from any persona", () => {
    expect(mayStore(companion, "you stupid bitch")).toBe(false);
    expect(mayStore(CRISIS_PERSONA, "what a loser")).toBe(false);
    expect(mayStore(companion, "that sounds fucking hard")).toBe(false);
    expect(mayStore(companion, "That sounds really hard. What helps you on days like this?")).toBe(true);
  });

  it("lets the Crisis Counselor name suicide, which no other persona speaks of", () => {
    const counsel = "If you are thinking about suicide, please call or text 988 now.";
    expect(mayStore(CRISIS_PERSONA, counsel)).toBe(true);
    expect(mayStore(companion, counsel)).toBe(false);
  });
});
