/**
 * A person in crisis is never cut off from the Crisis Counselor and the help lines by the partner
 * leaving (PRODUCT.md §10): after the chat ends, the help lines come back into view and the message
 * box stays, for the Counselor alone, which answers; the partner who left receives nothing of it.
 * The partner reads a crisis line about their partner, never one addressed as if the crisis were theirs.
 * A person in crisis who ends the chat themselves finds the Counselor again from the end-chat screen.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { endChatFromMenu, say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

const CRISIS_VIEW = "You don't have to face this alone";
const TO_COUNSELOR = "Write to the Crisis Counselor...";

const closeCrisisView = (page: Page) =>
  page.getByRole("dialog", { name: CRISIS_VIEW }).getByRole("button", { name: "Close" }).click();
const counselorReplies = (page: Page) =>
  page.getByLabel("Messages", { exact: true }).locator("li").filter({ hasText: "Crisis Counselor · AI" });

test("when the partner leaves, the person in crisis keeps the help lines and the Counselor, and the partner sees nothing more", async ({
  browser,
}) => {
  const { writer, listener, close } = await twoPeopleMatched(browser, "late-night", {
    writer: { locale: "en-GB", timezoneId: "Europe/London" },
    listener: { locale: "en-US", timezoneId: "America/New_York" },
  });
  await say(writer, "i want to die, i can't go on");
  await closeCrisisView(writer);
  // The partner is not shown the view addressed to someone in crisis: a notice for a supporter.
  await expect(listener.getByRole("region", { name: "Supporting your chat partner" })).toBeVisible();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  await expect(writer.getByText("It sounds like you may be going through a crisis.")).toBeVisible();
  await expect(listener.getByText("Your chat partner may be going through a hard time right now.")).toBeVisible();
  await expect(listener.getByText("It sounds like you may be going through a crisis.")).toHaveCount(0);
  await expect(counselorReplies(writer)).toHaveCount(1);
  const room = new URL(writer.url()).searchParams.get("room");

  await endChatFromMenu(listener);
  await expect(writer.getByText("The other person has left the chat.")).toBeVisible();
  // The help lines come back into view by themselves.
  await expect(writer.getByRole("dialog", { name: CRISIS_VIEW })).toBeVisible();
  await closeCrisisView(writer);

  // The box stays, for the Counselor alone, and it answers.
  await expect(writer.getByText("the Crisis Counselor is still here for you", { exact: false })).toBeVisible();
  const box = writer.getByPlaceholder(TO_COUNSELOR);
  await box.fill("no, i'm not safe right now");
  await box.press("Enter");
  await expect(writer.getByText("no, i'm not safe right now")).toBeVisible();
  await expect(counselorReplies(writer)).toHaveCount(2, { timeout: 20_000 });

  // A reload keeps the conversation with the Counselor, and does not open the view a third time.
  await writer.reload();
  await expect(writer.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  await expect(writer.getByText("no, i'm not safe right now")).toBeVisible();
  await expect(counselorReplies(writer)).toHaveCount(2);

  // The partner who left, back at the ended chat, finds none of it.
  await listener.goto(`/chat?room=${room}`);
  await expect(listener.getByText("You ended this chat.")).toBeVisible();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  await expect(listener.getByText("no, i'm not safe right now")).toHaveCount(0);
  await expect(counselorReplies(listener)).toHaveCount(1);
  await close();
});

test("a person in crisis who ends the chat themselves finds the Counselor again from the end-chat screen", async ({
  browser,
}) => {
  const { writer, close } = await twoPeopleMatched(browser, "late-night", {
    writer: { locale: "en-GB", timezoneId: "Europe/London" },
    listener: { locale: "en-US", timezoneId: "America/New_York" },
  });
  await say(writer, "i want to die, i can't go on");
  await closeCrisisView(writer);
  await expect(counselorReplies(writer)).toHaveCount(1);
  const room = new URL(writer.url()).searchParams.get("room");

  await endChatFromMenu(writer);
  await expect(writer).toHaveURL(/\/end-chat/);
  await expect(writer.getByText("The Crisis Counselor is still here for you.")).toBeVisible();
  await writer.getByRole("link", { name: "Talk with the Crisis Counselor" }).click();
  await expect(writer).toHaveURL(new RegExp(`/chat\\?room=${room}`));
  const box = writer.getByPlaceholder(TO_COUNSELOR);
  await box.fill("i ended it but i'm still not ok");
  await box.press("Enter");
  await expect(counselorReplies(writer)).toHaveCount(2, { timeout: 20_000 });
  await close();
});
