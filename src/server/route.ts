/**
 * Registers one route of the shared table (src/shared/routes.ts): its method, path and schemas come
 * from the table, so the server and the client cannot disagree about them. The handler is typed
 * from the entry: parsed params, query and body, and the reply its response schema describes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from "fastify";
import type { Parsed, RouteSpec, SchemaName, Sent } from "../shared/routes.js";
import * as wire from "../shared/wire.js";

export type RouteRequest<R extends RouteSpec> = FastifyRequest<{
  Params: Parsed<R["params"]>;
  Querystring: Parsed<R["query"]>;
  Body: Parsed<R["body"]>;
}>;

/** The body a handler answers with: its response schema's, or anything where the table states none. */
type Answer<R extends RouteSpec> = R["response"] extends SchemaName ? Sent<R["response"]> : unknown;

/** A handler answers with the reply's body, or sends its own answer (a status without a body, headers). */
export type RouteHandler<R extends RouteSpec> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<Answer<R> | FastifyReply> | Answer<R> | FastifyReply;

export function route<R extends RouteSpec>(
  app: FastifyInstance,
  spec: R,
  options: Pick<RouteShorthandOptions, "onRequest">,
  handler: RouteHandler<R>,
): void {
  const schema: FastifySchema = {};
  if (spec.params) schema.params = wire[spec.params];
  if (spec.query) schema.querystring = wire[spec.query];
  if (spec.body) schema.body = wire[spec.body];
  if (spec.response) schema.response = { "2xx": wire[spec.response] };
  app.route({
    method: spec.method,
    url: spec.path,
    ...options,
    schema,
    // The table's types stand in for the type provider's: Fastify checks the same schemas at run time.
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
