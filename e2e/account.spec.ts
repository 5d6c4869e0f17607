/**
 * A person's own data, in two browsers: after a chat, one person downloads their data from the
 * profile menu and deletes their account through the dialog; they land on the home page signed out
 * and cannot sign in again, while their partner still reads the conversation, from "Anonymous".
 * On a phone the same two entries are in the side sheet.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { PASSWORD, signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { endChatFromMenu } from "./support/conversation.js";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Clicks a profile-menu entry that downloads, and returns the saved file's name and JSON. */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  const file = await download.path();
  return {
    name: download.suggestedFilename(),
    data: JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>,
  };
}

test("after a chat, a person downloads their data and deletes their account; the partner keeps the conversation", async ({
  browser,
}) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [leaver, partner] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  const leaverEmail = await signUpByApi(leaver, "leaver");
  const partnerEmail = await signUpByApi(partner, "stayer");
  await checkIn(leaver, "self-love-practice");
  await checkIn(partner, "self-love-practice");
  const room = roomOf(leaver);
  expect(roomOf(partner)).toBe(room);
  const composer = (page: Page) => page.getByPlaceholder("Type your message...");
  await composer(leaver).fill("I finally said no to something this week");
  await composer(leaver).press("Enter");
  await expect(partner.getByText("I finally said no to something this week")).toBeVisible();
  await composer(partner).fill("that takes real courage");
  await composer(partner).press("Enter");
  await expect(leaver.getByText("that takes real courage")).toBeVisible();
  await endChatFromMenu(leaver);
  await expect(partner.getByText("The other person has left the chat.").first()).toBeVisible();

  await leaver.goto("/");
  const openMenu = () => leaver.getByRole("button", { name: "Open profile menu" }).click();
  const file = await downloadFrom(leaver, async () => {
    await openMenu();
    await leaver.getByRole("menuitem", { name: "Download my data" }).click();
  });
  expect(file.name).toMatch(/^kindred-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(file.data.account).toMatchObject({ email: leaverEmail });
  const text = JSON.stringify(file.data);
  expect(text).toContain("I finally said no to something this week");
  expect(text).toContain("that takes real courage");
  expect(text).not.toContain(partnerEmail);

  await openMenu();
  await leaver.getByRole("menuitem", { name: "Delete account" }).click();
  const dialog = leaver.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("In past chats your messages stay with the other person");
  await dialog.getByLabel("Your password").fill("not the right password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "That password is not right, so your account has not been deleted. Please try again.",
  );
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(leaver, "Your account has been deleted")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(leaver).toHaveURL(/\/$/);
  await expect(leaver.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect((await leaver.request.get("/api/me")).status()).toBe(401);

  await leaver.goto("/auth");
  const form = leaver.getByRole("main");
  await form.getByLabel("E-mail").fill(leaverEmail);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(leaver, "Error")).toContainText("Invalid email or password");
  await expect(leaver).toHaveURL(/\/auth/);

  // The partner opens the chat again: the conversation is there, the other side still "Anonymous".
  await partner.goto(`/chat?room=${room}`);
  const said = partner.getByRole("listitem").filter({ hasText: "I finally said no to something this week" });
  await expect(said).toContainText("Anonymous");
  await expect(partner.getByRole("listitem").filter({ hasText: "that takes real courage" })).toContainText("You");
  for (const context of contexts) await context.close();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side sheet offers Download my data and Delete account", async ({ page }) => {
    const email = await signUpByApi(page, "phone");
    await page.goto("/");
    const openSheet = () => page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const file = await downloadFrom(page, async () => {
      await openSheet();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Download my data" }).click();
    });
    expect(file.data.account).toMatchObject({ email });
    // The toast that says so sits below the header, so the menu button stays within reach.
    const header = (await page.getByRole("banner").boundingBox())!;
    const toastTop = async () => (await page.getByText("Your data has been downloaded").boundingBox())?.y ?? -1;
    // Polled: the toast slides in from above.
    await expect.poll(toastTop, { timeout: 3_000 }).toBeGreaterThanOrEqual(header.y + header.height);

    await openSheet();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get("/api/me")).status()).toBe(200);
  });
});
