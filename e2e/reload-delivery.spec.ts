/**
 * A message written after a reload, or from a second tab, reaches the partner: in a chat that went
 * into crisis mode and in one that did not. In crisis mode people go on writing in crisis words;
 * those used to be stored as a crisis line in place of the words, so what they wrote after a
 * reload showed nowhere — not to them, not to the partner — with no error. Each path here ends
 * delivered, with the words themselves.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn } from "./support/check-in.js";
import { endChatFromMenu, expectAcknowledged, say } from "./support/conversation.js";

const crisisDialog = (page: Page) => page.getByRole("dialog", { name: "You don't have to face this alone" });

async function matchedPair(browser: Browser) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(alice, "reloading");
  await signUpByApi(bob, "listening");
  await checkIn(alice, "overthinking-spiral", "I want to talk to someone");
  await checkIn(bob, "overthinking-spiral", "I want to help and listen to someone");
  for (const page of [alice, bob]) await expect(page.getByText("A real person has joined")).toBeVisible();
  return { contexts, alice, bob };
}

async function intoCrisis(alice: Page, bob: Page) {
  await say(alice, "I want to kill myself");
  await expect(crisisDialog(alice)).toBeVisible();
  await crisisDialog(alice).getByRole("button", { name: "Close" }).click();
  // The partner is shown a notice for a supporter, not the crisis view.
  await expect(bob.getByRole("region", { name: "Supporting your chat partner" })).toBeVisible();
}

/**
 * A page just opened: in a crisis chat the crisis view, closed once already, stays closed (this
 * browser remembers it) and the box is there to write in; the person reads, then writes.
 */
async function writeAfterAWhile(page: Page, crisis: boolean, text: string) {
  await expect(page.getByPlaceholder("Type your message...")).toBeEnabled();
  if (crisis) {
    await expect(page.getByText("It sounds like you may be going through a crisis.").first()).toBeVisible();
    await expect(crisisDialog(page)).toHaveCount(0);
  }
  await page.waitForTimeout(3_000);
  await say(page, text);
  await expectAcknowledged(page, text);
}

for (const crisis of [true, false]) {
  const mode = crisis ? "in crisis mode" : "not in crisis mode";
  const text = crisis ? "I still feel like ending it all" : "still here after all";

  test(`after a reload, a message reaches the partner (${mode})`, async ({ browser }) => {
    const { contexts, alice, bob } = await matchedPair(browser);
    if (crisis) await intoCrisis(alice, bob);
    await alice.reload();
    await writeAfterAWhile(alice, crisis, text);
    await expect(bob.getByText(text)).toBeVisible();
    // Also after another reload: the words are stored, not only shown.
    await alice.reload();
    await expect(alice.getByText(text)).toBeVisible();
    for (const context of contexts) await context.close();
  });

  test(`from a second tab, a message reaches the partner (${mode})`, async ({ browser }) => {
    const { contexts, alice, bob } = await matchedPair(browser);
    if (crisis) await intoCrisis(alice, bob);
    const second = await contexts[0]!.newPage();
    await second.goto(alice.url());
    await writeAfterAWhile(second, crisis, text);
    await expect(bob.getByText(text)).toBeVisible();
    await expect(alice.getByText(text)).toBeVisible();
    for (const context of contexts) await context.close();
  });
}

test("a message refused because the partner ended the chat meanwhile keeps its words, marked not sent", async ({
  browser,
}) => {
  const { contexts, alice, bob } = await matchedPair(browser);
  // Written while the partner leaves: saved locally, sent when back, and refused by then.
  await alice.context().setOffline(true);
  await expect(alice.getByText("You're currently offline.", { exact: false })).toBeVisible();
  await say(alice, "thank you for listening tonight");
  await expect(alice.getByPlaceholder("Type your message...")).toHaveValue("");
  await endChatFromMenu(bob);
  await alice.context().setOffline(false);

  await expect(alice.getByText("Cannot send message")).toBeVisible();
  await expect(alice.getByText("Message error")).toHaveCount(0);
  const failed = alice.getByLabel("Messages", { exact: true }).locator("li").filter({ hasText: "Not sent:" });
  await expect(failed).toContainText("thank you for listening tonight");
  await expect(failed).toContainText("This chat has ended. Start a new chat to keep talking.");
  await expect(bob.getByText("thank you for listening tonight")).toHaveCount(0);
  for (const context of contexts) await context.close();
});
