/**
 * A message written after a reload, or from a second tab, reaches the partner: in a chat that went
 * into crisis mode and in one that did not. Each path ends delivered, never in nothing.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpByApi } from "./support/accounts.js";
import { checkIn } from "./support/check-in.js";
import { expectAcknowledged, say } from "./support/conversation.js";

async function matchedPair(browser: Browser) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(alice, "reloading");
  await signUpByApi(bob, "listening");
  await checkIn(alice, "overthinking-spiral", "I want to talk to someone");
  await checkIn(bob, "overthinking-spiral", "I want to help and listen to someone");
  await expect(alice.getByText("Match found!").first()).toBeVisible();
  return { contexts, alice, bob };
}

async function intoCrisis(alice: Page, bob: Page) {
  await say(alice, "honestly I want to end my life");
  for (const page of [alice, bob]) {
    const dialog = page.getByRole("dialog", { name: "You don't have to face this alone" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
  }
}

/** Writes after the page has been open a few seconds, as a person reading before they answer would. */
async function sayAfterAWhile(page: Page, text: string) {
  const dialog = page.getByRole("dialog", { name: "You don't have to face this alone" });
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "Close" }).click();
  await page.waitForTimeout(3_000);
  await say(page, text);
}

for (const crisis of [true, false]) {
  const mode = crisis ? "in crisis mode" : "not in crisis mode";

  test(`after a reload, a message reaches the partner (${mode})`, async ({ browser }) => {
    const { contexts, alice, bob } = await matchedPair(browser);
    if (crisis) await intoCrisis(alice, bob);
    await alice.reload();
    await expect(alice.getByPlaceholder("Type your message...")).toBeEnabled();
    await sayAfterAWhile(alice, "still here after the reload");
    const t0 = Date.now();
    await expectAcknowledged(alice, "still here after the reload", 30_000);
    console.log("ACK after", Date.now() - t0);
    await expect(bob.getByText("still here after the reload")).toBeVisible();
    for (const context of contexts) await context.close();
  });

  test(`from a second tab, a message reaches the partner (${mode})`, async ({ browser }) => {
    const { contexts, alice, bob } = await matchedPair(browser);
    if (crisis) await intoCrisis(alice, bob);
    const second = await contexts[0]!.newPage();
    await second.goto(alice.url());
    await expect(second.getByPlaceholder("Type your message...")).toBeEnabled();
    await sayAfterAWhile(second, "written in a second tab");
    await expectAcknowledged(second, "written in a second tab");
    await expect(bob.getByText("written in a second tab")).toBeVisible();
    await expect(alice.getByText("written in a second tab")).toBeVisible();
    for (const context of contexts) await context.close();
  });
}
