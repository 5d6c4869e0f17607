/**
 * Refuses state-changing requests that a browser sends on behalf of another site (CSRF, login CSRF).
 * Browsers always send Origin with such requests; a request without one (curl, a server) carries no
 * ambient cookies from a victim's browser and is judged by its session like any other.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins Kindred's own pages are served from. Without PUBLIC_URL Kindred runs on this machine,
 * where http://localhost:3000, http://127.0.0.1:3000 and http://[::1]:3000 are one server to the
 * person who opens any of them (and browsers treat each as a secure context): all are the same
 * site. With PUBLIC_URL set, only that address is.
 */
export function siteOrigins(config: Pick<Config, "publicUrl" | "loopbackAliases">): string[] {
  const url = new URL(config.publicUrl);
  if (!config.loopbackAliases || !LOOPBACK_NAMES.includes(url.hostname)) return [url.origin];
  return LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ""}`);
}

/** What a refused request hears: that it came from elsewhere, and where Kindred is. */
export const otherSiteRefusal = (publicUrl: string) =>
  `Requests from other sites are not accepted. Open Kindred at ${publicUrl} and try again.`;

export function sameOriginOnly(config: Pick<Config, "publicUrl" | "loopbackAliases">) {
  const allowed = new Set(siteOrigins(config));
  const refusal = otherSiteRefusal(config.publicUrl);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers["sec-fetch-site"] === "cross-site";
    if ((origin && !allowed.has(origin)) || crossSite) {
      return reply.status(403).send({ error: refusal });
    }
  };
}
