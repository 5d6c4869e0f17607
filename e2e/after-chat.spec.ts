/**
 * After a chat, two people in two browser contexts: both review it, both send a reconnect token
 * and land in the same new chat; then one blocks the other (with a report), and a new search
 * never pairs them again. And a person whose partner ended the chat reports and blocks them after
 * it, from the ended chat and the end-chat screen. The e2e server opens reviews at once (a test-only override).
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { endChatFromMenu } from "./support/conversation.js";

test("review, reconnect into a new chat, then block with a report: never matched again", async ({ browser }) => {
  // The longest two-person story of the suite (25 s on a quiet machine): room for a busy one.
  test.setTimeout(120_000);
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(alice, "reviewer");
  await signUpByApi(bob, "reconnecter");
  await checkIn(alice, "heartbreak-anonymous");
  await checkIn(bob, "heartbreak-anonymous");
  const firstRoom = roomOf(alice);
  expect(roomOf(bob)).toBe(firstRoom);
  await alice.getByPlaceholder("Type your message...").fill("thank you for listening");
  await alice.getByPlaceholder("Type your message...").press("Enter");
  await expect(bob.getByText("thank you for listening")).toBeVisible();

  await endChatFromMenu(alice);
  await bob.getByRole("button", { name: "Leave", exact: true }).click();

  for (const page of [alice, bob]) {
    await expect(page.getByRole("heading", { name: "Chat Ended" })).toBeVisible();
    await page.getByRole("button", { name: "Good", exact: true }).click();
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: "5 stars" }).click();
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Thank you for your review.", { exact: false })).toBeVisible();
  }

  await alice.getByRole("button", { name: "Send Reconnect Token" }).click();
  await expect(alice.getByText("Reconnect Token Sent")).toBeVisible();
  await expect(alice.getByText("you will be matched again within 24 hours", { exact: false })).toBeVisible();
  // Sending the token reads the summary again, which no longer offers a review: the thanks stay.
  await expect(alice.getByText("Thank you for your review.", { exact: false })).toBeVisible();
  await bob.getByRole("button", { name: "Send Reconnect Token" }).click();
  await bob.getByRole("button", { name: "Join your new chat" }).click();
  await expect(bob).toHaveURL(/\/chat\?room=/);
  // Alice has gone home meanwhile: her next visit offers the new chat.
  await alice.goto("/");
  await alice.getByRole("link", { name: "Join your chat" }).click();
  await expect(alice).toHaveURL(/\/chat\?room=/);
  const reunion = roomOf(alice);
  expect(reunion).not.toBe(firstRoom);
  expect(roomOf(bob)).toBe(reunion);
  await expect(alice.getByText("Finding you a match...")).toBeHidden();
  const me = (await (await alice.request.get("/api/me")).json()) as {
    tokens: number;
    profile: { compassionPoints: number };
  };
  expect(me).toMatchObject({ tokens: 9, profile: { compassionPoints: 1 } });

  await bob.getByRole("button", { name: "Block user" }).click();
  await bob.getByRole("button", { name: "Block Anonymous User" }).click();
  await bob.getByLabel("Spam or scam").check();
  await bob.getByRole("button", { name: "Send report" }).click();
  await expect(bob).toHaveURL(/\/end-chat/);
  await expect(alice.getByText("The other person has left the chat.").first()).toBeVisible();
  // Whoever blocked is offered no way back to the person they blocked.
  // (Asked directly: a response caught in the page could be the one already in flight before a reload.)
  const summary = await bob.request.get(`/api/chats/${reunion}/summary`);
  expect((await summary.json()).reconnect).toMatchObject({ offered: false });
  await bob.reload();
  await expect(bob.getByRole("heading", { name: "Chat Ended" })).toBeVisible();
  await expect(bob.getByRole("button", { name: "Send Reconnect Token" })).toHaveCount(0);
  // Back in the closed chat, it says who closed it.
  await bob.goto(`/chat?room=${reunion}`);
  await expect(bob.getByRole("status").filter({ hasText: "You ended this chat." })).toBeVisible();

  await checkIn(alice, "heartbreak-anonymous");
  await checkIn(bob, "heartbreak-anonymous");
  expect(roomOf(bob)).not.toBe(roomOf(alice));
  await expect(bob.getByText("Finding you a match...")).toBeVisible();
  // Bob's five stars show where Alice keeps her balances.
  await alice.goto("/");
  await alice.getByRole("button", { name: "Open profile menu" }).click();
  await expect(alice.getByText("1 compassion point", { exact: true })).toBeVisible();
  for (const context of contexts) await context.close();
});

test("the person left behind reports and blocks after the other ended the chat, from its page and the end-chat screen", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [leaver, left] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(leaver, "leaver");
  await signUpByApi(left, "left-behind");
  await checkIn(leaver, "need-to-vent");
  await checkIn(left, "need-to-vent");
  const room = roomOf(leaver);
  expect(roomOf(left)).toBe(room);
  await leaver.getByPlaceholder("Type your message...").fill("i am leaving now");
  await leaver.getByPlaceholder("Type your message...").press("Enter");
  await expect(left.getByText("i am leaving now")).toBeVisible();
  await endChatFromMenu(leaver);
  await expect(leaver.getByRole("heading", { name: "Chat Ended" })).toBeVisible();

  // The ended chat's page still lets the person left behind report and block.
  await expect(left.getByText("The other person has left the chat.").first()).toBeVisible();
  await left.getByRole("button", { name: "Chat options" }).click();
  await left.getByRole("menuitem", { name: "Report" }).click();
  const report = left.getByRole("dialog", { name: "Report this person" });
  await report.getByLabel("Harassment or bullying").check();
  await report.getByLabel("Note (optional)").fill("said cruel things, then ended the chat");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(left.getByText("Report sent")).toBeVisible();
  await expect(report).toBeHidden();

  await expect(left.getByRole("button", { name: "Block user" })).toBeEnabled();
  await left.getByRole("button", { name: "Block user" }).click();
  await left.getByRole("button", { name: "Block Anonymous User" }).click();
  // The report was sent a moment ago: the dialog after the block does not ask for it again.
  const blocked = left.getByRole("dialog", { name: "User blocked" });
  await expect(blocked.getByText("Our moderators have your report and will look into it.")).toBeVisible();
  await expect(blocked.getByRole("button", { name: "Send report" })).toHaveCount(0);
  await blocked.getByRole("button", { name: "Done" }).click();
  await expect(left).toHaveURL(/\/end-chat\?room=/);

  // The end-chat screen says what was done, and keeps "Not Good" across a reload.
  await left.getByRole("button", { name: "Not Good", exact: true }).click();
  const partner = left.getByRole("region", { name: "Report or block this person" });
  await expect(partner.getByText("You reported this person. Our moderators will look into it.")).toBeVisible();
  await expect(partner.getByText("You blocked this person.")).toBeVisible();
  await expect(left.getByRole("button", { name: "Send Reconnect Token" })).toHaveCount(0);
  await left.reload();
  await expect(left.getByRole("button", { name: "Not Good", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(partner.getByText("You blocked this person.")).toBeVisible();

  // The one who left can still block from their own end-chat screen; asked for a report after it, they skip.
  await leaver.getByRole("button", { name: "Not Good", exact: true }).click();
  const theirs = leaver.getByRole("region", { name: "Report or block this person" });
  await theirs.getByRole("button", { name: "Block", exact: true }).click();
  await leaver.getByRole("button", { name: "Block Anonymous User" }).click();
  await expect(
    leaver.getByText(
      "You won't be matched with this person again. Would you like to tell our moderators what happened?",
    ),
  ).toBeVisible();
  await leaver.getByRole("button", { name: "Skip" }).click();
  await expect(theirs.getByText("You blocked this person.")).toBeVisible();

  // The server holds both, filed after the chat had ended.
  const summary = await left.request.get(`/api/chats/${room}/summary`);
  expect((await summary.json()).partner).toMatchObject({ reachable: true, reported: true, blocked: true });
  for (const context of contexts) await context.close();
});
