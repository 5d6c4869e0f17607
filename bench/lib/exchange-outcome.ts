/**
 * What an exchange (exchange.ts) measured: one process's samples, and the outcome they sum up to,
 * merged exactly when a crowd is split over several load-generator processes (crowd.ts), or pooled
 * when one crowd exchanged in rounds (chat-load.ts).
 */
import type { ExchangeSettings } from "./exchange.js";
import type { ErrorCounts } from "./people.js";
import { summarize, type Summary } from "./stats.js";

export interface ExchangeOutcome {
  people: number;
  offeredPerSecond: number;
  /** Sends the schedule called for; fewer actually sent means the load generator fell behind. */
  due: number;
  sent: number;
  acked: number;
  delivered: number;
  lost: number;
  duplicated: number;
  errors: ErrorCounts;
  ack: Summary;
  delivery: Summary;
  /** Deliveries to partners per second, from the first send after the warm-up to the last delivery. */
  throughput: number;
  /** The load generator's own event-loop delay (p99, ms): high means the client, not the server, was the limit. */
  clientLoopDelayP99: number;
  /** Its longest single delay (ms): one stall of a third of a second is a whole step's p99. */
  clientLoopDelayMax: number;
  /** Every acknowledged clientId, by chat: what the database must hold. */
  ackedByChat: Map<string, string[]>;
}

/**
 * One process's measurement before it is summarised: samples rather than percentiles, and times on
 * the machine's clock (epoch ms), so that the measurements of several processes merge exactly.
 */
export interface ExchangeSamples extends Omit<ExchangeOutcome, "ack" | "delivery" | "throughput" | "ackedByChat"> {
  ackMs: number[];
  deliveryMs: number[];
  deliveredMeasured: number;
  firstSendAt: number;
  lastDeliveryAt: number;
  ackedByChat: [string, string[]][];
}

/** Several processes' measurements of one exchange (run at the same time) as one outcome. */
export function mergeExchanges(parts: ExchangeSamples[], settings: ExchangeSettings): ExchangeOutcome {
  const firstSend = Math.min(...parts.map((p) => p.firstSendAt));
  const lastDelivery = Math.max(...parts.map((p) => p.lastDeliveryAt));
  const windowMs = lastDelivery > firstSend ? lastDelivery - firstSend : settings.durationMs - settings.warmUpMs;
  return {
    ...combined(parts),
    people: sumOf(parts, "people"),
    offeredPerSecond: sumOf(parts, "offeredPerSecond"),
    throughput: parts.reduce((total, p) => total + p.deliveredMeasured, 0) / (windowMs / 1000),
  };
}

/**
 * One crowd's exchanges with one server, one after another (chat-load.ts's rounds, interleaved with
 * another server's), as one outcome: the samples pooled, the counts added, the rate measured over
 * the rounds' own windows and not the time between them.
 */
export function poolRounds(rounds: ExchangeSamples[], settings: ExchangeSettings[]): ExchangeOutcome {
  const windowMs = rounds.reduce((total, round, i) => {
    const measured = round.lastDeliveryAt - round.firstSendAt;
    return total + (measured > 0 ? measured : settings[i]!.durationMs - settings[i]!.warmUpMs);
  }, 0);
  return {
    ...combined(rounds),
    people: Math.max(...rounds.map((r) => r.people)),
    offeredPerSecond: sumOf(rounds, "offeredPerSecond") / rounds.length,
    throughput: rounds.reduce((total, r) => total + r.deliveredMeasured, 0) / (windowMs / 1000),
  };
}

type Counted = "people" | "offeredPerSecond" | "due" | "sent" | "acked" | "delivered" | "lost" | "duplicated";
const sumOf = (parts: ExchangeSamples[], field: Counted) => parts.reduce((total, part) => total + part[field], 0);

/** What adds up the same whether the parts ran side by side or one after another. */
function combined(parts: ExchangeSamples[]): Omit<ExchangeOutcome, "people" | "offeredPerSecond" | "throughput"> {
  const errors: ErrorCounts = {};
  for (const part of parts) for (const [what, n] of Object.entries(part.errors)) errors[what] = (errors[what] ?? 0) + n;
  // Rounds of one crowd acknowledge messages in the same chats: each chat keeps all of them.
  const ackedByChat = new Map<string, string[]>();
  for (const [chatId, clientIds] of parts.flatMap((p) => p.ackedByChat)) {
    ackedByChat.set(chatId, [...(ackedByChat.get(chatId) ?? []), ...clientIds]);
  }
  return {
    due: sumOf(parts, "due"),
    sent: sumOf(parts, "sent"),
    acked: sumOf(parts, "acked"),
    delivered: sumOf(parts, "delivered"),
    lost: sumOf(parts, "lost"),
    duplicated: sumOf(parts, "duplicated"),
    errors,
    ack: summarize(parts.flatMap((p) => p.ackMs)),
    delivery: summarize(parts.flatMap((p) => p.deliveryMs)),
    clientLoopDelayP99: Math.max(...parts.map((p) => p.clientLoopDelayP99)),
    clientLoopDelayMax: Math.max(...parts.map((p) => p.clientLoopDelayMax)),
    ackedByChat,
  };
}
