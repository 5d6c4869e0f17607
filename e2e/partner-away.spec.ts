/**
 * A person whose partner closes the chat page is told, gently, under the header, and the line goes
 * when the partner opens the chat again (the server's grace is a second here: support/test.ts
 * KINDRED_TEST_PARTNER_AWAY_MS).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { say } from "./support/conversation.js";

const AWAY =
  "Your partner seems to have stepped away. They may come back — you can wait, or end the chat and find a new match.";

test("the partner closing the page shows a calm line, which goes when they come back", async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
  await signUpByApi(alice, "staying");
  await signUpByApi(bob, "stepping-away");
  await checkIn(alice, "burnout-zone");
  await checkIn(bob, "burnout-zone");
  const room = roomOf(alice);
  expect(roomOf(bob)).toBe(room);
  await say(alice, "are you still there?");
  await expect(bob.getByText("are you still there?")).toBeVisible();
  await expect(alice.getByText(AWAY)).toBeHidden();

  await bob.close();
  const status = alice.getByRole("status").filter({ hasText: AWAY });
  await expect(status).toBeVisible();

  const back = await contexts[1]!.newPage();
  await back.goto(`/chat?room=${room}`);
  await expect(back.getByText("are you still there?")).toBeVisible();
  await expect(alice.getByText(AWAY)).toBeHidden();
  await expect(alice.getByText("Your partner is back.")).toBeVisible();
  await Promise.all(contexts.map((context) => context.close()));
});
