/**
 * The durable peer and Kindred taking turns in one setup (chat-load.ts): each crowd exchanges in
 * rounds, the first to go alternating, and each one's rounds are pooled, with the CPU its servers
 * used per message.
 */
import { cpuDuring, cpuPerMessage, type CpuPerMessage, type CpuUse } from "./cpu-use.js";
import { poolRounds, type ExchangeOutcome, type ExchangeSamples } from "./exchange-outcome.js";
import { measureExchange, type ExchangeSettings } from "./exchange.js";
import type { SetupKind } from "./kindred.js";
import type { Prepared } from "./prepared.js";
import { summarize, type Summary } from "./stats.js";

/**
 * In each setup the durable peer and Kindred take turns, this many rounds each (the peer first, then
 * Kindred first, …), and each one's rounds are pooled: a machine that slows down or speeds up during
 * the run then weighs on both alike. One phase each, one after the other, gave Kindred's delivery p99
 * from 1.06 to 6.35 times the peer's in eight runs of the same two builds on one machine (bench README).
 */
export const ROUNDS = 3;

/** Two connected crowds exchange in turns, ROUNDS each, the first to go alternating; each one's rounds pooled. */
export async function inTurns(
  crowds: [Prepared, Prepared],
  kind: SetupKind,
  settings: (round: number) => ExchangeSettings,
): Promise<[Pooled, Pooled]> {
  const rounds: [ExchangeSamples[], ExchangeSamples[]] = [[], []];
  const used: [ExchangeSettings[], ExchangeSettings[]] = [[], []];
  const cpu: [CpuUse[], CpuUse[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const roundSettings = settings(round);
      used[which]!.push(roundSettings);
      // PostgreSQL and Redis serve one crowd at a time here: the other waits for its turn.
      const scope = { pids: crowds[which]!.pids, services: kind === "scale-out" };
      const run = await cpuDuring(scope, () => measureExchange(crowds[which]!.pairs, roundSettings));
      rounds[which]!.push(run.value);
      cpu[which]!.push(run.cpu);
    }
  }
  const pooled = (which: 0 | 1): Pooled => ({
    outcome: poolRounds(rounds[which], used[which]),
    cpu: cpuPerMessage(
      cpu[which],
      rounds[which].reduce((total, round) => total + round.sent, 0),
    ),
    // Each round's own figures, in the JSON: a round far off the others is the machine, not the server.
    rounds: rounds[which].map((r) => ({
      delivery: summarize(r.deliveryMs),
      ack: summarize(r.ackMs),
      clientLoopDelayMax: r.clientLoopDelayMax,
    })),
  });
  return [pooled(0), pooled(1)];
}

export interface Pooled {
  outcome: ExchangeOutcome;
  cpu: CpuPerMessage;
  rounds: { delivery: Summary; ack: Summary; clientLoopDelayMax: number }[];
}
