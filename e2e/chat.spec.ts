/**
 * Two people in two browser contexts: check-in, matched in the same room, talking both ways in
 * real time, one going offline and back (the message arrives once), the content filter, a third
 * person turned away, and ending the chat for both; a room that no longer exists starts a new search.
 */
import { expect, test, type Page } from "@playwright/test";
import { signUpByApi } from "./support/accounts.js";
import { endChatFromMenu } from "./support/conversation.js";
import { watchForPassingText } from "./support/passing-text.js";

async function checkIn(page: Page, themeId: string, roleLabel: string) {
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

const roomOf = (page: Page) => new URL(page.url()).searchParams.get("room")!;

test("two people are matched and talk in real time, offline included, until one ends the chat", async ({ browser }) => {
  const [aliceContext, bobContext, strangerContext] = [
    await browser.newContext(),
    await browser.newContext(),
    await browser.newContext(),
  ];
  const [alice, bob, stranger] = [
    await aliceContext.newPage(),
    await bobContext.newPage(),
    await strangerContext.newPage(),
  ];
  await signUpByApi(alice, "alice");
  await signUpByApi(bob, "bob");
  await signUpByApi(stranger, "stranger");

  await checkIn(alice, "late-night", "I want to talk to someone");
  await expect(alice.getByText("Chat started")).toBeVisible();
  await expect(alice.getByText("Looking for a match", { exact: true })).toBeVisible();
  await expect(alice.getByText("Finding you a match...")).toBeVisible();
  await expect(alice.getByText("Chat with Luna while you wait!")).toBeVisible();
  // While waiting, the room's persona greets Alice and keeps her company.
  await expect(
    alice.getByText("I'm Luna, an AI companion here in Late Night Thoughts", { exact: false }),
  ).toBeVisible();

  await checkIn(bob, "late-night", "I want to help and listen to someone");
  const room = roomOf(alice);
  expect(roomOf(bob)).toBe(room);
  await expect(alice.getByText("Match found!")).toBeVisible();
  await expect(bob.getByText("Match found!")).toBeVisible();
  // Matched at once, Bob hears of the match, not of a search.
  await expect(bob.getByText("Chat started")).toBeHidden();
  await expect(alice.getByText("Finding you a match...")).toBeHidden();
  // What Alice and Luna said while she waited stays hers.
  await expect(bob.getByText("No messages yet. Start the conversation!")).toBeVisible();
  await expect(bob.getByText("I'm Luna, an AI companion", { exact: false })).toBeHidden();

  const aliceInput = alice.getByPlaceholder("Type your message...");
  const bobInput = bob.getByPlaceholder("Type your message...");
  await aliceInput.fill("Hello from the night");
  await aliceInput.press("Enter");
  await expect(bob.getByText("Hello from the night")).toBeVisible();

  // Two keys a moment apart make one typing signal (at most one a second), and Alice shows it for
  // two seconds: a look at her page that comes later than that on a busy machine would miss it.
  // Her page therefore notes it as it appears (passing-text.ts): it reached her, however late we look.
  const bobTyping = await watchForPassingText(alice, "Anonymous is typing…");
  await bobInput.pressSequentially("hi", { delay: 50 });
  await bobTyping.toHaveBeenShown();
  await bobInput.press("Shift+Enter");
  await bobInput.pressSequentially("I'm listening");
  await bobInput.press("Enter");
  await expect(alice.getByText(/hi\s+I'm listening/)).toBeVisible();
  // The message that was being typed has arrived: in the same render, nobody is typing any more.
  expect(await alice.getByText("Anonymous is typing…").count()).toBe(0);
  // Sent with the keyboard from the Send button, which then turns disabled: focus goes back to the box.
  await bobInput.fill("tabbing through");
  await bob.getByRole("button", { name: "Send message" }).focus();
  await bob.keyboard.press("Enter");
  await expect(alice.getByText("tabbing through")).toBeVisible();
  await expect(bobInput).toBeFocused();

  // Tagging the persona brings a reply both people see.
  await aliceInput.fill("@luna we both couldn't sleep tonight");
  await aliceInput.press("Enter");
  for (const page of [alice, bob]) {
    await expect(page.getByText("Another night where sleep won't come.", { exact: false })).toBeVisible();
  }

  // Bob loses the network, writes anyway, and comes back: Alice gets the message exactly once.
  await bobContext.setOffline(true);
  await expect(bob.getByText("You're currently offline.", { exact: false })).toBeVisible();
  await bobInput.fill("Written in a tunnel");
  await bobInput.press("Enter");
  await expect(bob.getByText("Saved locally", { exact: true })).toBeVisible();
  await bobContext.setOffline(false);
  await expect(alice.getByText("Written in a tunnel")).toHaveCount(1);
  await expect(bob.getByText("Saved locally", { exact: true })).toBeHidden();
  const stored = await alice.request.get(`/api/chats/${room}/messages`);
  const contents = ((await stored.json()) as { messages: { content: string }[] }).messages.map((m) => m.content);
  expect(contents.filter((c) => c === "Written in a tunnel")).toHaveLength(1);

  // The content filter, mirrored in the input and enforced by the server.
  await aliceInput.fill("that film was so id1otic");
  await expect(aliceInput).toHaveAttribute("aria-invalid", "true");
  await expect(alice.getByText("Message blocked")).toBeVisible();
  await expect(alice.getByRole("button", { name: "Send message" })).toBeDisabled();
  await aliceInput.press("Enter");
  await expect(alice.getByText("Cannot send message")).toBeVisible();
  await aliceInput.fill("");

  // A third person cannot open the room by its address.
  await stranger.goto(`/chat?room=${room}&themeId=late-night`);
  await expect(stranger.getByText("Access denied")).toBeVisible();
  await expect(stranger).toHaveURL(/\/$/);

  // Alice ends the chat; Bob is told at once.
  await endChatFromMenu(alice);
  await expect(alice).toHaveURL(new RegExp(`/end-chat\\?room=${room}`));
  await expect(alice.getByRole("heading", { name: "Chat Ended" })).toBeVisible();
  await expect(bob.getByText("The other person has left the chat.").first()).toBeVisible();
  await expect(bobInput).toBeDisabled();

  for (const context of [aliceContext, bobContext, strangerContext]) await context.close();
});

test("a signed-out visitor is sent from the chat to check-in and on to sign in", async ({ page }) => {
  await page.goto("/chat?themeId=late-night");
  await expect(page).toHaveURL(/\/auth$/);
});

test("cancelling a search deletes the waiting room and returns to check-in", async ({ page }) => {
  await signUpByApi(page, "canceller");
  await checkIn(page, "tiny-wins", "I'm down for either");
  const room = roomOf(page);
  await page.getByRole("button", { name: "Cancel search" }).click();
  await expect(page.getByText("Search cancelled")).toBeVisible();
  await expect(page).toHaveURL(/\/check-in$/);
  const gone = await page.request.get(`/api/chats/${room}`);
  expect(gone.status()).toBe(404);
});

test("a room that no longer exists says so, and a new search starts in its place", async ({ page }) => {
  await signUpByApi(page, "returning");
  const gone = crypto.randomUUID();
  await page.goto(`/chat?room=${gone}&themeId=tiny-wins`);
  await expect(page.getByText("Chat not found")).toBeVisible();
  await expect(page.getByText("The chat room couldn't be found. Starting new search.")).toBeVisible();
  await expect.poll(() => roomOf(page)).toMatch(/^[0-9a-f-]{36}$/);
  expect(roomOf(page)).not.toBe(gone);
  expect(new URL(page.url()).searchParams.get("themeId")).toBe("tiny-wins");
  await expect(page.getByText("Finding you a match...")).toBeVisible();
  await expect(page.getByText("Access denied")).toBeHidden();
  // "Starting new search" has been said: a "Chat started" on top would hide it at once.
  await expect(page.getByText("Chat started")).toBeHidden();
});

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
  for (const page of [alice, bob]) {
    const dialog = page.getByRole("dialog", { name: "You don't have to face this alone" });
    // Playwright's browsers say en-US: the 988 Lifeline leads, and the directory covers the rest.
    await expect(dialog).toContainText("Call 988");
    await expect(dialog).toContainText("findahelpline.com");
    await dialog.getByRole("button", { name: "Close" }).click();
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
