/**
 * The routes a server really serves, recorded as Fastify registers them. The access matrix and the
 * fuzzing tests read this list, so a route added without a matrix row makes them fail.
 */
import type { FastifyInstance, FastifySchema } from "fastify";

export interface RouteEntry {
  method: string;
  /** The pattern as registered, e.g. "/api/chats/:chatId". */
  url: string;
  /** The zod schemas of the route (body, params, querystring), when it has them. */
  schema?: FastifySchema;
}

/** Starts recording; call it before any route is registered. HEAD twins of GET routes are left out. */
export function recordRoutes(fastify: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  fastify.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routes.push({ method, url: route.url, schema: route.schema });
    }
  });
  return routes;
}

/** "METHOD /pattern", the key a matrix row is written under. */
export const routeKey = (route: Pick<RouteEntry, "method" | "url">) => `${route.method} ${route.url}`;
