/**
 * Refuses state-changing requests that a browser sends on behalf of another site (CSRF, login CSRF).
 * Browsers always send Origin with such requests; a request without one (curl, a server) carries no
 * ambient cookies from a victim's browser and is judged by its session like any other.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginOnly(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers["sec-fetch-site"] === "cross-site";
    if ((origin && origin !== allowed) || crossSite) {
      return reply.status(403).send({ error: "Requests from other sites are not accepted." });
    }
  };
}
