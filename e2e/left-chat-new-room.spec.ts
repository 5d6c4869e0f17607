/**
 * Two people close their windows without ending their chat, and each comes back a few seconds
 * later to check in to another room: each lands in a new chat of the room they picked, never in the
 * old one, and the old chat was left properly, so opening it says the other person has left. While
 * the chat is still open in a tab, a check-in in another tab joins it instead: nobody is left.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { say } from "./support/conversation.js";

const roomTitle = (page: Page) => page.getByRole("heading", { level: 1 });

/** Eve and Frank, each in a browser of their own, checked in to `themeId` and matched there. */
async function eveAndFrankIn(browser: Browser, themeId: string) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [eve, frank] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
  await signUpByApi(eve, "eve");
  await signUpByApi(frank, "frank");
  await checkIn(eve, themeId);
  await checkIn(frank, themeId);
  return { contexts, eve, frank };
}

/** A new chat in the room picked: its title, nothing of the old words, and still looking for someone. */
async function expectNewSearchIn(page: Page, title: string, oldRoom: string, oldWords: string[]) {
  expect(roomOf(page)).not.toBe(oldRoom);
  await expect(roomTitle(page)).toHaveText(title);
  await expect(page.getByText("Looking for a match", { exact: true })).toBeVisible();
  await expect(page.getByText("Match found!")).toHaveCount(0);
  for (const words of oldWords) await expect(page.getByText(words)).toHaveCount(0);
}

test("coming back to check in to another room starts a new chat there, not the chat left open", async ({ browser }) => {
  const { contexts, eve, frank } = await eveAndFrankIn(browser, "gratitude-flow");
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

test("checking in to another room in a second tab, the chat still open, joins the conversation instead of leaving it", async ({
  browser,
}) => {
  const { contexts, eve, frank } = await eveAndFrankIn(browser, "need-to-vent");
  const room = roomOf(eve);
  await say(eve, "i don't know how much longer i can do this");
  await expect(frank.getByText("i don't know how much longer i can do this")).toBeVisible();

  // Eve, her chat open in the first tab, checks in to another room in a second.
  const secondTab = await contexts[0]!.newPage();
  await checkIn(secondTab, "self-love-practice");
  await expect(secondTab.getByText("You're still in a chat")).toBeVisible();
  await expect.poll(() => roomOf(secondTab)).toBe(room);
  await expect(secondTab.getByText("i don't know how much longer i can do this")).toBeVisible();
  // Frank was not left: the conversation goes on, from either of Eve's tabs.
  await say(secondTab, "sorry, still here");
  await expect(frank.getByText("sorry, still here")).toBeVisible();
  await expect(frank.getByText("The other person has left the chat.")).toHaveCount(0);
  await Promise.all(contexts.map((context) => context.close()));
});

test("New Match in a conversation asks first, as End Chat does, and the partner is told only once it is confirmed", async ({
  browser,
}) => {
  const { contexts, eve, frank } = await eveAndFrankIn(browser, "need-to-vent");
  const room = roomOf(eve);
  await expect(frank.getByText("Match found!")).toBeVisible();

  await eve.getByRole("button", { name: "New Match" }).click();
  const asked = eve.getByRole("alertdialog", { name: "Leave this chat for a new match?" });
  await expect(asked).toContainText("the other person is told that you left");
  await asked.getByRole("button", { name: "Keep chatting" }).click();
  expect(roomOf(eve)).toBe(room);
  await say(frank, "still there?");
  await expect(eve.getByText("still there?")).toBeVisible();

  await eve.getByRole("button", { name: "New Match" }).click();
  await eve.getByRole("alertdialog").getByRole("button", { name: "New Match" }).click();
  await expect(eve.getByText("Looking for a new match")).toBeVisible();
  await expect.poll(() => roomOf(eve)).not.toBe(room);
  await expect(frank.getByText("The other person has left the chat.").first()).toBeVisible();
  await Promise.all(contexts.map((context) => context.close()));
});
