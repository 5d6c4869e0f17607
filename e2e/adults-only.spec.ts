/**
 * Adults only: a sign-up with an under-age date of birth is refused kindly, with youth support lines
 * instead of an account, and the same address cannot simply try again with another date.
 */
import { expect, test } from "./support/test.js";
import { PASSWORD, uniqueEmail } from "./support/accounts.js";

test("a sign-up under 18 is refused kindly and pointed to youth support lines", async ({ page }) => {
  const email = uniqueEmail("young");
  const thisYear = new Date().getUTCFullYear();
  await page.goto("/auth?mode=signup");
  const form = page.getByRole("main");
  await expect(form.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  const birth = form.getByRole("group", { name: "Date of birth" });
  await birth.getByLabel("Day").fill("3");
  await birth.getByLabel("Month").selectOption({ label: "April" });
  await birth.getByLabel("Year").fill(String(thisYear - 15));
  await form.getByLabel(/I accept Kindred's terms/).check();
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(form.getByRole("heading", { name: "Kindred isn't the right place yet, but help is" })).toBeVisible();
  await expect(form).toContainText("Kindred is for adults aged 18 and over, so we can't open an account for you.");
  await expect(form.getByRole("link", { name: "Call 0800 1111" })).toHaveAttribute("href", "tel:08001111");
  await expect(form.getByRole("link", { name: "Call 1-800-668-6868" })).toBeVisible();
  await expect(form.getByRole("link", { name: "Call or text 988" })).toBeVisible();
  await expect(form.getByRole("link", { name: "findahelpline.com" })).toHaveAttribute(
    "href",
    "https://findahelpline.com",
  );
  // No account and no session were made.
  expect((await (await page.request.get("/api/session")).json()).me).toBeNull();

  // The same address, straight away, with an adult's date: still no account.
  const again = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "again", dateOfBirth: "1990-04-03", acceptTerms: true },
  });
  expect(again.status()).toBe(403);
  expect((await again.json()).code).toBe("under-age");
});
