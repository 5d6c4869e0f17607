/** The built React app, served by the same server as the API. */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const clientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));

/** Serves the built React app; any unknown non-API GET gets index.html so the client router decides. */
export async function registerClient(fastify: FastifyInstance) {
  const hasClient = existsSync(`${clientDir}/index.html`);
  // preCompressed: the build writes .br and .gz beside each text asset (vite.config.ts), sent as they are.
  if (hasClient) await fastify.register(fastifyStatic, { root: clientDir, wildcard: false, preCompressed: true });
  fastify.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === "GET" && !request.url.startsWith("/api/") && !request.url.startsWith("/socket.io");
    if (isPage && hasClient) return reply.type("text/html").sendFile("index.html");
    return reply.status(404).send({ error: "Not found." });
  });
}
