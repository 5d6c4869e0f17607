/**
 * What a request looks like in the log. E-mail verification and password-reset links carry a
 * one-time token (in the query, or as the reset link's last path segment): whoever reads the log
 * could use it before its owner does, so it is logged as `[redacted]`.
 */
import type { FastifyRequest } from "fastify";

export const REDACTED = "[redacted]";

/** The reset link's path: `/api/auth/reset-password/<token>`. */
const RESET_PATH_TOKEN = /(\/reset-password\/)[^/]+/gi;

/** The URL with every `token` query value and the reset link's path token replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path.replace(RESET_PATH_TOKEN, `$1${REDACTED}`);
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      // Named as the server will read it: `%74oken` is `token` too.
      return decodedName(rawName).toLowerCase() === "token" ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${redactedPath}?${query}`;
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw;
  }
}

/** Fastify's own request serializer (lib/logger-pino.js), with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
