/**
 * Which HTML a page address gets: the prerendered public pages (with the query parameters they were
 * rendered for) for visitors, else the empty index.html, compressed and cached the same way; an
 * address the client has no page for answers 404 (with the client, which shows its not-found page);
 * API misses stay JSON.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_PAGES } from "../shared/client-pages.js";
import { PRERENDERED_DIR, PRERENDERED_PAGES } from "../shared/prerendered-pages.js";
import { registerClient } from "./client-files.js";

/** A built client in miniature: each HTML file says which one it is, plain and as brotli. */
function writeClient(dir: string, files: string[]) {
  mkdirSync(path.join(dir, PRERENDERED_DIR));
  for (const file of files) {
    writeFileSync(path.join(dir, file), `<p>${file}</p>`);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(`<p>${file}</p>`));
  }
}

const SESSION_COOKIE = "kindred.session_token";

describe("the client's pages", () => {
  let dir: string;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "kindred-client-"));
    writeClient(dir, ["index.html", ...PRERENDERED_PAGES.map((page) => `${PRERENDERED_DIR}/${page.file}`)]);
    fastify = Fastify();
    await registerClient(fastify, { sessionCookie: SESSION_COOKIE, clientDir: dir });
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => fastify.inject({ method: "GET", url, headers });

  it.each([
    ["/", "landing.html"],
    ["/?utm_source=newsletter", "landing.html"],
    ["/about", "about.html"],
    ["/pricing", "pricing.html"],
    ["/guidelines", "guidelines.html"],
    ["/privacy", "privacy.html"],
    ["/auth", "auth.html"],
    ["/auth?mode=signup", "auth-signup.html"],
    ["/auth?ref=pricing&mode=forgot", "auth-forgot.html"],
    ["/auth?mode=nonsense", "auth.html"],
  ])("sends %s its prerendered page", async (url, file) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toBe(`<p>${PRERENDERED_DIR}/${file}</p>`);
  });

  it.each([
    "/check-in",
    "/chat",
    "/chat?room=6f1c2e1e-8d7a-4f55-9c4b-0d3c7e2a9b11&role=admin",
    "/end-chat?room=6f1c2e1e-8d7a-4f55-9c4b-0d3c7e2a9b11",
    "/admin?tab=pending",
    "/reset-password?token=abc",
    "/auth/",
  ])("sends %s the empty index.html, for the client to render", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<p>index.html</p>");
  });

  it.each(["/no-such-page", "/chats", "/chat/extra", "/admin/users?x=1", "/about/team", "/terms", "/assets/gone.js"])(
    "answers %s with status 404 and the client, which shows its not-found page",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toBe("<p>index.html</p>");
    },
  );

  it("answers 200 for every page the client's router has", async () => {
    for (const page of Object.values(CLIENT_PAGES)) {
      expect([page.path, (await get(page.path)).statusCode]).toEqual([page.path, 200]);
    }
  });

  it.each(PRERENDERED_PAGES.map((page) => page.url))(
    "sends %s the empty index.html to a person who may be signed in, never the visitor's page",
    async (url) => {
      const cookie = `theme=dark; ${SESSION_COOKIE}=abc.def; other=1`;
      expect((await get(url, { cookie })).body).toBe("<p>index.html</p>");
      // Another site's or another app's cookie of a similar name is not a session.
      const unrelated = await get(url, { cookie: `x${SESSION_COOKIE}=abc; theme=dark` });
      expect(unrelated.body).toContain(PRERENDERED_DIR);
    },
  );

  it("tells caches that a prerendered address depends on the cookie", async () => {
    for (const url of ["/", "/pricing", "/auth?mode=signup"]) {
      expect(String((await get(url)).headers.vary)).toMatch(/\bcookie\b/i);
    }
  });

  it("sends the compressed copy, with the same caching headers as index.html (never cached immutably)", async () => {
    const page = await get("/auth?mode=signup", { "accept-encoding": "br" });
    const index = await get("/chat", { "accept-encoding": "br" });
    expect(page.headers["content-encoding"]).toBe("br");
    const caching = (headers: typeof page.headers) => ({
      cacheControl: headers["cache-control"],
      etag: typeof headers.etag,
      lastModified: typeof headers["last-modified"],
      // Only the prerendered addresses vary by cookie as well (above).
      vary: String(headers.vary)
        .split(/,\s*/)
        .filter((name) => name.toLowerCase() !== "cookie"),
    });
    expect(caching(page.headers)).toEqual(caching(index.headers));
    expect(String(page.headers["cache-control"] ?? "")).not.toContain("immutable");
  });

  it("gives the prerendered files no address of their own, and keeps API misses JSON", async () => {
    expect((await get(`/${PRERENDERED_DIR}/landing.html`)).body).toBe("<p>index.html</p>");
    const api = await get("/api/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: "Not found." });
  });
});
