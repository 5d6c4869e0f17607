/**
 * A person's own account: downloading their data, and deleting the account after re-entering the
 * password. Deleting signs them out everywhere: the sessions go with the account, and every socket
 * of theirs, on any instance (through the Redis adapter), is disconnected.
 */
import { and, eq } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { DataExport } from "../../shared/account-api.js";
import type { AgeGate } from "../auth/age-gate.js";
import type { Auth } from "../auth/auth.js";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { account } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import type { ContentCipher } from "../messages/crypto.js";
import { consume } from "../rate-limit.js";
import { userRoom, type ChatEvents, type KindredIo } from "../realtime/hub.js";
import type { AddressBar } from "./barred-addresses.js";
import { eraseAccount } from "./erase.js";
import { exportData } from "./export.js";

export const WRONG_PASSWORD = "That password is not right, so your account has not been deleted. Please try again.";

export interface AccountServiceDeps {
  db: Db;
  cipher: ContentCipher;
  auth: Auth;
  events: ChatEvents;
  io: KindredIo;
  /** Wrong passwords per account: the delete form must not become a way to guess a password. */
  passwordFailures: RateLimiterAbstract;
  ageGate: AgeGate;
  /** Keeps a banned or suspended person's address from signing up again. */
  addressBar: AddressBar;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: AccountServiceDeps) {
  const { db, cipher, auth, events, io, passwordFailures, ageGate, addressBar } = deps;
  /** The same check (and hash settings) as signing in: Better Auth's own password verifier. */
  async function passwordMatches(userId: string, password: string): Promise<boolean> {
    const [credential] = await db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    if (!credential?.hash) return false;
    const context = await auth.$context;
    return context.password.verify({ hash: credential.hash, password });
  }

  async function erase(userId: string): Promise<void> {
    const changed = await eraseAccount(db, userId, addressBar);
    // Only once the erasure is committed: partners see their chat end, admins' lists refresh.
    for (const chat of changed) events.chatChanged(chat);
    io.in(userRoom(userId)).disconnectSockets(true);
  }

  return {
    export(viewer: Viewer): Promise<DataExport> {
      return exportData(db, cipher, viewer);
    },

    async delete(viewer: Viewer, password: string): Promise<void> {
      // The point is taken before the check, so parallel guesses cannot all slip past it
      // (as for sign-in); only a wrong password keeps it.
      await consume(passwordFailures, viewer.id, "wrong passwords");
      if (!(await passwordMatches(viewer.id, password))) throw new HttpError(403, WRONG_PASSWORD);
      await erase(viewer.id);
      await passwordFailures.delete(viewer.id);
    },

    /**
     * A member from before the age question answers it. An adult may chat from now on (their open
     * sockets close, so the page reconnects as who they now are). An answer under age leaves the
     * account unable to chat (the question stays unanswered, and the address cannot answer again
     * for a day: age-gate.ts) and signs this browser out (routes.ts), but never erases the account:
     * the answer proves nothing about who sent it, and a session cookie alone — left signed in on a
     * shared computer, or stolen — must not be enough to destroy an account that Delete account
     * protects with the password (SECURITY.md, "Erasing an account"). The person deletes it with
     * their password. A member who has answered already is not asked again: a later answer changes
     * nothing, so it cannot lock an adult's account either.
     */
    async answerAge(viewer: Viewer, answer: unknown): Promise<void> {
      if (viewer.adultConfirmed) return;
      await ageGate.check(viewer.email, answer, true);
      await ageGate.confirm(viewer.id);
      io.in(userRoom(viewer.id)).disconnectSockets(true);
    },
  };
}
