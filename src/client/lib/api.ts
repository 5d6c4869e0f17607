/**
 * Calls to our API, built from the shared route table (src/shared/routes.ts): `call(routes.chatEnd,
 * { params: { chatId } })` writes the path from the table and parses the reply with the entry's
 * response schema, so a server that drifts from the wire contract fails loudly here instead of deep
 * inside a component. Errors are http.ts's: an HttpError carrying the server's own sentence, or a
 * NetworkError; a reply that fails its schema rejects with zod's error.
 *
 * The schemas (and zod) load beside the first request rather than before the page: the landing page
 * asks for the session before it has them. The request and the schemas load at the same time; the
 * reply is parsed when both are here. Only the schemas of src/shared/api.ts load for that: every
 * public page's replies are there, and the account, admin and moderation schemas (the rest of the
 * contract, wire.ts) load only for a reply that needs one of them.
 */
import type { z } from "zod";
import type { Parsed, PathParamNames, RouteSpec, SchemaName, Sent } from "@shared/routes";
import { request } from "./http";

/** Zod and the schemas of the public pages' calls (src/shared/api.ts): what the first request loads. */
export const apiSchemas = () => import("@shared/api");

/**
 * A reply's schema by its name in the wire contract. Wire.ts re-exports api.ts, so a name found in
 * api.ts is the same schema; the rest of the contract loads only for a name found elsewhere.
 */
async function replySchema(name: SchemaName): Promise<z.ZodType> {
  const common: Partial<Record<SchemaName, unknown>> = await apiSchemas();
  return (common[name] ?? (await import("@shared/wire"))[name]) as z.ZodType;
}

type ParamsInput<R extends RouteSpec> = [PathParamNames<R["path"]>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<R["path"]>, string> };
type QueryInput<R extends RouteSpec> = R["query"] extends SchemaName ? { query?: Sent<R["query"]> } : { query?: never };
type BodyInput<R extends RouteSpec> = R["body"] extends SchemaName
  ? undefined extends Sent<R["body"]>
    ? { body?: Sent<R["body"]> }
    : { body: Sent<R["body"]> }
  : { body?: never };

/** What a call sends: the path's parameters, the query and the body its entry takes. */
export type CallInput<R extends RouteSpec> = ParamsInput<R> &
  QueryInput<R> &
  BodyInput<R> & {
    /** Ends the wait (e.g. AbortSignal.timeout): the call rejects with the signal's reason. */
    signal?: AbortSignal;
  };

/** The parsed reply, or nothing for a route whose answer is not read. */
export type Reply<R extends RouteSpec> = R["response"] extends SchemaName ? Parsed<R["response"]> : void;

/** A call's input as the helper reads it, whatever the entry. */
interface LooseInput {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/** The entry's path with each `:name` replaced by its parameter (encoded), then the query. */
export function pathOf(spec: RouteSpec, input: LooseInput = {}): string {
  const path = spec.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${spec.path} needs its ${name}.`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export async function call<R extends RouteSpec>(
  spec: R,
  // The input may be left out when nothing in it is required.
  ...[input]: Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>]
): Promise<Reply<R>> {
  const loose = (input ?? {}) as LooseInput;
  // Every state change sends a JSON body, `{}` when it takes none (as the server's tests send them).
  const body = spec.method === "GET" ? undefined : (loose.body ?? {});
  const sent = request(spec.method, pathOf(spec, loose), body, loose.signal);
  const responseName = spec.response;
  if (responseName === undefined) {
    await sent;
    return undefined as Reply<R>;
  }
  const [data, schema] = await Promise.all([sent, replySchema(responseName)]);
  return schema.parse(data) as Reply<R>;
}

/** A schema, or a loader of one (`() => import(...).then((m) => m.X)`) to keep zod out of the first download. */
export type Schema<T extends z.ZodType> = T | (() => Promise<T>);

/**
 * POSTs by path, for Better Auth's endpoints (/api/auth/*), which are not in the route table: their
 * replies are Better Auth's, so the caller gives the schema of the one field it reads. (The suggest-a-
 * theme form and the age question still call their routes this way too.)
 */
export const api = {
  async post<T extends z.ZodType>(path: string, body: unknown, schema: Schema<T>): Promise<z.infer<T>> {
    const [data, parser] = await Promise.all([
      request("POST", path, body),
      typeof schema === "function" ? schema() : schema,
    ]);
    return parser.parse(data);
  },
  /** For replies we do not read (Better Auth's acknowledgements). */
  async send(path: string, body: unknown = {}): Promise<void> {
    await request("POST", path, body);
  },
};
