/**
 * The public side of Kindred as a newcomer meets it: the landing page and its rooms, signing up
 * from a room card, the profile menu and signing out, the 404 page, the mobile menu, About and Pricing,
 * and the community guidelines and the data page that the footer links.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { THEME_GROUPS } from "../src/shared/themes.js";
import { ADULT_ANSWER } from "./support/accounts.js";

const PASSWORD = "a calm and long password";
const newcomerEmail = () => `newcomer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Signs a new person up through the API; the session cookie lands in the page's browser context. */
async function signUpByApi(page: Page) {
  const email = newcomerEmail();
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "newcomer", ...ADULT_ANSWER },
  });
  expect(response.ok()).toBe(true);
  return email;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a newcomer finds the rooms, signs up from a card, sees their tokens and signs out", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Chat roulette meets Mental Health, Empathy and Purpose" }),
  ).toBeVisible();
  await expect(page.getByText("1,243 people listening")).toBeVisible();

  for (const group of THEME_GROUPS) {
    await expect(page.getByRole("heading", { level: 3, name: group.title, exact: true })).toBeVisible();
  }
  const rooms = page.getByRole("button", { name: /^Enter theme: / });
  await expect(rooms).toHaveCount(15);

  await page.getByRole("button", { name: "Start a Conversation" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Find your room" })).toBeInViewport();

  await page.getByRole("button", { name: "Enter theme: Late Night Thoughts" }).click();
  const join = page.getByRole("dialog", { name: "Join the Conversation" });
  await expect(join).toBeVisible();
  await expect(join.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await join.getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);

  const form = page.getByRole("main");
  await expect(form.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await form.getByLabel("E-mail").fill(newcomerEmail());
  await form.getByLabel("Password").fill(PASSWORD);
  const birth = form.getByRole("group", { name: "Date of birth" });
  await birth.getByLabel("Day").fill("14");
  await birth.getByLabel("Month").selectOption({ label: "March" });
  await birth.getByLabel("Year").fill("1992");
  await form.getByLabel(/I accept Kindred's terms/).check();
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(toast(page, "Success!")).toContainText("Please check your e-mail to verify your account.");
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("button", { name: "Open profile menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("10 tokens");
  await expect(menu.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Sign Out" }).click();

  await expect(toast(page, "Signed out successfully")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toHaveCount(0);
});

test("a signed-in member enters a room's check-in, suggests a theme and holds an early-bird place", async ({
  page,
}) => {
  await signUpByApi(page);
  // A slow answer about the session: the hydrated form must wait for it, not call a member a visitor.
  await page.route("**/api/session", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/");

  const suggest = page.getByRole("region", { name: "Suggest a Theme" });
  await suggest.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(toast(page, "Please fill in all fields")).toContainText("Both theme name and description are required.");
  await expect(toast(page, "Please log in")).toHaveCount(0);
  await suggest.getByLabel("Theme name").fill("New Parents at 3 a.m.");
  await suggest.getByLabel("Description").fill("For sleepless parents who need a kind word between feeds.");
  await suggest.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(toast(page, "Thank you for your suggestion!")).toBeVisible();
  await expect(suggest.getByLabel("Theme name")).toHaveValue("");

  await page.getByRole("button", { name: "Enter theme: Tiny Wins" }).click();
  await expect(page).toHaveURL(/\/check-in$/);

  const earlyAccess = (await (await page.request.get("/api/early-access")).json()) as { open: boolean };
  await page.goto("/pricing");
  const earlyBird = page.getByRole("article", { name: "Early Bird" });
  await expect(earlyBird.getByText("Active", { exact: true })).toHaveCount(earlyAccess.open ? 1 : 0);
});

test("a signed-out visitor is asked to log in before suggesting a theme", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(toast(page, "Please log in")).toContainText("You need to be logged in to suggest a theme.");
});

test("the welcome card can be hidden for good", async ({ page }) => {
  await page.goto("/");
  const welcome = page.getByRole("region", { name: "New here? How Kindred works" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Next step" }).click();
  await expect(welcome.getByRole("group", { name: "Step 2 of 4" })).toBeVisible();
  await welcome.getByRole("button", { name: "Don't show again" }).click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Find your room" })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test("an unknown address shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "We couldn't find the page you're looking for" })).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Chat roulette meets");
});

test("About and Pricing tell their story", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Kindred" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Old random chat", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our manifesto" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const earlyBird = page.getByRole("article", { name: "Early Bird" });
  await expect(earlyBird).toContainText("$0");
  await expect(earlyBird).toContainText("forever");
  await expect(earlyBird).toContainText("first 50 users");
  await expect(earlyBird).toContainText("Limited Time");
  await expect(earlyBird).toContainText("10 reconnect tokens");
  const trial = page.getByRole("article", { name: "Free Trial" });
  await expect(trial).toContainText("1 free chat");
  await expect(trial).toContainText("Coming Soon");
  const standard = page.getByRole("article", { name: "Standard" });
  await expect(standard).toContainText("$4.99");
  await expect(standard).toContainText("per month");
  await expect(standard).toContainText("Coming Soon");
});

test("the footer opens the community guidelines and how Kindred handles data; /terms is not a page", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Community guidelines" }).click();
  await expect(page).toHaveURL(/\/guidelines$/);
  await expect(page).toHaveTitle("Community guidelines · Kindred");
  await expect(page.getByRole("heading", { level: 1, name: "Community guidelines" })).toBeVisible();
  // The server's MINIMUM_AGE, asked for by the page: the e2e server runs with the default.
  await expect(page.getByText("Kindred is for adults aged 18 and over.", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Peer support, not a crisis service" })).toBeVisible();

  await footer.getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page).toHaveTitle("How Kindred handles your data · Kindred");
  await expect(page.getByRole("heading", { level: 1, name: "How Kindred handles your data" })).toBeVisible();
  await expect(page.getByText("AES-256-GCM", { exact: false })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "community guidelines" }).click();
  await expect(page).toHaveURL(/\/guidelines$/);

  expect((await page.request.get("/terms")).status()).toBe(404);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side sheet offers About, Pricing and Sign In", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "About" })).toBeHidden();

    await banner.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("link", { name: "About" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Sign In" })).toBeVisible();

    await sheet.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(sheet).toBeHidden();
  });
});
