/**
 * Password hashes: argon2id at OWASP's parameters (19 MiB, t=2, p=1), made once per request.
 *
 * A sign-up for an address that has an account is answered as a new sign-up is, so Better Auth hashes
 * its password all the same and throws the hash away; when that sign-up claims an account waiting for
 * verification (pending-account.ts), the claim needs a hash of that very password. Hashing it a second
 * time cost a second argon2id run (tens of milliseconds, 19 MiB) that a new sign-up does not make,
 * which made claiming sign-ups both dearer and slower to answer. So each request to Better Auth runs
 * with a record of the hashes it made, and the claim takes the one already made. Nothing is weakened:
 * that hash has its own random salt, as a second one would, and the record lives only as long as the
 * request, whose body holds the password anyway.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The hashes made during the current request, by password. */
const hashesOfRequest = new AsyncLocalStorage<Map<string, Promise<string>>>();

/** Runs one request to Better Auth, recording the hashes made during it. */
export function withHashesOfRequest<T>(handle: () => Promise<T>): Promise<T> {
  const made = new Map<string, Promise<string>>();
  return hashesOfRequest.run(made, async () => {
    try {
      return await handle();
    } finally {
      // Work the request left running (a mail being sent) keeps its context: not the passwords in it.
      made.clear();
    }
  });
}

/** A new hash of the password (Better Auth's `password.hash`). */
export function hashPassword(password: string): Promise<string> {
  const made = hash(password, ARGON2ID);
  hashesOfRequest.getStore()?.set(password, made);
  return made;
}

/** The hash this request already made of the password, or a new one when it made none. */
export function hashOfRequest(password: string): Promise<string> {
  return hashesOfRequest.getStore()?.get(password) ?? hashPassword(password);
}

export function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  return verify(stored, password);
}
