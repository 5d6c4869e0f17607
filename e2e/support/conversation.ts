/** Writing in the chat page and reading back what it shows, for tests that count every word. */
import { expect, type Page } from "@playwright/test";

const messageList = (page: Page) => page.getByLabel("Messages", { exact: true });

export async function say(page: Page, text: string) {
  const input = page.getByPlaceholder("Type your message...");
  await input.fill(text);
  await input.press("Enter");
}

/** Waits until the server has acknowledged this page's message: a stored bubble, no longer "Sending…". */
export async function expectAcknowledged(page: Page, text: string, timeout = 10_000) {
  const bubble = messageList(page).locator("li").filter({ hasText: text });
  await expect(bubble.filter({ hasText: "You ·" })).toHaveCount(1, { timeout });
  await expect(bubble).toHaveCount(1);
}

/** Whether this page's message is acknowledged right now (no waiting). */
export async function isAcknowledged(page: Page, text: string): Promise<boolean> {
  return (await messageList(page).locator("li").filter({ hasText: text }).filter({ hasText: "You ·" }).count()) === 1;
}

/**
 * Which of `texts` the page shows, in the order shown, once per bubble that holds one (stored or
 * still being sent): a text shown twice appears twice here.
 */
export async function shownInOrder(page: Page, texts: string[]): Promise<string[]> {
  return messageList(page)
    .locator("li")
    .evaluateAll((items, wanted) => {
      const shown: string[] = [];
      for (const item of items) {
        const paragraphs = Array.from(item.querySelectorAll("p"), (p) => p.textContent ?? "");
        const found = wanted.find((text) => paragraphs.includes(text));
        if (found) shown.push(found);
      }
      return shown;
    }, texts);
}

/** Waits until both pages show exactly `texts`, each once, in this order. */
export async function expectConversation(pages: Page[], texts: string[], timeout = 30_000) {
  for (const page of pages) {
    await expect.poll(() => shownInOrder(page, texts), { timeout }).toEqual(texts);
  }
}

/** Ends the chat from its menu and confirms: a conversation with a person ends only when asked twice. */
export async function endChatFromMenu(page: Page) {
  await page.getByRole("button", { name: "Chat options" }).click();
  await page.getByRole("menuitem", { name: "End Chat" }).click();
  await page.getByRole("alertdialog", { name: "End this chat?" }).getByRole("button", { name: "End Chat" }).click();
}
