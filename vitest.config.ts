import { availableParallelism } from "node:os";
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
    // One worker more than cores: a server test spends much of its time waiting on sockets, the
    // databases and timers, and with one worker per core the cores sat idle about 40 % of the run.
    // On the 2-core CI machine the suite took 994 s with two workers and 717 s with three.
    maxWorkers: availableParallelism() + 1,
    // With CI=true, a missing PostgreSQL, Redis or nginx fails the run instead of skipping suites.
    globalSetup: ["src/server/testing/required-services.ts"],
  },
});
