/**
 * The commonest crisis words open crisis support for both people and are never called
 * inappropriate: the message box, the server and the partner's page all decide by one screening.
 * The writer keeps their own words, and the partner, there to support them, reads them too.
 */
import { expect, test } from "./support/test.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn } from "./support/check-in.js";
import { expectAcknowledged, say } from "./support/conversation.js";

for (const words of ["I want to kill myself", "I'm thinking about suicide", "i feel suicidal"]) {
  test(`"${words}" opens crisis support for both and is never refused`, async ({ browser }) => {
    // In the United States, so that the crisis view leads with the 988 Lifeline.
    const where = { locale: "en-US", timezoneId: "America/New_York" };
    const contexts = [await browser.newContext(where), await browser.newContext(where)];
    const [alice, bob] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
    await signUpByApi(alice, "hurting");
    await signUpByApi(bob, "supporting");
    await checkIn(alice, "late-night", "I want to talk to someone");
    await checkIn(bob, "late-night", "I want to help and listen to someone");
    await expect(alice.getByText("A real person has joined")).toBeVisible();

    const input = alice.getByPlaceholder("Type your message...");
    await input.fill(words);
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
    await expect(alice.getByRole("button", { name: "Send message" })).toBeEnabled();
    await input.press("Enter");
    await expectAcknowledged(alice, words);

    // The writer gets the crisis view; their partner a notice for a supporter, and no modal.
    const dialog = alice.getByRole("dialog", { name: "You don't have to face this alone" });
    await expect(dialog).toContainText("Call 988");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(bob.getByRole("region", { name: "Supporting your chat partner" })).toBeVisible();
    await expect(bob.getByRole("dialog", { name: "You don't have to face this alone" })).toHaveCount(0);
    for (const page of [alice, bob]) {
      await expect(page.getByText("Crisis Counselor · AI", { exact: false }).first()).toBeVisible();
      await expect(page.getByText(words, { exact: true })).toBeVisible();
      await expect(page.getByText(/inappropriate/i)).toHaveCount(0);
      await expect(page.getByText("Message blocked")).toHaveCount(0);
    }
    // Written after crisis support opened, words go on reaching the partner.
    await say(alice, "thank you for staying");
    await expect(bob.getByText("thank you for staying")).toBeVisible();
    for (const context of contexts) await context.close();
  });
}
