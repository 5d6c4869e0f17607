/**
 * Message content at rest: AES-256-GCM with a random 96-bit IV per message, so a copy of the
 * database alone reveals nothing. Replaces the original client's XOR "obfuscation".
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const PREFIX = "enc:v1:";

export interface ContentCipher {
  encrypt(plain: string): string;
  /** Rows that do not decrypt (written before encryption, or damaged) are shown as they are, as the spec asks. */
  decrypt(stored: string): string;
}

export function createCipher(key: Buffer): ContentCipher {
  if (key.length !== 32) throw new Error("the message key must be 32 bytes");
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      try {
        const raw = Buffer.from(stored.slice(PREFIX.length), "base64");
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return stored;
      }
    },
  };
}
