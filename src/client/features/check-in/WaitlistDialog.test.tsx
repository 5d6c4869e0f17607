// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderPage } from "@/testing/dom";
import { WaitlistDialog } from "./WaitlistDialog";

const waitlisted = {
  user: { id: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11", email: "sam@example.com", emailVerified: true },
  role: "member",
  tokens: 10,
  profile: { role: "both", waitlisted: true, compassionPoints: 0, adultConfirmed: true },
};

describe("Sign up for Waitlist", () => {
  it("leads a signed-out visitor to sign up", async () => {
    fakeServer(() => ({ status: 200, body: { me: null } }));
    const { user } = renderPage(<WaitlistDialog open />, "/check-in");
    expect(await screen.findByRole("dialog", { name: "Join our Waitlist" })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Sign up for Waitlist" }));
    expect(await screen.findByText("Now at /auth")).toBeTruthy();
  });

  it("tells a signed-in member that they are on the waitlist, and leaves the check-in for home", async () => {
    fakeServer(() => ({ status: 200, body: { me: waitlisted } }));
    const { user } = renderPage(<WaitlistDialog open />, "/check-in");
    // The member's answer replaces the link with a button once the session has loaded.
    await user.click(await screen.findByRole("button", { name: "Sign up for Waitlist" }));
    expect(await screen.findByText("You're on the waitlist")).toBeTruthy();
    expect(screen.getByText("You'll be able to start chatting as soon as a place opens.")).toBeTruthy();
    expect(await screen.findByText("Now at /")).toBeTruthy();
  });

  it("closes to home with Escape, as with its Close button", async () => {
    fakeServer(() => ({ status: 200, body: { me: null } }));
    const { user } = renderPage(<WaitlistDialog open />, "/check-in");
    await screen.findByRole("dialog", { name: "Join our Waitlist" });
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Now at /")).toBeTruthy();
  });
});
