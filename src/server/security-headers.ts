/**
 * The security headers on every answer (helmet): a CSP that lets the page run only Kindred's own files,
 * no framing, a strict referrer, and HSTS when Kindred is served over https (docs/SECURITY.md).
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export async function registerSecurityHeaders(fastify: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith("https://");
  await fastify.register(helmet, {
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
  });
}
