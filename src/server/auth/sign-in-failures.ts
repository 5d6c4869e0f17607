/**
 * Failed sign-ins are counted twice. Per account from one client address, strictly: a stranger
 * guessing from their address locks that address out of the account, never the owner at theirs.
 * Per account from every address together, much more loosely: this still stops guessing spread over
 * many addresses, and bounds the guesses an account can take in any hour; only past it is the owner
 * locked out too.
 */
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { consume } from "../rate-limit.js";

export interface SignInFailureLimiters {
  /** Keyed by account and client address. */
  fromAddress: RateLimiterAbstract;
  /** Keyed by account alone. */
  acrossAddresses: RateLimiterAbstract;
}

export type SignInOutcome = "wrong password" | "signed in" | "other";

/**
 * Takes the attempt's points before the password is checked, atomically, so that a burst of
 * parallel guesses cannot all slip past the check; throws a 429 when either count is used up.
 * `settle` then gives the points back unless the password was wrong.
 */
export async function takeSignInAttempt(limiters: SignInFailureLimiters, account: string, address: string) {
  const here = `${account}|${address}`;
  await consume(limiters.fromAddress, here, "failed sign-ins for this account");
  try {
    await consume(limiters.acrossAddresses, account, "failed sign-ins for this account from many networks");
  } catch (error) {
    await limiters.fromAddress.reward(here, 1);
    throw error;
  }
  return {
    async settle(outcome: SignInOutcome): Promise<void> {
      if (outcome === "wrong password") return;
      // A success clears this address's slate, but not the account-wide count: that would renew a
      // distributed guesser's allowance every time the owner signs in.
      if (outcome === "signed in") await limiters.fromAddress.delete(here);
      else await limiters.fromAddress.reward(here, 1);
      await limiters.acrossAddresses.reward(account, 1);
    },
  };
}

/**
 * After a password reset the account-wide count starts again: the guesses it counted were aimed at
 * a password that no longer exists, and the owner, who has just proved they hold the e-mail address,
 * must be able to sign in with the new one. (A count from one address still runs out its window.)
 */
export async function forgetFailuresAcrossAddresses(limiters: SignInFailureLimiters, account: string): Promise<void> {
  await limiters.acrossAddresses.delete(account);
}
