import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "./memory-storage.js";
import { browserStore, local, session, type StorageArea } from "./storage.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A storage that holds what it was given and refuses writes while `full.now` is true. */
function storageWithQuota(full = { now: true }): StorageArea & { full: { now: boolean } } {
  const inner = memoryStorage();
  return {
    full,
    getItem: (key) => inner.getItem(key),
    setItem: (key, value) => {
      if (full.now) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      inner.setItem(key, value);
    },
    removeItem: (key) => inner.removeItem(key),
  };
}

describe("the browser's storage, never throwing", () => {
  it("reads and writes the browser's local and session storage, key for key and value for value", () => {
    const [localStorage, sessionStorage] = [memoryStorage(), memoryStorage()];
    vi.stubGlobal("window", { localStorage, sessionStorage });
    localStorage.setItem("kindred:earlier", "kept from a past visit");
    expect(local.get("kindred:earlier")).toBe("kept from a past visit");

    local.set("kindred:pref", "1");
    session.setJson("kindred:list", ["a", "b"]);
    expect(localStorage.getItem("kindred:pref")).toBe("1");
    expect(sessionStorage.getItem("kindred:list")).toBe('["a","b"]');
    expect(localStorage.getItem("kindred:list")).toBeNull();
    expect(session.getJson("kindred:list")).toEqual(["a", "b"]);

    local.remove("kindred:pref");
    expect(localStorage.getItem("kindred:pref")).toBeNull();
  });

  it("keeps a value for this visit when the browser refuses its storage altogether (SecurityError)", () => {
    const store = browserStore(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(store.get("key")).toBeNull();
    expect(() => store.set("key", "value")).not.toThrow();
    expect(store.get("key")).toBe("value");
    store.remove("key");
    expect(store.get("key")).toBeNull();
  });

  it("reads the newer value, not the older one a full storage still holds, until a write is accepted", () => {
    const storage = storageWithQuota({ now: false });
    const store = browserStore(() => storage);
    store.set("key", "older");
    storage.full.now = true;
    expect(() => store.set("key", "newer")).not.toThrow();
    expect(store.get("key")).toBe("newer");
    expect(storage.getItem("key")).toBe("older");

    storage.full.now = false;
    store.set("key", "newest");
    expect(storage.getItem("key")).toBe("newest");
    expect(browserStore(() => storage).get("key")).toBe("newest");
  });

  it("gives nothing for JSON that cannot be read, instead of throwing", () => {
    const storage = memoryStorage();
    storage.setItem("key", "{not json");
    expect(browserStore(() => storage).getJson("key")).toBeUndefined();
    expect(browserStore(() => storage).getJson("absent")).toBeUndefined();
  });

  it("throws nothing where there is no window (the prerender), and keeps values for the visit", () => {
    expect(typeof window).toBe("undefined");
    expect(local.get("kindred:no-window")).toBeNull();
    expect(session.getJson("kindred:no-window")).toBeUndefined();
    local.set("kindred:no-window", "1");
    expect(local.get("kindred:no-window")).toBe("1");
  });
});
