// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeServer, renderPage } from "@/testing/dom";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { ResetPasswordForm } from "./ResetPasswordForm";

describe("asking for a reset link", () => {
  it("sends the e-mail and says, without telling whether an account exists, that a link is on its way", async () => {
    const calls = fakeServer(() => ({ status: 200, body: { status: true } }));
    const onBack = vi.fn();
    const { user } = renderPage(<ForgotPasswordForm onBack={onBack} />, "/auth");
    await user.type(screen.getByLabelText("E-mail"), " sam@example.com {Enter}");
    const sent = await screen.findByRole("status");
    expect(sent.textContent).toContain(
      "If an account exists for sam@example.com, we've sent a link to reset your password. It can take a minute to arrive.",
    );
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/auth/request-password-reset",
        body: { email: "sam@example.com", redirectTo: "/reset-password" },
      },
    ]);
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal in its words", async () => {
    fakeServer(() => ({ status: 429, body: { message: "Too many requests. Please try again later." } }));
    const { user } = renderPage(<ForgotPasswordForm onBack={() => {}} />, "/auth");
    await user.type(screen.getByLabelText("E-mail"), "sam@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Too many requests. Please try again later.")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("choosing a new password", () => {
  it("waits for the two passwords to match, then saves and leads to sign-in", async () => {
    const calls = fakeServer(() => ({ status: 200, body: { status: true } }));
    const { user } = renderPage(<ResetPasswordForm token="tok-123" />, "/reset-password");
    await user.type(screen.getByLabelText("New password"), "a new long password");
    await user.type(screen.getByLabelText("Confirm new password"), "a new long pass");
    expect(screen.getByText("The two passwords do not match yet.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Set new password" }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText("Confirm new password"), "word{Enter}");
    expect(await screen.findByText("Now at /auth")).toBeTruthy();
    expect(await screen.findByText("You can now sign in with your new password.")).toBeTruthy();
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/auth/reset-password",
        body: { token: "tok-123", newPassword: "a new long password" },
      },
    ]);
  });

  it("shows the server's refusal of an expired link in its words, and stays", async () => {
    fakeServer(() => ({ status: 400, body: { code: "INVALID_TOKEN", message: "Invalid token" } }));
    const { user } = renderPage(<ResetPasswordForm token="old" />, "/reset-password");
    await user.type(screen.getByLabelText("New password"), "a new long password");
    await user.type(screen.getByLabelText("Confirm new password"), "a new long password{Enter}");
    expect(await screen.findByText("Invalid token")).toBeTruthy();
    expect(screen.queryByText(/Now at/)).toBeNull();
  });
});
