// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AgeAnswer, isOldEnough, underAgeRefusal } from "@shared/age";
import { EMAIL_INVALID, EMAIL_TOO_LONG } from "@shared/email-address";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { AuthForm, type AuthMode } from "./AuthForm";

const MINIMUM_AGE = 18;

/** The form as the auth page holds it: the mode switches in place. */
function AuthFormPage({ start }: { start: AuthMode }) {
  const [mode, setMode] = useState(start);
  return <AuthForm mode={mode} onSwitchMode={setMode} onForgotPassword={() => {}} />;
}

/**
 * Kindred's sign-up as the server answers it: the age answer read with the shared schema (its first
 * sentence for a bad answer), the shared age rule, then Better Auth's reply.
 */
function server(call: ServerCall, signIn: { status: number; body: unknown } = { status: 200, body: { token: "t" } }) {
  if (call.path === "/api/session") return { status: 200, body: { me: null } };
  if (call.path === "/api/auth/sign-in/email") return signIn;
  const parsed = AgeAnswer.safeParse(call.body);
  if (!parsed.success) return { status: 400, body: { error: parsed.error.issues[0]!.message } };
  if (!isOldEnough(parsed.data.dateOfBirth, new Date(), MINIMUM_AGE)) {
    return { status: 403, body: { error: underAgeRefusal(MINIMUM_AGE), code: "under-age" } };
  }
  return { status: 200, body: { token: null } };
}

function open(start: AuthMode) {
  const page = renderPage(<AuthFormPage start={start} />, "/auth");
  const { user } = page;
  return {
    ...page,
    async fillSignUp(birth: { day: string; month: string; year: string }, acceptTerms = true) {
      await user.type(screen.getByLabelText("E-mail"), "sam@example.com");
      await user.type(screen.getByLabelText("Password"), "correct horse battery");
      await user.type(screen.getByLabelText("Day"), birth.day);
      await user.selectOptions(screen.getByLabelText("Month"), birth.month);
      await user.type(screen.getByLabelText("Year"), birth.year);
      if (acceptTerms) await user.click(screen.getByRole("checkbox", { name: /I accept Kindred's terms/ }));
    },
  };
}

describe("signing in", () => {
  it("sends the e-mail and password and goes home", async () => {
    const calls = fakeServer((call) => server(call));
    const { user } = open("signin");
    await user.type(screen.getByLabelText("E-mail"), "  sam@example.com ");
    await user.type(screen.getByLabelText("Password"), "correct horse battery{Enter}");
    expect(await screen.findByText("Now at /")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/auth/sign-in/email")).toEqual({
      method: "POST",
      path: "/api/auth/sign-in/email",
      body: { email: "sam@example.com", password: "correct horse battery" },
    });
  });

  it("shows the server's refusal in its own words and stays on the form", async () => {
    const refused = { status: 401, body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" } };
    fakeServer((call) => server(call, refused));
    const { user } = open("signin");
    await user.type(screen.getByLabelText("E-mail"), "sam@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Invalid email or password")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it("checks the address with the shared rule before sending, in a sentence, never a validator's text", async () => {
    for (const [mode, email, sentence] of [
      ["signin", "foo@bar", EMAIL_INVALID],
      ["signin", `${"x".repeat(65)}@example.com`, EMAIL_TOO_LONG],
    ] as const) {
      const calls = fakeServer((call) => server(call));
      const { user, unmount } = open(mode);
      // Typed past the box's own limit: a pasted or scripted value reaches the check all the same.
      screen.getByLabelText("E-mail").removeAttribute("maxlength");
      await user.type(screen.getByLabelText("E-mail"), email);
      await user.type(screen.getByLabelText("Password"), "correct horse battery");
      await user.click(screen.getByRole("button", { name: mode === "signin" ? "Sign In" : "Create Account" }));
      expect(await screen.findByText(sentence)).toBeTruthy();
      expect(screen.queryByText(/\[body\./)).toBeNull();
      expect(calls.filter((call) => call.path.startsWith("/api/auth/"))).toEqual([]);
      unmount();
    }
  });
});

describe("signing up", () => {
  it("links the community guidelines and how Kindred handles data, each in a new tab so the form stays", () => {
    fakeServer((call) => server(call));
    open("signup");
    for (const [name, href] of [
      ["community guidelines", "/guidelines"],
      ["how Kindred handles your data", "/privacy"],
    ]) {
      const link = screen.getByRole("link", { name });
      expect([link.getAttribute("href"), link.getAttribute("target")]).toEqual([href, "_blank"]);
    }
  });

  it("does not offer them to someone signing in", () => {
    fakeServer((call) => server(call));
    open("signin");
    expect(screen.queryByRole("link", { name: "community guidelines" })).toBeNull();
  });

  it("sends the date of birth and the terms, then waits for the e-mail in sign-in mode", async () => {
    const calls = fakeServer((call) => server(call));
    const { user, fillSignUp } = open("signin");
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(screen.getByText("At least 8 characters.")).toBeTruthy();
    await fillSignUp({ day: "5", month: "March", year: "1990" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Please check your e-mail to verify your account.")).toBeTruthy();
    expect(screen.getByText("Success!")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/auth/sign-up/email")).toEqual([
      {
        method: "POST",
        path: "/api/auth/sign-up/email",
        body: {
          email: "sam@example.com",
          password: "correct horse battery",
          name: "sam",
          dateOfBirth: "1990-03-05",
          acceptTerms: true,
        },
      },
    ]);
  });

  it("shows the server's sentence for a date that does not exist", async () => {
    fakeServer((call) => server(call));
    const { user, fillSignUp } = open("signup");
    await fillSignUp({ day: "31", month: "February", year: "1990" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("That date does not exist. Please check the day, month and year.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeTruthy();
  });

  it("answers someone under age kindly, with people who are there for them, in place of the form", async () => {
    fakeServer((call) => server(call));
    const { user, fillSignUp } = open("signup");
    const year = String(new Date().getFullYear() - 15);
    await fillSignUp({ day: "1", month: "January", year });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { name: "Kindred isn't the right place yet, but help is" })).toBeTruthy();
    expect(screen.getByText(underAgeRefusal(MINIMUM_AGE))).toBeTruthy();
    expect(screen.getByText("If you are in danger right now, call your local emergency number.")).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});
