/**
 * What people write, at rest: AES-256-GCM with a random 96-bit IV per text, so a copy of the
 * database alone reveals nothing. One cipher (MESSAGE_KEY) for every such column: message content,
 * a review's comment and a report's note (privacy/older-text.ts encrypts the rows kept from before).
 * Replaces the original client's XOR "obfuscation".
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** How every ciphertext begins: what tells a stored row in clear (written before encryption) from one encrypted. */
export const CIPHERTEXT_PREFIX = "enc:v1:";
const NONCE_BYTES = 12;
/**
 * Nonces are drawn from the system's random source a thousand at a time: one call per message was
 * 4 % of a busy instance's time. Each nonce is handed out once, and no pool outlives its nonces.
 */
const NONCES_PER_DRAW = 1024;

/** A source of fresh random nonces, never the same bytes twice. */
export function createNonces(size = NONCE_BYTES, perDraw = NONCES_PER_DRAW): () => Buffer {
  let pool = Buffer.alloc(0);
  let next = 0;
  return () => {
    if (next === pool.length) {
      pool = randomBytes(size * perDraw);
      next = 0;
    }
    next += size;
    return pool.subarray(next - size, next);
  };
}

export interface ContentCipher {
  encrypt(plain: string): string;
  /**
   * Rows that do not decrypt (written before encryption, or damaged) are shown as they are (PRODUCT.md §3):
   * the stored form says which it is, ciphertext always beginning with its version prefix.
   */
  decrypt(stored: string): string;
}

export function createCipher(key: Buffer): ContentCipher {
  if (key.length !== 32) throw new Error("the message key must be 32 bytes");
  const nonce = createNonces();
  return {
    encrypt(plain) {
      const iv = nonce();
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return CIPHERTEXT_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
    },
    decrypt(stored) {
      if (!stored.startsWith(CIPHERTEXT_PREFIX)) return stored;
      try {
        const raw = Buffer.from(stored.slice(CIPHERTEXT_PREFIX.length), "base64");
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, NONCE_BYTES));
        decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + 16));
        return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + 16)), decipher.final()]).toString("utf8");
      } catch {
        return stored;
      }
    },
  };
}
