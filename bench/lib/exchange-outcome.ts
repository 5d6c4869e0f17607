/**
 * What an exchange (exchange.ts) measured: one process's samples, and the outcome they sum up to,
 * merged exactly when a crowd is split over several load-generator processes (crowd.ts).
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
  const sum = (field: "people" | "offeredPerSecond" | "due" | "sent" | "acked" | "delivered" | "lost" | "duplicated") =>
    parts.reduce((total, part) => total + part[field], 0);
  const errors: ErrorCounts = {};
  for (const part of parts) for (const [what, n] of Object.entries(part.errors)) errors[what] = (errors[what] ?? 0) + n;
  const firstSend = Math.min(...parts.map((p) => p.firstSendAt));
  const lastDelivery = Math.max(...parts.map((p) => p.lastDeliveryAt));
  const windowMs = lastDelivery > firstSend ? lastDelivery - firstSend : settings.durationMs - settings.warmUpMs;
  return {
    people: sum("people"),
    offeredPerSecond: sum("offeredPerSecond"),
    due: sum("due"),
    sent: sum("sent"),
    acked: sum("acked"),
    delivered: sum("delivered"),
    lost: sum("lost"),
    duplicated: sum("duplicated"),
    errors,
    ack: summarize(parts.flatMap((p) => p.ackMs)),
    delivery: summarize(parts.flatMap((p) => p.deliveryMs)),
    throughput: parts.reduce((total, p) => total + p.deliveredMeasured, 0) / (windowMs / 1000),
    clientLoopDelayP99: Math.max(...parts.map((p) => p.clientLoopDelayP99)),
    clientLoopDelayMax: Math.max(...parts.map((p) => p.clientLoopDelayMax)),
    ackedByChat: new Map(parts.flatMap((p) => p.ackedByChat)),
  };
}
