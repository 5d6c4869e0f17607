/** Child processes the benchmarks start and measure: free ports, readiness, memory, stopping. */
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** The repository root: children resolve dist/ and node_modules (tsx) from here. */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

function freePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(port, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface Child {
  process: ChildProcess;
  pid: number;
  logFile: string;
  /** Where the V8 inspector listens once SIGUSR1 opens it (heap.ts). */
  inspectPort: number;
}

/**
 * A free port below Linux's ephemeral range, for a server started after its port was chosen (an
 * instance a moment later, an inspector that opens only when needed, minutes later): a port from
 * the ephemeral range, free when chosen, may by then be the local end of an outgoing connection
 * (the crowd's 20,000, or a server's to its database), and the server would fail with EADDRINUSE
 * (seen once, 2026-12-01).
 */
export async function unusedPort(): Promise<number> {
  const [ephemeralFrom = 32_768] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
    .trim()
    .split(/\s+/)
    .map(Number);
  for (let attempt = 0; attempt < 100; attempt++) {
    const candidate = 10_000 + Math.floor(Math.random() * (ephemeralFrom - 10_000));
    const free = await freePort(candidate).then(
      () => true,
      () => false,
    );
    if (free) return candidate;
  }
  throw new Error(`no free port between 10000 and ${ephemeralFrom}`);
}

/** Starts `node <args>` with only the given environment (plus PATH/HOME), output to a log file. */
export async function startNode(args: string[], env: Record<string, string>, logFile: string): Promise<Child> {
  const log = openSync(logFile, "a");
  const inspectPort = await unusedPort();
  const child = spawn(process.execPath, [`--inspect-port=127.0.0.1:${inspectPort}`, ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", log, log],
    cwd: repoRoot,
  });
  if (child.pid === undefined) throw new Error(`could not start node ${args.join(" ")}`);
  return { process: child, pid: child.pid, logFile, inspectPort };
}

/** Polls a URL until it answers 200, or fails with the end of the child's log. */
export async function waitUntilReady(url: string, child: Child, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) break;
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready; the end of ${child.logFile}:\n${tail(child.logFile)}`);
}

export function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** SIGTERM, then wait for the exit (a graceful shutdown closes the database); SIGKILL after a while. */
export async function stopChild(child: Child, timeoutMs = 15_000): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.process.once("exit", () => resolve()));
  child.process.kill("SIGTERM");
  const timer = setTimeout(() => child.process.kill("SIGKILL"), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process, in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
