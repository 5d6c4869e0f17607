// @vitest-environment happy-dom
/**
 * Signing in before verifying the address: the form says so in plain words, in place of the error
 * toast, and offers a new link, which it asks the server for and confirms.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EMAIL_UNVERIFIED } from "@shared/email-verification";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { AuthForm } from "./AuthForm";

const LIMITED = "Too many requests for a new link to this address. Please wait 59 minutes and try again.";

/** Kindred's server for an address that is not verified yet; `newLink` answers the request for a new one. */
function server(call: ServerCall, newLink = { status: 200, body: { status: true } as unknown }) {
  if (call.path === "/api/session") return { status: 200, body: { me: null } };
  if (call.path === "/api/auth/sign-in/email") {
    return { status: 403, body: { error: EMAIL_UNVERIFIED, code: "email-unverified" } };
  }
  if (call.path === "/api/auth/send-verification-email") return newLink;
  return { status: 404, body: { error: "Not found." } };
}

async function signInUnverified(email = "f@example.com") {
  const page = renderPage(<AuthForm mode="signin" onSwitchMode={() => {}} onForgotPassword={() => {}} />, "/auth");
  await page.user.type(screen.getByLabelText("E-mail"), ` ${email} `);
  await page.user.type(screen.getByLabelText("Password"), "correct horse battery");
  await page.user.click(screen.getByRole("button", { name: "Sign In" }));
  expect(await screen.findByText(EMAIL_UNVERIFIED)).toBeTruthy();
  return page;
}

describe("signing in before the address is verified", () => {
  it("says so in plain words, not as an error, and sends a new link on request", async () => {
    const calls = fakeServer((call) => server(call));
    const { user } = await signInUnverified();
    expect(screen.queryByText("Error")).toBeNull();
    expect(screen.queryByText(/Now at/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText(/We've sent a new link to/)).toBeTruthy();
    expect(screen.getByText("f@example.com")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
    expect(calls.filter((call) => call.path === "/api/auth/send-verification-email")).toEqual([
      { method: "POST", path: "/api/auth/send-verification-email", body: { email: "f@example.com" } },
    ]);
  });

  it("shows the server's refusal of a new link beside the button, which stays", async () => {
    fakeServer((call) => server(call, { status: 429, body: { error: LIMITED } }));
    const { user } = await signInUnverified();
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(LIMITED);
    expect(screen.getByRole("button", { name: "Send a new link" })).toBeTruthy();
    expect(screen.queryByText(/We've sent a new link/)).toBeNull();
  });

  it("stops offering the link once the address is changed: it was for the other one", async () => {
    const calls = fakeServer((call) => server(call));
    const { user } = await signInUnverified();
    await user.type(screen.getByLabelText("E-mail"), "x");
    expect(screen.queryByText(EMAIL_UNVERIFIED)).toBeNull();
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/auth/send-verification-email")).toBe(false);
  });
});
