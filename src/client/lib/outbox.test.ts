import { describe, expect, it } from "vitest";
import { memoryStorage } from "./memory-storage.js";
import { createOutbox } from "./outbox.js";
import { browserStore, type StorageArea } from "./storage.js";

const outboxOn = (storage: StorageArea) => createOutbox(browserStore(() => storage));

/** A storage whose quota is used up: it reads what it holds and refuses every write. */
function fullStorage(items: Record<string, string> = {}): StorageArea {
  return {
    getItem: (key) => items[key] ?? null,
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
    removeItem: () => undefined,
  };
}

describe("the offline outbox", () => {
  it("keeps queued messages per chat, once per client id, across instances on the same storage", () => {
    const storage = memoryStorage();
    const outbox = outboxOn(storage);
    const message = { chatId: "c1", clientId: "id-1", content: "hello", queuedAt: "2026-01-01T00:00:00Z" };
    outbox.add(message);
    outbox.add(message);
    outbox.add({ ...message, chatId: "c2", clientId: "id-2" });
    const afterReload = outboxOn(storage);
    expect(afterReload.forChat("c1")).toEqual([message]);
    afterReload.remove("id-1");
    expect(outbox.forChat("c1")).toEqual([]);
    expect(outbox.forChat("c2")).toHaveLength(1);
  });

  it("names the chats something is still owed to, each once, oldest first", () => {
    const outbox = outboxOn(memoryStorage());
    const at = "2026-01-01T00:00:00Z";
    outbox.add({ chatId: "c2", clientId: "id-1", content: "first", queuedAt: at });
    outbox.add({ chatId: "c1", clientId: "id-2", content: "second", queuedAt: at });
    outbox.add({ chatId: "c2", clientId: "id-3", content: "third", queuedAt: at });
    expect(outbox.chats()).toEqual(["c2", "c1"]);
    outbox.remove("id-2");
    expect(outbox.chats()).toEqual(["c2"]);
  });

  it("reads what earlier versions of the page stored, under the same key and in the same form", () => {
    const storage = memoryStorage();
    const earlier = { chatId: "c1", clientId: "id-1", content: "written last week", queuedAt: "2026-01-01T00:00:00Z" };
    storage.setItem("kindred:outbox", JSON.stringify([earlier]));
    const outbox = outboxOn(storage);
    expect(outbox.forChat("c1")).toEqual([earlier]);
    outbox.add({ ...earlier, clientId: "id-2", kind: "text", content: "and today" });
    expect(JSON.parse(storage.getItem("kindred:outbox")!)).toEqual([
      earlier,
      { ...earlier, clientId: "id-2", kind: "text", content: "and today" },
    ]);
  });

  it("starts empty when storage holds something unreadable", () => {
    const storage = memoryStorage();
    storage.setItem("kindred:outbox", "{not json");
    expect(outboxOn(storage).forChat("c1")).toEqual([]);
  });

  it("keeps messages in the page's memory when the storage is full, the older ones included", () => {
    const earlier = { chatId: "c1", clientId: "id-1", content: "from before", queuedAt: "2026-01-01T00:00:00Z" };
    const outbox = outboxOn(fullStorage({ "kindred:outbox": JSON.stringify([earlier]) }));
    const message = { chatId: "c1", clientId: "id-2", content: "written now", queuedAt: "2026-01-01T00:01:00Z" };
    expect(() => outbox.add(message)).not.toThrow();
    expect(outbox.forChat("c1")).toEqual([earlier, message]);
    outbox.remove("id-1");
    expect(outbox.forChat("c1")).toEqual([message]);
  });

  it("forgets every queued message of every chat when cleared, and stays usable", () => {
    const storage = memoryStorage();
    const outbox = outboxOn(storage);
    const message = { chatId: "c1", clientId: "id-1", content: "unsent words", queuedAt: "2026-01-01T00:00:00Z" };
    outbox.add(message);
    outbox.add({ ...message, chatId: "c2", clientId: "id-2" });
    outbox.clear();
    expect(storage.getItem("kindred:outbox")).not.toContain("unsent words");
    expect([...outboxOn(storage).forChat("c1"), ...outboxOn(storage).forChat("c2")]).toEqual([]);
    outbox.add(message);
    expect(outbox.forChat("c1")).toEqual([message]);
  });
});
