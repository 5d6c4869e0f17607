/**
 * Minors must not meet adults: someone who says in a chat that they are under the minimum age sees
 * their words delivered, then the chat end with why, kindly, and the youth lines; their partner reads
 * only "This chat has ended." The same after a bare "15" answering the partner's "how old are you?".
 * The server ends the chat and holds the writer (stated-age.test.ts).
 */
import { expect, test } from "./support/test.js";
import { say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

test('"im 15 lol" ends the chat for both; the writer is told why, with youth lines', async ({ browser }) => {
  const { writer, listener, close } = await twoPeopleMatched(browser, "need-to-vent", { writer: {}, listener: {} });
  await say(writer, "im 15 lol");
  await expect(listener.getByText("im 15 lol")).toBeVisible();

  await expect(listener.getByText("This chat has ended.")).toBeVisible();
  await expect(listener.getByText("You said you are under")).toHaveCount(0);
  await expect(listener.getByPlaceholder("Type your message...")).toBeDisabled();

  await expect(writer.getByText("You said you are under 18.", { exact: false })).toBeVisible();
  await expect(writer.getByRole("link", { name: "Call 0800 1111" })).toBeVisible();
  await expect(writer.getByText("im 15 lol")).toBeVisible();
  await expect(writer.getByPlaceholder("Type your message...")).toBeDisabled();

  // Back home, the check-in says the same instead of letting them look for a new chat.
  await writer.goto("/check-in");
  await expect(writer.getByRole("heading", { name: "Your account is on hold" })).toBeVisible();
  await expect(writer.getByText("You said you are under 18.", { exact: false })).toBeVisible();
  await close();
});

test('"15" answering the partner\'s "how old are you?" ends the chat the same way', async ({ browser }) => {
  const { writer, listener, close } = await twoPeopleMatched(browser, "need-to-vent", { writer: {}, listener: {} });
  await say(listener, "how old are you?");
  // Asking a stranger's age is held until the asker confirms it.
  const asking = listener.getByRole("alertdialog", { name: /This message seems to contain a request/ });
  await asking.getByRole("button", { name: "Send anyway" }).click();
  await expect(writer.getByText("how old are you?")).toBeVisible();
  await say(writer, "15");

  await expect(listener.getByText("This chat has ended.")).toBeVisible();
  await expect(writer.getByText("You said you are under 18.", { exact: false })).toBeVisible();
  await expect(writer.getByPlaceholder("Type your message...")).toBeDisabled();
  await close();
});
