/**
 * Limits on the mails a request can cause, per e-mail address and per client address, counted for
 * every address alike, so a 429 tells nothing about who has an account: new verification links, and
 * password-reset links (nobody can flood one person's mailbox by rotating client addresses).
 *
 * New verification links. A person whose link expired or never arrived asks for another at the sign-in
 * form (POST /api/auth/send-verification-email, Better Auth's endpoint): Better Auth mails one only to
 * an account that is not verified yet, and answers `{ status: true }` all the same, at no sooner than
 * half a second, for any address, so the answer tells nobody who is on Kindred. Kindred reads the
 * request with the shared schema and limits it, per e-mail address and per client address, before
 * Better Auth sees it; the limits are counted for every address alike, so a 429 tells nothing either.
 */
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { EMAIL_INVALID } from "../../shared/email-address.js";
import { NewVerificationLinkBody } from "../../shared/email-verification.js";
import { HttpError } from "../http-error.js";
import { consume } from "../rate-limit.js";

export interface MailLimiters {
  /** Keyed by the e-mail address the mail goes to. */
  toAccount: RateLimiterAbstract;
  /** Keyed by the client address asking. */
  fromAddress: RateLimiterAbstract;
}

/** The key of an e-mail address, as Better Auth compares addresses. */
const accountKey = (email: string) => email.trim().toLowerCase();

/** What a refusal names: the requests from one network, and those for one address. */
interface MailRequestKind {
  fromNetwork: string;
  toAddress: string;
}

/** Takes a point from the client address's allowance, then from the e-mail address's (a 429 past either). */
async function takeMailRequest(limiters: MailLimiters, email: string, clientAddress: string, kind: MailRequestKind) {
  await consume(limiters.fromAddress, clientAddress, kind.fromNetwork);
  await consume(limiters.toAccount, accountKey(email), kind.toAddress);
}

/**
 * Reads a request for a new link and takes its points (a 429 when either limit is used up); answers
 * the only fields Better Auth is handed. Where the link leads is Kindred's default, never the request's.
 */
export async function takeNewLinkRequest(
  limiters: MailLimiters,
  fields: Record<string, unknown> | undefined,
  clientAddress: string,
): Promise<NewVerificationLinkBody> {
  const parsed = NewVerificationLinkBody.safeParse(fields ?? {});
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? EMAIL_INVALID);
  await takeMailRequest(limiters, parsed.data.email, clientAddress, {
    fromNetwork: "requests for a new link from your network",
    toAddress: "requests for a new link to this address",
  });
  return { email: parsed.data.email };
}

/**
 * Takes the points of a request for a password-reset link, whose address the caller has read with
 * the shared address rule. Better Auth mails only an address that has an account, and answers the
 * same for any; these limits are counted for every address alike, so their 429 says nothing either.
 */
export async function takePasswordResetRequest(
  limiters: MailLimiters,
  email: string,
  clientAddress: string,
): Promise<void> {
  await takeMailRequest(limiters, email, clientAddress, {
    fromNetwork: "password-reset requests from your network",
    toAddress: "password-reset requests for this address",
  });
}

/**
 * Takes a point of the address's verification-mail limit for a mail its owner did not ask for by
 * name, sent when someone signs up again with the address: a fresh verification link, or the notice
 * that someone tried. False once the limit is used up; the caller then sends nothing, quietly, since
 * its answer must not differ from a new sign-up's.
 */
export async function mayMailAddress(toAccount: RateLimiterAbstract, email: string): Promise<boolean> {
  try {
    await toAccount.consume(accountKey(email));
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
