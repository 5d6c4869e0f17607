/**
 * Mounts Better Auth under /api/auth/* and puts Kindred's limits in front of it:
 * sign-in and sign-up per client address, failed sign-ins per account (sign-in-failures.ts), and
 * requests for a new verification link or a password-reset link per e-mail and per client address
 * (verification-mail.ts), and the address bar in front of sign-up and change of address.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inKindredsShape } from "./auth-errors.js";
import { emailProblem } from "../../shared/email-address.js";
import { HttpError } from "../http-error.js";
import { consume } from "../rate-limit.js";
import type { AddressBar } from "../account/barred-addresses.js";
import type { AgeGate } from "./age-gate.js";
import { emailOf, fieldOf, readAuthRequest } from "./auth-request.js";
import type { Auth } from "./auth.js";
import { withHashesOfRequest } from "./password-hashing.js";
import { takeSignInAttempt, type SignInFailureLimiters } from "./sign-in-failures.js";
import { takeNewLinkRequest, takePasswordResetRequest, type MailLimiters } from "./verification-mail.js";

export interface AuthLimiters {
  perAddress: RateLimiterAbstract;
  failures: SignInFailureLimiters;
  verificationMails: MailLimiters;
  passwordResetMails: MailLimiters;
}

/** The endpoints that take an e-mail address, and the field that holds it. */
const ADDRESS_FIELDS: Record<string, string> = {
  "/sign-in/email": "email",
  "/sign-up/email": "email",
  "/request-password-reset": "email",
  "/send-verification-email": "email",
  "/change-email": "newEmail",
};

const LIMITED_PATHS = ["/sign-in/email", "/sign-up/email", "/request-password-reset", "/send-verification-email"];

export function toFetchHeaders(raw: FastifyRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** What a sign-in, sign-out or password change ends: the sockets that sessions hold open must close. */
export interface SessionEndings {
  /** A session was ended by signing out. */
  signedOut(sessionId: string): void;
  /**
   * A password change revoked every session of the person but the caller's, which Better Auth
   * replaced with a new one (unknown if it could not be read: then nothing of theirs stays open).
   */
  othersRevoked(userId: string, kept: string, replacement: string | undefined): void;
}

/** The age answer is Kindred's, not Better Auth's: it is decided here and not handed on. */
function withoutAgeAnswer(fields: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!fields) return fields;
  const { dateOfBirth: _dateOfBirth, acceptTerms: _acceptTerms, ...rest } = fields;
  return rest;
}

/** The cookies a response sets, as the browser will send them back. */
function issuedCookies(response: Response): Headers {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Headers({ cookie });
}

export async function authRoutes(
  app: FastifyInstance,
  options: {
    auth: Auth;
    limiters: AuthLimiters;
    publicUrl: string;
    sessions: SessionEndings;
    ageGate: AgeGate;
    addressBar: AddressBar;
  },
) {
  const { auth, limiters } = options;
  // The body is taken as text and read once by readAuthRequest, which hands Better Auth what it read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const asked = readAuthRequest(
        request.url,
        typeof request.body === "string" && request.body.length > 0 ? request.body : undefined,
        request.headers["content-type"],
        options.publicUrl,
      );
      const { path } = asked;
      const posted = request.method === "POST";
      const signingUp = posted && path === "/sign-up/email";
      const askingNewLink = posted && path === "/send-verification-email";
      let handedOn = signingUp ? withoutAgeAnswer(asked.fields) : asked.fields;
      const account = posted && path === "/sign-in/email" ? emailOf(asked) : undefined;
      let attempt: Awaited<ReturnType<typeof takeSignInAttempt>> | undefined;
      if (posted && LIMITED_PATHS.includes(path)) {
        await consume(limiters.perAddress, request.ip, "attempts from your network");
        if (account) attempt = await takeSignInAttempt(limiters.failures, account, request.ip);
      }
      // One address rule for every form that takes one (shared/email-address.ts), before Better Auth's own.
      const addressField = posted ? ADDRESS_FIELDS[path] : undefined;
      const address = addressField ? fieldOf(asked, addressField) : undefined;
      const badAddress = addressField ? emailProblem(address) : null;
      if (badAddress) throw new HttpError(400, badAddress);
      if (askingNewLink) handedOn = await takeNewLinkRequest(limiters.verificationMails, asked.fields, request.ip);
      if (posted && path === "/request-password-reset") {
        await takePasswordResetRequest(limiters.passwordResetMails, emailOf(asked) ?? "", request.ip);
      }
      // Adults only: an under-age or missing answer never reaches Better Auth, so nothing is stored.
      if (signingUp) await options.ageGate.check(emailOf(asked) ?? "", asked.fields);
      // Nor does a sanctioned person's address (account/barred-addresses.ts), whether to sign up with it or
      // to move an account onto it. Better Auth's change of address is off (auth.ts); were it turned on,
      // the mailbox of a banned account, written with a +tag, would still not open on Kindred beside it.
      const changingAddress = posted && path === "/change-email";
      if ((signingUp || changingAddress) && typeof address === "string") await options.addressBar.check(address);

      const headers = toFetchHeaders(request.headers);
      headers.set("x-kindred-client-ip", request.ip);
      // Better Auth reads the fields as parsed here, whatever form they came in.
      headers.delete("content-length");
      if (handedOn) headers.set("content-type", "application/json");
      const body = handedOn ? JSON.stringify(handedOn) : undefined;
      const signingOut = posted && path === "/sign-out";
      // Better Auth's own schema: only `true` revokes (a password reset is handled in auth.ts).
      const revokingOthers = posted && path === "/change-password" && fieldOf(asked, "revokeOtherSessions") === true;
      const ending = signingOut || revokingOthers ? await auth.api.getSession({ headers }) : null;
      let response: Response | undefined;
      try {
        const handed = new Request(asked.url, { method: request.method, headers, body });
        response = await withHashesOfRequest(() => auth.handler(handed));
      } finally {
        await attempt?.settle(response?.status === 401 ? "wrong password" : response?.ok ? "signed in" : "other");
      }
      if (ending && response.ok) {
        // The sessions are already gone; failing to close their sockets must not fail the request.
        try {
          if (signingOut) options.sessions.signedOut(ending.session.id);
          else {
            const replacement = await auth.api.getSession({ headers: issuedCookies(response) });
            options.sessions.othersRevoked(ending.user.id, ending.session.id, replacement?.session.id);
          }
        } catch (error) {
          request.log.error({ err: error }, "could not close the sockets of ended sessions");
        }
      }
      const raw = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      // Refusals in Kindred's shape, a sentence rather than a validator's text (auth-errors.ts).
      const payload = inKindredsShape(response.status, response.headers.get("content-type"), raw);
      if (signingUp && response.ok && payload) await confirmAdult(payload);
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (!["set-cookie", "content-length", "transfer-encoding"].includes(name)) reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(payload);

      /** The new account answered as an adult; if this fails they are simply asked at their next visit. */
      async function confirmAdult(created: Buffer) {
        try {
          const userId = (JSON.parse(created.toString("utf8")) as { user?: { id?: unknown } }).user?.id;
          if (typeof userId === "string") await options.ageGate.confirm(userId);
        } catch (error) {
          request.log.error({ err: error }, "could not record a new member's age answer");
        }
      }
    },
  });
}
