/** The built React app, served by the same server as the API. */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { pageUrl, PRERENDERED_DIR, PRERENDERED_PAGES, prerenderedPageFor } from "../shared/prerendered-pages.js";

const builtClientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));

/**
 * Serves the built React app. The public pages the build prerendered (src/shared/prerendered-pages.ts)
 * get their page's HTML, to be hydrated; any other non-API GET gets the empty index.html so that the
 * client router decides. Both are HTML from the same build, sent the same way (same caching headers).
 */
export async function registerClient(fastify: FastifyInstance, clientDir = builtClientDir) {
  const hasClient = existsSync(`${clientDir}/index.html`);
  // A client built without its prerender step (`vite build` alone) still works: every page gets index.html.
  const prerendered = new Set(
    PRERENDERED_PAGES.filter((page) => existsSync(`${clientDir}/${PRERENDERED_DIR}/${page.file}`)).map((p) => p.file),
  );
  const fileFor = (url: string) => {
    const page = prerenderedPageFor(url);
    return page && prerendered.has(page.file) ? `${PRERENDERED_DIR}/${page.file}` : "index.html";
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
      fastify.get(path, (request, reply) => reply.type("text/html").sendFile(fileFor(request.url)));
    }
  }
  fastify.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === "GET" && !request.url.startsWith("/api/") && !request.url.startsWith("/socket.io");
    if (isPage && hasClient) return reply.type("text/html").sendFile("index.html");
    return reply.status(404).send({ error: "Not found." });
  });
}
