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

/**
 * The same, step by step, checking each step as a person meets it: the phrase must be typed right,
 * focus moves on with the step, Continue waits for a choice.
 */
export async function checkInStepByStep(page: Page, themeId: string, roleLabel: string) {
  await page.goto(`/check-in?themeId=${themeId}`);
  const phrase = page.getByLabel(/Type I am Me/);
  const next = page.getByRole("button", { name: "Continue" });
  await phrase.fill("i am m");
  await expect(next).toBeDisabled();
  await phrase.fill("  I AM ME ");
  await next.click();
  await expect(page.getByText("What brings you here today?")).toBeVisible();
  // Focus moves on with the step rather than falling to the page with the Continue button it left.
  await expect(page.getByRole("radio", { name: "I want to talk to someone" })).toBeFocused();
  await expect(next).toBeDisabled();
  await page.getByLabel(roleLabel).check();
  await next.click();
  await expect(page).toHaveURL(/\/chat\?room=[0-9a-f-]{36}/);
}
