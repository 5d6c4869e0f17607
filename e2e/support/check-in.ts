/** Checks a signed-in person in to a room and waits for the chat to open. */
import { expect, type Page } from "@playwright/test";

export async function checkIn(page: Page, themeId: string, roleLabel = "I'm down for either") {
  await page.goto(`/check-in?themeId=${themeId}`);
  await page.getByLabel(/Type I am Me/).fill("I am Me");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(roleLabel).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/chat\?room=[0-9a-f-]{36}/);
}

export const roomOf = (page: Page) => new URL(page.url()).searchParams.get("room")!;
