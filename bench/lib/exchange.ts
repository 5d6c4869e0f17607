/**
 * The message load, the same for Kindred and for the relay: every person sends at a fixed rate for a
 * fixed time (message:send with a clientId, waiting for the acknowledgement) and listens for
 * message:new. Both people of a pair live in one process, so a message's send and receive times
 * share one clock; a crowd too large for one load-generator process is split into several whose
 * measurements are merged (crowd.ts).
 *
 * Lost = acknowledged by the server but never received by the partner; duplicated = received by
 * the partner more than once (same clientId). Messages without one of our clientIds (the persona's)
 * are not ours and are ignored.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { Socket } from "socket.io-client";
import { sleep } from "./concurrency.js";
import { countError, type ErrorCounts } from "./people.js";
import { mergeExchanges, type ExchangeOutcome, type ExchangeSamples } from "./exchange-outcome.js";

/** One person's end of a conversation, as the exchange sees it. */
export interface Line {
  key: number;
  chatId: string;
  socket: Socket;
}

export interface ExchangeSettings {
  /** Messages per second each person sends. */
  ratePerPerson: number;
  durationMs: number;
  /**
   * The first part of durationMs whose latencies and rate are not counted (their messages are still
   * checked for loss, duplication and storage): a server's first seconds run its code before V8 has
   * optimised it, which no long-running server does for long. The same for Kindred and the relay.
   */
  warmUpMs: number;
  /** How long to wait after the last send for acknowledgements and deliveries. */
  drainMs: number;
  /** Tells the clientIds of one exchange from another's. */
  runId: string;
  ackTimeoutMs?: number;
}

interface Sent {
  from: number;
  to: number;
  chatId: string;
  at: number;
  /** Sent after the warm-up: its latencies count. */
  measured: boolean;
  acked: boolean;
  deliveries: number;
}

/** A short message of a typical length; no handle, so the persona stays quiet. */
const contentFor = (key: number, n: number) => `Message ${n} from person ${key}: thank you for listening, it helps.`;

export async function exchange(pairs: [Line, Line][], settings: ExchangeSettings): Promise<ExchangeOutcome> {
  return mergeExchanges([await measureExchange(pairs, settings)], settings);
}

/** The machine's clock in ms, as precise as performance.now(): comparable between processes. */
const machineNow = () => performance.timeOrigin + performance.now();

export async function measureExchange(pairs: [Line, Line][], settings: ExchangeSettings): Promise<ExchangeSamples> {
  const sent = new Map<string, Sent>();
  const errors: ErrorCounts = {};
  const ackMs: number[] = [];
  const deliveryMs: number[] = [];
  let duplicated = 0;
  let pendingAcks = 0;
  let firstSend = Infinity;
  let lastDelivery = 0;
  const lines = pairs.flatMap(([a, b]) => [
    { line: a, partner: b },
    { line: b, partner: a },
  ]);

  const listeners = lines.map(({ line }) => {
    const onMessage = (message: { clientId?: string | null }) => {
      const record = message.clientId ? sent.get(message.clientId) : undefined;
      if (!record || record.to !== line.key) return;
      record.deliveries += 1;
      if (record.deliveries > 1) {
        duplicated += 1;
        return;
      }
      if (!record.measured) return;
      const now = performance.now();
      lastDelivery = Math.max(lastDelivery, machineNow());
      deliveryMs.push(now - record.at);
    };
    const onDisconnect = () => countError(errors, "socket disconnected during the run");
    line.socket.on("message:new", onMessage);
    line.socket.on("disconnect", onDisconnect);
    return () => {
      line.socket.off("message:new", onMessage);
      line.socket.off("disconnect", onDisconnect);
    };
  });

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const periodMs = 1000 / settings.ratePerPerson;
  const start = performance.now();
  const measuredFrom = start + settings.warmUpMs;
  const end = start + settings.durationMs;
  const timers: NodeJS.Timeout[] = [];

  const sendOne = (line: Line, partner: Line, n: number) => {
    const clientId = `${settings.runId}-${line.key}-${n}`;
    const at = performance.now();
    const measured = at >= measuredFrom;
    if (measured) firstSend = Math.min(firstSend, machineNow());
    const record: Sent = {
      from: line.key,
      to: partner.key,
      chatId: line.chatId,
      at,
      measured,
      acked: false,
      deliveries: 0,
    };
    sent.set(clientId, record);
    pendingAcks += 1;
    line.socket
      .timeout(settings.ackTimeoutMs ?? 30_000)
      .emit(
        "message:send",
        { chatId: line.chatId, clientId, kind: "text", content: contentFor(line.key, n) },
        (timedOut: Error | null, reply: { ok: boolean; status?: number; error?: string }) => {
          pendingAcks -= 1;
          if (timedOut) return countError(errors, "acknowledgement timed out");
          if (!reply.ok) return countError(errors, `refused: ${reply.status} ${reply.error?.slice(0, 60)}`);
          record.acked = true;
          if (measured) ackMs.push(performance.now() - at);
        },
      );
  };

  let due = 0;
  for (const { line, partner } of lines) {
    let n = 0;
    // Spread the first sends over one period, so that people do not all send on the same tick.
    const offset = Math.random() * periodMs;
    if (offset < settings.durationMs) due += Math.floor((settings.durationMs - offset) / periodMs) + 1;
    const first = setTimeout(() => {
      const tick = () => {
        if (performance.now() >= end) return clearInterval(interval);
        sendOne(line, partner, n++);
      };
      const interval = setInterval(tick, periodMs);
      timers.push(interval);
      tick();
    }, offset);
    timers.push(first);
  }

  await sleep(settings.durationMs);
  for (const timer of timers) clearInterval(timer);
  const records = () => [...sent.values()];
  const drainUntil = performance.now() + settings.drainMs;
  while (performance.now() < drainUntil) {
    if (pendingAcks === 0 && records().every((r) => !r.acked || r.deliveries > 0)) break;
    await sleep(100);
  }
  loopDelay.disable();
  for (const stop of listeners) stop();

  const all = records();
  const ackedByChat = new Map<string, string[]>();
  for (const [clientId, record] of sent) {
    if (record.acked) ackedByChat.set(record.chatId, [...(ackedByChat.get(record.chatId) ?? []), clientId]);
  }
  return {
    people: lines.length,
    offeredPerSecond: lines.length * settings.ratePerPerson,
    due,
    sent: all.length,
    acked: all.filter((r) => r.acked).length,
    delivered: all.filter((r) => r.deliveries > 0).length,
    lost: all.filter((r) => r.acked && r.deliveries === 0).length,
    duplicated,
    errors,
    ackMs,
    deliveryMs,
    deliveredMeasured: all.filter((r) => r.measured && r.deliveries > 0).length,
    firstSendAt: firstSend,
    lastDeliveryAt: lastDelivery,
    clientLoopDelayP99: loopDelay.percentile(99) / 1e6,
    clientLoopDelayMax: loopDelay.max / 1e6,
    ackedByChat: [...ackedByChat],
  };
}
