/**
 * Saturation: the message rate doubles step by step (then is refined between the last rate that
 * held and the first that did not) until delivery p99 passes 100 ms, messages go missing or errors
 * appear; the highest rate that held is the sustained rate, for Kindred and for the bare relay.
 * Kindred's people stay under the per-person message limit (30 per 10 s), which caps its rate at
 * 2.5 msg/s × people; a run that reaches the cap says so. The crowd is large enough that the cap
 * lies above what one instance sustains here, so the figure is Kindred's capacity, not its policy.
 * The durable peer climbs in each setup too (Kindred must sustain twice its rate), taking turns
 * with Kindred step by step; the relay's ratio is the distance to the physical limit.
 */
import { randomBytes } from "node:crypto";
import type { ExchangeOutcome } from "./lib/exchange-outcome.js";
import { turnTaker, type InTurn } from "./lib/concurrency.js";
import { exchange } from "./lib/exchange.js";
import { prepareDurablePeer } from "./lib/durable-peer.js";
import { SETUP_LABELS } from "./lib/kindred.js";
import type { BenchOptions } from "./lib/options.js";
import { prepareKindred, prepareRelay, type Prepared } from "./lib/prepared.js";
import { atLeast, forSize, type BenchmarkResult, type Table } from "./lib/report.js";
import { startServers, type StartedServers } from "./lib/servers.js";
import { ratio } from "./lib/stats.js";

const P99_LIMIT_MS = 100;
/**
 * The size the throughput target is judged at: enough people that the per-person limit (2.5 msg/s
 * each) sits above the rate where one instance's delivery p99 passes 100 ms on the development
 * machine, so the figure is Kindred's capacity rather than its policy. 1,000 people capped it at
 * 2,500 msg/s and, once nonces came from a pool, 2,000 people at 5,000; 3,000 put the cap at 7,500
 * (bench/README).
 */
const FULL_SIZE = 3_000;
/** Kindred's limit is 30 messages per 10 s per person; 2.5/s leaves room for timer jitter. */
const KINDRED_MAX_PER_PERSON = 2.5;
/** Kindred's sustained rate is at least this many times the durable peer's, at FULL_SIZE. */
const TIMES_PEER = 2;
/** The relay and the durable peer have no limit; this only bounds the run. */
const RELAY_MAX_PER_PERSON = 200;
/**
 * A quick run's bound for them: 64 messages per second for each of 40 people is already past what
 * one load-generating process offers, and every step above it costs seconds and says nothing new.
 */
const QUICK_RELAY_MAX_PER_PERSON = 64;

interface Step {
  ratePerPerson: number;
  offered: number;
  throughput: number;
  deliveryP99: number | null;
  held: boolean;
  why?: string;
  lost: number;
  duplicated: number;
}

interface Climb {
  steps: Step[];
  best: Step | null;
  /** The rate cap was reached while still holding: the true ceiling is higher. */
  capped: boolean;
}

function verdict(outcome: ExchangeOutcome): string | undefined {
  // The load generator is one process: past some rate it cannot offer more, whatever the server does.
  if (outcome.sent < outcome.due * 0.9) return "load generator limit";
  const errors = Object.values(outcome.errors).reduce((a, b) => a + b, 0);
  if (errors > 0) return `${errors} errors`;
  if (outcome.lost > 0 || outcome.duplicated > 0) return `${outcome.lost} lost, ${outcome.duplicated} duplicated`;
  if (outcome.delivered < outcome.sent * 0.95) return "fell behind (under 95 % delivered in time)";
  if ((outcome.delivery.p99 ?? Infinity) > P99_LIMIT_MS) return `p99 ${outcome.delivery.p99?.toFixed(0)} ms`;
  return undefined;
}

interface ClimbSettings {
  maxPerPerson: number;
  /** The first step's rate per person. */
  startPerPerson: number;
  stepMs: number;
  /** How much the rate grows from one step to the next before the first failure. */
  factor: number;
  /** Steps between the last rate that held and the first that did not. */
  refinements: number;
  drainMs: number;
}

/** Every step on its own. */
const alone: InTurn = (step) => step();

async function climb(
  prepared: Prepared,
  settings: ClimbSettings,
  label: string,
  inTurn: InTurn = alone,
): Promise<Climb> {
  const { maxPerPerson, startPerPerson, stepMs, factor, refinements, drainMs } = settings;
  const steps: Step[] = [];
  const runOnce = (ratePerPerson: number) => inTurn(() => runStep(ratePerPerson));
  const runStep = async (ratePerPerson: number) => {
    const outcome = await exchange(prepared.pairs, {
      ratePerPerson,
      durationMs: stepMs,
      // Every step after the first runs on code the steps before it have warmed.
      warmUpMs: 0,
      drainMs,
      runId: randomBytes(4).toString("hex"),
    });
    const why = verdict(outcome);
    const step: Step = {
      ratePerPerson,
      offered: outcome.offeredPerSecond,
      throughput: outcome.throughput,
      deliveryP99: outcome.delivery.p99,
      held: why === undefined,
      why,
      lost: outcome.lost,
      duplicated: outcome.duplicated,
    };
    steps.push(step);
    console.log(
      `  ${label}: ${step.offered.toFixed(0)} msg/s offered → ${step.throughput.toFixed(0)} delivered/s, p99 ${step.deliveryP99?.toFixed(1)} ms${why ? ` (${why})` : ""}`,
    );
    return step.held;
  };
  // The machine may be shared: a rate fails only when it fails twice in a row.
  const run = async (ratePerPerson: number) => (await runOnce(ratePerPerson)) || runOnce(ratePerPerson);

  let held: number | null = null;
  let failed: number | null = null;
  // Up while the rate holds; if even the first rate fails, down until one holds (a few steps at most).
  if (await run(Math.min(startPerPerson, maxPerPerson))) {
    held = Math.min(startPerPerson, maxPerPerson);
    for (let rate = held * factor; held < maxPerPerson; rate *= factor) {
      const capped = Math.min(rate, maxPerPerson);
      if (!(await run(capped))) {
        failed = capped;
        break;
      }
      held = capped;
    }
  } else {
    failed = startPerPerson;
    for (let rate = failed / factor, tries = 0; tries < 4; rate /= factor, tries++) {
      if (await run(rate)) {
        held = rate;
        break;
      }
      failed = rate;
    }
  }
  for (let i = 0; i < refinements && held !== null && failed !== null; i++) {
    const middle = Math.sqrt(held * failed);
    if (await run(middle)) held = middle;
    else failed = middle;
  }
  const holding = steps.filter((s) => s.held);
  const best = holding.reduce<Step | null>((top, s) => (!top || s.throughput > top.throughput ? s : top), null);
  return { steps, best, capped: failed === null };
}

function firstFailure(climb: Climb): number | null {
  // A rate that held at its second try did not fail: the first may have met a busy moment (or cold code).
  const held = new Set(climb.steps.filter((s) => s.held).map((s) => s.ratePerPerson));
  const failures = climb.steps.filter((s) => !held.has(s.ratePerPerson)).map((s) => s.offered);
  return failures.length > 0 ? Math.min(...failures) : null;
}

export async function saturation(options: BenchOptions): Promise<BenchmarkResult> {
  const people = options.people ?? (options.quick ? 40 : FULL_SIZE);
  const stepMs = (options.seconds ?? (options.quick ? 1 : 10)) * 1000;
  // A full climb starts at a quarter of a message per second per person (750 msg/s for 3,000), below
  // what any of the three sustains on one embedded instance: a first step far above a server's
  // ceiling leaves it a backlog that the next, lower steps inherit, and their p99 would be the
  // first step's. A quick run's few people start at one each, so that a 1 s step has every person sending.
  // A step that held drains in a moment; one that fell behind is waited for (up to 15 s) until its
  // messages have arrived, so that the other server's turn does not run beside its backlog.
  const pace = options.quick
    ? { stepMs, startPerPerson: 1, factor: 8, refinements: 0, drainMs: 1_500 }
    : { stepMs, startPerPerson: 0.25, factor: 2, refinements: 3, drainMs: 15_000 };

  console.log(`saturation: ${people} people — the bare relay first`);
  const servers = startServers(options.setups, { profile: options.profile, durablePeers: true });
  try {
    return await climbAll(servers, options, people, pace);
  } finally {
    await servers.dispose();
  }
}

async function climbAll(
  servers: StartedServers,
  options: BenchOptions,
  people: number,
  pace: Omit<ClimbSettings, "maxPerPerson">,
): Promise<BenchmarkResult> {
  const { stepMs } = pace;
  const baselinePace = { ...pace, maxPerPerson: options.quick ? QUICK_RELAY_MAX_PER_PERSON : RELAY_MAX_PER_PERSON };
  // Memory per person is the chat load's figure: measuring it here would only lengthen the run.
  const noMemory = { measureMemory: false };
  const relayPrepared = await prepareRelay(servers.relay, people, noMemory);
  const relay = await climb(relayPrepared, baselinePace, "relay").finally(() => relayPrepared.close());

  const tables: Table[] = [];
  const details: Record<string, unknown> = { people, stepMs, p99LimitMs: P99_LIMIT_MS, relay };
  for (const kind of options.setups) {
    console.log(`saturation: the durable peer and Kindred, a step each in turn, ${SETUP_LABELS[kind]}`);
    const peerPrepared = await prepareDurablePeer(servers.peer(kind), people, noMemory);
    let prepared: Prepared | undefined;
    let peer: Climb, kindred: Climb;
    try {
      prepared = await prepareKindred(servers.kindred(kind), people, noMemory);
      const inTurn = turnTaker();
      // Both climbs end before either crowd is closed, even when one of them fails.
      const climbs = await Promise.allSettled([
        climb(peerPrepared, baselinePace, "durable peer", inTurn),
        climb(prepared, { ...pace, maxPerPerson: KINDRED_MAX_PER_PERSON }, "Kindred", inTurn),
      ]);
      [peer, kindred] = climbs.map((settled) => {
        if (settled.status === "rejected") throw settled.reason;
        return settled.value;
      }) as [Climb, Climb];
    } finally {
      await peerPrepared.close();
      await prepared?.close();
    }
    details[SETUP_LABELS[kind]] = { kindred, durablePeer: peer };
    const sustained = ratio(kindred.best?.throughput, peer.best?.throughput);
    const held = (c: Climb) => c.best?.throughput ?? null;
    const p99 = (c: Climb) => c.best?.deliveryP99 ?? null;
    tables.push({
      title: `Saturation — ${SETUP_LABELS[kind]}: ${people} people, highest rate with delivery p99 ≤ ${P99_LIMIT_MS} ms`,
      peer: "durable peer",
      baseline: "bare relay (physical limit)",
      rows: [
        {
          figure: "highest sustained rate",
          unit: "msg/s",
          kindred: held(kindred),
          peer: held(peer),
          peerRatio: sustained,
          baseline: held(relay),
          ratio: ratio(held(kindred), held(relay)),
          // A small crowd reaches Kindred's per-person limit long before either server is busy.
          target: forSize(atLeast(sustained, TIMES_PEER, `≥ ${TIMES_PEER} × durable peer`), people, FULL_SIZE),
          note: kindred.capped ? "per-person limit reached" : undefined,
        },
        {
          figure: "delivery p99 at that rate",
          unit: "ms",
          kindred: p99(kindred),
          peer: p99(peer),
          peerRatio: ratio(p99(kindred), p99(peer)),
          baseline: p99(relay),
          ratio: ratio(p99(kindred), p99(relay)),
        },
        {
          figure: "first rate that did not hold",
          unit: "msg/s",
          kindred: firstFailure(kindred),
          peer: firstFailure(peer),
          baseline: firstFailure(relay),
          note:
            [peer.capped && "durable peer held up to its bound", relay.capped && "relay held up to its bound"]
              .filter(Boolean)
              .join("; ") || undefined,
        },
      ],
    });
  }
  return { name: "saturation", tables, details, correctnessFailed: false };
}
