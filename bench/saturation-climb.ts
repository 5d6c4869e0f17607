/**
 * One server's saturation climb (saturation.ts): the message rate grows step by step until a step
 * fails twice in a row, then is refined between the last rate that held and the first that did not.
 * A step holds when delivery p99 ≤ P99_LIMIT_MS, at least 95 % arrived in time, nothing was lost or
 * duplicated and there were no errors. Two climbs given the same turn taker take turns, step by step.
 */
import { randomBytes } from "node:crypto";
import type { InTurn } from "./lib/concurrency.js";
import type { ExchangeOutcome } from "./lib/exchange-outcome.js";
import { exchange } from "./lib/exchange.js";
import type { Prepared } from "./lib/prepared.js";

export const P99_LIMIT_MS = 100;

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

export interface Climb {
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

export interface ClimbSettings {
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

export async function climb(
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

export function firstFailure(climb: Climb): number | null {
  // A rate that held at its second try did not fail: the first may have met a busy moment (or cold code).
  const held = new Set(climb.steps.filter((s) => s.held).map((s) => s.ratePerPerson));
  const failures = climb.steps.filter((s) => !held.has(s.ratePerPerson)).map((s) => s.offered);
  return failures.length > 0 ? Math.min(...failures) : null;
}
