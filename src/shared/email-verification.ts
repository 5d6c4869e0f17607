/**
 * Verifying an e-mail address when Kindred requires it (SMTP_URL set, or REQUIRE_EMAIL_VERIFICATION):
 * the refusal a person meets when they sign in before verifying, and the body of their request for a
 * new link (POST /api/auth/send-verification-email). Its answer is the same whether or not the address
 * has an account, verified or not, so it tells nobody who is on Kindred.
 */
import { z } from "zod";
import { EmailAddress } from "./email-address.js";

/** The sign-in refusal (code "email-unverified"): the right password, an address not verified yet. */
export const EMAIL_UNVERIFIED =
  "Your e-mail address isn't verified yet. Please open the link we e-mailed you when you signed up. If it has expired or never arrived, we can send you a new one.";

/**
 * A request for a new verification link: only the address. Where the link leads after verifying is
 * Kindred's choice, not the request's (anything else sent is dropped).
 */
export const NewVerificationLinkBody = z.object({ email: EmailAddress });
export type NewVerificationLinkBody = z.infer<typeof NewVerificationLinkBody>;
