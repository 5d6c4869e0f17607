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
import { withBothCrowds } from "./lib/both-crowds.js";
import { turnTaker } from "./lib/concurrency.js";
import { SETUP_LABELS } from "./lib/kindred.js";
import type { BenchOptions } from "./lib/options.js";
import { prepareRelay } from "./lib/prepared.js";
import { atLeast, forSize, type BenchmarkResult, type Table } from "./lib/report.js";
import { startServers, type StartedServers } from "./lib/servers.js";
import { ratio } from "./lib/stats.js";
import { climb, firstFailure, P99_LIMIT_MS, type Climb, type ClimbSettings } from "./saturation-climb.js";

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
    const [peer, kindred] = await withBothCrowds(servers, kind, people, noMemory, async (peerCrowd, kindredCrowd) => {
      const inTurn = turnTaker();
      // Both climbs end before the crowds are closed, even when one of them fails.
      const climbs = await Promise.allSettled([
        climb(peerCrowd, baselinePace, "durable peer", inTurn),
        climb(kindredCrowd, { ...pace, maxPerPerson: KINDRED_MAX_PER_PERSON }, "Kindred", inTurn),
      ]);
      return climbs.map((settled) => {
        if (settled.status === "rejected") throw settled.reason;
        return settled.value;
      }) as [Climb, Climb];
    });
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
