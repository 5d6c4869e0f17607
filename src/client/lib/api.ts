/**
 * Typed calls to our API: every reply is parsed with its shared zod schema, so a server that drifts
 * from the wire contract fails loudly here instead of deep inside a component.
 * Errors are http.ts's: an HttpError carrying the server's own sentence, or a NetworkError.
 *
 * A schema may be given as a loader (`() => import(...).then((m) => m.Me)`): code that the landing
 * page loads first does so, so that zod is fetched beside the request instead of in the first
 * download. The request and the schema load at the same time; the reply is parsed when both are here.
 */
import type { z } from "zod";
import { request } from "./http";

export type Schema<T extends z.ZodType> = T | (() => Promise<T>);

async function parse<T extends z.ZodType>(reply: Promise<unknown>, schema: Schema<T>): Promise<z.infer<T>> {
  const [data, parser] = await Promise.all([reply, typeof schema === "function" ? schema() : schema]);
  return parser.parse(data);
}

export const api = {
  get<T extends z.ZodType>(path: string, schema: Schema<T>): Promise<z.infer<T>> {
    return parse(request("GET", path), schema);
  },
  post<T extends z.ZodType>(path: string, body: unknown, schema: Schema<T>): Promise<z.infer<T>> {
    return parse(request("POST", path, body), schema);
  },
  /** For replies we do not read (204s, Better Auth's acknowledgements). */
  async send(path: string, body: unknown = {}): Promise<void> {
    await request("POST", path, body);
  },
};

/** The REST wire contract (src/shared/api.ts) and zod, loaded on first use. */
export const wire = () => import("../../shared/api");
