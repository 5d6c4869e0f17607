/**
 * Crisis support for two people: a crisis phrasing only the rebuilt detector catches opens crisis
 * support for both, each person's view leading with the lines of the country their browser is
 * in (changed in one tap); an everyday idiom opens nothing.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

const CRISIS_VIEW = "You don't have to face this alone";

/** The writer is in London with a British browser; the listener in New York with an American one. */
const twoPeople = (browser: Browser, themeId: string) =>
  twoPeopleMatched(browser, themeId, {
    writer: { locale: "en-GB", timezoneId: "Europe/London" },
    listener: { locale: "en-US", timezoneId: "America/New_York" },
  });

/** The names of the help lines the crisis view shows, in order. */
const lineNames = (page: Page) =>
  page
    .getByRole("dialog", { name: CRISIS_VIEW })
    .getByRole("list", { name: /^Help lines in/ })
    .locator(":scope > li > span");

test("a goodbye letter opens crisis support for both, with each person's country's lines first", async ({
  browser,
}) => {
  const { writer, listener, close } = await twoPeople(browser, "late-night");
  await say(writer, "I wrote my goodbye letter");

  const writerView = writer.getByRole("dialog", { name: CRISIS_VIEW });
  await expect(writerView).toBeVisible();
  await expect(writerView.getByLabel("Help lines in", { exact: true })).toHaveValue("GB");
  await expect(lineNames(writer).first()).toHaveText(/^Samaritans/);
  await expect(writerView.getByRole("link", { name: "Call 116 123" })).toHaveAttribute("href", "tel:116123");
  await expect(writerView).toContainText("In immediate danger, call 999");
  await expect(writerView.getByRole("link", { name: /findahelpline\.com/ })).toBeVisible();

  const listenerView = listener.getByRole("dialog", { name: CRISIS_VIEW });
  await expect(listenerView).toBeVisible();
  await expect(lineNames(listener).first()).toHaveText(/^988 Suicide & Crisis Lifeline/);
  await expect(listenerView.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");

  // One tap changes the country.
  await writerView.getByLabel("Help lines in", { exact: true }).selectOption({ label: "Ireland" });
  await expect(writerView.getByRole("link", { name: "Call 1800 247 247" })).toBeVisible();
  await expect(writerView).toContainText("In immediate danger, call 112 or 999");

  for (const page of [writer, listener]) {
    await page.getByRole("dialog", { name: CRISIS_VIEW }).getByRole("button", { name: "Close" }).click();
    await expect(page.getByText("Crisis Counselor · AI", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "New Theme" })).toBeHidden();
  }
  // The words stay the writer's, and the listener, there to support them, reads them too.
  await expect(writer.getByText("I wrote my goodbye letter")).toBeVisible();
  await expect(listener.getByText("I wrote my goodbye letter")).toBeVisible();
  await close();
});

test("an everyday idiom opens no crisis support", async ({ browser }) => {
  const { writer, listener, close } = await twoPeople(browser, "need-to-vent");
  // Words of harm are not refused (PRODUCT.md §11), and an idiom is not a crisis.
  await say(writer, "my boss is going to kill me");
  await expect(listener.getByText("my boss is going to kill me")).toBeVisible();
  await say(writer, "I'm ending my subscription, my boss is driving me up the wall");
  await expect(listener.getByText("I'm ending my subscription, my boss is driving me up the wall")).toBeVisible();
  await say(writer, "see you tomorrow, I'm off to bed");
  await expect(listener.getByText("see you tomorrow, I'm off to bed")).toBeVisible();
  for (const page of [writer, listener]) {
    await expect(page.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New Theme" })).toBeVisible();
  }
  await close();
});

test("a person who escalates after both closed the crisis view sees it again, and so does the partner", async ({
  browser,
}) => {
  const { writer, listener, close } = await twoPeople(browser, "late-night");
  // Each reads the line addressed to them: the writer as the person in crisis, the listener as their partner.
  const crisisLines = (page: Page) =>
    page.getByText(
      page === writer ? "It sounds like you may be going through a crisis." : "Your chat partner may be going through",
    );
  await say(writer, "I hate my life");
  for (const page of [writer, listener]) {
    await page.getByRole("dialog", { name: CRISIS_VIEW }).getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  }

  // A reconnect reads the chat again, and leaves closed what the person closed.
  await listener.context().setOffline(true);
  await expect(listener.getByText("You're currently offline.", { exact: false })).toBeVisible();
  await listener.context().setOffline(false);
  await expect(listener.getByText("You're currently offline.", { exact: false })).toBeHidden();
  await say(writer, "sorry, just a bad day");
  await expect(listener.getByText("sorry, just a bad day")).toBeVisible();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);

  // A new crisis signal opens it again, for both.
  await say(writer, "I have the pills in my hand and I'm taking them tonight");
  for (const page of [writer, listener]) {
    await expect(crisisLines(page)).toHaveCount(2);
    await expect(page.getByRole("dialog", { name: CRISIS_VIEW })).toBeVisible();
    await page.getByRole("dialog", { name: CRISIS_VIEW }).getByRole("button", { name: "Close" }).click();
  }

  // And the menu opens it whenever someone wants the lines.
  await listener.getByRole("button", { name: "Chat options" }).click();
  await listener.getByRole("menuitem", { name: "Help lines" }).click();
  await expect(lineNames(listener).first()).toHaveText(/^988 Suicide & Crisis Lifeline/);
  await close();
});

test("crisis words written offline open the help lines for the writer at once; the partner's open when they arrive", async ({
  browser,
}) => {
  const { writer, listener, close } = await twoPeople(browser, "late-night");
  await writer.context().setOffline(true);
  await expect(writer.getByText("You're currently offline.", { exact: false })).toBeVisible();
  await say(writer, "I've been saving up my pills");

  // No server to ask: the composer's own screening (the server's function) opens the help lines.
  const writerView = writer.getByRole("dialog", { name: CRISIS_VIEW });
  await expect(writerView).toBeVisible();
  await expect(lineNames(writer).first()).toHaveText(/^Samaritans/);
  await writerView.getByRole("button", { name: "Close" }).click();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);

  // Back online: the words are delivered and the server's crisis line opens the view for the partner;
  // for the writer it is the same signal, and what they closed stays closed.
  await writer.context().setOffline(false);
  await expect(listener.getByText("I've been saving up my pills")).toBeVisible();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toBeVisible();
  await expect(writer.getByText("It sounds like you may be going through a crisis.")).toBeVisible();
  await expect(writerView).toHaveCount(0);
  await close();
});
