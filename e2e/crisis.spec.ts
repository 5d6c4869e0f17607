/**
 * Crisis support for two people: a crisis phrasing only the rebuilt detector catches opens crisis
 * support for both — the full crisis view for the person in crisis, leading with the lines of the
 * country their browser is in (changed in one tap), and a calm notice for their partner, whose help
 * lines for themselves lead with their own country's; an everyday idiom opens nothing.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

const CRISIS_VIEW = "You don't have to face this alone";
/** The crisis view once the danger has changed: the same person's words reached the high tier after a lower one. */
const URGENT_VIEW = "Please get help right now";
const SUPPORTER_NOTICE = "Supporting your chat partner";
const SUPPORTER_LINES = "Help lines, for you too";

/** The writer is in London with a British browser; the listener in New York with an American one. */
const twoPeople = (browser: Browser, themeId: string) =>
  twoPeopleMatched(browser, themeId, {
    writer: { locale: "en-GB", timezoneId: "Europe/London" },
    listener: { locale: "en-US", timezoneId: "America/New_York" },
  });

/** The names of the help lines the crisis view (or the supporter's lines) shows, in order. */
const lineNames = (page: Page, view = CRISIS_VIEW) =>
  page
    .getByRole("dialog", { name: view })
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

  // The listener is not shown the view addressed to someone in crisis: a notice, over nothing.
  const notice = listener.getByRole("region", { name: SUPPORTER_NOTICE });
  await expect(notice).toBeVisible();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  await expect(listener.getByPlaceholder("Type your message...")).toBeEditable();
  await notice.getByRole("button", { name: "Help lines" }).click();
  const listenerView = listener.getByRole("dialog", { name: SUPPORTER_LINES });
  await expect(lineNames(listener, SUPPORTER_LINES).first()).toHaveText(/^988 Suicide & Crisis Lifeline/);
  await expect(listenerView.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await listenerView.getByRole("button", { name: "Close" }).click();

  // One tap changes the country.
  await writerView.getByLabel("Help lines in", { exact: true }).selectOption({ label: "Ireland" });
  await expect(writerView.getByRole("link", { name: "Call 1800 247 247" })).toBeVisible();
  await expect(writerView).toContainText("In immediate danger, call 112 or 999");

  await writerView.getByRole("button", { name: "Close" }).click();
  // The Counselor's lines say whom they are for.
  await expect(writer.getByText("Crisis Counselor · AI · to you", { exact: false })).toBeVisible();
  await expect(listener.getByText("Crisis Counselor · AI · to your chat partner", { exact: false })).toBeVisible();
  for (const page of [writer, listener]) await expect(page.getByRole("button", { name: "New Theme" })).toBeHidden();
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

test("the crisis view opens once per chat, and once more for the writer when a plan is told; a reload leaves closed what was closed", async ({
  browser,
}) => {
  const { writer, listener, close } = await twoPeople(browser, "late-night");
  // Each reads the line addressed to them: the writer as the person in crisis, the listener as their partner.
  const crisisLines = (page: Page) =>
    page.getByText(
      // The writer's first line, then the urgent one ("It sounds like you may be in danger right now.").
      page === writer ? "It sounds like you may be" : "Your chat partner may be going through",
    );
  await say(writer, "I hate my life");
  await writer.getByRole("dialog", { name: CRISIS_VIEW }).getByRole("button", { name: "Close" }).click();
  await listener.getByRole("region", { name: SUPPORTER_NOTICE }).getByRole("button", { name: "Hide" }).click();

  // A reconnect reads the chat again, and leaves hidden what the person hid.
  await listener.context().setOffline(true);
  await expect(listener.getByText("You're currently offline.", { exact: false })).toBeVisible();
  await listener.context().setOffline(false);
  await expect(listener.getByText("You're currently offline.", { exact: false })).toBeHidden();
  await say(writer, "sorry, just a bad day");
  await expect(listener.getByText("sorry, just a bad day")).toBeVisible();

  // A plan told at hand is the high tier: the writer's help lines open once more, worded for an
  // emergency; the listener's box stays clear.
  await say(writer, "I have the pills in my hand and I'm taking them tonight");
  for (const page of [writer, listener]) await expect(crisisLines(page)).toHaveCount(2);
  await expect(writer.getByText("It sounds like you may be in danger right now.")).toBeVisible();
  await writer.getByRole("dialog", { name: URGENT_VIEW }).getByRole("button", { name: "Close" }).click();
  await writer.reload();
  await listener.reload();
  await expect(crisisLines(writer)).toHaveCount(2);
  await expect(crisisLines(listener)).toHaveCount(2);
  for (const page of [writer, listener]) {
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByPlaceholder("Type your message...")).toBeEditable();
  }
  await expect(listener.getByRole("region", { name: SUPPORTER_NOTICE })).toHaveCount(0);

  // The menu brings back what each was shown: the writer's view, the listener's notice.
  await writer.getByRole("button", { name: "Chat options" }).click();
  await writer.getByRole("menuitem", { name: "Help lines" }).click();
  // Still worded for an emergency: the urgent line is in the chat.
  await expect(lineNames(writer, URGENT_VIEW).first()).toHaveText(/^Samaritans/);
  await listener.getByRole("button", { name: "Chat options" }).click();
  await listener.getByRole("menuitem", { name: "Help lines" }).click();
  await expect(listener.getByRole("region", { name: SUPPORTER_NOTICE })).toBeVisible();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  await close();
});

test("crisis words written offline open the help lines for the writer at once; the partner's notice shows when they arrive", async ({
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

  // Back online: the words are delivered and the server's crisis line shows the partner their notice;
  // for the writer it is the same signal, and what they closed stays closed.
  await writer.context().setOffline(false);
  await expect(listener.getByText("I've been saving up my pills")).toBeVisible();
  await expect(listener.getByRole("region", { name: SUPPORTER_NOTICE })).toBeVisible();
  await expect(listener.getByRole("dialog", { name: CRISIS_VIEW })).toHaveCount(0);
  await expect(writer.getByText("It sounds like you may be going through a crisis.")).toBeVisible();
  await expect(writerView).toHaveCount(0);
  await close();
});
