/**
 * The personal-details guard as two people meet it: one writes a phone number, sees a calm warning
 * naming it, edits it away and sends (the partner never sees the number); then writes it again and
 * chooses Send anyway, which delivers it.
 */
import { expect, test } from "@playwright/test";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { expectAcknowledged } from "./support/conversation.js";

test("a phone number is caught before it reaches a stranger, and goes only when the sender insists", async ({
  browser,
}) => {
  const [aliceContext, bobContext] = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await aliceContext.newPage(), await bobContext.newPage()];
  await signUpByApi(alice, "alice");
  await signUpByApi(bob, "bob");
  await checkIn(alice, "need-to-vent", "I want to talk to someone");
  await checkIn(bob, "need-to-vent", "I want to help and listen to someone");
  expect(roomOf(bob)).toBe(roomOf(alice));
  await expect(alice.getByText("Match found!")).toBeVisible();

  const input = alice.getByPlaceholder("Type your message...");
  await input.fill("text me on 07911 123456 if you want");
  await input.press("Enter");
  const warning = alice.getByRole("alertdialog", { name: "This message seems to contain a phone number." });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("Sharing contact details with someone you have just met can put you at risk");
  await expect(warning).toContainText("07911 123456");
  // The keyboard lands on the choice; Edit gives the message back, intact, with focus in the box.
  await expect(warning.getByRole("button", { name: "Edit" })).toBeFocused();
  await alice.keyboard.press("Enter");
  await expect(warning).toBeHidden();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("text me on 07911 123456 if you want");

  await input.fill("text me here if you want");
  await input.press("Enter");
  await expectAcknowledged(alice, "text me here if you want");
  await expect(bob.getByText("text me here if you want")).toBeVisible();
  await expect(bob.getByText("07911")).toHaveCount(0);

  await input.fill("ok, it's 07911 123456");
  await input.press("Enter");
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Send anyway" }).click();
  await expect(warning).toBeHidden();
  await expectAcknowledged(alice, "ok, it's 07911 123456");
  await expect(bob.getByText("ok, it's 07911 123456")).toBeVisible();
  await expect(input).toHaveValue("");

  await aliceContext.close();
  await bobContext.close();
});
