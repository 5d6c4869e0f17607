import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./e2e/support/chromium.js";
import { databaseUrl, instancePorts, instanceUrl, scaleOut } from "./e2e/support/scale-out.js";

export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  // Per port, so that two runs on one machine do not clear each other's traces.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
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
    {
      // The built server on a fresh embedded database each run (npm run test:e2e builds first).
      // Its log (with the dev outbox's verification links, which the admin tests follow) goes to a file.
      command: `rm -rf .e2e-data/${port} && mkdir -p .e2e-data/${port} && exec node dist/server/main.js > .e2e-data/${port}/server.log 2>&1`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: `.e2e-data/${port}`,
        ADMIN_EMAILS: "admin@kindred.test",
        LOG_LEVEL: "info",
        // A test-only override (honoured only with NODE_ENV=test): any matched chat can be reviewed.
        NODE_ENV: "test",
        KINDRED_TEST_REVIEW_MIN_MS: "0",
        // A partner who closed their page is announced after a second, not twenty (tuning.ts).
        KINDRED_TEST_PARTNER_AWAY_MS: "1000",
        // The suite signs up far more than 50 people; past the early-access limit each new one would
        // be waitlisted and could not check in. The waitlist has its own tests (chats/waitlist.test.ts).
        EARLY_ACCESS_LIMIT: "0",
      },
    },
    // Two more instances sharing PostgreSQL and Redis, when the environment has them.
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
      EARLY_ACCESS_LIMIT: "0",
      LOG_LEVEL: "info",
    },
  };
}
