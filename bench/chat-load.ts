/**
 * Chat load: N people sign up, are matched through the real API and exchange messages at a fixed
 * rate for a fixed time, against one instance on the embedded database and (when PostgreSQL and Redis
 * are given) two instances on them; the same load against the bare Socket.IO relay is the baseline.
 */
import { randomBytes } from "node:crypto";
import { exchange, type ExchangeOutcome, type ExchangeSettings } from "./lib/exchange.js";
import { SETUP_LABELS } from "./lib/kindred.js";
import type { BenchOptions } from "./lib/options.js";
import { prepareKindred, prepareRelay, type Prepared } from "./lib/prepared.js";
import { atLeast, atMost, forSize, type BenchmarkResult, type Row, type Table } from "./lib/report.js";
import { ratio } from "./lib/stats.js";

/** The size the delivery and memory targets are judged at: 500 pairs. */
const FULL_SIZE = 1_000;

/** 1 message per second per person stays well under the per-person limit (30 per 10 s). */
const RATE_PER_PERSON = 1;

interface Measured {
  label: string;
  prepared: Prepared;
  outcome: ExchangeOutcome;
  match?: { p50: number | null; p99: number | null };
  missingFromDatabase?: number;
  signUpSeconds?: number;
}

export async function chatLoad(options: BenchOptions): Promise<BenchmarkResult> {
  const people = options.people ?? (options.quick ? 40 : FULL_SIZE);
  const seconds = options.seconds ?? (options.quick ? 4 : 30);
  const warmUpMs = options.quick ? 1_000 : 5_000;
  const settings = (): ExchangeSettings => ({
    ratePerPerson: RATE_PER_PERSON,
    durationMs: warmUpMs + seconds * 1000,
    warmUpMs,
    drainMs: options.quick ? 1_500 : 15_000,
    runId: randomBytes(4).toString("hex"),
  });

  console.log(`chat load: ${people} people, ${RATE_PER_PERSON} message/s each — the bare relay first`);
  const relay = await prepareRelay(people, { measureMemory: true });
  const baseline: Measured = { label: "relay", prepared: relay, outcome: await exchange(relay.pairs, settings()) };
  await relay.close();

  const measured: Measured[] = [];
  for (const kind of options.setups) {
    console.log(`chat load: Kindred, ${SETUP_LABELS[kind]}`);
    const prepared = await prepareKindred(kind, people, { profile: options.profile, measureMemory: true });
    try {
      const outcome = await exchange(prepared.pairs, settings());
      const missingFromDatabase = await prepared.missingFromDatabase(outcome);
      measured.push({
        label: SETUP_LABELS[kind],
        prepared,
        outcome,
        match: prepared.match,
        missingFromDatabase,
        signUpSeconds: prepared.signUpSeconds,
      });
    } finally {
      await prepared.close();
    }
  }

  const tables = measured.map((m) => tableFor(m, baseline, people, seconds, warmUpMs));
  return {
    name: "chat-load",
    tables,
    details: {
      people,
      ratePerPerson: RATE_PER_PERSON,
      seconds,
      warmUpMs,
      baseline: describe(baseline),
      kindred: Object.fromEntries(measured.map((m) => [m.label, describe(m)])),
    },
    correctnessFailed: measured.some((m) => m.outcome.lost + m.outcome.duplicated + (m.missingFromDatabase ?? 0) > 0),
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
  };
}

const errorTotal = (m: Measured) =>
  [m.outcome.errors, m.prepared.errors].flatMap((e) => Object.values(e)).reduce((a, b) => a + b, 0);

function tableFor(m: Measured, relay: Measured, people: number, seconds: number, warmUpMs: number): Table {
  const k = m.outcome;
  const r = relay.outcome;
  const latency = (figure: string, key: "p50" | "p95" | "p99", of: "delivery" | "ack"): Row => ({
    figure,
    unit: "ms",
    kindred: k[of][key],
    baseline: r[of][key],
    ratio: ratio(k[of][key], r[of][key]),
  });
  const deliveryP99 = latency("delivery latency p99", "p99", "delivery");
  const deliveryRatio = deliveryP99.ratio ?? null;
  deliveryP99.target = forSize(atMost(deliveryRatio, 2, "≤ 2 × relay"), people, FULL_SIZE);
  const throughputRatio = ratio(k.throughput, r.throughput);
  const exact = (figure: string, value: number | null, baseline: number | null): Row => ({
    figure,
    unit: "count",
    kindred: value,
    baseline,
    target: atMost(value, 0, "= 0"),
  });
  return {
    title: `Chat load — ${m.label}: ${people} people, ${RATE_PER_PERSON} msg/s each for ${seconds} s after ${warmUpMs / 1000} s of warm-up`,
    baseline: "bare Socket.IO relay",
    rows: [
      {
        figure: "people connected and paired",
        unit: "count",
        kindred: m.prepared.connected,
        baseline: relay.prepared.connected,
      },
      { figure: "match time p50", unit: "ms", kindred: m.match?.p50 ?? null, baseline: null },
      { figure: "match time p99", unit: "ms", kindred: m.match?.p99 ?? null, baseline: null },
      latency("delivery latency p50", "p50", "delivery"),
      latency("delivery latency p95", "p95", "delivery"),
      deliveryP99,
      latency("ack latency p50", "p50", "ack"),
      latency("ack latency p95", "p95", "ack"),
      latency("ack latency p99", "p99", "ack"),
      {
        figure: "messages delivered per second",
        unit: "msg/s",
        kindred: k.throughput,
        baseline: r.throughput,
        ratio: throughputRatio,
        target: atLeast(throughputRatio, 0.5, "≥ 0.5 × relay"),
      },
      {
        figure: "server memory per connected person",
        unit: "KB",
        kindred: m.prepared.memoryPerPersonKb,
        baseline: relay.prepared.memoryPerPersonKb,
        ratio: ratio(m.prepared.memoryPerPersonKb, relay.prepared.memoryPerPersonKb),
        // Over the 20 people a quick run adds, the allocator's own steps outweigh what a person costs.
        target: forSize(atMost(m.prepared.memoryPerPersonKb, 64, "≤ 64 KB"), people, FULL_SIZE),
      },
      { figure: "messages sent", unit: "count", kindred: k.sent, baseline: r.sent },
      { figure: "messages acknowledged", unit: "count", kindred: k.acked, baseline: r.acked },
      { figure: "errors", unit: "count", kindred: errorTotal(m), baseline: errorTotal(relay) },
      exact("lost (acked, never received)", k.lost, r.lost),
      exact("duplicated", k.duplicated, r.duplicated),
      exact("acked but not in the database", m.missingFromDatabase ?? null, null),
      {
        figure: "load generator event-loop delay p99",
        unit: "ms",
        kindred: k.clientLoopDelayP99,
        baseline: r.clientLoopDelayP99,
      },
    ],
  };
}
