// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { underAgeInChat } from "@shared/age";
import { YOUTH_HELPLINES } from "@shared/youth-helplines";
import { UnderAgeNotice } from "@/components/age/UnderAgeNotice";
import { UnderAgeInChat } from "./UnderAgeInChat";

afterEach(cleanup);

const linesList = () => screen.getByRole("list", { hidden: true });

describe("the under-age notice inside the chat", () => {
  it("keeps what it must say in view, and folds the youth lines behind a button on a phone", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UnderAgeInChat minimumAge={18} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Kindred isn't the right place yet, but help is" })).toBeTruthy();
    expect(screen.getByText(underAgeInChat(18))).toBeTruthy();
    expect(screen.getByText("If you are in danger right now, call your local emergency number.")).toBeTruthy();
    // Below the sm breakpoint the list is hidden until asked for; from sm up it shows (CSS).
    const toggle = screen.getByRole("button", { name: `Show ${YOUTH_HELPLINES.length} youth help lines` });
    expect(toggle.className).toContain("sm:hidden");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(linesList().className).toMatch(/(^| )hidden( |$)/);
    expect(linesList().className).toContain("sm:flex");
    // Every line is there to read once unfolded.
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(linesList().className).not.toMatch(/(^| )hidden( |$)/);
    expect(screen.getAllByRole("listitem")).toHaveLength(YOUTH_HELPLINES.length);
    expect(screen.getByRole("link", { name: "Return Home" })).toBeTruthy();
  });

  it("folds nothing where it is the whole page (the sign-up refusal, the held account)", () => {
    render(<UnderAgeNotice message="You must be 18 or over." />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(linesList().className).not.toMatch(/(^| )hidden( |$)/);
  });
});
