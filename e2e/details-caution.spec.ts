/**
 * What the person on the other end sees when someone insists on sharing contact details, or on
 * asking for theirs: the message, with a calm caution under it that Kindred is anonymous — decided
 * by the server and there again after a reload. The sender, already warned, sees none. A number
 * split over two messages is held like one sent whole.
 */
import { expect, test } from "./support/test.js";
import { expectAcknowledged, say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

const DETAILS_CAUTION =
  "This message holds contact details. Kindred is anonymous: you don't have to share yours, and you can report anything that feels wrong.";
const REQUEST_CAUTION =
  "This message asks for something personal. Kindred is anonymous: you don't have to share anything about yourself, and you can report anything that feels wrong.";

test("the receiver of details sent anyway is cautioned, also after a reload", async ({ browser }) => {
  const place = { locale: "en-GB", timezoneId: "Europe/London" };
  const { writer, listener, close } = await twoPeopleMatched(browser, "need-to-vent", {
    writer: place,
    listener: place,
  });
  const messages = (page: typeof writer) => page.getByLabel("Messages", { exact: true });

  // Half a number goes through; the other half is read with it and held.
  await say(writer, "my number is 07911");
  await expectAcknowledged(writer, "my number is 07911");
  await say(writer, "123456");
  const warning = writer.getByRole("alertdialog", { name: "This message seems to contain a phone number." });
  await expect(warning).toContainText("07911 123456");
  await warning.getByRole("button", { name: "Send anyway" }).click();
  await expectAcknowledged(writer, "123456");

  // The listener asks for the writer's snap: held with its own explanation, then sent anyway.
  await say(listener, "whats ur snap?");
  const asking = listener.getByRole("alertdialog", {
    name: "This message seems to contain a request for contact details.",
  });
  await expect(asking).toContainText("Kindred is anonymous");
  await asking.getByRole("button", { name: "Send anyway" }).click();
  await expectAcknowledged(listener, "whats ur snap?");

  const heldNumber = messages(listener)
    .locator("li")
    .filter({ hasText: /^Anonymous.*123456/ });
  await expect(heldNumber.getByRole("note")).toHaveText(DETAILS_CAUTION);
  const request = messages(writer).locator("li").filter({ hasText: "whats ur snap?" });
  await expect(request.getByRole("note")).toHaveText(REQUEST_CAUTION);
  // Nobody is cautioned about their own words, nor about ordinary ones.
  await expect(messages(writer).getByRole("note")).toHaveCount(1);
  await expect(messages(listener).getByRole("note")).toHaveCount(1);

  // The caution is the server's, kept with the message: a reload shows it again.
  await listener.reload();
  await expect(
    messages(listener)
      .locator("li")
      .filter({ hasText: /^Anonymous.*123456/ })
      .getByRole("note"),
  ).toHaveText(DETAILS_CAUTION);
  await writer.reload();
  await expect(messages(writer).locator("li").filter({ hasText: "whats ur snap?" }).getByRole("note")).toHaveText(
    REQUEST_CAUTION,
  );
  await close();
});
