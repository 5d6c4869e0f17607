/**
 * Typed calls to our API: every reply is parsed with its shared zod schema, so a server that drifts
 * from the wire contract fails loudly here instead of deep inside a component.
 * Errors are http.ts's: an HttpError carrying the server's own sentence, or a NetworkError.
 */
import type { z } from "zod";
import { request } from "./http";

export const api = {
  async get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
    return schema.parse(await request("GET", path));
  },
  async post<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> {
    return schema.parse(await request("POST", path, body));
  },
  /** For replies we do not read (204s, Better Auth's acknowledgements). */
  async send(path: string, body: unknown = {}): Promise<void> {
    await request("POST", path, body);
  },
};
