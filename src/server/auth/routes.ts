/**
 * Mounts Better Auth under /api/auth/* and puts Kindred's limits in front of it:
 * sign-in and sign-up per client address, and failed sign-ins per account.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { consume } from "../rate-limit.js";
import type { Auth } from "./auth.js";

export interface AuthLimiters {
  perAddress: RateLimiterAbstract;
  failuresPerAccount: RateLimiterAbstract;
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

function emailIn(body: string | undefined): string | undefined {
  try {
    const parsed: unknown = body ? JSON.parse(body) : undefined;
    const email = (parsed as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export async function authRoutes(
  app: FastifyInstance,
  options: {
    auth: Auth;
    limiters: AuthLimiters;
    publicUrl: string;
    /** A session was ended by signing out: whatever it still holds open (sockets) must close. */
    onSignedOut: (userId: string, sessionId: string) => Promise<void>;
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
      const body = typeof request.body === "string" && request.body.length > 0 ? request.body : undefined;
      const account = request.method === "POST" && path === "/sign-in/email" ? emailIn(body) : undefined;
      if (request.method === "POST" && LIMITED_PATHS.includes(path)) {
        await consume(limiters.perAddress, request.ip, "attempts from your network");
        // Every attempt takes a point before the password is checked, atomically, so that a burst
        // of parallel guesses cannot all slip past the check; the point is given back unless the
        // attempt failed on the password, and a success clears the account's slate.
        if (account) await consume(limiters.failuresPerAccount, account, "failed sign-ins for this account");
      }

      const headers = toFetchHeaders(request.headers);
      headers.set("x-kindred-client-ip", request.ip);
      const signingOut = request.method === "POST" && path === "/sign-out";
      const ending = signingOut ? await auth.api.getSession({ headers }) : null;
      let response: Response | undefined;
      try {
        response = await auth.handler(
          new Request(new URL(request.url, options.publicUrl), { method: request.method, headers, body }),
        );
      } finally {
        if (account && response?.status !== 401) {
          if (response?.ok) await limiters.failuresPerAccount.delete(account);
          else await limiters.failuresPerAccount.reward(account, 1);
        }
      }
      if (ending && response.ok) {
        // The session is already gone; failing to close its sockets must not fail the sign-out.
        await options
          .onSignedOut(ending.user.id, ending.session.id)
          .catch((error: unknown) =>
            request.log.error({ err: error }, "could not close a signed-out session's sockets"),
          );
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (!["set-cookie", "content-length", "transfer-encoding"].includes(name)) reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
