/**
 * The security headers on every answer (helmet): a CSP that lets the page run only Kindred's own files,
 * no framing, a strict referrer, and HSTS when Kindred is served over https (docs/SECURITY.md).
 *
 * Helmet works out its headers once here, against a response nobody receives, and every answer is given
 * the same ones. Nothing in them depends on the request, and @fastify/helmet built helmet's middleware
 * again for every request: a few percent of the server's busy time when many people ask at once.
 */
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Sonner (toasts) and react-remove-scroll (dialogs) add <style> elements at run time whose
        // text varies, so no hash can name them. Style attributes stay forbidden: React sets styles
        // through the CSSOM, which CSP does not govern, so the app needs none.
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'none'"],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
}

/** The headers helmet sets with these options, read off a response that is never sent. */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(helmetOptions(publicUrl.startsWith("https://")))(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

export function registerSecurityHeaders(fastify: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  fastify.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
