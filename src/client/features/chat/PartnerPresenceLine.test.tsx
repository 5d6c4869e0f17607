// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PARTNER_AWAY, PARTNER_BACK, PARTNER_BACK_SHOWN_MS, PartnerPresenceLine } from "./PartnerPresenceLine";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the partner's presence line", () => {
  it("says the partner stepped away in one live region, then briefly that they are back", () => {
    const { rerender } = render(<PartnerPresenceLine away={false} />);
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    rerender(<PartnerPresenceLine away />);
    expect(region.textContent).toBe(PARTNER_AWAY);
    rerender(<PartnerPresenceLine away={false} />);
    // The same region, so that a screen reader hears the change.
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toBe(PARTNER_BACK);
    act(() => void vi.advanceTimersByTime(PARTNER_BACK_SHOWN_MS));
    expect(region.textContent).toBe("");
  });

  it("shows a page opened while the partner is away the line at once, and never says back unprompted", () => {
    const { rerender } = render(<PartnerPresenceLine away />);
    expect(screen.getByRole("status").textContent).toBe(PARTNER_AWAY);
    rerender(<PartnerPresenceLine away />);
    expect(screen.getByRole("status").textContent).toBe(PARTNER_AWAY);
  });
});
