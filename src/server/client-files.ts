/** The built React app, served by the same server as the API. */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { parse as parseCookies } from "cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isClientPage } from "../shared/client-pages.js";
import { pageUrl, PRERENDERED_DIR, PRERENDERED_PAGES, prerenderedPageFor } from "../shared/prerendered-pages.js";

const builtClientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));

export interface ClientOptions {
  /** The name of the session cookie: a request that carries it may be signed in. */
  sessionCookie: string;
  clientDir?: string;
}

/**
 * Serves the built React app. The public pages the build prerendered (src/shared/prerendered-pages.ts)
 * get their page's HTML, to be hydrated; any other non-API GET gets the empty index.html so that the
 * client router decides, with status 404 when the client has no page at that path
 * (src/shared/client-pages.ts). Both are HTML from the same build, sent the same way (same caching headers).
 *
 * A prerendered page is the page as a signed-out visitor sees it ("Sign In", "Claim your place", the
 * sign-in form), and the browser adopts it as the truth until the session has been asked for
 * (main.tsx). So it goes only to requests without a session cookie: a person who may be signed in gets
 * index.html, and sees nothing meant for visitors while the session loads. Whether the cookie is
 * valid does not matter here: a stale one only costs the prerendered head start.
 */
export async function registerClient(
  fastify: FastifyInstance,
  { sessionCookie, clientDir = builtClientDir }: ClientOptions,
) {
  const hasClient = existsSync(`${clientDir}/index.html`);
  // A client built without its prerender step (`vite build` alone) still works: every page gets index.html.
  const prerendered = new Set(
    PRERENDERED_PAGES.filter((page) => existsSync(`${clientDir}/${PRERENDERED_DIR}/${page.file}`)).map((p) => p.file),
  );
  const mayBeSignedIn = (request: FastifyRequest) =>
    parseCookies(request.headers.cookie ?? "")[sessionCookie] !== undefined;
  const fileFor = (request: FastifyRequest) => {
    const page = prerenderedPageFor(request.url);
    if (!page || !prerendered.has(page.file) || mayBeSignedIn(request)) return "index.html";
    return `${PRERENDERED_DIR}/${page.file}`;
  };
  if (hasClient) {
    await fastify.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // preCompressed: the build writes .br and .gz beside each text asset (vite.config.ts), sent as they are.
      preCompressed: true,
      // `/` is a page like the others (below), and the prerendered files have no address of their own.
      index: false,
      globIgnore: [`${PRERENDERED_DIR}/**`],
    });
    const paths = new Set(PRERENDERED_PAGES.map((page) => pageUrl(page.url).pathname));
    for (const path of paths) {
      // Vary: the same address is two documents, one for visitors and one for everyone else.
      fastify.get(path, (request, reply) =>
        reply.type("text/html").header("vary", "Cookie").sendFile(fileFor(request)),
      );
    }
  }
  fastify.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === "GET" && !request.url.startsWith("/api/") && !request.url.startsWith("/socket.io");
    // An address the client has no page for still gets the client, which shows its "not found"
    // page, but with status 404: search engines, link checkers and scripts see it is not there.
    if (isPage && hasClient) {
      const known = isClientPage(pageUrl(request.url).pathname);
      return reply
        .status(known ? 200 : 404)
        .type("text/html")
        .sendFile("index.html");
    }
    return reply.status(404).send({ error: "Not found." });
  });
}
