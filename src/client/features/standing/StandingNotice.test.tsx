// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { underAgeHoldReason, underAgeInChat } from "@shared/age";
import type { Standing } from "@shared/moderation-api";
import { fakeServer, renderPage } from "@/testing/dom";
import { StandingNotice } from "./StandingNotice";

const warned: Standing = { state: "warned", reason: "Harassment", endsAt: null };
const acknowledgements = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.path === "/api/me/standing/acknowledge");

describe("a warning's acknowledgement", () => {
  it("is sent once for a double click, the second click arriving before the button is disabled", async () => {
    const calls = fakeServer(() => ({ status: 200, body: { state: "clear", reason: null, endsAt: null } }));
    renderPage(<StandingNotice standing={warned} />);
    const understood = screen.getByRole("button", { name: "I understand" }) as HTMLButtonElement;
    act(() => {
      understood.click();
      understood.click();
    });
    await waitFor(() => expect(acknowledgements(calls).length).toBeGreaterThan(0));
    await waitFor(() => expect(understood.disabled).toBe(false));
    expect(acknowledgements(calls)).toHaveLength(1);
  });

  it("says the server's refusal when it cannot be saved", async () => {
    fakeServer(() => ({ status: 500, body: { error: "Something went wrong on our side." } }));
    const { user } = renderPage(<StandingNotice standing={warned} />);
    await user.click(screen.getByRole("button", { name: "I understand" }));
    expect(await screen.findByText("Something went wrong on our side.")).toBeTruthy();
    expect(screen.getByText("Could not save that")).toBeTruthy();
  });
});

describe("a hold because the person said they are under age", () => {
  it("says why, kindly, with the youth lines, instead of the reports sentence", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    renderPage(<StandingNotice standing={{ state: "held", reason: underAgeHoldReason(16), endsAt: null }} />);
    expect(screen.getByText(underAgeInChat(16))).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call 0800 1111" })).toBeTruthy();
    expect(screen.queryByText(/Several people have reported/)).toBeNull();
  });

  it("keeps the reports sentence for a hold from reports", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    renderPage(<StandingNotice standing={{ state: "held", reason: "Reported by several people", endsAt: null }} />);
    expect(screen.getByText(/Several people have reported/)).toBeTruthy();
    expect(screen.queryByText(/You said you are under/)).toBeNull();
  });
});

describe("the community guidelines in a notice", () => {
  const guidelinesLinks = () =>
    screen.getAllByRole("link", { name: "community guidelines" }).map((link) => link.getAttribute("href"));

  it("are a link to them in a warning", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    renderPage(<StandingNotice standing={warned} />);
    expect(guidelinesLinks()).toEqual(["/guidelines"]);
  });

  it("are a link in the reason a suspension or ban was given for", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    const reason = "Breaking the community guidelines";
    renderPage(<StandingNotice standing={{ state: "banned", reason, endsAt: null }} />);
    expect(guidelinesLinks()).toEqual(["/guidelines"]);
    expect(screen.getByText(/A moderator banned your account for: Breaking the/).textContent).toBe(
      `A moderator banned your account for: ${reason}. You can no longer chat on Kindred.`,
    );
  });
});
