/**
 * The CPU a server spent on an exchange, per message sent: its own processes (every thread: the
 * embedded database's, V8's helpers) and, when they run on this machine, PostgreSQL's and Redis's.
 * On two shared cores, latency follows what the whole machine is asked to do; CPU time per message
 * does not depend on what else was waiting, so it is the figure to plan instances and cores with.
 */
import { commandCpuSeconds, cpuTimes } from "./vitals.js";

export interface CpuUse {
  /** Seconds of CPU of the server's processes. */
  server: number;
  /** Seconds of CPU of PostgreSQL's processes (null when the setup does not use them). */
  postgres: number | null;
  /** Seconds of CPU of Redis (null when the setup does not use it). */
  redis: number | null;
}

/** Which shared services a setup's CPU includes: the embedded database is inside the server's process. */
export interface CpuScope {
  pids: number[];
  services: boolean;
}

function read({ pids, services }: CpuScope): CpuUse {
  const server = pids.reduce((total, pid) => {
    const { main, others } = cpuTimes(pid);
    return total + main + others;
  }, 0);
  return {
    server,
    postgres: services ? commandCpuSeconds("postgres") : null,
    redis: services ? commandCpuSeconds("redis-server") : null,
  };
}

const minus = (after: number | null, before: number | null) =>
  after === null || before === null ? null : after - before;

/** Runs `work` and says how much CPU the scope's processes used meanwhile. */
export async function cpuDuring<T>(scope: CpuScope, work: () => Promise<T>): Promise<{ value: T; cpu: CpuUse }> {
  const before = read(scope);
  const value = await work();
  const after = read(scope);
  return {
    value,
    cpu: {
      server: after.server - before.server,
      postgres: minus(after.postgres, before.postgres),
      redis: minus(after.redis, before.redis),
    },
  };
}

/** Milliseconds of CPU per message sent; null where it was not read, or nothing was sent. */
export type CpuPerMessage = { [part in keyof CpuUse]: number | null };

/** Milliseconds of CPU per message sent, over several exchanges (rounds) together. */
export function cpuPerMessage(uses: CpuUse[], sent: number): CpuPerMessage {
  const perMessage = (of: (use: CpuUse) => number | null) => {
    const values = uses.map(of);
    if (sent === 0 || values.some((value) => value === null)) return null;
    return ((values as number[]).reduce((a, b) => a + b, 0) * 1000) / sent;
  };
  return {
    server: perMessage((use) => use.server),
    postgres: perMessage((use) => use.postgres),
    redis: perMessage((use) => use.redis),
  };
}
