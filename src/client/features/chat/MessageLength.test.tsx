// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LIMITS } from "@shared/limits";
import { MessageLength, pasteIsCut } from "./MessageLength";

afterEach(cleanup);

/** The line under the message box, as the page shows it for a message of this length. */
const line = (length: number, pasteCut = false) =>
  render(<MessageLength id="length" length={length} pasteCut={pasteCut} />).container;

/** A message box holding `value`, with characters from..to selected. */
const box = (value: string, from = value.length, to = from) => ({
  value,
  selectionStart: from,
  selectionEnd: to,
  maxLength: LIMITS.messageMaxChars,
});

describe("the line under the message box", () => {
  it("shows no count for an everyday message", () => {
    expect(line(1_799).textContent).not.toContain("/ 2,000");
  });

  it("counts from 1,800 characters", () => {
    expect(line(1_800).textContent).toContain("1,800 / 2,000");
    expect(line(1_850).textContent).toContain("1,850 / 2,000");
  });

  it("says calmly, in a polite live region, that the end of a paste was left out", () => {
    expect(line(2_000, true).querySelector('[aria-live="polite"]')?.textContent).toBe(
      "Messages can be up to 2,000 characters; the end of what you pasted was left out.",
    );
    // The region is there before anything is cut, or screen readers would not announce the line.
    expect(line(0).querySelector('[aria-live="polite"]')?.textContent).toBe("");
  });

  it("knows a paste is cut when it would go past the limit, counting what the selection replaces", () => {
    expect(pasteIsCut(box(""), "a".repeat(2_000))).toBe(false);
    expect(pasteIsCut(box(""), "a".repeat(2_001))).toBe(true);
    expect(pasteIsCut(box("a".repeat(1_990)), "b".repeat(11))).toBe(true);
    expect(pasteIsCut(box("a".repeat(1_990), 0, 1_990), "b".repeat(2_000))).toBe(false);
    // A line break is one character in the box, also when the clipboard wrote it as \r\n.
    expect(pasteIsCut(box("a".repeat(1_998)), "b\r\nc")).toBe(true);
    expect(pasteIsCut(box("a".repeat(1_997)), "b\r\nc")).toBe(false);
  });
});
