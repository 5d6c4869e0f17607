/**
 * Every spec's `test`: Playwright's, with a Kindred server of the worker's own. Each worker runs its
 * specs against a fresh built server on its own port and embedded database, so that workers run side
 * by side without one's people being matched with another's in the same room, and the pages' and
 * the API's `baseURL` point at it.
 */
import { test as base } from "@playwright/test";
import { EVERYONE_ADMITTED, kindredServer, workerPort, type KindredServer } from "./kindred-server.js";

/** Test-only settings, honoured only with NODE_ENV=test (src/server/tuning.ts). */
const TEST_SETTINGS = {
  NODE_ENV: "test",
  ADMIN_EMAILS: "admin@kindred.test",
  // Any matched chat can be reviewed at once.
  KINDRED_TEST_REVIEW_MIN_MS: "0",
  // A partner who closed their page is announced after a second, not twenty.
  KINDRED_TEST_PARTNER_AWAY_MS: "1000",
  ...EVERYONE_ADMITTED,
};

export const test = base.extend<object, { kindred: KindredServer }>({
  kindred: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = kindredServer(workerPort(workerInfo.parallelIndex), TEST_SETTINGS);
      await server.start();
      await use(server);
      await server.kill();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ kindred }, use) => use(kindred.url),
});

export { expect } from "@playwright/test";
