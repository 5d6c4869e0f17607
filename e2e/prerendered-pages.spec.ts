/**
 * The public pages arrive prerendered for visitors: the server's answer already holds the page (no
 * JavaScript needed to see it), and the browser adopts that HTML without a hydration error or any
 * other console error, for a visitor, a person with reduced motion and one who hid the welcome card;
 * then the page works (a click is handled by React, not by a new page load). A signed-in person is
 * never shown the visitor's version, not even while the page loads.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";

/** Everything the browser reports as an error (hydration mismatches included) or a React warning. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  return problems;
}

/** Marks the document: a client-side navigation keeps the mark, a full page load loses it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { kindredMark: number }).kindredMark = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { kindredMark?: number }).kindredMark);

const PAGES = [
  { path: "/", heading: "Chat roulette meets" },
  { path: "/auth", heading: "Welcome back" },
  { path: "/auth?mode=signup", heading: "Create your account" },
  { path: "/pricing", heading: "Simple, honest pricing" },
  // Prerendered, with their code loaded on demand: hydration must still adopt the HTML quietly.
  { path: "/guidelines", heading: "Community guidelines" },
  { path: "/privacy", heading: "How Kindred handles your data" },
];

test("the public pages come prerendered and hydrate quietly", async ({ page }) => {
  const problems = watchConsole(page);
  for (const { path, heading } of PAGES) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(heading);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await mark(page);
    await page.getByRole("banner").getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About Kindred" })).toBeVisible();
    expect(await stillMarked(page), `${path}: the link was handled by the router`).toBe(1);
  }
  expect(problems).toEqual([]);
});

test("a prerendered form cannot be used before it is hydrated (the browser would submit it in the address)", async ({
  request,
}) => {
  const html = await (await request.get("/auth")).text();
  expect(html.match(/<input[^>]*name="password"[^>]*>/)?.[0]).toMatch(/readonly=""/i);
  expect(html.match(/<button[^>]*type="submit"[^>]*>/)?.[0]).toMatch(/disabled=""/);
});

test("the landing page hydrates quietly for a person with reduced motion, then once signed in", async ({ page }) => {
  const problems = watchConsole(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  // With reduced motion the headline's word stands still, in full.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mental Health");
  const welcome = page.getByRole("region", { name: "New here? How Kindred works" });
  await welcome.getByRole("button", { name: "Next step" }).click();
  await expect(welcome.getByRole("group", { name: "Step 2 of 4" })).toBeVisible();
  await welcome.getByRole("button", { name: "Don't show again" }).click();

  // Signed in, the page is rendered in the browser: no visitor's HTML, no welcome card.
  await signUpByApi(page, "prerendered");
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeEnabled();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a signed-in person never sees the visitor's pricing or sign-in form, even while the page loads", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signUpByApi(page, "signed-in-visit");
  expect(await (await page.request.get("/pricing")).text()).not.toContain("Claim your place");
  expect(await (await page.request.get("/auth")).text()).not.toContain("Welcome back");

  // Hold the session's answer, so that the moment before it is long enough to look at.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/session", async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple, honest pricing");
  await expect(page.getByText("Claim your place")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await page.goto("/auth");
  await expect(page.locator("[aria-busy=true]")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toHaveCount(0);

  answer();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeEnabled();
  await page.goto("/pricing");
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeEnabled();
  await expect(page.getByText("Claim your place")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a welcome card hidden for good stays out of sight before the page is hydrated", async ({ page }) => {
  // Only the prerendered HTML, its styles and the small script in its head: no page code runs.
  await page.route("**/assets/*.js", (route) => route.abort());
  const welcome = page.locator("[data-welcome-card]");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Chat roulette meets");
  await expect(welcome).toBeVisible();

  await page.evaluate(() => localStorage.setItem("kindred.welcome-card.dismissed", "1"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Chat roulette meets");
  await expect(welcome).toHaveCount(1);
  await expect(welcome).toBeHidden();
});
