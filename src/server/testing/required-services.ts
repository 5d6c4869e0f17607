/**
 * Vitest's global setup. Suites that need PostgreSQL, Redis or nginx run only when those are there,
 * so that `npm test` works on a laptop without them; in CI that would let a run go green without
 * the multi-instance and fault tests. With CI=true a missing service therefore fails the whole run
 * at once, with one line naming it. Outside CI the skip is said once, not silently.
 */
import { existsSync } from "node:fs";

export const NGINX = "/usr/sbin/nginx";

export function missingServices(env: NodeJS.ProcessEnv = process.env, nginxInstalled = existsSync(NGINX)): string[] {
  const missing: string[] = [];
  if (!env.TEST_DATABASE_URL) missing.push("PostgreSQL (TEST_DATABASE_URL is not set)");
  if (!env.TEST_REDIS_URL) missing.push("Redis (TEST_REDIS_URL is not set)");
  if (!nginxInstalled) missing.push(`nginx (${NGINX} is not installed)`);
  return missing;
}

export default function requireServicesInCi(): void {
  const missing = missingServices();
  if (missing.length === 0) return;
  const list = missing.join(", ");
  if (process.env.CI === "true") {
    throw new Error(`CI needs every service the tests use; missing: ${list}. Run the tests through .ci/run.`);
  }
  console.warn(`Skipping the suites that need ${list}.`);
}
