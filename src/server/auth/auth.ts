/**
 * Better Auth on Kindred's own database: e-mail and password, sessions, e-mail verification and
 * password reset. Passwords are hashed with argon2id at OWASP's parameters (password-hashing.ts).
 */
// The minimal build: Kindred gives Better Auth its drizzle adapter and migrates with drizzle, so the
// full build's Kysely (direct connections, Better Auth's own migrations) was loaded for nothing,
// about half a second of every start and of every server test file's import.
import { betterAuth } from "better-auth/minimal";
import { createEmailVerificationToken } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { schema } from "../db/schema.js";
import { siteOrigins } from "../same-origin.js";
import {
  resetPasswordMail,
  unverifiedAccountSignUpMail,
  VERIFICATION_LINK_SECONDS,
  verificationMail,
  verifiedAccountSignUpMail,
} from "./account-mails.js";
import type { SendMail } from "./mail.js";
import { claimPendingAccount } from "./pending-account.js";
import { hashOfRequest, hashPassword, verifyPassword } from "./password-hashing.js";
import { mayMailAddress } from "./verification-mail.js";

/**
 * Better Auth endpoints that answer 404 (see `disabledPaths` below): ending one session would leave its
 * socket open (password change ends them all instead); listing sessions hands out their tokens, which
 * never leave the server; and Kindred offers no profile to edit (a name or picture set there is shown
 * nowhere, and would be stored unchecked).
 */
export const ENDPOINTS_KINDRED_DOES_NOT_OFFER = [
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/list-sessions",
  "/update-user",
];

export function createAuth(options: {
  config: Config;
  db: Db;
  sendMail: SendMail;
  /** Called whenever a person signs up or signs in, to create or repair their member rows. */
  onMemberSeen: (userId: string) => Promise<void>;
  /**
   * A password reset revoked every session of this person: whatever they hold open must close, and
   * the guesses counted against the old password no longer matter.
   */
  onPasswordReset: (user: { id: string; email: string }) => Promise<void>;
  /** A sign-up claimed an account waiting for verification (pending-account.ts): it answered the age question. */
  onPendingAccountClaimed: (userId: string) => Promise<void>;
  /** Verifying an address revoked every session its account held before: their sockets must close. */
  onAddressVerified: (userId: string) => void;
  /** Verification mails to one address (verification-mail.ts), shared with requests for a new link. */
  verificationMailsToAccount: RateLimiterAbstract;
  log: FastifyBaseLogger;
}) {
  const { config, db, sendMail, onMemberSeen, onPasswordReset, onPendingAccountClaimed, onAddressVerified } = options;
  const { verificationMailsToAccount, log } = options;
  const basePath = "/api/auth";
  /** Better Auth's context, once built: its secret is the one its own links are signed with. */
  const built: { context?: Auth["$context"] } = {};
  /** A fresh link that verifies this account's address, as Better Auth's own verification mail carries. */
  const verificationLink = async (user: { id: string; email: string }) => {
    const { secret } = await built.context!;
    const token = await createEmailVerificationToken(secret, user.email, undefined, VERIFICATION_LINK_SECONDS, {
      userId: user.id,
    });
    return `${config.publicUrl}${basePath}/verify-email?token=${token}&callbackURL=${encodeURIComponent("/")}`;
  };
  const auth = betterAuth({
    appName: "Kindred",
    // Better Auth's own logger prints failed queries with their parameters, which can be a session
    // token or an e-mail; ours keeps the message and only the kind of each error.
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        log[level === "debug" ? "debug" : level]({ errors: args.map(errorKind) }, `Better Auth: ${message}`),
    },
    baseURL: config.publicUrl,
    basePath,
    secret: config.authSecret,
    trustedOrigins: siteOrigins(config),
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.requireEmailVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // Called once the new password and the revocation are committed, whichever way the token came
      // (body or query). The password is changed by then: what follows must not fail the reset.
      onPasswordReset: async ({ user }) => {
        try {
          await onPasswordReset(user);
        } catch (error) {
          log.error({ err: error }, "could not close the sockets of a reset password's sessions");
        }
      },
      password: { hash: hashPassword, verify: verifyPassword },
      // With verification required, signing up with an address that has an account is answered as a new
      // sign-up is (Better Auth: the same reply, after hashing the password all the same), so the form
      // does not tell a stranger who is on Kindred; the owner is told instead. An account still waiting
      // for verification is claimed by this sign-up (its password, its age answer: pending-account.ts)
      // and its owner mailed a fresh link; a verified account's owner is told someone tried. Each within
      // the address's limit of mails: past it nothing changes and nothing is sent, quietly. A verified
      // account is never touched. Without
      // verification (development) Better Auth does not call this: sign-up signs the person in at once,
      // cannot hide it, and an existing account, usable already, is refused.
      onExistingUserSignUp: async ({ user }, request) => {
        // Both mails count against the address's limit, so that nobody can fill a mailbox with them.
        if (!(await mayMailAddress(verificationMailsToAccount, user.email))) return;
        if (user.emailVerified) {
          await sendMail(verifiedAccountSignUpMail(user.email, `${config.publicUrl}/auth`));
        } else {
          // The hash Better Auth made of this sign-up's password before calling here, not a second one.
          const keeper = { password: { hash: hashOfRequest }, internalAdapter: (await built.context!).internalAdapter };
          if (!(await claimPendingAccount(keeper, user.id, request))) return;
          await onPendingAccountClaimed(user.id);
          await sendMail(unverifiedAccountSignUpMail(user.email, await verificationLink(user)));
        }
      },
      sendResetPassword: async ({ user, url }) => {
        await sendMail(resetPasswordMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      // At sign-up, and for a new link asked for at the sign-in form (verification-mail.ts), which
      // Better Auth sends only to an account not verified yet.
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(verificationMail(user.email, url));
      },
      // With verification required, no session of an account can have been opened through its owner's
      // link before its address is verified (sign-in waits for it): revoke any it holds, as defence in
      // depth against pre-account takeover (pending-account.ts). Better Auth calls this before it creates
      // the session the link signs in with, which is kept. Without verification required, an unverified
      // account is in use by whoever created it, and verifying from another device must not sign it out.
      // Kindred offers no change of address, the only other way here.
      afterEmailVerification: async (user) => {
        if (!config.requireEmailVerification) return;
        await (await built.context!).internalAdapter.deleteUserSessions(user.id);
        onAddressVerified(user.id);
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    // Sessions end through sign-out, a password change or a reset, each of which also closes the
    // sockets those sessions hold (routes.ts, onPasswordReset). Better Auth's endpoints for ending
    // sessions by token would leave their sockets open, and Kindred has no page that uses them.
    disabledPaths: ENDPOINTS_KINDRED_DOES_NOT_OFFER,
    // Our own limiter in front of these routes keys on the real client address and on the account.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: ["x-kindred-client-ip"] },
    },
    databaseHooks: {
      user: { create: { after: async (user) => onMemberSeen(user.id) } },
      session: { create: { after: async (session) => onMemberSeen(session.userId) } },
    },
  });
  built.context = auth.$context;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** What an error is, without its message (a failed query's message carries its parameters). */
function errorKind(value: unknown): string {
  if (!(value instanceof Error)) return typeof value;
  const cause = value.cause as { code?: unknown } | undefined;
  return typeof cause?.code === "string" ? `${value.name} (${cause.code})` : value.name;
}
