// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "@/testing/dom";
import { JoinDialog } from "./JoinDialog";

function openDialog(onOpenChange = vi.fn()) {
  const page = renderPage(<JoinDialog open onOpenChange={onOpenChange} />, "/");
  const dialog = screen.getByRole("dialog", { name: "Join the Conversation" });
  return { ...page, dialog, onOpenChange };
}

describe("the Join the Conversation dialog", () => {
  it("leads to sign-up with Create Account", async () => {
    const { user, dialog } = openDialog();
    await user.click(within(dialog).getByRole("link", { name: "Create Account" }));
    expect(await screen.findByText("Now at /auth?mode=signup")).toBeTruthy();
  });

  it("leads to sign-in with Sign In", async () => {
    const { user, dialog } = openDialog();
    await user.click(within(dialog).getByRole("link", { name: "Sign In" }));
    expect(await screen.findByText("Now at /auth")).toBeTruthy();
  });

  it("closes with Escape", async () => {
    const { user, onOpenChange } = openDialog();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("keeps Create Account and Sign In at full height when stacked on a phone", () => {
    const { dialog } = openDialog();
    const links = within(dialog).getAllByRole("link");
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.classList.contains("h-11")).toBe(true);
      // A stacked (flex-col) button with flex-1 is as tall as its text, not h-11: share the row only from sm.
      expect(link.classList.contains("flex-1")).toBe(false);
      expect(link.classList.contains("sm:flex-1")).toBe(true);
    }
  });
});
