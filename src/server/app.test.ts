import { describe, expect, it } from "vitest";
import { getJson, signUp, serverForSuite } from "./testing/server.js";

describe("the server's edges", () => {
  const server = serverForSuite();

  it("is alive and ready when its database answers", async () => {
    expect((await getJson(server, "/healthz")).json()).toEqual({ status: "ok" });
    const ready = await getJson(server, "/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", checks: { database: "ok" } });
  });

  it("answers malformed JSON with 400 and a sentence, not a 500", async () => {
    const { cookie } = await signUp(server);
    const response = await server.fastify.inject({
      method: "POST",
      url: "/api/theme-suggestions",
      headers: { "content-type": "application/json", cookie },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe("string");
  });

  it("answers an oversized body with 413", async () => {
    const { cookie } = await signUp(server);
    const response = await server.fastify.inject({
      method: "POST",
      url: "/api/theme-suggestions",
      headers: { "content-type": "application/json", cookie },
      payload: JSON.stringify({ name: "x", description: "y".repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().error).toBe("string");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await getJson(server, "/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not found." });
  });

  it("sends security headers: a CSP without inline scripts, no framing, no sniffing", async () => {
    const response = await getJson(server, "/healthz");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });
});
