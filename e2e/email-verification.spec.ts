/**
 * With e-mail verification required, a person who never opened their link is not stuck: signing in
 * tells them so in plain words and sends a new link on request, and signing up again mails one too.
 * The tab's title names the form that is open. The spec starts its own server (REQUIRE_EMAIL_VERIFICATION,
 * no SMTP: the dev outbox writes each mail's link to the server's log, where the spec reads it).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test.js";
import { ADULT_ANSWER, PASSWORD, uniqueEmail } from "./support/accounts.js";
import { EVERYONE_ADMITTED, kindredServer, ownPort, type KindredServer } from "./support/kindred-server.js";

let server: KindredServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = kindredServer(ownPort(3), { REQUIRE_EMAIL_VERIFICATION: "true", ...EVERYONE_ADMITTED });
  await server.start();
});
test.afterAll(() => server.kill());

/** An address on this spec's own server (the worker's server does not require verification). */
const at = (pathAndQuery: string) => `${server.url}${pathAndQuery}`;

/** The verification links mailed to this address so far, oldest first, from the dev outbox's log lines. */
function verificationLinks(email: string): string[] {
  const log = readFileSync(path.join(server.dataDir, "server.log"), "utf8");
  const links: string[] = [];
  for (const line of log.split("\n").filter(Boolean)) {
    try {
      const entry = JSON.parse(line) as { to?: string; link?: string };
      if (entry.to === email && entry.link?.includes("/verify-email")) links.push(entry.link);
    } catch {
      // Not every line is JSON (a crash trace would not be); skip it.
    }
  }
  return links;
}

test("a person who never verified signs in, asks for a new link, and is signed in by it", async ({ page }) => {
  const email = uniqueEmail("unverified");
  // The prerendered sign-up form already has its own title, before any script runs.
  expect(await (await page.request.get(at("/auth?mode=signup"))).text()).toContain(
    "<title>Create your account · Kindred</title>",
  );
  await page.goto(at("/auth?mode=signup"));
  const form = page.getByRole("main");
  await expect(form.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(page).toHaveTitle("Create your account · Kindred");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  const birth = form.getByRole("group", { name: "Date of birth" });
  await birth.getByLabel("Day").fill("3");
  await birth.getByLabel("Month").selectOption({ label: "April" });
  await birth.getByLabel("Year").fill("1990");
  await form.getByLabel(/I accept Kindred's terms/).check();
  await form.getByRole("button", { name: "Create Account" }).click();

  // The form waits in sign-in mode, and the tab says so.
  await expect(form.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page).toHaveTitle("Sign in · Kindred");
  await expect.poll(() => verificationLinks(email).length).toBe(1);

  // The first link is left unopened. Signing in says why it is refused, and offers a new one.
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form).toContainText("Your e-mail address isn't verified yet.");
  await form.getByRole("button", { name: "Send a new link" }).click();
  await expect(form).toContainText(`We've sent a new link to ${email}.`);
  await expect.poll(() => verificationLinks(email).length).toBe(2);

  await page.goto(verificationLinks(email).at(-1)!);
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeEnabled();
  expect((await (await page.request.get(at("/api/session"))).json()).me.user).toMatchObject({
    email,
    emailVerified: true,
  });
});

test("signing up again with an address that was never verified mails its owner a link that works", async ({ page }) => {
  const email = uniqueEmail("again");
  const signUp = (password: string) =>
    page.request.post(at("/api/auth/sign-up/email"), { data: { email, password, name: "again", ...ADULT_ANSWER } });
  expect((await signUp(PASSWORD)).status()).toBe(200);
  const again = await signUp("another long password");
  expect(again.status()).toBe(200);
  expect((await again.json()).token).toBeNull();
  await expect.poll(() => verificationLinks(email).length).toBe(2);

  await page.goto(verificationLinks(email).at(-1)!);
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeEnabled();
  // The later sign-up claimed the account (src/server/auth/pending-account.ts): its password works,
  // the first no longer does. (The page now holds a session: a request that carries its cookie must
  // name its origin, as the browser's own would.)
  const signIn = (password: string) =>
    page.request.post(at("/api/auth/sign-in/email"), { data: { email, password }, headers: { origin: server.url } });
  expect((await signIn("another long password")).status()).toBe(200);
  expect((await signIn(PASSWORD)).status()).toBe(401);
});
