/**
 * Kindred as it runs in production: `node dist/server/main.js` child processes, either one instance
 * on the embedded database or two instances sharing a fresh PostgreSQL database and Redis.
 * After a run, the database is read directly to check what was stored.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../src/server/db/client.js";
import { createTempDatabase } from "../../src/server/testing/postgres.js";
import { startNode, stopChild, unusedPort, waitUntilReady, type Child } from "./processes.js";
import { queryOnce } from "./query-once.js";
import { deleteFanOut } from "../../src/server/testing/redis-stream.js";

export type SetupKind = "embedded" | "scale-out";

export const SETUP_LABELS: Record<SetupKind, string> = {
  embedded: "one instance, embedded database",
  "scale-out": "two instances, PostgreSQL + Redis",
};

export interface Instance extends Child {
  url: string;
}

export interface Setup {
  kind: SetupKind;
  label: string;
  instances: Instance[];
  /** Stops every instance (gracefully: the database is closed). */
  stopServers(): Promise<void>;
  /** Runs a query on the setup's database; for the embedded one, only once the server has stopped. */
  query<T extends Record<string, unknown>>(text: string): Promise<T[]>;
  /** Drops the database and removes the temporary folder. */
  dispose(): Promise<void>;
}

const mainScript = fileURLToPath(new URL("../../dist/server/main.js", import.meta.url));
/** The flags `npm start` gives Node (package.json), read once: the benchmark measures Kindred as it is run. */
const startFlags: string[] = (() => {
  const { scripts } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    scripts: { start: string };
  };
  const flags = /\bnode ((?:--\S+ )*)dist\/server\/main\.js/.exec(scripts.start);
  if (!flags) throw new Error(`package.json's start script does not run node … dist/server/main.js: ${scripts.start}`);
  return flags[1]!.split(" ").filter(Boolean);
})();
export const profilesDir = fileURLToPath(new URL("../results/profiles", import.meta.url));

/** PostgreSQL and Redis for the two-instance setup, from the same variables as the test suite. */
export const scaleOutEnv = {
  databaseUrl: process.env.TEST_DATABASE_URL,
  redisUrl: process.env.TEST_REDIS_URL,
};
export const scaleOutAvailable = Boolean(scaleOutEnv.databaseUrl && scaleOutEnv.redisUrl);

export interface StartOptions {
  /** Write a V8 CPU profile of each instance to bench/results/profiles/ when it exits. */
  profile?: boolean;
  /**
   * Two instances only: this many more instances that nobody connects to, started last. What they
   * do is read the Redis stream of every message the others fan out: their CPU time per message is
   * what each instance pays per message of the whole cluster (the capacity model's fan-out cost).
   */
  observers?: number;
}

/**
 * A new embedded database with every migration applied, made once per run and copied for each
 * embedded start: PGlite's own initialisation of an empty folder takes about as long as the rest of
 * the server's start, and every setup would pay it again.
 */
let embeddedTemplate: Promise<string> | undefined;

function migratedEmbeddedFolder(): Promise<string> {
  embeddedTemplate ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kindred-bench-template-"));
    const database = await openDatabase({ dataDir });
    await database.close();
    process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
    return path.join(dataDir, "pg");
  })();
  return embeddedTemplate;
}

export async function startKindred(kind: SetupKind, options: StartOptions = {}): Promise<Setup> {
  const dir = mkdtempSync(path.join(tmpdir(), "kindred-bench-"));
  const secrets = {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    MESSAGE_KEY: randomBytes(32).toString("base64"),
  };
  const database = kind === "scale-out" ? await createTempDatabase() : undefined;
  // A deployment of its own on the given Redis: nothing another run or a test suite fans out is read.
  const redisPrefix = `bench-${randomBytes(4).toString("hex")}`;
  const instances: Instance[] = [];
  const stopServers = () => Promise.all(instances.map((instance) => stopChild(instance))).then(() => undefined);
  try {
    const count = kind === "scale-out" ? 2 + (options.observers ?? 0) : 1;
    if (kind === "embedded")
      cpSync(await migratedEmbeddedFolder(), path.join(dir, "data-0", "pg"), { recursive: true });
    // Started side by side: the migrations' advisory lock lets one instance apply them while the other waits.
    for (let i = 0; i < count; i++) {
      const port = await unusedPort();
      const url = `http://127.0.0.1:${port}`;
      const env: Record<string, string> = {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATA_DIR: path.join(dir, `data-${i}`),
        LOG_LEVEL: "warn",
        // Every simulated person gets a profile: the early-access waitlist is not what is measured.
        EARLY_ACCESS_LIMIT: "0",
        // Screening on the event loop (0) or on threads beside it, to compare the two on one machine.
        ...(process.env.SCREENING_THREADS ? { SCREENING_THREADS: process.env.SCREENING_THREADS } : {}),
        ...secrets,
        ...(database
          ? { DATABASE_URL: database.url, REDIS_URL: scaleOutEnv.redisUrl!, REDIS_PREFIX: redisPrefix }
          : {}),
      };
      if (options.profile) mkdirSync(profilesDir, { recursive: true });
      const args = options.profile
        ? ["--cpu-prof", `--cpu-prof-dir=${profilesDir}`, `--cpu-prof-name=kindred-${kind}-${i}-${port}.cpuprofile`]
        : [];
      const child = await startNode([...startFlags, ...args, mainScript], env, path.join(dir, `server-${i}.log`));
      instances.push({ ...child, url });
    }
    await Promise.all(instances.map((instance) => waitUntilReady(`${instance.url}/readyz`, instance)));
  } catch (error) {
    await stopServers();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    kind,
    label: SETUP_LABELS[kind],
    instances,
    stopServers,
    query: <T extends Record<string, unknown>>(text: string) =>
      queryOnce<T>(database ? { url: database.url } : { dataDir: path.join(dir, "data-0", "pg") }, text),
    async dispose() {
      await stopServers();
      await database?.drop();
      if (database) await deleteFanOut(scaleOutEnv.redisUrl!, redisPrefix);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
