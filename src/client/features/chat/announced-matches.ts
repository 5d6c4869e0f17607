/**
 * "Match found!" shows once per chat (PRODUCT.md §4), also across a reload of the chat: this tab remembers
 * the chats it has announced in sessionStorage (the last few; a match is announced within minutes of
 * happening). Without storage (blocked, full) it remembers them for this page only.
 */
const KEY = "kindred:announced-matches";
const KEEP = 20;

export function createAnnouncedMatches(storage: Pick<Storage, "getItem" | "setItem"> | null) {
  const inPage = new Set<string>();
  const stored = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? "[]");
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
    } catch {
      return [];
    }
  };
  return {
    /** True the first time this chat is announced here; remembers it. */
    first(chatId: string): boolean {
      const seen = stored();
      if (inPage.has(chatId) || seen.includes(chatId)) return false;
      inPage.add(chatId);
      try {
        storage?.setItem(KEY, JSON.stringify([...seen, chatId].slice(-KEEP)));
      } catch {
        // A full or blocked storage: this page still remembers it.
      }
      return true;
    },
  };
}

/** The browser's session storage, when the page may use it. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
