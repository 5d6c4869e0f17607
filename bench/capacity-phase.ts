/**
 * One chat phase of the capacity climb: everyone of the crowd as it now is chats at one message
 * per 10 s, and the servers are read from outside meanwhile (CPU of each thread and of PostgreSQL
 * and Redis, event-loop delay, open files), so that a phase that fails says where it broke.
 */
import { randomBytes } from "node:crypto";
import { P99_LIMIT_MS, PACE_PER_PERSON, type CrowdStep } from "./capacity-table.js";
import { sleep } from "./lib/concurrency.js";
import type { Crowd, Grown } from "./lib/crowd.js";
import type { ExchangeOutcome } from "./lib/exchange-outcome.js";
import { scaleOutEnv, type Instance, type SetupKind } from "./lib/kindred.js";
import { perPersonKb } from "./lib/prepared.js";
import { parseStageBuckets, stageQuantiles } from "./lib/send-stages.js";
import {
  busyShare,
  commandCpuSeconds,
  cpuTimes,
  eventLoopDelayIn,
  machineTimes,
  metricsText,
  onThisMachine,
  openFileDescriptors,
} from "./lib/vitals.js";

/**
 * Whether a chat phase held, and if not, why, and whether its tail alone failed it (the phase is
 * then worth another at the same crowd).
 */
export function judge(
  outcome: ExchangeOutcome,
  unseated: number,
  preparationErrors: Record<string, number>,
): { why: string | undefined; onlyTheTail: boolean } {
  const fault = faultOf(outcome, unseated, preparationErrors);
  const tail = tailOf(outcome);
  return { why: fault ?? tail, onlyTheTail: fault === undefined && tail !== undefined };
}

/** What failed a chat phase outright: errors, people left out, messages lost or late en masse. */
function faultOf(outcome: ExchangeOutcome, unseated: number, preparationErrors: Record<string, number>) {
  const errors = [outcome.errors, preparationErrors].flatMap((e) => Object.entries(e));
  if (errors.length > 0) return errors.map(([what, n]) => `${n} × ${what}`).join(", ");
  if (unseated > 0) return `${unseated} people not connected and paired`;
  if (outcome.lost > 0 || outcome.duplicated > 0) return `${outcome.lost} lost, ${outcome.duplicated} duplicated`;
  if (outcome.delivered < outcome.sent * 0.95) return "fell behind (under 95 % delivered in time)";
  return undefined;
}

/** A tail past the limit: on a shared machine one stall in the window can decide it alone. */
function tailOf(outcome: ExchangeOutcome) {
  const p99 = outcome.delivery.p99;
  return (p99 ?? Infinity) > P99_LIMIT_MS ? `delivery p99 ${p99?.toFixed(0)} ms` : undefined;
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

export interface PhaseContext {
  kind: SetupKind;
  /** Every instance of the setup; the serving ones first, then the observer, if any. */
  instances: Instance[];
  serving: Instance[];
  observer: Instance | undefined;
  crowd: Crowd;
  quick: boolean;
}

/** The crowd as the phase finds it: who was brought in, and resident memory before and after. */
export interface CrowdNow {
  grown: Grown;
  resident: number | null;
  residentBefore: number | null;
}

export interface Phase {
  step: CrowdStep;
  outcome: ExchangeOutcome;
  /** Nothing failed but the tail: worth another phase at the same crowd before the climb ends. */
  onlyTheTail: boolean;
}

/** `tries`: which phase at this crowd this is (the second follows a first that failed on its tail). */
export async function chatPhase(context: PhaseContext, now: CrowdNow, tries: number): Promise<Phase> {
  const { kind, instances, serving, observer, crowd, quick } = context;
  const { grown, resident, residentBefore } = now;
  // What the observer spends doing nothing (timers, blocking stream reads), to subtract from its fan-out cost.
  const observerIdle = observer ? await idleCpuPerSecond(observer.pid, quick) : 0;
  const cpuBefore = instances.map((i) => cpuTimes(i.pid));
  const loadGeneratorBefore = crowd.pids.map(cpuTimes);
  const servicesBefore = servicesCpu(kind);
  const scrape = () => Promise.all(serving.map((i) => metricsText(i.url)));
  const warmUpMs = quick ? 500 : 10_000;
  // Scraped as the warm-up ends, when the load generator starts counting latencies: a person's first
  // messages read their conversation window from the database on code not yet optimised. The scrape
  // also starts the event-loop delay's window (each scrape resets it).
  const atWarmUpEnd = sleep(warmUpMs).then(scrape);
  const outcome = await crowd.exchange({
    ratePerPerson: PACE_PER_PERSON,
    warmUpMs,
    durationMs: warmUpMs + (quick ? 2_500 : 30_000),
    drainMs: quick ? 1_500 : 5_000,
    runId: randomBytes(4).toString("hex"),
  });
  const cpuAfter = instances.map((i) => cpuTimes(i.pid));
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
  const [before, after] = [await atWarmUpEnd, await scrape()];
  const delays = after.map(eventLoopDelayIn);
  const stages = stageQuantiles(parseStageBuckets(before), parseStageBuckets(after));

  const { why, onlyTheTail } = judge(outcome, grown.unseated, grown.errors);
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
    tries,
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
    serverScreeningP99: stages.screening.p99,
    serverStoringP99: stages.storing.p99,
    serverWholeP50: stages.whole.p50,
    serverWholeP99: stages.whole.p99,
    machineBusy: machineShare("busy"),
    machineStolen: machineShare("stolen"),
    postgresMsPerMessage: msPerMessage(servicesBefore.postgres, servicesAfter.postgres),
    redisMsPerMessage: msPerMessage(servicesBefore.redis, servicesAfter.redis),
    fileDescriptors: Math.max(...serving.map((i) => openFileDescriptors(i.pid))),
    ...(observerCpuSeconds !== undefined && outcome.sent > 0
      ? { fanOutMsPerMessage: Math.max(0, (observerCpuSeconds * 1000) / outcome.sent) }
      : {}),
  };
  return { step, outcome, onlyTheTail };
}

/** One line per phase while the climb runs. */
export function logPhase(step: CrowdStep, after = "") {
  console.log(
    `  ${step.people} people: delivery p99 ${step.deliveryP99?.toFixed(1)} ms, main thread ${(step.mainBusy * 100).toFixed(0)} %` +
      `, other threads ${(step.othersBusy * 100).toFixed(0)} % (busiest ${(step.busiestOtherThread * 100).toFixed(0)} %)` +
      `, load generator ${(step.loadGeneratorBusy * 100).toFixed(0)} %` +
      `, in the server p99 ${step.serverWholeP99?.toFixed(0)} ms (screening ${step.serverScreeningP99?.toFixed(0)}, storing ${step.serverStoringP99?.toFixed(0)})` +
      `, event-loop delay p99 ${step.eventLoopDelayP99?.toFixed(0)} ms (longest ${step.eventLoopDelayMax?.toFixed(0)} ms` +
      `, load generator's ${step.loadGeneratorDelayMax?.toFixed(0)} ms), machine ${(step.machineBusy * 100).toFixed(0)} % busy` +
      ` (${(step.machineStolen * 100).toFixed(1)} % stolen by the host)` +
      `${step.why ? ` — did not hold: ${step.why}` : ""}${after}`,
  );
}
