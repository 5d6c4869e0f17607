/**
 * Capacity at a realistic pace: people in a support chat write about one message every 10–20 s.
 * A crowd grows in steps on the same running setup — each newcomer signs up, connects, is matched
 * and joins through the real API — and after each step everyone chats at one message per 10 s.
 * A step holds when delivery p99 ≤ 100 ms, nothing is lost or duplicated and nobody failed to
 * connect, be matched or send; the largest crowd that held is the capacity. Each step also reads
 * the servers from outside (memory after a full collection, CPU of the main thread and of the
 * others — the embedded database's among them —, event-loop delay, open sockets), so a step that
 * fails says where it broke. Two instances run with an observer: a third instance nobody connects
 * to, whose CPU per message is what the Redis fan-out costs each instance (the capacity model).
 */
import { randomBytes } from "node:crypto";
import { capacityModel, type CapacityFigures } from "./capacity-model.js";
import { capacityTable, P99_LIMIT_MS, PACE_PER_PERSON, type CrowdStep } from "./capacity-table.js";
import { sleep } from "./lib/concurrency.js";
import { startCrowd } from "./lib/crowd.js";
import type { ExchangeOutcome } from "./lib/exchange-outcome.js";
import { scaleOutEnv, SETUP_LABELS, startKindred, type Setup, type SetupKind } from "./lib/kindred.js";
import type { BenchOptions } from "./lib/options.js";
import { missingFromKindred, perPersonKb, settledMemory } from "./lib/prepared.js";
import type { BenchmarkResult, Table } from "./lib/report.js";
import {
  busyShare,
  commandCpuSeconds,
  cpuTimes,
  eventLoopDelay,
  machineTimes,
  onThisMachine,
  openFileDescriptors,
  raiseFileLimit,
} from "./lib/vitals.js";

/**
 * Every step's crowd, for a full run: it stops at the first that fails. It starts at 1,000 so that
 * a busy machine, on which two instances did not hold 2,000 people, still gives the model a crowd.
 */
const FULL_STEPS = [1_000, 2_000, 4_000, 6_000, 8_000, 10_000, 12_000, 14_000, 16_000, 20_000];
/** One small step: a quick run prints every figure, and the whole of `--quick` stays under two minutes. */
const QUICK_STEPS = [40];

function verdict(outcome: ExchangeOutcome, unseated: number, preparationErrors: Record<string, number>) {
  const errors = [outcome.errors, preparationErrors].flatMap((e) => Object.entries(e));
  if (errors.length > 0) return errors.map(([what, n]) => `${n} × ${what}`).join(", ");
  if (unseated > 0) return `${unseated} people not connected and paired`;
  if (outcome.lost > 0 || outcome.duplicated > 0) return `${outcome.lost} lost, ${outcome.duplicated} duplicated`;
  if (outcome.delivered < outcome.sent * 0.95) return "fell behind (under 95 % delivered in time)";
  if ((outcome.delivery.p99 ?? Infinity) > P99_LIMIT_MS) return `delivery p99 ${outcome.delivery.p99?.toFixed(0)} ms`;
  return undefined;
}

/** CPU seconds per second a process uses over a few quiet seconds (half of one in a quick run). */
async function idleCpuPerSecond(pid: number, quick: boolean): Promise<number> {
  const before = cpuTimes(pid);
  await sleep(quick ? 500 : 3_000);
  const share = busyShare(before, cpuTimes(pid));
  return share.main + share.others;
}

/**
 * CPU of the whole machine and of PostgreSQL and Redis, read before and after a chat phase. The
 * services count only on two instances, and only when they run on this machine.
 */
function servicesCpu(kind: SetupKind) {
  const local = (url: string | undefined, command: string) =>
    kind === "scale-out" && onThisMachine(url) ? commandCpuSeconds(command) : undefined;
  return {
    machine: machineTimes(),
    postgres: local(scaleOutEnv.databaseUrl, "postgres"),
    redis: local(scaleOutEnv.redisUrl, "redis-server"),
  };
}

/**
 * Load-generator processes: one process holding 10,000 people stalled for its own garbage
 * collection longer than the server did (crowd.ts).
 */
const LOAD_GENERATORS = 2;

async function climbCrowd(started: Promise<Setup>, kind: SetupKind, steps: number[], quick: boolean) {
  const setup = await started;
  const serving = setup.instances.slice(0, kind === "scale-out" ? 2 : 1);
  const observer = kind === "scale-out" ? setup.instances[2] : undefined;
  const acked = new Map<string, string[]>();
  const results: CrowdStep[] = [];
  let residentBefore = await settledMemory(serving, { measureMemory: true, quick });
  const crowd = startCrowd(LOAD_GENERATORS);
  try {
    for (const size of steps) {
      const started = Date.now();
      const grown = await crowd.grow(
        serving.map((i) => i.url),
        size - crowd.size,
      );
      const resident = await settledMemory(serving, { measureMemory: true, quick });
      console.log(`  ${size} people brought in in ${((Date.now() - started) / 1000).toFixed(0)} s; chatting`);

      // What the observer spends doing nothing (timers, blocking stream reads), to subtract from its fan-out cost.
      const observerIdle = observer ? await idleCpuPerSecond(observer.pid, quick) : 0;
      await Promise.all(serving.map((i) => eventLoopDelay(i.url)));
      const cpuBefore = setup.instances.map((i) => cpuTimes(i.pid));
      const loadGeneratorBefore = crowd.pids.map(cpuTimes);
      const servicesBefore = servicesCpu(kind);
      const warmUpMs = quick ? 500 : 10_000;
      const outcome = await crowd.exchange({
        ratePerPerson: PACE_PER_PERSON,
        warmUpMs,
        durationMs: warmUpMs + (quick ? 2_500 : 30_000),
        drainMs: quick ? 1_500 : 5_000,
        runId: randomBytes(4).toString("hex"),
      });
      const cpuAfter = setup.instances.map((i) => cpuTimes(i.pid));
      const loadGenerator = crowd.pids
        .map((pid, n) => busyShare(loadGeneratorBefore[n]!, cpuTimes(pid)))
        .reduce((total, share) => total + share.main + share.others, 0);
      const servicesAfter = servicesCpu(kind);
      const msPerMessage = (before: number | undefined, after: number | undefined) =>
        before === undefined || after === undefined || outcome.sent === 0
          ? undefined
          : ((after - before) * 1000) / outcome.sent;
      const machineShare = (part: "busy" | "stolen") =>
        (servicesAfter.machine[part] - servicesBefore.machine[part]) /
        (servicesAfter.machine.total - servicesBefore.machine.total);
      const busy = cpuAfter.map((after, n) => busyShare(cpuBefore[n]!, after));
      const delays = await Promise.all(serving.map((i) => eventLoopDelay(i.url)));
      for (const [chatId, ids] of outcome.ackedByChat) acked.set(chatId, [...(acked.get(chatId) ?? []), ...ids]);

      const why = verdict(outcome, grown.unseated, grown.errors);
      const servingBusy = busy.slice(0, serving.length);
      // Every message goes through the Redis stream once and every instance reads it, the observer too.
      const observerCpuSeconds = observer
        ? cpuAfter[2]!.main +
          cpuAfter[2]!.others -
          cpuBefore[2]!.main -
          cpuBefore[2]!.others -
          (observerIdle * (cpuAfter[2]!.at - cpuBefore[2]!.at)) / 1000
        : undefined;
      const step: CrowdStep = {
        people: grown.seated,
        held: why === undefined,
        why,
        deliveryP50: outcome.delivery.p50,
        deliveryP99: outcome.delivery.p99,
        ackP50: outcome.ack.p50,
        ackP99: outcome.ack.p99,
        throughput: outcome.throughput,
        lost: outcome.lost,
        duplicated: outcome.duplicated,
        residentMb: resident === null ? null : resident / 2 ** 20,
        memoryPerPersonKb: perPersonKb(residentBefore, resident, grown.connected),
        mainBusy: Math.max(...servingBusy.map((b) => b.main)),
        othersBusy: Math.max(...servingBusy.map((b) => b.others)),
        busiestOtherThread: Math.max(...servingBusy.map((b) => b.busiestOther)),
        loadGeneratorBusy: loadGenerator,
        eventLoopDelayP99: Math.max(...delays.map((d) => d.p99 ?? 0)),
        eventLoopDelayMax: Math.max(...delays.map((d) => d.max ?? 0)),
        loadGeneratorDelayMax: outcome.clientLoopDelayMax,
        machineBusy: machineShare("busy"),
        machineStolen: machineShare("stolen"),
        postgresMsPerMessage: msPerMessage(servicesBefore.postgres, servicesAfter.postgres),
        redisMsPerMessage: msPerMessage(servicesBefore.redis, servicesAfter.redis),
        fileDescriptors: Math.max(...serving.map((i) => openFileDescriptors(i.pid))),
        ...(observerCpuSeconds !== undefined && outcome.sent > 0
          ? { fanOutMsPerMessage: Math.max(0, (observerCpuSeconds * 1000) / outcome.sent) }
          : {}),
      };
      residentBefore = resident;
      results.push(step);
      console.log(
        `  ${step.people} people: delivery p99 ${step.deliveryP99?.toFixed(1)} ms, main thread ${(step.mainBusy * 100).toFixed(0)} %` +
          `, other threads ${(step.othersBusy * 100).toFixed(0)} % (busiest ${(step.busiestOtherThread * 100).toFixed(0)} %)` +
          `, load generator ${(step.loadGeneratorBusy * 100).toFixed(0)} %` +
          `, event-loop delay p99 ${step.eventLoopDelayP99?.toFixed(0)} ms (longest ${step.eventLoopDelayMax?.toFixed(0)} ms` +
          `, load generator's ${step.loadGeneratorDelayMax?.toFixed(0)} ms), machine ${(step.machineBusy * 100).toFixed(0)} % busy` +
          ` (${(step.machineStolen * 100).toFixed(1)} % stolen by the host)` +
          `${why ? ` — did not hold: ${why}` : ""}`,
      );
      if (!step.held) break;
    }
    await crowd.close();
    await setup.stopServers();
    const missing = await missingFromKindred(setup, acked);
    return { steps: results, missing };
  } finally {
    await crowd.close();
    await setup.dispose();
  }
}

export async function capacity(options: BenchOptions): Promise<BenchmarkResult> {
  console.log(`capacity: ${raiseFileLimit(65_536)}`);
  const full = !options.quick && options.people === undefined;
  const steps = options.people
    ? FULL_STEPS.filter((n) => n < options.people!).concat(options.people)
    : options.quick
      ? QUICK_STEPS
      : FULL_STEPS;
  const tables: Table[] = [];
  const details: Record<string, unknown> = { pacePerPerson: PACE_PER_PERSON, p99LimitMs: P99_LIMIT_MS, steps };
  const figures: CapacityFigures = {};
  let correctnessFailed = false;
  const failures: string[] = [];
  // Both setups start at once (starting is most of a quick run); the one waiting its turn is idle, and
  // neither is measured while the other is still starting.
  const started = new Map(
    options.setups.map((kind) => {
      const setup = startKindred(kind, { profile: options.profile, observers: kind === "scale-out" ? 1 : 0 });
      setup.catch(() => undefined); // reported where it is awaited
      return [kind, setup] as const;
    }),
  );
  try {
    await Promise.allSettled(started.values());
    for (const kind of options.setups) {
      console.log(`capacity: Kindred, ${SETUP_LABELS[kind]}, one message per ${1 / PACE_PER_PERSON} s per person`);
      // One setup that cannot be measured does not take the other's figures with it.
      const climbed = await climbCrowd(started.get(kind)!, kind, steps, options.quick).catch((error: Error) => {
        failures.push(`${SETUP_LABELS[kind]}: ${error.stack ?? error.message}`);
        return undefined;
      });
      if (!climbed) continue;
      details[SETUP_LABELS[kind]] = climbed;
      const best = climbed.steps.filter((s) => s.held).at(-1) ?? null;
      const failed = climbed.steps.find((s) => !s.held) ?? null;
      figures[kind] = best ?? undefined;
      correctnessFailed ||= climbed.missing > 0 || climbed.steps.some((s) => s.lost + s.duplicated > 0);
      tables.push(capacityTable(kind, climbed.steps, best, failed, climbed.missing, full));
    }
  } finally {
    await Promise.allSettled([...started.values()].map((setup) => setup.then((s) => s.dispose())));
  }
  tables.push(capacityModel(figures, options.setups, PACE_PER_PERSON));
  return { name: "capacity", tables, details, correctnessFailed, failures };
}
