// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DeleteAccountBody } from "@shared/account-api";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

const PASSWORD = "correct horse battery";
const WRONG_PASSWORD = "That password is not right, so your account has not been deleted. Please try again.";

/** DELETE /api/me as Kindred's server reads it: the shared schema (its first sentence), then the password. */
function deletes(call: ServerCall) {
  const parsed = DeleteAccountBody.safeParse(call.body);
  if (!parsed.success) return { status: 400, body: { error: parsed.error.issues[0]!.message } };
  return parsed.data.password === PASSWORD ? { status: 204 } : { status: 403, body: { error: WRONG_PASSWORD } };
}

function open() {
  return renderPage(<DeleteAccountDialog open onOpenChange={() => {}} />, "/profile");
}

const confirm = () => screen.getByRole("button", { name: "Delete my account" }) as HTMLButtonElement;

describe("deleting the account", () => {
  it("says a wrong password inline, keeps the dialog, and lets the person try again", async () => {
    const calls = fakeServer(deletes);
    const { user } = open();
    expect(confirm().disabled).toBe(true);
    await user.type(screen.getByLabelText("Your password"), "wrong password");
    await user.click(confirm());
    expect((await screen.findByRole("alert")).textContent).toBe(WRONG_PASSWORD);
    expect(confirm().disabled).toBe(false);
    expect(calls).toEqual([{ method: "DELETE", path: "/api/me", body: { password: "wrong password" } }]);
  });

  it("deletes the account with the right password, then says so and goes home", async () => {
    const calls = fakeServer(deletes);
    const { user } = open();
    await user.type(screen.getByLabelText("Your password"), PASSWORD);
    await user.click(confirm());
    expect(await screen.findByText("Your account has been deleted")).toBeTruthy();
    expect(await screen.findByText("Now at /")).toBeTruthy();
    expect(calls).toEqual([{ method: "DELETE", path: "/api/me", body: { password: PASSWORD } }]);
  });
});
