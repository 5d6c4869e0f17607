/**
 * The CPU meter reads real processes (this one) and divides what they used among the messages sent.
 */
import { describe, expect, it } from "vitest";
import { cpuDuring, cpuPerMessage } from "./cpu-use.js";

/** Keeps this process's main thread on the CPU until it has used `seconds` of it. */
function burn(seconds: number): void {
  const until = process.cpuUsage();
  const spent = () => {
    const now = process.cpuUsage(until);
    return (now.user + now.system) / 1e6;
  };
  while (spent() < seconds);
}

describe("cpuDuring", () => {
  it("counts the CPU the given processes used while the work ran, and no service when none is used", async () => {
    const { value, cpu } = await cpuDuring({ pids: [process.pid], services: false }, async () => {
      burn(0.3);
      return "done";
    });
    expect(value).toBe("done");
    // /proc counts in hundredths of a second: what was burnt, give or take a tick either side.
    expect(cpu.server).toBeGreaterThanOrEqual(0.28);
    expect(cpu.postgres).toBeNull();
    expect(cpu.redis).toBeNull();
  });

  it("reads PostgreSQL's and Redis's processes when the setup uses them (zero when none runs here)", async () => {
    const { cpu } = await cpuDuring({ pids: [], services: true }, () => Promise.resolve());
    expect(cpu.server).toBe(0);
    expect(cpu.postgres).toBeGreaterThanOrEqual(0);
    expect(cpu.redis).toBeGreaterThanOrEqual(0);
  });
});

describe("cpuPerMessage", () => {
  it("adds the rounds up and divides by every message sent in them, in milliseconds", () => {
    const rounds = [
      { server: 2, postgres: 0.5, redis: 0.1 },
      { server: 4, postgres: 1.5, redis: 0.3 },
    ];
    expect(cpuPerMessage(rounds, 3_000)).toEqual({ server: 2, postgres: 2 / 3, redis: 0.4 / 3 });
  });

  it("leaves a service out when any round did not read it, and never divides by no messages", () => {
    expect(cpuPerMessage([{ server: 1, postgres: null, redis: null }], 500)).toEqual({
      server: 2,
      postgres: null,
      redis: null,
    });
    expect(cpuPerMessage([{ server: 1, postgres: 1, redis: 1 }], 0)).toEqual({
      server: null,
      postgres: null,
      redis: null,
    });
  });
});
