/**
 * Capacity at a realistic pace: people in a support chat write about one message every 10–20 s.
 * A crowd grows in steps on the same running setup — each newcomer signs up, connects, is matched
 * and joins through the real API — and after each step everyone chats at one message per 10 s.
 * A step holds when delivery p99 ≤ 100 ms, nothing is lost or duplicated and nobody failed to
 * connect, be matched or send; one that fails on its p99 alone chats once more, and holds if that
 * holds. The largest crowd that held is the capacity. Each step also reads the servers from
 * outside (capacity-phase.ts), so a step that fails says where it broke. Two instances run with an observer: a third instance nobody connects
 * to, whose CPU per message is what the Redis fan-out costs each instance (the capacity model).
 */
import { capacityModel, type CapacityFigures } from "./capacity-model.js";
import { chatPhase, logPhase } from "./capacity-phase.js";
import { capacityTable, P99_LIMIT_MS, PACE_PER_PERSON, type CrowdStep } from "./capacity-table.js";
import { startCrowd } from "./lib/crowd.js";
import type { ExchangeOutcome } from "./lib/exchange-outcome.js";
import { SETUP_LABELS, startKindred, type Setup, type SetupKind } from "./lib/kindred.js";
import type { BenchOptions } from "./lib/options.js";
import { missingFromKindred, settledMemory } from "./lib/prepared.js";
import type { BenchmarkResult, Table } from "./lib/report.js";
import { raiseFileLimit } from "./lib/vitals.js";

/**
 * Every step's crowd, for a full run: it stops at the first that fails. It starts at 1,000 so that
 * a busy machine, on which two instances did not hold 2,000 people, still gives the model a crowd.
 */
const FULL_STEPS = [1_000, 2_000, 4_000, 6_000, 8_000, 10_000, 12_000, 14_000, 16_000, 20_000];
/** One small step: a quick run prints every figure, and the whole of `--quick` stays under two minutes. */
const QUICK_STEPS = [40];

/**
 * Load-generator processes: one process holding 10,000 people stalled for its own garbage
 * collection longer than the server did (crowd.ts). Two processes still stalled for up to 382 ms
 * at 8,000 people (a median of 179 ms over five such steps); four, for 49–124 ms (a median of 60
 * over four), for about four more points of the machine's CPU (bench README, "2026-11-28, full run").
 */
const LOAD_GENERATORS = 4;
/** A quick run's 40 people need no more than two, and each process more adds seconds to it. */
const QUICK_LOAD_GENERATORS = 2;

async function climbCrowd(started: Promise<Setup>, kind: SetupKind, steps: number[], quick: boolean) {
  const setup = await started;
  const serving = setup.instances.slice(0, kind === "scale-out" ? 2 : 1);
  const observer = kind === "scale-out" ? setup.instances[2] : undefined;
  const acked = new Map<string, string[]>();
  const results: CrowdStep[] = [];
  let residentBefore = await settledMemory(serving, { measureMemory: true, quick });
  const crowd = startCrowd(quick ? QUICK_LOAD_GENERATORS : LOAD_GENERATORS);
  const context = { kind, instances: setup.instances, serving, observer, crowd, quick };
  const keepAcked = (outcome: ExchangeOutcome) => {
    for (const [chatId, ids] of outcome.ackedByChat) acked.set(chatId, [...(acked.get(chatId) ?? []), ...ids]);
  };
  try {
    for (const size of steps) {
      const started = Date.now();
      const grown = await crowd.grow(
        serving.map((i) => i.url),
        size - crowd.size,
      );
      const resident = await settledMemory(serving, { measureMemory: true, quick });
      console.log(`  ${size} people brought in in ${((Date.now() - started) / 1000).toFixed(0)} s; chatting`);

      const now = { grown, resident, residentBefore };
      let phase = await chatPhase(context, now, 1);
      keepAcked(phase.outcome);
      // As in saturation, where a rate fails only when it fails twice in a row: the machine's
      // other work can put one stall in a phase's window, and alone it decides the p99.
      if (phase.onlyTheTail) {
        logPhase(phase.step, "; once more at this crowd");
        phase = await chatPhase(context, now, 2);
        keepAcked(phase.outcome);
      }
      const { step } = phase;
      residentBefore = resident;
      results.push(step);
      logPhase(step);
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
