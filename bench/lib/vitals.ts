/**
 * What a server process is doing, read from outside (Linux /proc and its own /metrics): CPU time of
 * its main thread and of its other threads (the embedded database's thread, V8's helpers, the
 * password hashing pool), the busiest of those apart, open file descriptors, and its event-loop
 * delay. The capacity benchmark reads them around each step to say where a crowd too large breaks,
 * and reads the load generator's own CPU the same way (it shares the machine's two cores); the whole
 * machine's CPU, and PostgreSQL's and Redis's when they run here.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Linux's clock ticks per second for /proc CPU times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

export interface CpuTimes {
  /** Seconds of CPU used by the main thread (the event loop). */
  main: number;
  /** Seconds of CPU used by every other thread of the process. */
  others: number;
  /** Seconds of CPU of each other thread, by thread id (threads come and go: hashing, GC helpers). */
  threads: Map<string, number>;
  at: number;
}

/**
 * utime + stime, fields 14 and 15 of a stat line, after the command name in parentheses; with the
 * reaped children's, also cutime + cstime (16 and 17).
 */
function ticksOf(statFile: string, withReapedChildren = false): number {
  const stat = readFileSync(statFile, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const own = Number(fields[11]) + Number(fields[12]);
  return withReapedChildren ? own + Number(fields[13]) + Number(fields[14]) : own;
}

export function cpuTimes(pid: number): CpuTimes {
  const main = ticksOf(`/proc/${pid}/task/${pid}/stat`);
  const total = ticksOf(`/proc/${pid}/stat`);
  const threads = new Map<string, number>();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    if (thread === String(pid)) continue;
    try {
      threads.set(thread, ticksOf(`/proc/${pid}/task/${thread}/stat`) / TICKS_PER_SECOND);
    } catch {
      // The thread ended between the listing and the reading.
    }
  }
  return { main: main / TICKS_PER_SECOND, others: (total - main) / TICKS_PER_SECOND, threads, at: performance.now() };
}

export interface BusyShare {
  main: number;
  others: number;
  /**
   * The busiest thread but the main one. On the embedded database that is the database's own
   * thread (PGlite runs one statement at a time on it): at a full core, it is what stops the crowd.
   */
  busiestOther: number;
}

/** The share of one core each part used between two readings (0.5 = half a core). */
export function busyShare(before: CpuTimes, after: CpuTimes): BusyShare {
  const seconds = (after.at - before.at) / 1000;
  let busiest = 0;
  for (const [thread, used] of after.threads) busiest = Math.max(busiest, used - (before.threads.get(thread) ?? 0));
  return {
    main: (after.main - before.main) / seconds,
    others: (after.others - before.others) / seconds,
    busiestOther: busiest / seconds,
  };
}

/**
 * CPU seconds used so far by every process of this machine whose command is `command` (all of
 * PostgreSQL's). Backends and autovacuum workers come and go: a process that ended between two
 * readings is counted in its parent's reaped children (PostgreSQL's postmaster), so the sum only grows.
 */
export function commandCpuSeconds(command: string): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === command) ticks += ticksOf(`/proc/${pid}/stat`, true);
    } catch {
      // The process ended between the listing and the reading.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** A server given by URL runs on this machine, so its processes' CPU can be read here. */
export const onThisMachine = (url: string | undefined) =>
  url !== undefined && ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);

/**
 * The whole machine's CPU time so far (/proc/stat, every core): busy, stolen — time a core wanted to
 * run and the host ran something else (a virtual machine's stall that no process of ours can see) —
 * and in all. Guest time is already inside user time, so it is not added again.
 */
export function machineTimes(): { busy: number; stolen: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number) as [number, number, number, number, number, number, number, number];
  const busy = user + nice + system + irq + softirq;
  return { busy, stolen: steal, total: busy + idle + iowait + steal };
}

export function openFileDescriptors(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** The soft limit on open files of a process. */
export function fileLimit(pid: number | "self"): number {
  const line = readFileSync(`/proc/${pid}/limits`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("Max open files"));
  return Number(line?.split(/\s+/)[3]);
}

export interface EventLoopDelay {
  p99: number | null;
  /** The longest single delay. */
  max: number | null;
}

/** A server's own /metrics, as text; empty when it does not answer. */
export async function metricsText(url: string): Promise<string> {
  return fetch(`${url}/metrics`).then(
    (response) => (response.ok ? response.text() : ""),
    () => "",
  );
}

/**
 * A server's event-loop delay (ms) since the previous scrape, read from a scrape's text:
 * prom-client's default metrics keep a histogram that each scrape reads and resets.
 */
export function eventLoopDelayIn(text: string): EventLoopDelay {
  const read = (name: string) => {
    const value = new RegExp(`^kindred_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, "m").exec(text)?.[1];
    return value === undefined ? null : Number(value) * 1000;
  };
  return { p99: read("p99"), max: read("max") };
}

/**
 * Raises this process's limit on open files (soft and hard) with util-linux's `prlimit`, so that
 * the load generator and the servers it starts afterwards (which inherit it) can hold tens of
 * thousands of sockets; the default of many systems is 1,024. Needs the right to raise a hard
 * limit (root, or CAP_SYS_RESOURCE); otherwise the limit stays and the run says so.
 */
export function raiseFileLimit(wanted: number): string {
  const before = fileLimit("self");
  if (before >= wanted) return `open files limit ${before}`;
  try {
    execFileSync("prlimit", ["--pid", String(process.pid), `--nofile=${wanted}:${wanted}`], { stdio: "ignore" });
    return `open files limit raised from ${before} to ${fileLimit("self")} (prlimit)`;
  } catch {
    return `open files limit ${before}: could not raise it to ${wanted} (prlimit needs CAP_SYS_RESOURCE); crowds near it fail on sockets`;
  }
}
