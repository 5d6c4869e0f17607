/**
 * Two people close their windows without ending their chat, and each comes back a few seconds
 * later to check in to another room: each lands in a new chat of the room they picked, never in the
 * old one, and the old chat was left properly, so opening it says the other person has left.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { say } from "./support/conversation.js";

const roomTitle = (page: Page) => page.getByRole("heading", { level: 1 });

/** A new chat in the room picked: its title, nothing of the old words, and still looking for someone. */
async function expectNewSearchIn(page: Page, title: string, oldRoom: string, oldWords: string[]) {
  expect(roomOf(page)).not.toBe(oldRoom);
  await expect(roomTitle(page)).toHaveText(title);
  await expect(page.getByText("Looking for a match", { exact: true })).toBeVisible();
  await expect(page.getByText("Match found!")).toHaveCount(0);
  for (const words of oldWords) await expect(page.getByText(words)).toHaveCount(0);
}

test("coming back to check in to another room starts a new chat there, not the chat left open", async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [eve, frank] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
  await signUpByApi(eve, "eve");
  await signUpByApi(frank, "frank");
  await checkIn(eve, "gratitude-flow");
  await checkIn(frank, "gratitude-flow");
  const oldRoom = roomOf(eve);
  expect(roomOf(frank)).toBe(oldRoom);
  await say(eve, "hi frank-ish person");
  await expect(frank.getByText("hi frank-ish person")).toBeVisible();
  await say(frank, "hi!");
  await expect(eve.getByText("hi!", { exact: true })).toBeVisible();

  // Both close their windows without ending the chat, and come back about 3 seconds later.
  await eve.close();
  await frank.close();
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const eveAgain = await contexts[0]!.newPage();
  await checkIn(eveAgain, "self-love-practice");
  await expectNewSearchIn(eveAgain, "Self-Love Practice", oldRoom, ["hi frank-ish person", "hi!"]);

  const frankAgain = await contexts[1]!.newPage();
  await checkIn(frankAgain, "self-love-practice");
  await expectNewSearchIn(frankAgain, "Self-Love Practice", oldRoom, ["hi frank-ish person", "hi!"]);

  // Eve's new search left the old chat: Frank, opening it, reads that she left.
  const oldChat = await contexts[1]!.newPage();
  await oldChat.goto(`/chat?room=${oldRoom}`);
  await expect(oldChat.getByText("hi frank-ish person")).toBeVisible();
  await expect(oldChat.getByText("The other person has left the chat.").first()).toBeVisible();
  await Promise.all(contexts.map((context) => context.close()));
});
