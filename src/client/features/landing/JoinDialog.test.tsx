import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { JoinDialog } from "./JoinDialog";

// Radix renders a dialog into a portal only in a browser; here its content renders in place.
vi.mock("../../components/ui/dialog", () => ({
  DialogContent: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
}));

/** The classes of each of the dialog's two links, in order. */
function linkClasses(): string[][] {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <JoinDialog open onOpenChange={() => {}} />
    </MemoryRouter>,
  );
  return [...html.matchAll(/<a [^>]*class="([^"]*)"/g)].map((match) => match[1]!.split(" "));
}

describe("the Join the Conversation dialog", () => {
  it("keeps Create Account and Sign In at full height when stacked on a phone", () => {
    const links = linkClasses();
    expect(links).toHaveLength(2);
    for (const classes of links) {
      expect(classes).toContain("h-11");
      // A stacked (flex-col) button with flex-1 is as tall as its text, not h-11: share the row only from sm.
      expect(classes).not.toContain("flex-1");
      expect(classes).toContain("sm:flex-1");
    }
  });
});
