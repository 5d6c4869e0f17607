/**
 * Past one machine, on paper: what 100,000 people online at once need, each figure derived from
 * what the capacity benchmark measured on this machine in the same run. The assumptions are in the
 * rows' notes and in bench/README.md ("Capacity model"); change them there and here together.
 */
import { POOL_MAX } from "../src/server/db/client.js";
import { BATCHES_IN_FLIGHT } from "../src/server/messages/writer.js";
import type { CrowdStep } from "./capacity-table.js";
import type { SetupKind } from "./lib/kindred.js";
import type { Row, Table } from "./lib/report.js";

/** The largest crowd that held, per setup. */
export type CapacityFigures = Partial<Record<SetupKind, CrowdStep>>;

const PEOPLE_ONLINE = 100_000;
/**
 * On PostgreSQL a batch of people writing in their own open chats is one statement (STORE_SEATED);
 * only what the read path decides (moderators, ended chats, retries) takes two.
 */
const STATEMENTS_PER_BATCH = 1;
/** Past this share of a core spent reading other instances' messages, fan-out decides the instance count. */
const FAN_OUT_BUDGET = 0.25;

export function capacityModel(figures: CapacityFigures, measuredSetups: SetupKind[], pacePerPerson: number): Table {
  const box = figures["scale-out"];
  const embedded = figures.embedded;
  const writes = PEOPLE_ONLINE * pacePerPerson;
  const rows: Row[] = [
    { figure: "people online at once (assumed)", unit: "count", kindred: PEOPLE_ONLINE },
    {
      figure: `messages per second, one per ${1 / pacePerPerson} s per person = PostgreSQL message writes/s`,
      unit: "msg/s",
      kindred: writes,
    },
  ];
  if (embedded) {
    rows.push({
      figure: "one instance on the embedded database holds (measured; it cannot be shared)",
      unit: "count",
      kindred: embedded.people,
    });
  }
  if (!box) {
    rows.push({
      figure: measuredSetups.includes("scale-out")
        ? "no crowd held on two instances in this run: nothing to derive the model from"
        : "two instances on PostgreSQL + Redis were not measured: set TEST_DATABASE_URL and TEST_REDIS_URL",
      unit: "",
      kindred: null,
    });
    return {
      title: `Capacity model — ${PEOPLE_ONLINE.toLocaleString("en-US")} people online, from this run's figures`,
      baseline: "—",
      rows,
    };
  }
  // The measured box: two instances, PostgreSQL, Redis and the load generator on this machine's two cores.
  const boxes = Math.ceil(PEOPLE_ONLINE / box.people);
  const instances = boxes * 2;
  const perInstanceRate = writes / instances;
  const ackSeconds = (box.ackP50 ?? 0) / 1000;
  // Little's law: messages inside an instance between send and acknowledgement = rate × time there.
  const inFlight = perInstanceRate * ackSeconds;
  const batch = Math.max(1, inFlight / BATCHES_IN_FLIGHT);
  const statements = (writes / batch) * STATEMENTS_PER_BATCH;
  // Little's law again: connections busy at once = statements/s × the time each holds one (≤ its share of the ack time).
  const busyConnections = statements * (ackSeconds / STATEMENTS_PER_BATCH);
  const fanOutCores = box.fanOutMsPerMessage === undefined ? null : (writes * box.fanOutMsPerMessage) / 1000;
  rows.push(
    {
      figure: "people one 2-core box holds: two instances + PostgreSQL + Redis (measured)",
      unit: "count",
      kindred: box.people,
    },
    { figure: "boxes like this one, at that crowd each (2 instances per box)", unit: "count", kindred: boxes },
    { figure: "Kindred instances", unit: "count", kindred: instances },
    { figure: "messages per second per instance", unit: "msg/s", kindred: perInstanceRate },
    { figure: "ack p50 at the measured crowd on PostgreSQL (measured)", unit: "ms", kindred: box.ackP50 },
    { figure: "messages in flight per instance (rate × ack p50)", unit: "", kindred: inFlight },
    { figure: `messages per batch (in flight ÷ ${BATCHES_IN_FLIGHT} batches, at least 1)`, unit: "", kindred: batch },
    { figure: `PostgreSQL statements per second (${STATEMENTS_PER_BATCH} per batch)`, unit: "", kindred: statements },
    {
      figure: `PostgreSQL connections busy at once (statements/s × ack p50 ÷ ${STATEMENTS_PER_BATCH})`,
      unit: "",
      kindred: busyConnections,
    },
    {
      figure: `client connections into a pooler (instances × pool of ${POOL_MAX})`,
      unit: "count",
      kindred: instances * POOL_MAX,
    },
    {
      figure: "Redis stream entries read per second (every instance reads every message)",
      unit: "",
      kindred: writes * instances,
    },
    {
      figure: "fan-out CPU per message read, per instance (measured: the observer)",
      unit: "ms",
      kindred: box.fanOutMsPerMessage ?? null,
    },
    {
      figure: "fan-out cost per instance at 100,000 people (share of a core)",
      unit: "%",
      kindred: fanOutCores === null ? null : fanOutCores * 100,
    },
    {
      figure: `one stream for all: ${fanOutCores === null ? "not measured" : fanOutCores > FAN_OUT_BUDGET ? `over ${FAN_OUT_BUDGET * 100} % of a core — shard the fan-out (rooms by group)` : `within ${FAN_OUT_BUDGET * 100} % of a core — one stream holds`}`,
      unit: "",
      kindred: null,
    },
    {
      figure: "PostgreSQL cores for the message writes (its CPU per message, measured)",
      unit: "",
      kindred: box.postgresMsPerMessage === undefined ? null : (writes * box.postgresMsPerMessage) / 1000,
    },
    {
      figure: "memory per instance at its share of the crowd (measured per person)",
      unit: "MB",
      kindred: box.memoryPerPersonKb === null ? null : ((box.people / 2) * box.memoryPerPersonKb) / 1024,
    },
  );
  return {
    title: `Capacity model — ${PEOPLE_ONLINE.toLocaleString("en-US")} people online, from this run's figures`,
    baseline: "—",
    rows,
  };
}
