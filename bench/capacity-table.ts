/**
 * The capacity benchmark's table for one setup: the largest crowd that held beside the first that
 * did not, with what the servers were doing at each, so that a failed step says where it broke.
 */
import { SETUP_LABELS, type SetupKind } from "./lib/kindred.js";
import { atLeast, atMost, type Row, type Table } from "./lib/report.js";

/** One message per 10 s per person. */
export const PACE_PER_PERSON = 0.1;
export const P99_LIMIT_MS = 100;
/** The crowd one instance must hold on this 2-core machine. */
export const TARGET_CROWD = 10_000;

export interface CrowdStep {
  people: number;
  held: boolean;
  why?: string;
  /** Chat phases at this crowd: a second when the first failed on its p99 alone (capacity.ts). */
  tries: number;
  deliveryP50: number | null;
  deliveryP99: number | null;
  ackP50: number | null;
  ackP99: number | null;
  throughput: number;
  lost: number;
  duplicated: number;
  /** Resident memory of the serving instances (summed) after a full collection, MB. */
  residentMb: number | null;
  /** What the people this step added cost in memory, KB per person. */
  memoryPerPersonKb: number | null;
  /** Busiest instance's main thread and other threads, as shares of a core, during the chat phase. */
  mainBusy: number;
  othersBusy: number;
  /** Busiest instance's busiest thread but its main one: on the embedded database, the database's. */
  busiestOtherThread: number;
  /** The load generator's process (every simulated person), which shares the machine's cores. */
  loadGeneratorBusy: number;
  eventLoopDelayP99: number | null;
  /** The busiest instance's longest event-loop delay, from the warm-up's end to the phase's. */
  eventLoopDelayMax: number | null;
  /** The load generator's longest: a step whose tail matches it was held up by the generator. */
  loadGeneratorDelayMax: number | null;
  /**
   * A message's time inside the serving instances, ms (kindred_message_send_seconds, from the warm-up's end):
   * screening and storing, and the whole send from the handler's start to the acknowledgement.
   */
  serverScreeningP99: number | null;
  serverStoringP99: number | null;
  serverWholeP50: number | null;
  serverWholeP99: number | null;
  /** Every core of the machine, every process: at 1, the step waited for CPU, whatever each thread says. */
  machineBusy: number;
  /** The share the host took from this virtual machine's cores (steal time). */
  machineStolen: number;
  /** CPU of all PostgreSQL's and all Redis's processes per message sent (two instances, services on this machine). */
  postgresMsPerMessage?: number;
  redisMsPerMessage?: number;
  fileDescriptors: number;
  /** The observer's CPU per message of the whole cluster (ms): the fan-out cost, two instances only. */
  fanOutMsPerMessage?: number;
}

export function capacityTable(
  kind: SetupKind,
  steps: CrowdStep[],
  best: CrowdStep | null,
  failed: CrowdStep | null,
  missing: number,
  full: boolean,
): Table {
  const at = (figure: string, unit: Row["unit"], value: (s: CrowdStep) => number | null | undefined): Row => ({
    figure,
    unit,
    kindred: best ? (value(best) ?? null) : null,
    baseline: failed ? (value(failed) ?? null) : null,
  });
  const largest = at("largest crowd that held (connected, matched)", "count", (s) => s.people);
  const target = atLeast(largest.kindred, TARGET_CROWD, `≥ ${TARGET_CROWD.toLocaleString("en-US")}`);
  largest.target = full ? target : { ...target, notJudged: "set for a full run" };
  if (!failed && steps.length > 0) largest.note = "every step held: the ceiling is higher";
  const percent = (share: number) => share * 100;
  return {
    title: `Capacity — ${SETUP_LABELS[kind]}: one message per ${1 / PACE_PER_PERSON} s per person, delivery p99 ≤ ${P99_LIMIT_MS} ms`,
    baseline: "first crowd that did not hold",
    rows: [
      largest,
      at("delivery latency p50", "ms", (s) => s.deliveryP50),
      at("delivery latency p99", "ms", (s) => s.deliveryP99),
      at("ack latency p99", "ms", (s) => s.ackP99),
      at("messages delivered per second", "msg/s", (s) => s.throughput),
      at("a message's time in the server p50 (handler to acknowledgement)", "ms", (s) => s.serverWholeP50),
      at("a message's time in the server p99", "ms", (s) => s.serverWholeP99),
      at("of which screening p99 (the message limit, the screening thread)", "ms", (s) => s.serverScreeningP99),
      at("of which storing p99 (waiting for its batch, and the batch)", "ms", (s) => s.serverStoringP99),
      at("server memory per connected person (this step's newcomers)", "KB", (s) => s.memoryPerPersonKb),
      at("server resident memory, after a full collection", "MB", (s) => s.residentMb),
      at("main thread busy (busiest instance)", "%", (s) => percent(s.mainBusy)),
      at("other threads busy: database thread, GC, hashing", "%", (s) => percent(s.othersBusy)),
      at(
        kind === "embedded" ? "of which the busiest: the database's thread" : "of which the busiest (GC, hashing)",
        "%",
        (s) => percent(s.busiestOtherThread),
      ),
      at("load generator busy (it shares the machine's 2 cores)", "%", (s) => percent(s.loadGeneratorBusy)),
      at("the whole machine busy (all cores, every process)", "%", (s) => percent(s.machineBusy)),
      at("the machine's CPU time stolen by the host", "%", (s) => percent(s.machineStolen)),
      at("server event-loop delay p99", "ms", (s) => s.eventLoopDelayP99),
      at("server event-loop delay, longest", "ms", (s) => s.eventLoopDelayMax),
      at("load generator event-loop delay, longest", "ms", (s) => s.loadGeneratorDelayMax),
      at("open file descriptors (busiest instance)", "count", (s) => s.fileDescriptors),
      ...(kind === "scale-out"
        ? [
            at("fan-out: an observer instance's CPU per message", "ms", (s) => s.fanOutMsPerMessage),
            at("PostgreSQL's CPU per message (all its processes)", "ms", (s) => s.postgresMsPerMessage),
            at("Redis's CPU per message (three instances read the stream)", "ms", (s) => s.redisMsPerMessage),
          ]
        : []),
      {
        figure: `why the first crowd that did not hold failed: ${failed ? whyFailed(failed) : "none failed"}`,
        unit: "",
        kindred: null,
      },
      {
        figure: "lost or duplicated, all steps",
        unit: "count",
        kindred: steps.reduce((n, s) => n + s.lost + s.duplicated, 0),
        target: atMost(
          steps.reduce((n, s) => n + s.lost + s.duplicated, 0),
          0,
          "= 0",
        ),
      },
      {
        figure: "acked but not in the database, all steps",
        unit: "count",
        kindred: missing,
        target: atMost(missing, 0, "= 0"),
      },
    ],
  };
}

function whyFailed(step: CrowdStep): string {
  return step.tries > 1 ? `${step.why}, in both of two tries` : step.why!;
}
