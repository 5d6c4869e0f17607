import { describe, expect, it } from "vitest";
import { createCipher, createNonces } from "./crypto.js";

describe("message content cipher", () => {
  const cipher = createCipher(Buffer.alloc(32, 3));

  it("round-trips text, including emoji and newlines, without leaving plaintext", () => {
    const text = "I passed my exam 🎉\nthank you for listening";
    const stored = cipher.encrypt(text);
    expect(stored).not.toContain("exam");
    expect(cipher.decrypt(stored)).toBe(text);
  });

  it("uses a fresh IV for every message", () => {
    expect(cipher.encrypt("same")).not.toBe(cipher.encrypt("same"));
  });

  it("never hands out the same nonce twice, also across draws from the random source", () => {
    const nonces = createNonces(12, 4);
    const seen = new Set(Array.from({ length: 50 }, () => nonces().toString("hex")));
    expect(seen.size).toBe(50);
    expect(nonces()).toHaveLength(12);
  });

  it("shows rows that do not decrypt as they are", () => {
    expect(cipher.decrypt("plain old text")).toBe("plain old text");
    const other = createCipher(Buffer.alloc(32, 4)).encrypt("secret");
    expect(cipher.decrypt(other)).toBe(other);
  });

  it("refuses a key of the wrong size", () => {
    expect(() => createCipher(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
