/**
 * Mounts Better Auth under /api/auth/* and puts Kindred's limits in front of it:
 * sign-in and sign-up per client address, and failed sign-ins per account (sign-in-failures.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { consume } from "../rate-limit.js";
import type { AddressBar } from "../account/barred-addresses.js";
import type { AgeGate } from "./age-gate.js";
import type { Auth } from "./auth.js";
import { takeSignInAttempt, type SignInFailureLimiters } from "./sign-in-failures.js";

export interface AuthLimiters {
  perAddress: RateLimiterAbstract;
  failures: SignInFailureLimiters;
}

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

/** A field of the JSON body Better Auth will read (it parses the body itself). */
function fieldOf(body: string | undefined, name: string): unknown {
  try {
    const parsed: unknown = body ? JSON.parse(body) : undefined;
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>)[name] : undefined;
  } catch {
    return undefined;
  }
}

function safeJson(body: string | undefined): unknown {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

function emailIn(body: string | undefined): string | undefined {
  const email = fieldOf(body, "email");
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
}

/** The age answer is Kindred's, not Better Auth's: it is decided here and not handed on. */
function withoutAgeAnswer(body: string | undefined): string | undefined {
  try {
    const {
      dateOfBirth: _dateOfBirth,
      acceptTerms: _acceptTerms,
      ...rest
    } = JSON.parse(body ?? "") as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return body;
  }
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
  // Better Auth reads the body itself, so this scope hands it the raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const path = request.url.replace(/^\/api\/auth/, "").split("?")[0]!;
      const raw = typeof request.body === "string" && request.body.length > 0 ? request.body : undefined;
      const signingUp = request.method === "POST" && path === "/sign-up/email";
      const body = signingUp ? withoutAgeAnswer(raw) : raw;
      const account = request.method === "POST" && path === "/sign-in/email" ? emailIn(body) : undefined;
      let attempt: Awaited<ReturnType<typeof takeSignInAttempt>> | undefined;
      if (request.method === "POST" && LIMITED_PATHS.includes(path)) {
        await consume(limiters.perAddress, request.ip, "attempts from your network");
        if (account) attempt = await takeSignInAttempt(limiters.failures, account, request.ip);
      }
      // Adults only: an under-age or missing answer never reaches Better Auth, so nothing is stored.
      if (signingUp) await options.ageGate.check(emailIn(raw) ?? "", safeJson(raw));
      // Nor does an address whose account was deleted while banned or suspended (account/barred-addresses.ts).
      if (signingUp) await options.addressBar.check(emailIn(raw) ?? "");

      const headers = toFetchHeaders(request.headers);
      headers.set("x-kindred-client-ip", request.ip);
      const signingOut = request.method === "POST" && path === "/sign-out";
      // Better Auth's own schema: only `true` revokes (a password reset is handled in auth.ts).
      const revokingOthers =
        request.method === "POST" && path === "/change-password" && fieldOf(body, "revokeOtherSessions") === true;
      const ending = signingOut || revokingOthers ? await auth.api.getSession({ headers }) : null;
      let response: Response | undefined;
      try {
        response = await auth.handler(
          new Request(new URL(request.url, options.publicUrl), { method: request.method, headers, body }),
        );
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
      const payload = response.body ? Buffer.from(await response.arrayBuffer()) : null;
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
