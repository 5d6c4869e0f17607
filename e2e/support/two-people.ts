/**
 * Two people matched in one room, each in a browser of their own placed where the test says (its
 * locale and time zone decide the country whose help lines come first): the writer checks in to
 * talk, the listener to listen.
 */
import { expect, type Browser, type BrowserContextOptions } from "@playwright/test";
import { signUpByApi } from "./accounts.js";
import { checkIn } from "./check-in.js";

export async function twoPeopleMatched(
  browser: Browser,
  themeId: string,
  places: { writer: BrowserContextOptions; listener: BrowserContextOptions },
) {
  const contexts = [await browser.newContext(places.writer), await browser.newContext(places.listener)];
  const [writer, listener] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signUpByApi(writer, "writer");
  await signUpByApi(listener, "listener");
  await checkIn(writer, themeId, "I want to talk to someone");
  await checkIn(listener, themeId, "I want to help and listen to someone");
  await expect(writer.getByText("Match found!")).toBeVisible();
  return { writer, listener, close: () => Promise.all(contexts.map((context) => context.close())) };
}
