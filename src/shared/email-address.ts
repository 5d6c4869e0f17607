/**
 * The one e-mail address rule, for every form and route that takes an address (sign-up, sign-in,
 * password reset, verification): a shape a mail server accepts, within RFC 5321's limits (a local
 * part of at most 64 characters, a whole address of at most 254). Its sentences are for people.
 */
import { z } from "zod";
import { LIMITS } from "./limits.js";

export const EMAIL_MAX_LENGTH = LIMITS.email.max;
export const EMAIL_LOCAL_MAX_LENGTH = LIMITS.email.localMax;

export const EMAIL_MISSING = "Please enter your e-mail address.";
export const EMAIL_INVALID = "Please enter a valid e-mail address, like name@example.com.";
export const EMAIL_TOO_LONG = `An e-mail address can be at most ${EMAIL_MAX_LENGTH} characters, with at most ${EMAIL_LOCAL_MAX_LENGTH} before the @.`;

export const EmailAddress = z
  .string({ error: EMAIL_MISSING })
  .trim()
  .min(1, EMAIL_MISSING)
  .refine((email) => email.length <= EMAIL_MAX_LENGTH && email.lastIndexOf("@") <= EMAIL_LOCAL_MAX_LENGTH, {
    message: EMAIL_TOO_LONG,
    abort: true,
  })
  .pipe(z.email(EMAIL_INVALID));

/** The sentence for an address that breaks the rule, or null when it is a usable address. */
export function emailProblem(email: unknown): string | null {
  const parsed = EmailAddress.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? EMAIL_INVALID);
}
