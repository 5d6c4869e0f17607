/**
 * Two people on two different Kindred instances (one PostgreSQL, one Redis): matched, and talking
 * both ways, with typing, a reaction and the room persona's reply, exactly as on one instance.
 * Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { watchForPassingText } from "./support/passing-text.js";
import { instancePorts, instanceUrl, scaleOut } from "./support/scale-out.js";

test.skip(!scaleOut, "needs TEST_DATABASE_URL and TEST_REDIS_URL");

test("two people on two instances are matched and chat in real time", async ({ browser }) => {
  const [first, second] = instancePorts.map((p) => instanceUrl(p));
  const aliceContext = await browser.newContext({ baseURL: first });
  const bobContext = await browser.newContext({ baseURL: second });
  const [alice, bob] = [await aliceContext.newPage(), await bobContext.newPage()];
  await signUpByApi(alice, "instance-one");
  await signUpByApi(bob, "instance-two");
  await checkIn(alice, "existential", "I want to talk to someone");
  await checkIn(bob, "existential", "I want to help and listen to someone");
  expect(roomOf(bob)).toBe(roomOf(alice));
  await expect(alice.getByText("Match found!")).toBeVisible();

  await alice.getByPlaceholder("Type your message...").fill("hello from the first instance");
  await alice.getByPlaceholder("Type your message...").press("Enter");
  await expect(bob.getByText("hello from the first instance")).toBeVisible();
  // The typing signal crosses instances; Alice's page notes it as it appears (passing-text.ts).
  const bobTyping = await watchForPassingText(alice, "Anonymous is typing…");
  await bob.getByPlaceholder("Type your message...").pressSequentially("and back", { delay: 50 });
  await bobTyping.toHaveBeenShown();
  await bob.getByPlaceholder("Type your message...").press("Enter");
  await expect(alice.getByText("and back")).toBeVisible();

  // The persona answers on whichever instance stored the message; both people see the reply.
  await alice.getByPlaceholder("Type your message...").fill("@sage what is it all for");
  await alice.getByPlaceholder("Type your message...").press("Enter");
  // Alice's page holds Sage's greeting from her wait as well; Bob's only the reply.
  await expect(alice.getByText("Sage · AI", { exact: false })).toHaveCount(2);
  await expect(bob.getByText("Sage · AI", { exact: false })).toHaveCount(1);
  await bob.getByRole("button", { name: "React" }).click();
  await bob.getByRole("dialog", { name: "Send a reaction" }).getByRole("button", { name: "Sending love" }).click();
  await expect(alice.getByRole("listitem").filter({ hasText: "Sending love" })).toContainText("Anonymous");
  await aliceContext.close();
  await bobContext.close();
});
