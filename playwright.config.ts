import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./e2e/support/chromium.js";

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
  webServer: {
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
    },
  },
});
