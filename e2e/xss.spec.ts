/**
 * Stored XSS: script, attribute, SVG and markdown-link payloads written where people write — chat
 * messages between two browser contexts, a report note, a review comment, a theme suggestion —
 * stay inert text for both people and for the admin who reads them in the dashboard. No payload
 * runs (window.__xss stays undefined), no element is injected, each reads literally, and the pages
 * raise no Content-Security-Policy violation. None of these payloads is refused by the content
 * filter (it screens words, not markup); the composer, the forms and the server take them as text.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpAdmin, signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";

const CORPUS = [
  "<script>window.__xss=1</script>",
  "<img src=x onerror=window.__xss=1>",
  "<svg onload=window.__xss=1>",
  "[click](javascript:window.__xss=1)",
  '"><iframe srcdoc="<script>parent.__xss=1</script>">',
  '<a href="javascript:window.__xss=1">tap me</a>',
  "<details open ontoggle=window.__xss=1>",
];
const NOTE = '<img src=x onerror=window.__xss=1> reported "><svg onload=window.__xss=1>';
const COMMENT = "<script>window.__xss=1</script> thanks [me](javascript:window.__xss=1)";
const THEME = { name: '"><svg onload=window.__xss=1>', description: "<img src=x onerror=window.__xss=1> for owls" };

/** Elements only a payload could have put there. */
const INJECTED = [
  "script:not([src])",
  'img[src="x"]',
  "svg[onload]",
  "iframe",
  "details[ontoggle]",
  'a[href^="javascript:"]',
].join(", ");

/** Collects the browser's Content-Security-Policy complaints for the whole life of the page. */
function watchCsp(page: Page, complaints: string[]) {
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) complaints.push(`${page.url()}: ${message.text()}`);
  });
}

async function expectInert(page: Page, texts: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator(INJECTED)).toHaveCount(0);
  for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test("markup in messages, a report note, a review comment and a theme suggestion stays text for people and for the admin", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const complaints: string[] = [];
  const contexts = [await browser.newContext(), await browser.newContext(), await browser.newContext()];
  const [alice, bob, admin] = await Promise.all(contexts.map((context) => context.newPage()));
  for (const page of [alice!, bob!, admin!]) watchCsp(page, complaints);

  await signUpByApi(alice!, "xss-alice");
  await signUpByApi(bob!, "xss-bob");
  await checkIn(alice!, "overthinking-spiral");
  await checkIn(bob!, "overthinking-spiral");
  const room = roomOf(alice!);
  expect(roomOf(bob!)).toBe(room);

  const composer = alice!.getByPlaceholder("Type your message...");
  for (const payload of CORPUS) {
    await composer.fill(payload);
    await composer.press("Enter");
    await expect(bob!.getByText(payload, { exact: true })).toBeVisible();
  }
  await expectInert(alice!, CORPUS);
  await expectInert(bob!, CORPUS);

  // Bob blocks Alice and reports her, with markup in the note.
  await bob!.getByRole("button", { name: "Block user" }).click();
  await bob!.getByRole("button", { name: "Block Anonymous User" }).click();
  await bob!.getByLabel("Spam or scam").check();
  await bob!.getByLabel("Note (optional)").fill(NOTE);
  await bob!.getByRole("button", { name: "Send report" }).click();
  await expect(bob!).toHaveURL(/\/end-chat/);

  // Alice reviews the chat with markup in the comment (reviews are shown to nobody, stored as text).
  await alice!.goto(`/end-chat?room=${room}`);
  await alice!.getByRole("radio", { name: "5 stars" }).click();
  await alice!.getByLabel("Comment (optional)").fill(COMMENT);
  await alice!.getByRole("button", { name: "Submit Review" }).click();
  await expect(alice!.getByText("Thank you for your review.", { exact: false })).toBeVisible();
  await expectInert(alice!, []);

  // Alice suggests a theme with markup in both fields.
  await alice!.goto("/");
  await alice!.getByLabel("Theme name").fill(THEME.name);
  await alice!.getByLabel("Description").fill(THEME.description);
  await alice!.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(alice!.getByText("Thank you for your suggestion!")).toBeVisible();
  await expectInert(alice!, []);

  // The admin reads all of it: the chat's last message, the report and its messages, the suggestion.
  await signUpAdmin(admin!);
  await admin!.goto("/admin");
  await admin!.getByRole("tab", { name: "Completed" }).click();
  const card = admin!.getByRole("article", { name: `Chat ${room.slice(0, 8)}` });
  await expect(card).toContainText(CORPUS.at(-1)!);
  const moderation = admin!.getByRole("region", { name: "Moderation" });
  const report = moderation.getByRole("article").filter({ hasText: NOTE });
  await expect(report).toBeVisible();
  await report.getByRole("button", { name: "Read conversation" }).click();
  await expect(report.getByRole("list", { name: "Reported conversation" })).toBeVisible();
  await expectInert(admin!, [NOTE, ...CORPUS]);
  await moderation.getByRole("tab", { name: /Suggestions/ }).click();
  await expectInert(admin!, [THEME.name, THEME.description]);

  expect(complaints).toEqual([]);
  for (const context of contexts) await context.close();
});

test("every page, API answer and asset carries the security headers", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeDefined();
  for (const path of ["/", "/auth", "/pricing", "/no-such-page", "/api/early-access", asset!]) {
    const response = await page.request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect({
      path,
      scriptSrc: csp.match(/script-src ([^;]*)/)?.[1],
      framing: csp.includes("frame-ancestors 'none'"),
      nosniff: headers["x-content-type-options"],
      referrer: headers["referrer-policy"],
    }).toEqual({
      path,
      scriptSrc: "'self'",
      framing: true,
      nosniff: "nosniff",
      referrer: "strict-origin-when-cross-origin",
    });
  }
});

test("the pages, menus, sheets and dialogs need no inline style attribute or inline script (no CSP violation)", async ({
  page,
}) => {
  const complaints: string[] = [];
  watchCsp(page, complaints);
  for (const path of ["/", "/about", "/pricing", "/auth", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await page.goto("/");
  await page.getByRole("button", { name: "Enter theme: Late Night Thoughts" }).click();
  await expect(page.getByRole("dialog", { name: "Join the Conversation" })).toBeVisible();
  await page.keyboard.press("Escape");

  await signUpByApi(page, "csp-walker");
  await page.goto("/");
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await checkIn(page, "late-night");
  await page.getByRole("button", { name: "Chat options" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(complaints).toEqual([]);
});
