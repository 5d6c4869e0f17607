/**
 * The messages shown as not sent in the chat on screen, kept for this tab (sessionStorage), so that a
 * reload does not take the words a person could still copy (PRODUCT.md §5: nothing written is lost).
 * One chat's at a time: New Match or New Theme clears the list, and with it what is kept.
 */
import { session } from "@/lib/storage";
import { TAB_WORDS } from "@/lib/tab-words";
import type { FailedMessage } from "./use-delivery";

const KEY = TAB_WORDS.notSent;

const isFailedMessage = (item: unknown): item is FailedMessage =>
  typeof item === "object" &&
  item !== null &&
  ["clientId", "content", "reason"].every((field) => typeof (item as Record<string, unknown>)[field] === "string");

export const notSent = {
  forChat(chatId: string | null): FailedMessage[] {
    const held = session.getJson(KEY) as { chatId?: unknown; items?: unknown } | undefined;
    if (!chatId || held?.chatId !== chatId || !Array.isArray(held.items)) return [];
    return held.items.filter(isFailedMessage);
  },
  keep(chatId: string | null, items: FailedMessage[]): void {
    if (chatId && items.length > 0) session.setJson(KEY, { chatId, items });
    else session.remove(KEY);
  },
};
