/**
 * Security headers on every kind of answer: pages the client router serves ("/", "/auth",
 * "/pricing", an unknown page), API routes, operations routes, and each file of the built client
 * (when it has been built; e2e/xss.spec.ts checks the built pages and an asset in the browser).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../security-headers.js";
import { getJson, signUp, serverForSuite } from "../testing/server.js";

/** The CSP as directive → sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("security headers", () => {
  let cookie: string;
  const server = serverForSuite();
  beforeAll(async () => {
    cookie = (await signUp(server)).cookie;
  });

  const paths = () => [
    "/",
    "/auth",
    "/pricing",
    "/no-such-page",
    "/api/me",
    "/api/early-access",
    "/api/no-such-route",
    "/healthz",
    ...server.routes.filter((r) => r.method === "GET" && !r.url.startsWith("/api/") && r.url !== "/").map((r) => r.url),
  ];

  it("sends a CSP without inline or eval'd scripts, no framing, no plugins, on every answer", async () => {
    for (const path of paths()) {
      const response = await getJson(server, path, cookie);
      const csp = parseCsp(String(response.headers["content-security-policy"]));
      const seen = {
        path,
        scriptSrc: csp.get("script-src"),
        scriptSrcAttr: csp.get("script-src-attr"),
        frameAncestors: csp.get("frame-ancestors"),
        objectSrc: csp.get("object-src"),
        baseUri: csp.get("base-uri"),
        formAction: csp.get("form-action"),
        defaultSrc: csp.get("default-src"),
      };
      expect(seen).toEqual({
        path,
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        defaultSrc: ["'self'"],
      });
    }
  });

  it("keeps inline styles out of style attributes and limits them to style elements", async () => {
    const csp = parseCsp(String((await getJson(server, "/")).headers["content-security-policy"]));
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("style-src-attr")).toEqual(["'none'"]);
    expect(csp.get("style-src-elem")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("forbids sniffing, framing and cross-origin referrers on every answer", async () => {
    for (const path of paths()) {
      const { headers } = await getJson(server, path, cookie);
      expect({
        path,
        nosniff: headers["x-content-type-options"],
        frame: headers["x-frame-options"],
        referrer: headers["referrer-policy"],
        openerPolicy: headers["cross-origin-opener-policy"],
      }).toEqual({
        path,
        nosniff: "nosniff",
        frame: "DENY",
        referrer: "strict-origin-when-cross-origin",
        openerPolicy: "same-origin",
      });
    }
  });

  it("does not say what the server runs on", async () => {
    const { headers } = await getJson(server, "/api/early-access");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers.server).toBeUndefined();
  });
});

describe("security headers worked out at start-up", () => {
  it("ask browsers to keep to https, and upgrade requests, only when Kindred is served over https", () => {
    const overHttps = securityHeaders("https://kindred.example");
    expect(overHttps["strict-transport-security"]).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    expect(parseCsp(overHttps["content-security-policy"]!).has("upgrade-insecure-requests")).toBe(true);

    const overHttp = securityHeaders("http://localhost:3000");
    expect(overHttp["strict-transport-security"]).toBeUndefined();
    expect(parseCsp(overHttp["content-security-policy"]!).has("upgrade-insecure-requests")).toBe(false);
  });
});
