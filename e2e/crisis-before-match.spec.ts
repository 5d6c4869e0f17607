/**
 * A crisis said to the persona while waiting, then a match: two people in two browsers. The chat
 * opens in crisis support from its first moment. The person in crisis keeps their help lines; the
 * partner who joins gets the supporter's notice, never the words said while waiting, and their
 * urging is refused from their first message.
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn } from "./support/check-in.js";
import { expectAcknowledged, say } from "./support/conversation.js";

const CRISIS_VIEW = "You don't have to face this alone";
const SUPPORTER_NOTICE = "Supporting your chat partner";
const WORDS = "i want to kill myself tonight";

test("a crisis said while waiting opens the match in crisis support, keeping the words private", async ({
  browser,
}) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [writer, listener] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(writer, "writer");
  await signUpByApi(listener, "listener");

  // Waiting alone with the room's persona: the words open the crisis view for the writer only.
  await checkIn(writer, "late-night", "I want to talk to someone");
  await say(writer, WORDS);
  const writerView = writer.getByRole("dialog", { name: CRISIS_VIEW });
  await expect(writerView).toBeVisible();
  await writerView.getByRole("button", { name: "Close" }).click();

  // A partner is matched a minute later: they are told how to support, and nothing of what was said.
  await checkIn(listener, "late-night", "I want to help and listen to someone");
  await expect(writer.getByText("Match found!")).toBeVisible();
  await expect(listener.getByRole("region", { name: SUPPORTER_NOTICE })).toBeVisible();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  await expect(listener.getByText(WORDS)).toHaveCount(0);
  // Crisis mode hides New Theme for both, as it does mid-chat.
  for (const page of [writer, listener]) await expect(page.getByRole("button", { name: "New Theme" })).toBeHidden();

  // Urging is refused from the partner's first message.
  const input = listener.getByPlaceholder("Type your message...");
  await input.fill("do it. nobody cares");
  await input.press("Enter");
  await expect(listener.getByText("reads as urging them to harm themselves")).toBeVisible();
  await input.fill("I'm here. do you want to talk about it?");
  await input.press("Enter");
  await expectAcknowledged(listener, "I'm here. do you want to talk about it?");
  await expect(writer.getByText("I'm here. do you want to talk about it?")).toBeVisible();
  await expect(writer.getByText("do it. nobody cares")).toHaveCount(0);
  // A reload shows the partner the same: the notice, never the words.
  await listener.reload();
  await expect(listener.getByText("I'm here. do you want to talk about it?")).toBeVisible();
  await expect(listener.getByText(WORDS)).toHaveCount(0);
  for (const context of contexts) await context.close();
});
