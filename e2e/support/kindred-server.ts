/**
 * A built Kindred server (node dist/server/main.js) on its own port and embedded database: each
 * Playwright worker's (support/test.ts, E2E_PORT + 20 and up), and those a spec starts itself so that
 * it can kill it with SIGKILL and start it again on the same port and data directory (E2E_PORT + 10
 * and up).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const basePort = Number(process.env.E2E_PORT ?? 3100);

/** Ports for servers a spec starts itself: E2E_PORT + 10 + n, clear of the config's own instances. */
export const ownPort = (n: number) => basePort + 10 + n;

/** The port of Playwright worker `parallelIndex`'s own server: E2E_PORT + 20 + n. */
export const workerPort = (parallelIndex: number) => basePort + 20 + parallelIndex;

/**
 * Every e2e server admits everyone: the suite signs up far more than 50 people, and past the
 * early-access limit each new one would be waitlisted and could not check in. The waitlist has its
 * own tests (chats/waitlist.test.ts).
 */
export const EVERYONE_ADMITTED = { EARLY_ACCESS_LIMIT: "0" };

export interface KindredServer {
  port: number;
  url: string;
  dataDir: string;
  /** Starts it (again), on the same port and data, and waits until /readyz answers 200. */
  start(): Promise<void>;
  /** Kills it and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** `env`: settings beyond the port, address and data directory (the workers' test overrides). */
export function kindredServer(port: number, env: Record<string, string> = {}): KindredServer {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(`.e2e-data/${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  return {
    port,
    url,
    dataDir,
    async start() {
      // A server left running by an earlier, interrupted run would answer in this one's place.
      if (await answers(url)) throw new Error(`Something already answers on ${url}: stop it (an earlier run's?)`);
      // One log for every life of this server, for whoever reads a failure.
      const log = createWriteStream(path.join(dataDir, "server.log"), { flags: "a" });
      child = spawn(process.execPath, ["dist/server/main.js"], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          LOG_LEVEL: "info",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout!.pipe(log);
      child.stderr!.pipe(log);
      const process_ = child;
      exited = new Promise((resolve) => process_.once("exit", () => resolve()));
      // Generous: a fresh database is created at the first start, slowly on a busy machine.
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (process_.exitCode !== null)
          throw new Error(`Kindred exited with ${process_.exitCode}: see ${dataDir}/server.log`);
        if (await answers(url)) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await kill();
      throw new Error(`Kindred on ${url} was not ready within two minutes: see ${dataDir}/server.log`);
    },
    kill,
  };

  async function kill(signal: NodeJS.Signals = "SIGTERM") {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
    child = null;
  }
}

const answers = (url: string) =>
  fetch(`${url}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
