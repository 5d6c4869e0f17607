/**
 * Abuse aimed at the partner is refused with a reason, said once, and never reaches them; the sender
 * keeps their words in the box to rephrase, and venting about one's own life goes through.
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn } from "./support/check-in.js";
import { expectAcknowledged, say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

test('"go kys" is refused with a reason and never reaches the partner', async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(alice, "abusive");
  await signUpByApi(bob, "abused");
  await checkIn(alice, "need-to-vent", "I want to help and listen to someone");
  await checkIn(bob, "need-to-vent", "I want to talk to someone");
  await expect(bob.getByText("A real person has joined")).toBeVisible();

  const input = alice.getByPlaceholder("Type your message...");
  await input.fill("go kys");
  // Marked as it is typed, with the reason.
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(alice.getByText("reads as abuse aimed at the other person").first()).toBeVisible();
  // Refused words are not offered to be sent: Send is disabled while they are in the box.
  await expect(alice.getByRole("button", { name: "Send message" })).toBeDisabled();
  await input.press("Enter");
  // Enter says why again and hands it to the server all the same, which refuses it and counts it; the words stay in the box to be rephrased. A vibe sent
  // next goes only once the refusal is in (one message at a time, oldest first).
  await alice.getByRole("button", { name: "Vibes" }).click();
  const picker = alice.getByRole("dialog", { name: "How are you feeling?" });
  await picker.getByRole("button", { name: "Angry" }).click();
  await picker.getByRole("button", { name: "Done" }).click();
  await expect(bob.getByRole("listitem").filter({ hasText: "Anonymous is feeling" })).toContainText("Angry");
  await expect(input).toHaveValue("go kys");
  await expect(alice.getByText("Sending…")).toHaveCount(0);
  // One explanation: the box's own, not a second toast for the server's refusal of the same words.
  await expect(alice.getByText("This message won't be sent")).toHaveCount(1);
  await expect(alice.getByText("Message blocked")).toHaveCount(0);

  await input.fill("this is so hard, my life is a mess");
  await input.press("Enter");
  await expectAcknowledged(alice, "this is so hard, my life is a mess");
  await expect(bob.getByText("this is so hard, my life is a mess")).toBeVisible();
  await expect(bob.getByText("go kys")).toHaveCount(0);
  for (const context of contexts) await context.close();
});

test("a second insult after a first is explained as the first was, with Send disabled", async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(alice, "twice-refused");
  await signUpByApi(bob, "twice-spared");
  await checkIn(alice, "need-to-vent", "I want to help and listen to someone");
  await checkIn(bob, "need-to-vent", "I want to talk to someone");
  await expect(bob.getByText("A real person has joined")).toBeVisible();

  const input = alice.getByPlaceholder("Type your message...");
  const reason = alice.getByText("reads as abuse aimed at the other person");
  await say(alice, "you are pathetic, shut up");
  await expect(reason.first()).toBeVisible();
  await expect(reason).toHaveCount(0, { timeout: 15_000 }); // the toast has gone
  await input.fill("you stupid bitch");
  await expect(alice.getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(reason.first()).toBeVisible();
  await input.press("Enter");
  await expect(reason.first()).toBeVisible();
  // Nothing reached the partner, and they are not left reading that someone is typing.
  await expect(bob.getByText("Anonymous is typing…")).toHaveCount(0);
  for (const abuse of ["you are pathetic, shut up", "you stupid bitch"])
    await expect(bob.getByText(abuse)).toHaveCount(0);
  for (const context of contexts) await context.close();
});

test("insults and sexual advances aimed at the partner never reach them", async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(alice, "insulting");
  await signUpByApi(bob, "insulted");
  await checkIn(alice, "need-to-vent", "I want to help and listen to someone");
  await checkIn(bob, "need-to-vent", "I want to talk to someone");
  await expect(bob.getByText("A real person has joined")).toBeVisible();
  const refused = ["you should die", "you stupid bitch", "what an a$$hole", "are you a virgin"];
  for (const abuse of refused) await say(alice, abuse);
  // A sexual advance is named as what it is.
  await alice.getByPlaceholder("Type your message...").fill("show me your tits");
  await expect(alice.getByText("reads as sexual and aimed at the other person").first()).toBeVisible();
  await say(alice, "ok");
  await expect(bob.getByText("ok", { exact: true })).toBeVisible();
  for (const abuse of [...refused, "show me your tits"]) await expect(bob.getByText(abuse)).toHaveCount(0);
  for (const context of contexts) await context.close();
});

test("urging a partner in crisis to act is refused with its reason and never reaches them", async ({ browser }) => {
  const { writer, listener, close } = await twoPeopleMatched(browser, "late-night", { writer: {}, listener: {} });
  await say(writer, "i want to kill myself tonight");
  // The listener is shown a notice for a supporter, over nothing: the box is there to answer in.
  await expect(listener.getByRole("region", { name: "Supporting your chat partner" })).toBeVisible();

  // The box cannot know whose crisis it is: the server refuses, says why, and the words come back.
  const input = listener.getByPlaceholder("Type your message...");
  await input.fill("do it. nobody cares");
  await input.press("Enter");
  await expect(listener.getByText("Message blocked")).toBeVisible();
  await expect(listener.getByText("reads as urging them to harm themselves")).toBeVisible();
  await expect(input).toHaveValue("do it. nobody cares");

  await input.fill("I'm here with you. please stay");
  await input.press("Enter");
  await expectAcknowledged(listener, "I'm here with you. please stay");
  await expect(writer.getByText("I'm here with you. please stay")).toBeVisible();
  await expect(writer.getByText("do it. nobody cares")).toHaveCount(0);
  await close();
});
