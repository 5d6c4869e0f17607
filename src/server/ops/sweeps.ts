/**
 * The work every instance repeats on a timer, in one place (each is safe on several instances at
 * once): reconnect tokens that found no answer in 24 hours are given back, ended suspensions' address
 * bars are forgotten, and chats past CHAT_RETENTION_DAYS lose their messages. Stopped together at
 * shutdown, before the database closes.
 */
import type { FastifyBaseLogger } from "fastify";
import type { AddressBar } from "../account/barred-addresses.js";
import { scheduleRetention } from "../chats/retention.js";
import type { Db } from "../db/client.js";
import type { ReconnectService } from "../reconnect/service.js";
import { runEvery, type Periodic } from "./periodic.js";

/** How often tokens that found no answer in 24 hours are looked for and given back. */
const REFUND_SWEEP_MS = 60_000;
/** Suspensions end by the day: an hour's delay in forgetting an ended one's bar is nothing. */
const BAR_SWEEP_MS = 60 * 60_000;

export function startSweeps(options: {
  db: Db;
  reconnect: ReconnectService;
  addressBar: AddressBar;
  retention: { days: number | null; everyMs: number; clock: () => Date };
  log: FastifyBaseLogger;
  onError: (error: unknown) => void;
}): Periodic {
  const { db, reconnect, addressBar, retention, log, onError } = options;
  const sweeps = [
    runEvery(REFUND_SWEEP_MS, () => reconnect.refundExpired(), onError),
    runEvery(BAR_SWEEP_MS, () => addressBar.forgetEnded(), onError, { startNow: true }),
    scheduleRetention(db, retention.days, { everyMs: retention.everyMs, clock: retention.clock, log, onError }),
  ];
  return {
    async stop() {
      await Promise.all(sweeps.map((sweep) => sweep?.stop()));
    },
  };
}
