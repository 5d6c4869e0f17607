/**
 * The personal-details guard as two people meet it: one writes a phone number, sees a calm warning
 * naming it, edits it away and sends (the partner never sees the number); then writes it again and
 * chooses Send anyway, which delivers it. And a number split over two messages that only the server
 * can join (the first part was still on its way when the second was written): the refused second
 * part comes back into the box with the same warning, and Send anyway delivers it.
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { expectAcknowledged, say } from "./support/conversation.js";

/** Alice and Bob, matched in one chat, each in a browser context of their own. */
async function matchedPair(browser: Browser) {
  const [aliceContext, bobContext] = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await aliceContext.newPage(), await bobContext.newPage()];
  await signUpByApi(alice, "alice");
  await signUpByApi(bob, "bob");
  await checkIn(alice, "need-to-vent", "I want to talk to someone");
  await checkIn(bob, "need-to-vent", "I want to help and listen to someone");
  expect(roomOf(bob)).toBe(roomOf(alice));
  await expect(alice.getByText("Match found!")).toBeVisible();
  const close = async () => {
    await aliceContext.close();
    await bobContext.close();
  };
  return { alice, bob, close };
}

test("a phone number is caught before it reaches a stranger, and goes only when the sender insists", async ({
  browser,
}) => {
  const { alice, bob, close } = await matchedPair(browser);

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

  await close();
});

test("a number the server joins across messages comes back with the warning, and Send anyway delivers it", async ({
  browser,
}) => {
  const { alice, bob, close } = await matchedPair(browser);
  const input = alice.getByPlaceholder("Type your message...");
  // Offline, both parts wait in the outbox: the box reads a new message with the messages stored,
  // and the first part is not among them yet, so it lets "123456" go as nothing.
  await alice.context().setOffline(true);
  await expect(alice.getByText("You're currently offline.", { exact: false })).toBeVisible();
  await say(alice, "my number is 07911");
  await say(alice, "123456");
  const warning = alice.getByRole("alertdialog", { name: "This message seems to contain a phone number." });
  await expect(warning).toHaveCount(0);
  await expect(input).toHaveValue("");

  // Back online the first part is stored, and the server, reading the second with it, refuses it:
  // the words come back into the box under the same warning, naming the number the two parts make.
  await alice.context().setOffline(false);
  await expect(bob.getByText("my number is 07911")).toBeVisible();
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("07911 123456");
  await expect(input).toHaveValue("123456");
  await expect(alice.getByText("Message not sent")).toHaveCount(0);
  await expect(bob.getByText("123456", { exact: true })).toHaveCount(0);

  await warning.getByRole("button", { name: "Send anyway" }).click();
  await expect(warning).toBeHidden();
  await expectAcknowledged(alice, "123456");
  await expect(bob.getByText("123456", { exact: true })).toBeVisible();
  await expect(input).toHaveValue("");
  await close();
});
