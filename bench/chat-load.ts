/**
 * Chat load: N people sign up, are matched through the real API and exchange messages at a fixed
 * rate for a fixed time, against one instance on the embedded database and (when PostgreSQL and Redis
 * are given) two instances on them. The same load runs against two baselines: the durable peer
 * (store-then-broadcast on the same kind of database, in the same setup), which Kindred must beat,
 * and the bare Socket.IO relay, the physical limit, whose ratio says how far Kindred is from it.
 */
import { randomBytes } from "node:crypto";
import type { ExchangeOutcome } from "./lib/exchange-outcome.js";
import { exchange, type ExchangeSettings } from "./lib/exchange.js";
import { withBothCrowds } from "./lib/both-crowds.js";
import { cpuDuring, cpuPerMessage, type CpuPerMessage } from "./lib/cpu-use.js";
import { inTurns, ROUNDS, type Pooled } from "./lib/in-turns.js";
import { SETUP_LABELS } from "./lib/kindred.js";
import type { BenchOptions } from "./lib/options.js";
import { prepareRelay, type Prepared } from "./lib/prepared.js";
import { atMost, forSize, type BenchmarkResult, type Row, type Table } from "./lib/report.js";
import { startServers, type StartedServers } from "./lib/servers.js";
import { ratio } from "./lib/stats.js";

/** The size the delivery and memory targets are judged at: 500 pairs. */
const FULL_SIZE = 1_000;

/** 1 message per second per person stays well under the per-person limit (30 per 10 s). */
const RATE_PER_PERSON = 1;

/** Kindred's delivery p99 at FULL_SIZE is at most this share of the durable peer's. */
const P99_SHARE_OF_PEER = 0.5;

interface Measured {
  label: string;
  prepared: Prepared;
  outcome: ExchangeOutcome;
  match?: { p50: number | null; p99: number | null };
  missingFromDatabase?: number;
  signUpSeconds?: number;
  rounds?: Pooled["rounds"];
  /** CPU per message sent: the server's processes, and PostgreSQL's and Redis's on two instances. */
  cpu: CpuPerMessage;
}

export async function chatLoad(options: BenchOptions): Promise<BenchmarkResult> {
  const people = options.people ?? (options.quick ? 40 : FULL_SIZE);
  const seconds = options.seconds ?? (options.quick ? 3 : 30);
  const warmUpMs = options.quick ? 500 : 5_000;
  /** The relay's one phase (null), or a round of the others: each server's first round warms it up. */
  const settings = (round: number | null): ExchangeSettings => {
    const warmUp = round ? 0 : warmUpMs;
    return {
      ratePerPerson: RATE_PER_PERSON,
      durationMs: warmUp + (round === null ? seconds * 1000 : (seconds * 1000) / ROUNDS),
      warmUpMs: warmUp,
      drainMs: options.quick ? 1_500 : 15_000,
      runId: randomBytes(4).toString("hex"),
    };
  };

  console.log(`chat load: ${people} people, ${RATE_PER_PERSON} message/s each — the bare relay first`);
  const servers = startServers(options.setups, { profile: options.profile, durablePeers: true });
  try {
    return await measureAll(servers, options, people, seconds, warmUpMs, settings);
  } finally {
    await servers.dispose();
  }
}

async function measureAll(
  servers: StartedServers,
  options: BenchOptions,
  people: number,
  seconds: number,
  warmUpMs: number,
  settings: (round: number | null) => ExchangeSettings,
): Promise<BenchmarkResult> {
  const memory = { measureMemory: true, quick: options.quick };
  const relay = await prepareRelay(servers.relay, people, memory);
  const relayRun = await cpuDuring({ pids: relay.pids, services: false }, () => exchange(relay.pairs, settings(null)));
  const baseline: Measured = {
    label: "relay",
    prepared: relay,
    outcome: relayRun.value,
    cpu: cpuPerMessage([relayRun.cpu], relayRun.value.sent),
  };
  await relay.close();

  const measured: Measured[] = [];
  const peers: Measured[] = [];
  for (const kind of options.setups) {
    console.log(`chat load: the durable peer and Kindred, ${ROUNDS} rounds each in turn, ${SETUP_LABELS[kind]}`);
    await withBothCrowds(servers, kind, people, memory, async (peer, prepared) => {
      const [peerPooled, pooled] = await inTurns([peer, prepared], kind, settings);
      peers.push({
        label: "durable peer",
        prepared: peer,
        outcome: peerPooled.outcome,
        rounds: peerPooled.rounds,
        cpu: peerPooled.cpu,
        missingFromDatabase: await peer.missingFromDatabase(peerPooled.outcome),
      });
      measured.push({
        label: SETUP_LABELS[kind],
        prepared,
        outcome: pooled.outcome,
        rounds: pooled.rounds,
        cpu: pooled.cpu,
        match: prepared.match,
        missingFromDatabase: await prepared.missingFromDatabase(pooled.outcome),
        signUpSeconds: prepared.signUpSeconds,
      });
    });
  }

  const tables = measured.map((m, i) => tableFor(m, peers[i]!, baseline, people, seconds, warmUpMs));
  return {
    name: "chat-load",
    tables,
    details: {
      people,
      ratePerPerson: RATE_PER_PERSON,
      seconds,
      rounds: ROUNDS,
      warmUpMs,
      baseline: describe(baseline),
      durablePeer: Object.fromEntries(peers.map((m, i) => [measured[i]?.label ?? i, describe(m)])),
      kindred: Object.fromEntries(measured.map((m) => [m.label, describe(m)])),
    },
    // The durable peer too: a baseline that loses messages would flatter itself.
    correctnessFailed: [...measured, ...peers].some(
      (m) => m.outcome.lost + m.outcome.duplicated + (m.missingFromDatabase ?? 0) > 0,
    ),
  };
}

function describe(m: Measured) {
  const { ackedByChat: _acked, ...outcome } = m.outcome;
  return {
    ...outcome,
    connected: m.prepared.connected,
    preparationErrors: m.prepared.errors,
    memoryPerPersonKb: m.prepared.memoryPerPersonKb,
    match: m.match,
    missingFromDatabase: m.missingFromDatabase,
    signUpSeconds: m.signUpSeconds,
    rounds: m.rounds,
    cpuPerMessageMs: m.cpu,
  };
}

const errorTotal = (m: Measured) =>
  [m.outcome.errors, m.prepared.errors].flatMap((e) => Object.values(e)).reduce((a, b) => a + b, 0);

function tableFor(
  m: Measured,
  peer: Measured,
  relay: Measured,
  people: number,
  seconds: number,
  warmUpMs: number,
): Table {
  const figures = (
    figure: string,
    unit: Row["unit"],
    of: (x: Measured) => number | null | undefined,
    withRatios = true,
  ): Row => ({
    figure,
    unit,
    kindred: of(m) ?? null,
    peer: of(peer) ?? null,
    baseline: of(relay) ?? null,
    ...(withRatios ? { peerRatio: ratio(of(m), of(peer)), ratio: ratio(of(m), of(relay)) } : {}),
  });
  const latency = (figure: string, key: "p50" | "p95" | "p99", kind: "delivery" | "ack") =>
    figures(figure, "ms", (x) => x.outcome[kind][key]);
  const deliveryP99 = latency("delivery latency p99", "p99", "delivery");
  // Each round beside the peer's of the same turn: how far one run's ratio is from being settled.
  const byRound = (m.rounds ?? []).map((round, i) => ratio(round.delivery.p99, peer.rounds?.[i]?.delivery.p99));
  if (byRound.length > 1 && byRound.every((r) => r !== null)) {
    deliveryP99.note = `÷ peer round by round: ${byRound.map((r) => `${r!.toFixed(2)}×`).join(", ")}`;
  }
  deliveryP99.target = forSize(
    atMost(deliveryP99.peerRatio ?? null, P99_SHARE_OF_PEER, `≤ ${P99_SHARE_OF_PEER} × durable peer`),
    people,
    FULL_SIZE,
  );
  // Must be 0 for Kindred and for the durable peer alike: a baseline that loses messages is no baseline.
  const exact = (figure: string, of: (x: Measured) => number | null | undefined): Row => {
    const row = figures(figure, "count", of, false);
    const both = (row.kindred ?? 0) + (row.peer ?? 0);
    return { ...row, target: atMost(row.kindred === null ? null : both, 0, "= 0, both") };
  };
  return {
    title: `Chat load — ${m.label}: ${people} people, ${RATE_PER_PERSON} msg/s each for ${seconds} s after ${warmUpMs / 1000} s of warm-up (peer and Kindred: ${ROUNDS} rounds each, in turn)`,
    peer: "durable peer",
    baseline: "bare relay (physical limit)",
    rows: [
      figures("people connected and paired", "count", (x) => x.prepared.connected, false),
      { figure: "match time p50", unit: "ms", kindred: m.match?.p50 ?? null, peer: null, baseline: null },
      { figure: "match time p99", unit: "ms", kindred: m.match?.p99 ?? null, peer: null, baseline: null },
      latency("delivery latency p50", "p50", "delivery"),
      latency("delivery latency p95", "p95", "delivery"),
      deliveryP99,
      latency("ack latency p50", "p50", "ack"),
      latency("ack latency p95", "p95", "ack"),
      latency("ack latency p99", "p99", "ack"),
      figures("messages delivered per second", "msg/s", (x) => x.outcome.throughput),
      {
        ...figures("server memory per connected person", "KB", (x) => x.prepared.memoryPerPersonKb),
        // Over the 20 people a quick run adds, the allocator's own steps outweigh what a person costs.
        target: forSize(atMost(m.prepared.memoryPerPersonKb, 64, "≤ 64 KB"), people, FULL_SIZE),
      },
      figures("server CPU per message (all its processes)", "ms", (x) => x.cpu.server),
      // Only where the database and Redis are processes of their own; the embedded one is the server's.
      ...(m.cpu.postgres === null
        ? []
        : [
            { ...figures("PostgreSQL CPU per message", "ms", (x) => x.cpu.postgres), baseline: null },
            { ...figures("Redis CPU per message", "ms", (x) => x.cpu.redis), baseline: null },
          ]),
      figures("messages sent", "count", (x) => x.outcome.sent, false),
      figures("messages acknowledged", "count", (x) => x.outcome.acked, false),
      figures("errors", "count", errorTotal, false),
      exact("lost (acked, never received)", (x) => x.outcome.lost),
      exact("duplicated", (x) => x.outcome.duplicated),
      { ...exact("acked but not in the database", (x) => x.missingFromDatabase), baseline: null },
      figures("load generator event-loop delay p99", "ms", (x) => x.outcome.clientLoopDelayP99, false),
    ],
  };
}
