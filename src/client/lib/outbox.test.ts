import { describe, expect, it } from "vitest";
import { createOutbox } from "./outbox.js";
import { memoryStorage } from "./memory-storage.js";

describe("the offline outbox", () => {
  it("keeps queued messages per chat, once per client id, across instances on the same storage", () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage);
    const message = { chatId: "c1", clientId: "id-1", content: "hello", queuedAt: "2026-01-01T00:00:00Z" };
    outbox.add(message);
    outbox.add(message);
    outbox.add({ ...message, chatId: "c2", clientId: "id-2" });
    const afterReload = createOutbox(storage);
    expect(afterReload.forChat("c1")).toEqual([message]);
    afterReload.remove("id-1");
    expect(outbox.forChat("c1")).toEqual([]);
    expect(outbox.forChat("c2")).toHaveLength(1);
  });

  it("starts empty when storage holds something unreadable", () => {
    const storage = memoryStorage();
    storage.setItem("kindred:outbox", "{not json");
    expect(createOutbox(storage).forChat("c1")).toEqual([]);
  });

  it("forgets every queued message of every chat when cleared, and stays usable", () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage);
    const message = { chatId: "c1", clientId: "id-1", content: "unsent words", queuedAt: "2026-01-01T00:00:00Z" };
    outbox.add(message);
    outbox.add({ ...message, chatId: "c2", clientId: "id-2" });
    outbox.clear();
    expect(storage.getItem("kindred:outbox")).not.toContain("unsent words");
    expect([...createOutbox(storage).forChat("c1"), ...createOutbox(storage).forChat("c2")]).toEqual([]);
    outbox.add(message);
    expect(outbox.forChat("c1")).toEqual([message]);
  });
});
