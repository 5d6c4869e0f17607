import { defineConfig } from "vitest/config";
import { clientAliases } from "./vite.config.js";

export default defineConfig({
  resolve: { alias: clientAliases },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "bench/**/*.test.ts"],
    // Each server test opens its own embedded database; argon2 hashing is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // With CI=true, a missing PostgreSQL, Redis or nginx fails the run instead of skipping suites.
    globalSetup: ["src/server/testing/required-services.ts"],
  },
});
