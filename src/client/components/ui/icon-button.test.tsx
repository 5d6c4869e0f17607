// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { X } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { renderWithToasts } from "@/testing/dom";
import { IconButton } from "./icon-button";

describe("IconButton", () => {
  it("is a button named by its label, not by its icon", async () => {
    const onClick = vi.fn();
    const { user } = renderWithToasts(
      <IconButton label="Close welcome card" onClick={onClick}>
        <X aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Close welcome card" });
    // A plain button, never a form's submit by accident.
    expect(button.getAttribute("type")).toBe("button");
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("keeps its name while disabled", () => {
    renderWithToasts(
      <IconButton label="Block user" disabled>
        <X aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole("button", { name: "Block user" }).hasAttribute("disabled")).toBe(true);
  });
});
