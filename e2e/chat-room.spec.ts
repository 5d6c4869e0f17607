/**
 * Inside a chat room: long messages fit, the diagnostics and the AI Guardian's ideas, New Theme and
 * New Match, vibes and reactions with crisis support for both, and the fallback to polling without
 * a socket. Matching and talking in real time: chat.spec.ts.
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkInStepByStep as checkIn, roomOf } from "./support/check-in.js";

test("long messages fit: the box grows with the text, and an unbroken word wraps in its bubble", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => warnings.push(message.text()));
  await signUpByApi(page, "wordy");
  await checkIn(page, "tiny-wins", "I'm down for either");
  // A first visit straight to a lazily loaded page has a fallback while its code arrives.
  expect(warnings.filter((text) => text.includes("HydrateFallback"))).toEqual([]);

  const input = page.getByPlaceholder("Type your message...");
  const oneLine = (await input.boundingBox())!.height;
  await input.fill("A long week, and a longer story. ".repeat(20));
  expect((await input.boundingBox())!.height).toBeGreaterThan(oneLine * 2);

  const word = "q".repeat(300);
  await input.fill(word);
  await input.press("Enter");
  await expect(page.getByText(word, { exact: true })).toBeVisible();
  const list = page.getByLabel("Messages");
  const overflow = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the diagnostics dialog shows the database connected and a working AI", async ({ page }) => {
  await signUpByApi(page, "curious");
  await checkIn(page, "gratitude-flow", "I'm down for either");
  await page.getByRole("button", { name: "Chat options" }).click();
  await page.getByRole("menuitem", { name: "AI Diagnostics" }).click();
  const dialog = page.getByRole("dialog", { name: /Chat AI Diagnostics/ });
  await expect(dialog.getByText("v2.4")).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Database" })).toContainText("Connected");
  await dialog.getByRole("button", { name: "Test AI API" }).click();
  await expect(dialog.getByText("AI test successful (builtin provider)")).toBeVisible();
  await expect(page.getByText("OpenAI Test Successful")).toBeVisible();
  await dialog.getByRole("button", { name: "View Logs" }).click();
  await expect(dialog.getByRole("list", { name: "Connection log" })).toContainText("connected");
});

test("the AI Guardian offers conversation ideas from the room's theme", async ({ page }) => {
  await signUpByApi(page, "shy");
  await checkIn(page, "tiny-wins", "I'm down for either");
  await page.getByRole("button", { name: "AI Guardian" }).click();
  const card = page.getByRole("region", { name: "Conversation idea" });
  const first = await card.locator("p").nth(1).textContent();
  await card.getByRole("button", { name: "Next Idea" }).click();
  await expect(card.locator("p").nth(1)).not.toHaveText(first!);
  await card.getByRole("button", { name: "Use This Idea" }).click();
  await expect(page.getByPlaceholder("Type your message...")).not.toHaveValue("");
  await expect(card).toBeHidden();
});

test("New Theme and New Match open a fresh room and close the old one", async ({ page }) => {
  await signUpByApi(page, "restless");
  await checkIn(page, "need-to-vent", "I'm down for either");
  const first = roomOf(page);
  await page.getByRole("button", { name: "New Theme" }).click();
  await expect(page.getByText(/^Switched to /)).toBeVisible();
  await expect.poll(() => roomOf(page)).not.toBe(first);
  const second = roomOf(page);
  expect(new URL(page.url()).searchParams.get("themeId")).not.toBe("need-to-vent");
  const old = await page.request.get(`/api/chats/${first}`);
  expect(((await old.json()) as { chat: { status: string } }).chat.status).toBe("completed");

  await expect(page.getByRole("button", { name: "New Match" })).toBeEnabled();
  await page.getByRole("button", { name: "New Match" }).click();
  await expect(page.getByText("Looking for a new match")).toBeVisible();
  await expect.poll(() => roomOf(page)).not.toBe(second);
  await expect(page.getByText("Chat expired")).toBeHidden();
});

test("vibes and reactions reach the partner, and crisis language brings crisis support to both", async ({
  browser,
}) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(alice, "vibing");
  await signUpByApi(bob, "reacting");
  await checkIn(alice, "overthinking-spiral", "I want to talk to someone");
  await checkIn(bob, "overthinking-spiral", "I want to help and listen to someone");
  await expect(alice.getByText("Match found!")).toBeVisible();

  await alice.getByRole("button", { name: "Vibes" }).click();
  const picker = alice.getByRole("dialog", { name: "How are you feeling?" });
  for (const vibe of ["Anxious", "Hopeful", "Stressed"]) await picker.getByRole("button", { name: vibe }).click();
  await expect(picker.getByText("Maximum of 3 vibes selected")).toBeVisible();
  await expect(picker.getByRole("button", { name: "Lonely" })).toBeDisabled();
  await picker.getByRole("button", { name: "Done" }).click();
  // Focus comes back to where the conversation goes on, not to the page.
  await expect(alice.getByPlaceholder("Type your message...")).toBeFocused();
  const bobSees = bob.getByRole("listitem").filter({ hasText: "Anonymous is feeling" });
  await expect(bobSees).toContainText("Anxious");
  await expect(bobSees).toContainText("Stressed");

  await bob.getByRole("button", { name: "React" }).click();
  await bob.getByRole("dialog", { name: "Send a reaction" }).getByRole("button", { name: "Sending love" }).click();
  await expect(alice.getByRole("listitem").filter({ hasText: "Sending love" })).toContainText("Anonymous");

  await bob.getByPlaceholder("Type your message...").fill("honestly I want to end my life");
  await bob.getByPlaceholder("Type your message...").press("Enter");
  // The writer gets the crisis view; their partner a notice for a supporter, and no modal.
  const dialog = bob.getByRole("dialog", { name: "You don't have to face this alone" });
  // Playwright's browsers say en-US: the 988 Lifeline leads, and the directory covers the rest.
  await expect(dialog).toContainText("Call 988");
  await expect(dialog).toContainText("findahelpline.com");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(alice.getByRole("region", { name: "Supporting your chat partner" })).toBeVisible();
  await expect(alice.getByRole("dialog", { name: "You don't have to face this alone" })).toHaveCount(0);
  for (const page of [alice, bob]) {
    await expect(page.getByText("Crisis Counselor · AI", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "New Theme" })).toBeHidden();
    await expect(page.getByRole("button", { name: "AI Guardian" })).toBeHidden();
  }
  // The writer keeps their words, and the partner, there to support them, reads them too.
  for (const page of [alice, bob]) await expect(page.getByText("honestly I want to end my life")).toBeVisible();
  for (const context of contexts) await context.close();
});

test("without a socket, the chat falls back to polling and sending over HTTP", async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  // Bob's network lets everything through but Socket.IO, as some proxies do.
  await bob.route("**/socket.io/**", (route) => route.abort());
  await signUpByApi(alice, "socketed");
  await signUpByApi(bob, "polling");
  await checkIn(alice, "unsent-letters", "I want to talk to someone");
  await checkIn(bob, "unsent-letters", "I want to help and listen to someone");
  expect(roomOf(bob)).toBe(roomOf(alice));
  await expect(bob.getByText("Limited connectivity to our servers...", { exact: false })).toBeVisible();

  await bob.getByPlaceholder("Type your message...").fill("sent over plain HTTP");
  await bob.getByPlaceholder("Type your message...").press("Enter");
  await expect(alice.getByText("sent over plain HTTP")).toBeVisible();

  await alice.getByPlaceholder("Type your message...").fill("fetched by polling");
  await alice.getByPlaceholder("Type your message...").press("Enter");
  // The poll of PRODUCT.md §9: every 15 s, fetching when the last fetch is over 10 s old.
  await expect(bob.getByText("fetched by polling")).toBeVisible({ timeout: 35_000 });
  for (const context of contexts) await context.close();
});
