/**
 * The offline companion as a newcomer meets it: while waiting it names the feeling without quoting
 * the sentence and answers "what should I do?" with something to try; in a matched chat its handle
 * brings an answer both people see (two browser contexts).
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { say } from "./support/conversation.js";

const SUGGESTION = /something to try|small options|find these help/;

test("while waiting, the persona names the feeling in its own words and offers something to try", async ({ page }) => {
  await signUpByApi(page, "sleepless");
  await checkIn(page, "late-night", "I want to talk to someone");
  await expect(page.getByText("I'm Luna, an AI companion here in Late Night Thoughts", { exact: false })).toBeVisible();

  const sentence = "I can't sleep again, my mind keeps racing";
  await say(page, sentence);
  await expect(page.getByText("That sounds exhausting.", { exact: false })).toBeVisible();
  // Only the person's own bubble holds the sentence: the reply does not quote it.
  await expect(page.getByText(sentence, { exact: false })).toHaveCount(1);

  await say(page, "what should I do?");
  await expect(page.getByText(SUGGESTION)).toBeVisible();
});

test("in a matched chat, the persona's handle brings an answer both people see", async ({ browser }) => {
  const [aliceContext, bobContext] = [await browser.newContext(), await browser.newContext()];
  const [alice, bob] = [await aliceContext.newPage(), await bobContext.newPage()];
  await signUpByApi(alice, "worried-sister");
  await signUpByApi(bob, "listener");
  await checkIn(alice, "late-night", "I want to talk to someone");
  await checkIn(bob, "late-night", "I want to help and listen to someone");
  expect(roomOf(bob)).toBe(roomOf(alice));
  await expect(alice.getByText("Match found!")).toBeVisible();

  await say(alice, "@luna can you suggest something to help her sleep?");
  for (const page of [alice, bob]) {
    await expect(page.getByText("You'd like to help her through this.", { exact: false })).toBeVisible();
    await expect(page.getByText(SUGGESTION)).toBeVisible();
  }
  await aliceContext.close();
  await bobContext.close();
});
