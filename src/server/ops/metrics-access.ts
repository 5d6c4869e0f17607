/**
 * Who may read /metrics. With METRICS_TOKEN set, whoever sends it as a bearer token (Prometheus can,
 * from any network). Without it, only a request made on this machine: the connection comes from a
 * loopback address and no header says a proxy forwarded it for someone else. A reverse proxy on the
 * same host that routes /metrics by mistake therefore does not publish it.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { isIPv4 } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";

export const METRICS_NEED_TOKEN = "The metrics need the bearer token set in METRICS_TOKEN (Authorization: Bearer …).";
export const METRICS_LOCAL_ONLY =
  "The metrics are served only to requests made on this machine, not through a proxy. Set METRICS_TOKEN to scrape them from elsewhere.";

/** Headers a proxy adds when it forwards a request for someone else. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === "::1") return true;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return isIPv4(v4) && v4.startsWith("127.");
}

/** Compared as digests, so that neither the time taken nor a length check says how close a guess was. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? "");
  return match?.[1];
}

/** An onRequest hook for the /metrics route. */
export function metricsAccess(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (token) {
      const given = bearerToken(request.headers.authorization);
      if (given !== undefined && sameSecret(given, token)) return;
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="kindred-metrics"')
        .send({ error: METRICS_NEED_TOKEN });
    }
    // The connection's own address: request.ip may come from X-Forwarded-For (TRUST_PROXY).
    const direct = FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
    if (direct && isLoopback(request.socket.remoteAddress)) return;
    return reply.status(403).send({ error: METRICS_LOCAL_ONLY });
  };
}
