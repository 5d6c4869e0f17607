import { describe, expect, it } from "vitest";
import { createAnnouncedMatches } from "./announced-matches.js";
import { memoryStorage } from "@/lib/memory-storage.js";
import { browserStore, type StorageArea } from "@/lib/storage.js";

const announcedOn = (storage: StorageArea) => createAnnouncedMatches(browserStore(() => storage));

describe("announced matches", () => {
  it("announces a chat once, also after a reload of the page (a new instance on the same storage)", () => {
    const storage = memoryStorage();
    const page = announcedOn(storage);
    expect(page.first("chat-a")).toBe(true);
    expect(page.first("chat-a")).toBe(false);
    const reloaded = announcedOn(storage);
    expect(reloaded.first("chat-a")).toBe(false);
    expect(reloaded.first("chat-b")).toBe(true);
  });

  it("remembers for the page alone without storage, or with storage that refuses or holds nonsense", () => {
    const none = createAnnouncedMatches(browserStore(() => undefined));
    expect([none.first("x"), none.first("x")]).toEqual([true, false]);
    const refusing = announcedOn({
      getItem: () => "not json",
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    });
    expect([refusing.first("x"), refusing.first("x")]).toEqual([true, false]);
  });

  it("keeps only the last twenty chats", () => {
    const storage = memoryStorage();
    const page = announcedOn(storage);
    for (let i = 0; i < 21; i++) page.first(`chat-${i}`);
    const reloaded = announcedOn(storage);
    expect(reloaded.first("chat-0")).toBe(true);
    expect(reloaded.first("chat-20")).toBe(false);
  });
});
