/**
 * Pre-account takeover. With verification required, anyone can sign up with someone else's address
 * and choose its password; the account then waits for the address's owner to verify it. Were that
 * first password kept, the owner would later sign up, click the link Kindred mails them, and use an
 * account whose password a stranger chose and can sign in with, reading the owner's chats from then on.
 *
 * So a sign-up for an address whose account is not verified yet claims that account: its password
 * becomes the account's, in the same step that mails the address's owner a fresh link (auth.ts), and
 * only while those mails are within the address's limit, so that a flood of sign-ups cannot keep
 * changing it. Only the address's owner can open the link, so only the password of whoever signed up
 * last before they open it is in force. A narrower race remains: someone who signs up again between
 * the owner's sign-up and the owner's click has their password in force when the owner verifies.
 * Their mail still goes only to the owner, who did not ask for a second one; and verifying revokes
 * every session the account held before (auth.ts), so nothing opened earlier survives it.
 */
import { z } from "zod";
import { LIMITS } from "../../shared/limits.js";

/**
 * What a claim uses: Kindred's password hashing, as Better Auth's (the hash this request's sign-up
 * already made: password-hashing.ts), and Better Auth's adapter.
 */
export interface PasswordKeeper {
  password: { hash: (password: string) => Promise<string> };
  internalAdapter: { updatePassword: (userId: string, hash: string) => Promise<unknown> };
}

/** Better Auth has already refused a password outside these bounds before the claim is asked for. */
const ClaimingSignUp = z.object({ password: z.string().min(LIMITS.password.min).max(LIMITS.password.max) });

/**
 * Replaces the pending account's password with the one this sign-up chose, hashed as Better Auth
 * hashes every password. The sign-up's body is read from Better Auth's copy of the request; without
 * a readable password nothing changes and the caller sends no mail (the answer is the same either way).
 */
export async function claimPendingAccount(
  keeper: PasswordKeeper,
  userId: string,
  request: Request | undefined,
): Promise<boolean> {
  const body: unknown = request ? await request.json().catch(() => null) : null;
  const parsed = ClaimingSignUp.safeParse(body);
  if (!parsed.success) return false;
  await keeper.internalAdapter.updatePassword(userId, await keeper.password.hash(parsed.data.password));
  return true;
}
