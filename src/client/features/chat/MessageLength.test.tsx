// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { charactersOver, MessageLength, TOO_LONG } from "./MessageLength";

afterEach(cleanup);

/** The line under the message box, as the page shows it for these words. */
const line = (text: string) => render(<MessageLength id="length" text={text} />).container;
const live = (text: string) => line(text).querySelector('[aria-live="polite"]')?.textContent;

describe("the line under the message box", () => {
  it("shows no count for an everyday message", () => {
    expect(line("a".repeat(1_799)).textContent).not.toContain("/ 2,000");
  });

  it("counts from 1,800 characters", () => {
    expect(line("a".repeat(1_800)).textContent).toContain("1,800 / 2,000");
    expect(line("a".repeat(2_000)).textContent).toContain("2,000 / 2,000");
  });

  it("says, in a polite live region, that a message past the limit is too long, and by how much", () => {
    expect(live("a".repeat(2_500))).toBe(TOO_LONG);
    expect(line("a".repeat(2_500)).textContent).toContain("500 characters over the 2,000 limit");
    expect(line("a".repeat(2_001)).textContent).toContain("1 character over the 2,000 limit");
    // The region is there before anything is too long, or screen readers would not announce the line.
    expect(live("")).toBe("");
    expect(live("a".repeat(2_000))).toBe("");
  });

  it("counts as the server does: the message as sent, without the spaces around it", () => {
    expect(charactersOver("a".repeat(2_000))).toBe(0);
    expect(charactersOver(`  ${"a".repeat(2_000)}\n\n`)).toBe(0);
    expect(charactersOver("a".repeat(2_001))).toBe(1);
    expect(charactersOver("a".repeat(2_500))).toBe(500);
  });
});
