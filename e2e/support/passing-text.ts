/**
 * Text that is meant to pass, watched from inside the page. The partner's "is typing…" goes
 * LIMITS.partnerTypingMs (2 s) after the last typing signal the page received: the timer starts
 * when the signal arrives, not when a busy browser gets round to drawing it, so a slow page shows
 * it for less than that. An `expect(locator)` looks at the page now and then, each look a round
 * trip into that same busy browser; on a loaded machine the text can come and go between two
 * looks, and the assertion then waits in vain for text nobody is bringing back. The page itself
 * sees every change of its document as it happens, so it notes the text the moment it is shown.
 */
import { expect, type Page } from "@playwright/test";

export interface PassingTextWatch {
  /** Passes once the text has been shown (visible) since the watch began, even if it is gone again. */
  toHaveBeenShown(): Promise<void>;
}

/** Starts watching before the action that should show `text`; resolves once the page is watching. */
export async function watchForPassingText(page: Page, text: string): Promise<PassingTextWatch> {
  const key = await page.evaluate((wanted) => {
    const key = `passing-text-${crypto.randomUUID()}`;
    const shown = window as unknown as Record<string, boolean>;
    // The innermost elements whose whole text is the wanted text, as getByText would find them.
    const isShown = () =>
      Array.from(document.body.querySelectorAll("*")).some(
        (element) => element.textContent?.trim() === wanted && element.checkVisibility(),
      );
    shown[key] = isShown();
    if (!shown[key]) {
      const observer = new MutationObserver(() => {
        if (!isShown()) return;
        shown[key] = true;
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    }
    return key;
  }, text);
  return {
    toHaveBeenShown: () =>
      expect
        .poll(() => page.evaluate((k) => (window as unknown as Record<string, boolean>)[k] === true, key), {
          message: `"${text}" should have been shown`,
        })
        .toBe(true),
  };
}
