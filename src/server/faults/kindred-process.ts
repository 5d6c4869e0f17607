/**
 * Kindred as a real child process (src/server/main.ts through tsx, so no build is needed), for the
 * faults that need one: a process killed with SIGKILL, or one whose log lines are counted. It picks
 * its own port (PORT=0); the port is read from the line Fastify logs when it listens.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Every instance that shares a database must share these secrets (the configuration insists), and
 * the instances of one test file a Redis prefix of their own: a deployment that reads no other's
 * fan-out (its stream is deleted after, testing/redis-stream.ts `deleteFanOut`).
 */
export const SHARED_SETTINGS = {
  AUTH_SECRET: "a secret shared by every instance of the fault tests",
  MESSAGE_KEY: Buffer.alloc(32, 7).toString("base64"),
  REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}`,
};

export interface KindredProcess {
  /** http://127.0.0.1:<port>, where it listens. */
  url: string;
  port: number;
  pid: number;
  /** Every JSON log line so far, parsed. */
  readonly logs: readonly LogLine[];
  readonly exitCode: number | null;
  readonly signalCode: NodeJS.Signals | null;
  /** Sends the signal and resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** Starts an instance and resolves once it listens (ready or not: /readyz may still say 503). */
export async function startKindred(env: Record<string, string>): Promise<KindredProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "kindred-fault-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: "127.0.0.1",
      PORT: "0",
      PUBLIC_URL: "http://127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  const logs: LogLine[] = [];
  const output: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    let pending = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop()!;
      for (const line of lines) {
        output.push(line);
        const parsed = parse(line);
        if (!parsed) continue;
        logs.push(parsed);
        const listening = /Kindred is listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(parsed.msg);
        if (listening) resolve(Number(listening[1]));
      }
    });
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => output.push(chunk));
    child.once("exit", (code, signal) =>
      reject(new Error(`Kindred exited (${code ?? signal}) before listening:\n${output.slice(-20).join("\n")}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    logs,
    get exitCode() {
      return child.exitCode;
    },
    get signalCode() {
      return child.signalCode;
    },
    async kill(signal = "SIGTERM") {
      if (!isRunning(child)) return;
      child.kill(signal);
      await exited;
    },
  };
}

function isRunning(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

function parse(line: string): LogLine | null {
  try {
    const value = JSON.parse(line) as LogLine;
    return typeof value.msg === "string" ? value : null;
  } catch {
    return null;
  }
}
