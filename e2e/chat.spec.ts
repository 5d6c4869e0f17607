/**
 * Two people in two browser contexts: check-in, matched in the same room, talking both ways in
 * real time, one going offline and back (the message arrives once), the content filter, a third
 * person turned away, and ending the chat for both; a room that no longer exists starts a new search,
 * and a link to a room that never existed says which room opened.
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkInStepByStep as checkIn, roomOf } from "./support/check-in.js";
import { endChatFromMenu } from "./support/conversation.js";
import { watchForPassingText } from "./support/passing-text.js";

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

test("a link to a room that does not exist says which room the search opened instead", async ({ page }) => {
  await signUpByApi(page, "mistyped");
  await page.goto("/chat?themeId=burnout");
  await expect(page.getByText("Finding you a match...")).toBeVisible();
  await expect(page.getByRole("note")).toContainText("There is no room called “burnout”, so this is Calm Space.");
  // The search wrote the room it opened into the address; the note still says what happened.
  await expect.poll(() => new URL(page.url()).searchParams.get("themeId")).toBe("calm");
  await expect(page.getByRole("note")).toBeVisible();
  await page.getByRole("button", { name: "Cancel search" }).click();
  await expect(page).toHaveURL(/\/check-in$/);
});
