/**
 * Support after harm, for two people: the person who tells of harm done to them is offered, on their
 * own screen only, the lines for people hurt by someone in their browser's country; the partner sees
 * the words and nothing else. No crisis support opens for it.
 */
import { expect, test } from "./support/test.js";
import { say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

const OFFER = "If someone has hurt you, there are people who listen in confidence.";
const HARM_VIEW = "What happened to you matters";

test("telling of abuse at home offers the writer alone the lines for people hurt by someone", async ({ browser }) => {
  const { writer, listener, close } = await twoPeopleMatched(browser, "need-to-vent", {
    writer: { locale: "en-US", timezoneId: "America/Chicago" },
    listener: { locale: "en-GB", timezoneId: "Europe/London" },
  });

  await say(writer, "my boyfriend hits me when he's drunk");
  await expect(listener.getByText("my boyfriend hits me when he's drunk")).toBeVisible();
  await expect(writer.getByText(OFFER)).toBeVisible();
  await expect(listener.getByText(OFFER)).toHaveCount(0);

  await writer.getByRole("button", { name: "See support lines" }).click();
  const view = writer.getByRole("dialog", { name: HARM_VIEW });
  await expect(view).toBeVisible();
  const harmLines = view.getByRole("list", { name: "Support after harm in United States" });
  await expect(harmLines.getByRole("link", { name: "Call 800-799-7233" })).toHaveAttribute("href", "tel:8007997233");
  await expect(harmLines.getByRole("link", { name: "Text START to 88788" })).toHaveAttribute(
    "href",
    "sms:88788?body=START",
  );
  await expect(view.getByRole("list", { name: "Help lines in United States" })).toBeVisible();
  await view.getByRole("button", { name: "Close" }).click();
  // Opening the lines answers the offer: it does not come back in this chat, not even after a reload.
  await expect(writer.getByText(OFFER)).toHaveCount(0);
  await writer.reload();
  await expect(writer.getByText("my boyfriend hits me when he's drunk")).toBeVisible();
  await expect(writer.getByText(OFFER)).toHaveCount(0);

  // Not a crisis: neither person's crisis view opened, and the chat goes on.
  for (const page of [writer, listener]) {
    await expect(page.getByRole("dialog", { name: "You don't have to face this alone" })).toHaveCount(0);
  }
  // The same lines stay in the chat menu's Help lines, after the crisis lines.
  await writer.getByRole("button", { name: "Chat options" }).click();
  await writer.getByRole("menuitem", { name: "Help lines" }).click();
  const crisisView = writer.getByRole("dialog", { name: "You don't have to face this alone" });
  await expect(crisisView.getByRole("heading", { name: "If someone has hurt you" })).toBeVisible();
  await expect(crisisView.getByRole("link", { name: "Call 800-656-4673" })).toBeVisible();
  await close();
});
