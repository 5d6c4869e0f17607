/**
 * The e-mails Better Auth asks Kindred to send about an account: each says what happened, what to do,
 * and what to do if it was not you. Each carries its one link, which the dev outbox keeps (mail.ts).
 */
import type { Mail } from "./mail.js";

/** How long a verification link works (Better Auth's `emailVerification.expiresIn`). */
export const VERIFICATION_LINK_SECONDS = 60 * 60;

const SIGN_IN_HELP = "Forgotten your password? The sign-in page lets you choose a new one.";

/** The link that verifies an address, sent at sign-up or when a new one is asked for at the sign-in form. */
export function verificationMail(to: string, url: string): Mail {
  return {
    to,
    subject: "Verify your Kindred account",
    text: `Welcome to Kindred.\n\nPlease verify your e-mail address: ${url}\n\nThe link works for an hour. If it has expired, sign in and ask for a new one.`,
    link: url,
  };
}

/**
 * Someone signed up with an address whose account is not verified yet, and that sign-up claimed it: its
 * password is now the account's (pending-account.ts). The mail goes to the address's owner, so it
 * carries a fresh link: this is how someone who lost the first one finishes signing up. Opening it signs
 * in to the account with the password just chosen, so whoever did not sign up is asked not to.
 */
export function unverifiedAccountSignUpMail(to: string, url: string): Mail {
  return {
    to,
    subject: "Verify your Kindred account",
    text: `Someone (perhaps you) signed up to Kindred again with this e-mail address. Its account is waiting for this address to be verified.\n\nIf it was you, verify your address here and you will be signed in: ${url}\nThe link works for an hour. Your password is the one you chose when you last signed up; any password chosen before it no longer works. ${SIGN_IN_HELP}\n\nIf you did not sign up to Kindred, do not open the link: ignore this e-mail, and nobody can use the account.`,
    link: url,
  };
}

/** Someone signed up with an address whose account is verified: its owner is told, and sent to sign in. */
export function verifiedAccountSignUpMail(to: string, signIn: string): Mail {
  return {
    to,
    subject: "Someone tried to sign up to Kindred with your address",
    text: `Someone (perhaps you) tried to create a Kindred account with this e-mail address, which already has one.\n\nIf it was you, sign in here: ${signIn}\n${SIGN_IN_HELP}\n\nIf it was not you, you can ignore this e-mail: nothing has changed.`,
    link: signIn,
  };
}

export function resetPasswordMail(to: string, url: string): Mail {
  return {
    to,
    subject: "Reset your Kindred password",
    text: `Someone (hopefully you) asked to reset your Kindred password.\n\nChoose a new one here: ${url}\n\nIf it was not you, you can ignore this e-mail.`,
    link: url,
  };
}
