/**
 * The admin dashboard: who may see it, a chat appearing live while two people talk in other
 * browser contexts, joining it as a moderator, and initialising the AI agents. The admin is the
 * e2e server's ADMIN_EMAILS account (support/accounts.ts signs it up and verifies it once).
 */
import { expect, test } from "./support/test.js";
import { signUpAdmin, signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { endChatFromMenu } from "./support/conversation.js";

test("a member sees Access Restricted and a signed-out visitor is sent home", async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/admin");
  await expect(visitor).toHaveURL(/\/$/);

  const member = await (await browser.newContext()).newPage();
  await signUpByApi(member, "curious-member");
  await member.goto("/admin");
  await expect(member.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(member.getByText("You're not an admin. This area is only accessible to administrators.")).toBeVisible();
  await expect(member.getByRole("heading", { name: "Admin Dashboard" })).toBeHidden();
  // The server refuses too, whatever the page shows.
  expect((await member.request.get("/api/admin/chats?status=active")).status()).toBe(403);
});

test("the admin watches a chat appear live, joins it, and both people see the moderator", async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext(), await browser.newContext()];
  const [admin, alice, bob] = await Promise.all(contexts.map((context) => context.newPage()));
  await signUpAdmin(admin!);
  await admin!.goto("/admin");
  await expect(admin!.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(admin!.getByRole("tab", { name: "Active" })).toHaveAttribute("aria-selected", "true");
  await expect(admin!.getByRole("region", { name: "Overview" })).toContainText("Active now");

  await signUpByApi(alice!, "watched-alice");
  await signUpByApi(bob!, "watched-bob");
  await checkIn(alice!, "burnout-zone");
  await checkIn(bob!, "burnout-zone");
  const room = roomOf(alice!);
  expect(roomOf(bob!)).toBe(room);
  await alice!.getByPlaceholder("Type your message...").fill("is anyone else this tired?");
  await alice!.getByPlaceholder("Type your message...").press("Enter");
  await expect(bob!.getByText("is anyone else this tired?")).toBeVisible();

  // No reload: the admin socket's "admin:chats-changed" brings the chat and its last message.
  const card = admin!.getByRole("article", { name: `Chat ${room.slice(0, 8)}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Active");
  await expect(card).toContainText("is anyone else this tired?");
  await expect(card).toContainText(/\d+[smhd] ago/);

  await card.getByRole("link", { name: "Join Chat" }).click();
  await expect(admin!).toHaveURL(new RegExp(`/chat\\?room=${room}&role=admin`));
  const composer = admin!.getByPlaceholder("Type your message...");
  await expect(composer).toBeEnabled();
  // The moderator tells the two people apart, and was matched with nobody.
  const aliceSaid = admin!.getByRole("listitem").filter({ hasText: "is anyone else this tired?" });
  await expect(aliceSaid).toContainText("Person 1");
  await expect(admin!.getByText("Match found!")).toHaveCount(0);
  await composer.fill("A moderator is here with you");
  await composer.press("Enter");
  for (const person of [alice!, bob!]) {
    const said = person.getByRole("listitem").filter({ hasText: "A moderator is here with you" });
    await expect(said).toContainText("Moderator");
  }
  // A moderator blocks no one, and ending the chat takes them back to a dashboard that has heard of it.
  await expect(admin!.getByRole("button", { name: "Block user" })).toHaveCount(0);
  await endChatFromMenu(admin!);
  await expect(admin!).toHaveURL(/\/admin$/);
  await expect(card).toBeHidden();
  await admin!.getByRole("tab", { name: "Completed" }).click();
  await expect(admin!.getByRole("article", { name: `Chat ${room.slice(0, 8)}` })).toBeVisible();
  for (const context of contexts) await context.close();
});

test("Initialize AI Agents reports every persona ready", async ({ page }) => {
  await signUpAdmin(page);
  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "AI agents" });
  await panel.getByRole("button", { name: "Initialize AI Agents" }).click();
  await expect(page.getByText("AI agents initialized")).toBeVisible();
  await expect(panel.getByText("17 successful")).toBeVisible();
  await expect(panel.getByText("0 failed")).toBeVisible();
});
