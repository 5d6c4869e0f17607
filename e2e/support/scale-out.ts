/**
 * Two Kindred instances on one PostgreSQL and one Redis, for the scale-out test. They run only when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets both); each run gets a fresh database.
 */
export const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

const basePort = Number(process.env.E2E_PORT ?? 3100);
export const instancePorts = [basePort + 1, basePort + 2] as const;
export const instanceUrl = (port: number) => `http://127.0.0.1:${port}`;

export function databaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/kindred_e2e_${basePort}`;
  return url.toString();
}
