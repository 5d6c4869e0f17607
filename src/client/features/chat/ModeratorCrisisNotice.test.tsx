// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MODERATOR_CRISIS_NOTICE, ModeratorCrisisNotice } from "./ModeratorCrisisNotice";

afterEach(cleanup);

describe("the moderator's notice of crisis support", () => {
  it("says crisis support is open and whose words opened it, covering nothing", () => {
    render(<ModeratorCrisisNotice openedBy={["Person 2"]} />);
    const notice = screen.getByRole("region", { name: "Crisis support in this chat" });
    expect(notice.textContent).toBe(
      `${MODERATOR_CRISIS_NOTICE.title} Person 2's words opened it. ${MODERATOR_CRISIS_NOTICE.lines}`,
    );
    // Not the modal addressed to the person in crisis.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(/If you are thinking about ending your life/)).toBeNull();
  });

  it("names both people, a moderator, or no one when the opening message is not in view", () => {
    const { rerender } = render(<ModeratorCrisisNotice openedBy={["Person 1", "Person 2"]} />);
    const notice = () => screen.getByRole("region", { name: "Crisis support in this chat" }).textContent;
    expect(notice()).toContain("Person 1's and Person 2's words opened it.");
    rerender(<ModeratorCrisisNotice openedBy={["a moderator"]} />);
    expect(notice()).toContain("A moderator's words opened it.");
    // A crisis noticed while someone waited: said to be before the match, never with the words.
    rerender(<ModeratorCrisisNotice openedBy={[]} beforeMatch={["Person 1"]} />);
    expect(notice()).toContain("Person 1's words before the match opened it.");
    rerender(<ModeratorCrisisNotice openedBy={["Person 2"]} beforeMatch={["Person 1"]} />);
    expect(notice()).toContain("Person 2's words opened it. Person 1's words before the match opened it.");
    rerender(<ModeratorCrisisNotice openedBy={[]} />);
    expect(notice()).toBe(`${MODERATOR_CRISIS_NOTICE.title} ${MODERATOR_CRISIS_NOTICE.lines}`);
  });
});
