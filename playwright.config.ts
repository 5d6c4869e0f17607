import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./e2e/support/chromium.js";
import { EVERYONE_ADMITTED } from "./e2e/support/kindred-server.js";
import { databaseUrl, instancePorts, instanceUrl, scaleOut } from "./e2e/support/scale-out.js";

/** Each run's ports: its workers' servers, the scale-out instances, a spec's own (support/*). */
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "e2e",
  // Per port, so that two runs on one machine do not clear each other's traces.
  outputDir: `test-results/${port}`,
  // A spec file's tests run in order in one worker; each worker has a server of its own (support/test.ts).
  // One worker keeps about two cores busy (Chromium's processes most, then the server): on the 2-core CI
  // machine a second worker ran the same specs no faster (2.1 min against 2.0) and timed tests out.
  fullyParallel: false,
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    // No trace: recording one for every test (kept only for failures) cost a quarter of the run's time
    // (2.7 against 2.0 min for the same specs). A failure leaves its page's snapshot (error-context.md)
    // and a screenshot; `npx playwright test --trace on <spec>` records one when it is needed.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    // The scale-out spec's two instances sharing PostgreSQL and Redis, when the environment has them.
    ...(scaleOut ? instancePorts.map((instancePort, i) => instance(instancePort, i === 0)) : []),
  ],
});

function instance(instancePort: number, first: boolean) {
  return {
    command: `mkdir -p .e2e-data && npx tsx e2e/support/prepare-database.ts ${first ? "--fresh" : ""} && exec node dist/server/main.js > .e2e-data/${instancePort}.log 2>&1`,
    url: `${instanceUrl(instancePort)}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(instancePort),
      HOST: "127.0.0.1",
      PUBLIC_URL: instanceUrl(instancePort),
      DATABASE_URL: databaseUrl(),
      REDIS_URL: process.env.TEST_REDIS_URL!,
      AUTH_SECRET: "an e2e secret shared by every instance, long enough",
      MESSAGE_KEY: Buffer.alloc(32, 9).toString("base64"),
      ...EVERYONE_ADMITTED,
      LOG_LEVEL: "info",
    },
  };
}
