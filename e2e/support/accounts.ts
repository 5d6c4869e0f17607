/** New accounts for end-to-end tests, signed up through the real API inside a browser context. */
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "a calm and long password";

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kindred.test`;
}

/** Signs a new person up; the session cookie lands in the page's browser context. */
export async function signUpByApi(page: Page, label: string) {
  const email = uniqueEmail(label);
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: label },
  });
  expect(response.status()).toBe(200);
  return email;
}
