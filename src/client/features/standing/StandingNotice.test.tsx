// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { underAgeHoldReason, underAgeInChat, underAgeRefusal } from "@shared/age";
import { CRISIS_URGENT_MESSAGE } from "@shared/crisis";
import { CLOSED_FOR_AGE, type Standing } from "@shared/moderation-api";
import { fakeServer, renderPage } from "@/testing/dom";
import { NOT_ALONE, StandingNotice } from "./StandingNotice";

const warned: Standing = { state: "warned", reason: "Harassment", endsAt: null };
const acknowledgements = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.path === "/api/me/standing/acknowledge");

describe("a warning's acknowledgement", () => {
  it("is sent once for a double click, the second click arriving before the button is disabled", async () => {
    const calls = fakeServer(() => ({
      status: 200,
      body: { state: "clear", reason: null, endsAt: null, counselChatId: null },
    }));
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

describe("an account closed because a moderator decided the person is under age", () => {
  it("says why, kindly, with the sign-up refusal's words and youth lines, not a ban's", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    renderPage(<StandingNotice standing={{ state: "banned", reason: "Under the minimum age", endsAt: null }} />);
    expect(screen.getByRole("heading", { name: "Your account has been closed" })).toBeTruthy();
    expect(screen.getByText(`${CLOSED_FOR_AGE} ${NOT_ALONE}`)).toBeTruthy();
    expect(underAgeRefusal(18).endsWith(NOT_ALONE)).toBe(true);
    expect(screen.getByRole("link", { name: "Call 0800 1111" })).toBeTruthy();
    expect(screen.queryByText(/banned your account/)).toBeNull();
  });
});

describe("a hold after Kindred reported a conversation", () => {
  it("says a conversation was reported, not that several people did", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    const reason = "Personal details in a chat with someone who said they are under age";
    renderPage(<StandingNotice standing={{ state: "held", reason, endsAt: null }} />);
    expect(screen.getByText(/^A conversation of yours has been reported\./)).toBeTruthy();
    expect(screen.queryByText(/Several people/)).toBeNull();
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

describe("the help lines on a sanction's page", () => {
  const suspended: Standing = { state: "suspended", reason: "Spam or scam", endsAt: "2030-01-01T00:00:00.000Z" };

  it("stay one tap away for someone suspended, banned or held, not in a warning", async () => {
    const { user, unmount } = renderPage(<StandingNotice standing={suspended} />);
    await user.click(screen.getByText("If you are struggling right now, help lines are here"));
    expect(screen.getByLabelText("Help lines in")).toBeTruthy();
    unmount();
    for (const state of ["banned", "held"] as const) {
      const page = renderPage(<StandingNotice standing={{ state, reason: "Spam or scam", endsAt: null }} />);
      expect(screen.getByText("If you are struggling right now, help lines are here")).toBeTruthy();
      page.unmount();
    }
    renderPage(<StandingNotice standing={warned} />);
    expect(screen.queryByText("If you are struggling right now, help lines are here")).toBeNull();
  });

  const FOLDED = "If you are struggling right now, help lines are here";
  /** The help lines' country picker, and whether it sits in the folded block. */
  const linesFolded = () => screen.getByLabelText("Help lines in").closest("details") !== null;

  it("say to call the emergency number now, open, when the person's own words told of an emergency lately", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    const counselChatId = crypto.randomUUID();
    const { unmount } = renderPage(<StandingNotice standing={{ ...suspended, counselChatId, urgentCrisis: true }} />);
    const help = screen.getByRole("region", { name: "Help right now" });
    expect(help.textContent).toContain(CRISIS_URGENT_MESSAGE);
    expect(CRISIS_URGENT_MESSAGE).toContain("call your local emergency number now");
    expect(linesFolded()).toBe(false);
    expect(screen.queryByText(FOLDED)).toBeNull();
    // The Counselor is still offered below, as the urgent line says.
    expect(screen.getByRole("button", { name: "Talk with the Crisis Counselor" })).toBeTruthy();
    unmount();

    // Beside the youth lines too, for someone whose account was closed for age.
    const closed = { state: "banned", reason: "Under the minimum age", endsAt: null } as const;
    renderPage(<StandingNotice standing={{ ...closed, counselChatId, urgentCrisis: true }} />);
    expect(screen.getByRole("link", { name: "Call 0800 1111" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Help right now" }).textContent).toContain(CRISIS_URGENT_MESSAGE);
  });

  it("stay folded, without the emergency wording, when the server does not say so", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    const counselChatId = crypto.randomUUID();
    const { unmount } = renderPage(<StandingNotice standing={{ ...suspended, counselChatId, urgentCrisis: false }} />);
    expect(screen.getByText(FOLDED)).toBeTruthy();
    expect(linesFolded()).toBe(true);
    expect(screen.queryByText(CRISIS_URGENT_MESSAGE)).toBeNull();
    unmount();
    // Only a shut-out person's notice speaks of it: a hold's page never guesses an emergency.
    renderPage(
      <StandingNotice
        standing={{ state: "held", reason: "Reported by several people", endsAt: null, urgentCrisis: true }}
      />,
    );
    expect(screen.getByText(FOLDED)).toBeTruthy();
    expect(screen.queryByText(CRISIS_URGENT_MESSAGE)).toBeNull();
  });
});
