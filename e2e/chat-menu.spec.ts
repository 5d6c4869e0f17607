/**
 * The chat's menu, two people in two browser contexts: reporting the other person without blocking
 * (the chat goes on, the moderators see the report), and End Chat asking first (Escape keeps the
 * chat, confirming ends it for both).
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpAdmin, signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { say } from "./support/conversation.js";

async function twoPeopleTalking(browser: Browser, label: string) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
  await signUpByApi(alice, `${label}-alice`);
  await signUpByApi(bob, `${label}-bob`);
  await checkIn(alice, "burnout-zone");
  await checkIn(bob, "burnout-zone");
  expect(roomOf(bob)).toBe(roomOf(alice));
  await say(alice, "hello, long week?");
  await expect(bob.getByText("hello, long week?")).toBeVisible();
  return { alice, bob, room: roomOf(alice), close: () => Promise.all(contexts.map((c) => c.close())) };
}

test("a person reports the other from the menu without blocking, and the chat goes on", async ({ browser }) => {
  const { alice, bob, room, close } = await twoPeopleTalking(browser, "reporter");
  await bob.getByRole("button", { name: "Chat options" }).click();
  await bob.getByRole("menuitem", { name: "Report" }).click();
  const dialog = bob.getByRole("dialog", { name: "Report this person" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Made me feel unsafe").check();
  await dialog.getByLabel("Note (optional)").fill("said things that scared me");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(bob.getByText("Report sent")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Nobody was blocked: Bob is still in the chat, and both still talk.
  await expect(bob).toHaveURL(new RegExp(`/chat\\?room=${room}`));
  await say(bob, "still here");
  await expect(alice.getByText("still here")).toBeVisible();
  await say(alice, "me too");
  await expect(bob.getByText("me too")).toBeVisible();
  await expect(alice.getByText("The other person has left the chat.")).toHaveCount(0);

  // The moderators have it.
  const admin = await (await browser.newContext()).newPage();
  await signUpAdmin(admin);
  const reports = await (await admin.request.get("/api/admin/reports")).json();
  expect(reports.reports).toContainEqual(
    expect.objectContaining({ chatId: room, reason: "Made me feel unsafe", note: "said things that scared me" }),
  );
  await admin.context().close();
  await close();
});

test("End Chat asks first: Escape keeps the chat, confirming ends it for both", async ({ browser }) => {
  const { alice, bob, room, close } = await twoPeopleTalking(browser, "ender");
  const confirm = alice.getByRole("alertdialog", { name: "End this chat?" });

  await alice.getByRole("button", { name: "Chat options" }).click();
  await alice.getByRole("menuitem", { name: "End Chat" }).click();
  await expect(confirm).toBeVisible();
  await alice.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(alice).toHaveURL(new RegExp(`/chat\\?room=${room}`));
  await say(alice, "sorry, wrong button");
  await expect(bob.getByText("sorry, wrong button")).toBeVisible();

  // The logo leaves the chat, and asks the same question.
  await alice.getByRole("button", { name: "Kindred: leave this chat" }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep chatting" }).click();
  await expect(confirm).toBeHidden();

  await alice.getByRole("button", { name: "Chat options" }).click();
  await alice.getByRole("menuitem", { name: "End Chat" }).click();
  await confirm.getByRole("button", { name: "End Chat" }).click();
  await expect(alice).toHaveURL(new RegExp(`/end-chat\\?room=${room}`));
  await expect(bob.getByText("The other person has left the chat.").first()).toBeVisible();
  await close();
});
