/**
 * Property-based fuzzing of every JSON route the server registers, as a signed-in person and as an
 * admin (and Better Auth's endpoints as a visitor): malformed, oversized and wrong-typed bodies,
 * odd ids and query strings. Every answer is below 500, at least 400 when the input breaks the
 * route's schema, and a refused request leaves every table's row count as it was. /healthz still
 * answers at the end.
 */
import fc from "fast-check";
import type { ZodType } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForSuite } from "../testing/server.js";
import { ADMIN_EMAIL, assembleCast, freshChat, rowCounts, type Cast } from "./cast.js";
import { FUZZ, hostileBody, hostileQuery, oddId, oddString, passes, rawBody } from "./hostile-input.js";
import type { RouteEntry } from "./route-catalogue.js";
import { NUL_REFUSED } from "../../shared/api.js";

const GENEROUS = { points: 100_000, duration: 60 };

interface HostileRequest {
  /** Fills every :param of the route. */
  id: string;
  /** Fills the * of Better Auth's catch-all route. */
  authPath: string;
  query: Record<string, string>;
  body: unknown;
  /** When set, sent instead of the JSON body. */
  raw?: { contentType: string; payload: string };
}

/** Better Auth's endpoints, for its catch-all route; sign-out and revoking are left out, as they would end the fuzzing sessions. */
const AUTH_PATHS = [
  "sign-in/email",
  "sign-up/email",
  "request-password-reset",
  "reset-password",
  "verify-email",
  "send-verification-email",
  "get-session",
  "change-password",
  "update-user",
];

describe("fuzzing every JSON route", () => {
  let cast: Cast;
  let realIds: string[];
  /** Row counts after the last request that was allowed to write. */
  let baseline: Record<string, number>;
  const server = serverForSuite({
    config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0 },
    limits: {
      authPerAddress: GENEROUS,
      authFailuresPerAccount: GENEROUS,
      authFailuresAcrossAddresses: GENEROUS,
      messagesPerUser: GENEROUS,
      aiPerUser: GENEROUS,
    },
  });
  beforeAll(async () => {
    cast = await assembleCast(server);
    realIds = [await freshChat(server, cast, "matched"), cast.outsider.userId];
    baseline = await rowCounts(server);
  });

  const jsonRoutes = () => server.routes.filter((r) => r.url.startsWith("/api/"));

  it("covers a route list that is not empty", () => {
    expect(jsonRoutes().length).toBeGreaterThan(20);
  });

  /** One request as the cookie's owner; checks the answer and that a refusal wrote nothing. */
  async function attempt(route: RouteEntry, cookie: string | undefined, input: HostileRequest) {
    const schema = route.schema as Record<string, ZodType | undefined> | undefined;
    const params: Record<string, string> = {};
    const path = route.url.replace(/:(\w+)|\*/g, (_, name?: string) => {
      const value = name ? input.id : input.authPath;
      if (name) params[name] = value;
      return name ? encodeURIComponent(value) : value;
    });
    const query = new URLSearchParams(input.query).toString();
    const send = input.raw ?? { contentType: "application/json", payload: JSON.stringify(input.body) };
    const hasBody = route.method !== "GET" && send.payload !== undefined;
    const response = await server.fastify.inject({
      method: route.method as "POST",
      url: query ? `${path}?${query}` : path,
      headers: {
        origin: server.origin,
        ...(cookie ? { cookie } : {}),
        ...(hasBody ? { "content-type": send.contentType } : {}),
      },
      ...(hasBody ? { payload: send.payload } : {}),
    });
    const status = response.statusCode;
    const label = `${route.method} ${path} → ${status} ${response.body.slice(0, 200)}`;
    expect(status, label).toBeLessThan(500);
    // Refusal is owed where the route declares what it takes: its params, query and body schemas.
    const bodyBroken =
      hasBody && schema?.body !== undefined && (input.raw !== undefined || !passes(schema.body, input.body));
    const broken =
      !passes(schema?.params, params) ||
      !passes(schema?.querystring, Object.fromEntries(new URLSearchParams(query))) ||
      bodyBroken;
    if (broken) expect(status, label).toBeGreaterThanOrEqual(400);
    if (status >= 400) expect(await rowCounts(server), label).toEqual(baseline);
    else baseline = await rowCounts(server);
  }

  const hostileRequest = (route: RouteEntry): fc.Arbitrary<HostileRequest> => {
    const schema = route.schema as Record<string, ZodType | undefined> | undefined;
    return fc.record({
      id: oddId(realIds),
      authPath: fc.oneof(fc.constantFrom(...AUTH_PATHS), oddString),
      query: hostileQuery(schema?.querystring),
      body: hostileBody(schema?.body),
      // One request in five sends bytes that are not the JSON body above.
      raw: fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: rawBody, weight: 1 }),
    });
  };
  // Every JSON route, FUZZ runs each: about 9 s on a quiet 2-core machine, over 30 s beside the suite's
  // other workers (a CI run timed out on it).
  const EVERY_ROUTE_MS = 120_000;
  for (const caller of ["participant", "admin"] as const) {
    it(
      `answers a ${caller}'s hostile input with 4xx, never 5xx, and writes nothing when refusing`,
      async () => {
        for (const route of jsonRoutes().filter((r) => r.url !== "/api/auth/*")) {
          await fc.assert(
            fc.asyncProperty(hostileRequest(route), (input) => attempt(route, cast[caller].cookie, input)),
            FUZZ,
          );
        }
      },
      EVERY_ROUTE_MS,
    );
  }

  it("answers a visitor's hostile input to Better Auth's endpoints with 4xx, never 5xx", async () => {
    for (const route of jsonRoutes().filter((r) => r.url === "/api/auth/*")) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route), (input) => attempt(route, undefined, input)),
        FUZZ,
      );
    }
  });

  it("refuses text holding a NUL character with a sentence (the fuzzer's first find: it was a 500)", async () => {
    const response = await server.fastify.inject({
      method: "POST",
      url: "/api/theme-suggestions",
      headers: { origin: server.origin, cookie: cast.participant.cookie, "content-type": "application/json" },
      payload: JSON.stringify({ name: "\u0000", description: "a room" }),
    });
    expect([response.statusCode, response.json()]).toEqual([400, { error: NUL_REFUSED }]);
  });

  it("is still up and well afterwards", async () => {
    expect((await server.fastify.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await server.fastify.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});
