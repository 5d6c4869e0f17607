/**
 * A crisis said in a matched chat, then New Match: three people in three browsers. The next chat
 * opens in crisis support from its first moment (server: crisis/before-match.ts). The new partner
 * gets the supporter's notice, never the words said in the earlier chat, and their urging is
 * refused from their first message.
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

const CRISIS_VIEW = "You don't have to face this alone";
const SUPPORTER_NOTICE = "Supporting your chat partner";
const WORDS = "i want to kill myself tonight";

test("a crisis said in a matched chat opens the next match in crisis support after New Match", async ({ browser }) => {
  const { writer, close } = await twoPeopleMatched(browser, "late-night", { writer: {}, listener: {} });
  await say(writer, WORDS);
  await writer.getByRole("dialog", { name: CRISIS_VIEW }).getByRole("button", { name: "Close" }).click();
  const first = roomOf(writer);

  // Someone else waits in the room; the writer presses New Match and meets them.
  const context = await browser.newContext();
  const next = await context.newPage();
  await signUpByApi(next, "next");
  await checkIn(next, "late-night", "I want to help and listen to someone");
  await writer.getByRole("button", { name: "New Match" }).click();
  await writer.getByRole("alertdialog").getByRole("button", { name: "New Match" }).click();
  await expect.poll(() => roomOf(writer)).not.toBe(first);
  await expect(next.getByText("Match found!")).toBeVisible();

  // The new partner is told how to support, and nothing of what was said in the other chat.
  await expect(next.getByRole("region", { name: SUPPORTER_NOTICE })).toBeVisible();
  await expect(next.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  await expect(next.getByText(WORDS)).toHaveCount(0);
  // The writer keeps their help lines in the new chat.
  await expect(writer.getByRole("dialog", { name: CRISIS_VIEW })).toBeVisible();

  const input = next.getByPlaceholder("Type your message...");
  await input.fill("do it. nobody cares");
  await input.press("Enter");
  await expect(next.getByText("reads as urging them to harm themselves")).toBeVisible();
  await context.close();
  await close();
});
