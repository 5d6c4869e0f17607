/**
 * The capacity benchmark's crowd, held by several load-generator processes (crowd-worker.ts). At
 * 10,000 people one process was the measurement's weak point: its own garbage collection stalled
 * it for up to 423 ms while the server's longest stall was 145 ms, and every delivery that arrived
 * meanwhile was timed late. Each process holds whole pairs, so a message's send and receive times
 * still share one clock, and the processes' samples are merged into one outcome.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { mergeExchanges, type ExchangeOutcome, type ExchangeSamples } from "./exchange-outcome.js";
import type { ExchangeSettings } from "./exchange.js";
import type { ErrorCounts } from "./people.js";

export type CrowdRequest =
  | { kind: "grow"; urls: string[]; count: number; firstIndex: number }
  | { kind: "exchange"; settings: ExchangeSettings };

/** What one process's share of a step came to. */
export interface Grown {
  /** Newcomers whose socket is connected. */
  connected: number;
  /** People of this process seated in a chat with its partner (the whole crowd, not only newcomers). */
  seated: number;
  /** Of this process's whole crowd, people not seated (not connected, matched or joined). */
  unseated: number;
  errors: ErrorCounts;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

class Worker {
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor(readonly child: ChildProcess) {
    child.on("message", (reply: Reply) => {
      const request = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.ok) request?.resolve(reply.value);
      else request?.reject(new Error(`load generator ${child.pid}: ${reply.error}`));
    });
    child.on("exit", (code, signal) => {
      for (const request of this.waiting.values()) {
        request.reject(new Error(`load generator ${child.pid} exited (${signal ?? code})`));
      }
      this.waiting.clear();
    });
  }

  ask<T>(request: CrowdRequest): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ id, ...request });
    });
  }
}

export interface Crowd {
  /** The load-generator processes, whose CPU the benchmark reads. */
  pids: number[];
  size: number;
  /** Brings `count` more people in, in whole pairs split over the processes. */
  grow(urls: string[], count: number): Promise<Grown>;
  exchange(settings: ExchangeSettings): Promise<ExchangeOutcome>;
  close(): Promise<void>;
}

/** `count` split into `parts` even shares (whole pairs), the last taking what is left. */
export function evenShares(count: number, parts: number): number[] {
  const share = 2 * Math.floor(count / (2 * parts));
  return Array.from({ length: parts }, (_, n) => (n < parts - 1 ? share : count - share * (parts - 1)));
}

export function startCrowd(processes: number): Crowd {
  // The children inherit this process's execArgv, tsx's loader among them.
  const script = fileURLToPath(new URL("./crowd-worker.ts", import.meta.url));
  const workers = Array.from(
    { length: processes },
    () => new Worker(fork(script, { serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] })),
  );
  const crowd: Crowd = {
    pids: workers.map((w) => w.child.pid!),
    size: 0,
    async grow(urls, count) {
      const total: Grown = { connected: 0, seated: 0, unseated: 0, errors: {} };
      // One process after the other: matching is first come, first served within a room, so
      // processes checking in at once would pair people of one with people of the other.
      for (const [n, share] of evenShares(count, workers.length).entries()) {
        const grown = await workers[n]!.ask<Grown>({ kind: "grow", urls, count: share, firstIndex: crowd.size });
        crowd.size += share;
        total.connected += grown.connected;
        total.seated += grown.seated;
        total.unseated += grown.unseated;
        for (const [what, k] of Object.entries(grown.errors)) total.errors[what] = (total.errors[what] ?? 0) + k;
      }
      return total;
    },
    async exchange(settings) {
      const parts = await Promise.all(workers.map((w) => w.ask<ExchangeSamples>({ kind: "exchange", settings })));
      return mergeExchanges(parts, settings);
    },
    async close() {
      await Promise.all(
        workers.map(async ({ child }) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.disconnect(); // the worker closes its sockets and ends when its channel closes
          const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
          await exited;
          clearTimeout(timer);
        }),
      );
    },
  };
  return crowd;
}
