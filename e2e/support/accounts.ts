/** New accounts for end-to-end tests, signed up through the real API inside a browser context. */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { workerPort } from "./kindred-server.js";

export const PASSWORD = "a calm and long password";
/** Every test person is an adult who accepts the terms (the sign-up form asks both). */
export const ADULT_ANSWER = { dateOfBirth: "1990-01-01", acceptTerms: true } as const;

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kindred.test`;
}

/** Signs a new person up; the session cookie lands in the page's browser context. */
export async function signUpByApi(page: Page, label: string) {
  const email = uniqueEmail(label);
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: label, ...ADULT_ANSWER },
  });
  expect(response.status()).toBe(200);
  return email;
}

const ADMIN_EMAIL = "admin@kindred.test";
/** The log of the server this test's worker runs (support/test.ts). */
const serverLog = () => `.e2e-data/${workerPort(test.info().parallelIndex)}/server.log`;

/**
 * Signs in the admin (ADMIN_EMAILS in support/test.ts), signing up and verifying the address
 * on first use: the admin role needs a verified e-mail, and without SMTP the verification link is
 * in the dev outbox, which the worker's server writes to its log file.
 */
export async function signUpAdmin(page: Page) {
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN_EMAIL, password: PASSWORD },
  });
  if (signIn.ok()) return;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email: ADMIN_EMAIL, password: PASSWORD, name: "Admin", ...ADULT_ANSWER },
  });
  expect(signUp.status()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(() => (link = verificationLink(ADMIN_EMAIL)), { message: "no verification link in the log" })
    .toBeTruthy();
  const verified = await page.request.get(link!);
  expect(verified.ok()).toBe(true);
}

function verificationLink(email: string): string | undefined {
  const lines = readFileSync(serverLog(), "utf8").split("\n").filter(Boolean);
  for (const line of lines.reverse()) {
    try {
      const entry = JSON.parse(line) as { to?: string; link?: string; msg?: string };
      if (entry.to === email && entry.link?.includes("verify-email")) return entry.link;
    } catch {
      // Not every line is JSON (a crash trace would not be); skip it.
    }
  }
  return undefined;
}
