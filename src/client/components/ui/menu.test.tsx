// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Flag, LogOut, Pencil } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { renderWithToasts } from "@/testing/dom";
import { IconButton } from "./icon-button";
import { Menu, MenuItem } from "./menu";

function renderMenu({ reportDisabled = false } = {}) {
  const chosen = vi.fn<(item: string) => void>();
  const rendered = renderWithToasts(
    <>
      <Menu
        trigger={
          <IconButton label="Options">
            <Pencil aria-hidden="true" />
          </IconButton>
        }
      >
        <MenuItem icon={Pencil} onSelect={() => chosen("Rename")}>
          Rename
        </MenuItem>
        <MenuItem icon={Flag} disabled={reportDisabled} onSelect={() => chosen("Report")}>
          Report
        </MenuItem>
        <MenuItem icon={LogOut} tone="danger" onSelect={() => chosen("Leave")}>
          Leave
        </MenuItem>
      </Menu>
      <p>Elsewhere on the page</p>
    </>,
  );
  return { ...rendered, chosen, trigger: screen.getByRole("button", { name: "Options" }) };
}

describe("Menu", () => {
  it("opens from its trigger as a menu of named items, in order", async () => {
    const { user, trigger } = renderMenu();
    expect(screen.queryByRole("menu")).toBeNull();
    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Rename", "Report", "Leave"]);
    expect(menu.contains(screen.getByRole("menuitem", { name: "Leave" }))).toBe(true);
  });

  it("moves between items with the arrow keys, past a disabled one", async () => {
    const { user, trigger } = renderMenu({ reportDisabled: true });
    trigger.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Rename" })));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Leave" }));
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Rename" }));
  });

  it("closes with Escape and gives focus back to its trigger", async () => {
    const { user, trigger, chosen } = renderMenu();
    await user.click(trigger);
    await screen.findByRole("menu");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(chosen).not.toHaveBeenCalled();
  });

  it("closes on a click outside, choosing nothing", async () => {
    const { user, trigger, chosen } = renderMenu();
    await user.click(trigger);
    await screen.findByRole("menu");
    // While open, the menu is modal: the page beneath takes no pointer events, as in the browser,
    // so the click outside lands on the page itself rather than on a control.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText("Elsewhere on the page"));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(chosen).not.toHaveBeenCalled();
  });

  it("runs the chosen item's action once and closes", async () => {
    const { user, trigger, chosen } = renderMenu();
    await user.click(trigger);
    await user.click(await screen.findByRole("menuitem", { name: "Leave" }));
    expect(chosen.mock.calls).toEqual([["Leave"]]);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  it("chooses the focused item with Enter", async () => {
    const { user, trigger, chosen } = renderMenu();
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Rename" })));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(chosen.mock.calls).toEqual([["Report"]]);
  });
});
