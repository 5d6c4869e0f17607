/** Liveness and readiness for load balancers and orchestrators. */
import type { FastifyInstance } from "fastify";
import { routes } from "../../shared/routes.js";
import { route } from "../route.js";

export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

export async function healthRoutes(app: FastifyInstance, options: { checks: ReadinessCheck[] }) {
  route(app, routes.healthz, {}, async () => ({ status: "ok" }));

  route(app, routes.readyz, {}, async (_request, reply) => {
    const results = await Promise.all(
      options.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 3_000);
          return [name, "ok"] as const;
        } catch (error) {
          return [name, `unreachable: ${(error as Error).message}`] as const;
        }
      }),
    );
    const failing = results.filter(([, state]) => state !== "ok").map(([name]) => name);
    return reply.status(failing.length ? 503 : 200).send({
      status: failing.length ? `not ready: ${failing.join(", ")}` : "ok",
      checks: Object.fromEntries(results),
    });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error as Error)),
    );
  });
}
