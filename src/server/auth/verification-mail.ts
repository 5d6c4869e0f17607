/**
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

export interface VerificationMailLimiters {
  /** Keyed by the e-mail address the mail goes to. */
  toAccount: RateLimiterAbstract;
  /** Keyed by the client address asking. */
  fromAddress: RateLimiterAbstract;
}

/** The key of an e-mail address, as Better Auth compares addresses. */
const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Reads a request for a new link and takes its points (a 429 when either limit is used up); answers
 * the only fields Better Auth is handed. Where the link leads is Kindred's default, never the request's.
 */
export async function takeNewLinkRequest(
  limiters: VerificationMailLimiters,
  fields: Record<string, unknown> | undefined,
  clientAddress: string,
): Promise<NewVerificationLinkBody> {
  const parsed = NewVerificationLinkBody.safeParse(fields ?? {});
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? EMAIL_INVALID);
  await consume(limiters.fromAddress, clientAddress, "requests for a new link from your network");
  await consume(limiters.toAccount, accountKey(parsed.data.email), "requests for a new link to this address");
  return { email: parsed.data.email };
}

/**
 * Takes a point for one more verification mail to this address, for a mail the person did not ask
 * for by that name (signing up again with the address): false once the limit is used up, and the
 * caller then sends nothing, quietly, since its answer must not differ from a new sign-up's.
 */
export async function mayMailVerification(toAccount: RateLimiterAbstract, email: string): Promise<boolean> {
  try {
    await toAccount.consume(accountKey(email));
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
