// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Me } from "@shared/api";
import { renderPage } from "@/testing/dom";
import { MobileMenuSheet } from "./MobileMenuSheet";
import { ProfileButton } from "./ProfileButton";
import { ProfileMenu } from "./ProfileMenu";

const me: Me = {
  user: { id: "3c9e1f2a-6b4d-4e8f-a1c2-5d7e9f0a2b4c", email: "sam@example.org", emailVerified: true },
  role: "member",
  tokens: 3,
  profile: { role: "talk", waitlisted: false, compassionPoints: 1.5, adultConfirmed: true },
};

const handlers = () => ({ onDownloadData: vi.fn(), onDeleteAccount: vi.fn(), onSignOut: vi.fn() });

const ACTIONS = ["Download my data", "Delete account", "Sign Out"];
const BALANCES = ["3 tokens", "1.5 compassion points"];

/** The desktop menu, opened: its balances (labels) and its actions (menu items). */
async function desktopMenu(actions: ReturnType<typeof handlers>) {
  const { user } = renderPage(<ProfileMenu me={me} trigger={<ProfileButton />} {...actions} />);
  await user.click(screen.getByRole("button", { name: "Open profile menu" }));
  const menu = await screen.findByRole("menu");
  return {
    user,
    text: menu.textContent!,
    actions: within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent),
    choose: async (label: string) => user.click(within(menu).getByRole("menuitem", { name: label })),
  };
}

/** The phone's side sheet, open: its balances and its account buttons (the sheet's own Close left out). */
function mobileSheet(actions: ReturnType<typeof handlers>) {
  const { user } = renderPage(
    <MobileMenuSheet me={me} open onOpenChange={() => {}} trigger={{ current: null }} {...actions} />,
  );
  const sheet = screen.getByRole("dialog", { name: "Menu" });
  return {
    text: sheet.textContent!,
    actions: within(sheet)
      .getAllByRole("button")
      .filter((button) => button.getAttribute("aria-label") !== "Close menu")
      .map((button) => button.textContent),
    choose: async (label: string) => user.click(within(sheet).getByRole("button", { name: label })),
  };
}

describe("the account items of the profile menu and the phone's side sheet", () => {
  it("are the same in both, in the same order", async () => {
    const desktop = await desktopMenu(handlers());
    const mobile = mobileSheet(handlers());
    expect(desktop.actions).toEqual(ACTIONS);
    expect(mobile.actions).toEqual(desktop.actions);
    for (const balance of BALANCES) {
      expect(desktop.text).toContain(balance);
      expect(mobile.text).toContain(balance);
    }
  });

  it("do the same in both", async () => {
    const fromDesktop = handlers();
    const fromMobile = handlers();
    const pairs = [
      ["Download my data", "onDownloadData"],
      ["Delete account", "onDeleteAccount"],
      ["Sign Out", "onSignOut"],
    ] as const;
    for (const [label, handler] of pairs) {
      const desktop = await desktopMenu(fromDesktop);
      await desktop.choose(label);
      expect(fromDesktop[handler]).toHaveBeenCalledTimes(1);
      cleanup();
    }
    for (const [label, handler] of pairs) {
      const mobile = mobileSheet(fromMobile);
      await mobile.choose(label);
      expect(fromMobile[handler]).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });
});
