// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SUPPORTER_NOTICE, SupporterNotice } from "./SupporterNotice";

afterEach(cleanup);

describe("the notice for the partner of a person in crisis", () => {
  it("speaks to a supporter, blocks nothing, and opens the help lines for them only when asked", async () => {
    const user = userEvent.setup();
    render(<SupporterNotice onHide={() => {}} />);
    const notice = screen.getByRole("region", { name: "Supporting your chat partner" });
    expect(notice.textContent).toContain(SUPPORTER_NOTICE.title);
    expect(notice.textContent).toContain("Listen without judging");
    // Not the modal addressed to the person in crisis, and nothing modal until asked.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText("You don't have to face this alone")).toBeNull();
    expect(screen.queryByText(/If you are thinking about ending your life/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Help lines" }));
    const lines = screen.getByRole("dialog", { name: "Help lines, for you too" });
    expect(lines.querySelector("select")).toBeTruthy();
  });

  it("hides when asked", async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    render(<SupporterNotice onHide={onHide} />);
    await user.click(screen.getByRole("button", { name: "Hide" }));
    expect(onHide).toHaveBeenCalledOnce();
  });
});
