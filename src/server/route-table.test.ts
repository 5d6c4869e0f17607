/**
 * The shared route table (src/shared/routes.ts) is the server's API: every route buildServer()
 * registers, other than the client's pages and files and Better Auth's mount, is one entry of the
 * table, with the table's schemas; and every entry is served.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isClientPage } from "../shared/client-pages.js";
import { routes } from "../shared/routes.js";
import * as wire from "../shared/wire.js";
import { routeKey, type RouteEntry } from "./security/route-catalogue.js";
import { startTestServer, type TestServer } from "./testing/server.js";

/** Better Auth answers everything under its mount itself (src/server/auth/routes.ts). */
const BETTER_AUTH = "/api/auth/*";
/** A page of the client or one of its built files (they have an extension: /assets/index-….js). */
const isClientFile = (url: string) => isClientPage(url) || /\.\w+$/.test(url);

describe("the route table", () => {
  let server: TestServer;
  let served: RouteEntry[];
  beforeAll(async () => {
    server = await startTestServer();
    served = server.routes.filter((r) => r.url !== BETTER_AUTH && !isClientFile(r.url));
  });
  afterAll(() => server.close());

  it("lists exactly the routes the server serves, once each", () => {
    const keys = served.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      Object.values(routes)
        .map((spec) => `${spec.method} ${spec.path}`)
        .sort(),
    );
  });

  it("gives the server each route's schemas", () => {
    for (const [name, spec] of Object.entries(routes)) {
      const route = served.find((r) => r.method === spec.method && r.url === spec.path);
      const schema = route?.schema as Record<string, unknown> | undefined;
      const named = (key: "params" | "query" | "body" | "response") => {
        const schemaName = (spec as Partial<Record<typeof key, keyof typeof wire>>)[key];
        return schemaName && wire[schemaName];
      };
      expect({ name, ...schema }).toEqual({
        name,
        ...(named("params") ? { params: named("params") } : {}),
        ...(named("query") ? { querystring: named("query") } : {}),
        ...(named("body") ? { body: named("body") } : {}),
        ...(named("response") ? { response: { "2xx": named("response") } } : {}),
      });
    }
  });

  it("serves Better Auth's endpoints under one mount, not in the table", () => {
    expect(server.routes.filter((r) => r.url === BETTER_AUTH).map((r) => r.method)).toEqual(["GET", "POST"]);
    expect(Object.values(routes).some((spec) => spec.path.startsWith("/api/auth/"))).toBe(false);
  });
});
