/**
 * The durable peer (bench/durable-peer/server.ts) in the two setups Kindred runs in: one process on
 * an embedded PGlite folder, or two processes on a fresh PostgreSQL database and Redis. After a run
 * its database is read directly, as Kindred's is, to count acknowledged messages it does not hold.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTempDatabase } from "../../src/server/testing/postgres.js";
import type { ExchangeOutcome } from "./exchange-outcome.js";
import { scaleOutEnv, type SetupKind } from "./kindred.js";
import { queryOnce } from "./query-once.js";
import { deleteStream } from "../../src/server/testing/redis-stream.js";
import { countMissing, halves, perPersonKb, settledMemory, type PrepareOptions, type Prepared } from "./prepared.js";
import { closeRelaySockets, connectRelayPairs, startScript, type Relay } from "./relay.js";
import type { ErrorCounts } from "./people.js";

export const durablePeerScript = fileURLToPath(new URL("../durable-peer/server.ts", import.meta.url));

export interface DurablePeer {
  servers: Relay[];
  stopServers(): Promise<void>;
  /** Runs a query on its database; for the embedded one, only once the servers have stopped. */
  query<T extends Record<string, unknown>>(text: string): Promise<T[]>;
  dispose(): Promise<void>;
}

/**
 * An initialised PGlite folder, made once per run and copied for each embedded start, as Kindred's
 * embedded database is (lib/kindred.ts): PGlite's initialisation of an empty folder takes longer
 * than the rest of a start, and is no part of what is measured.
 */
let template: Promise<string> | undefined;

function initialisedFolder(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kindred-durable-peer-template-"));
    const { PGlite } = await import("@electric-sql/pglite");
    const lite = new PGlite(path.join(dir, "pg"));
    await lite.waitReady;
    await lite.close();
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    return path.join(dir, "pg");
  })();
  return template;
}

export async function startDurablePeer(kind: SetupKind): Promise<DurablePeer> {
  const dir = mkdtempSync(path.join(tmpdir(), "kindred-durable-peer-"));
  const database = kind === "scale-out" ? await createTempDatabase() : undefined;
  const dataDir = path.join(dir, "pg");
  // Its own stream, so that nothing else on the same Redis (a test suite, Kindred) is read.
  const env: Record<string, string> = database
    ? {
        DATABASE_URL: database.url,
        REDIS_URL: scaleOutEnv.redisUrl!,
        STREAM_NAME: `durable-peer-${randomBytes(4).toString("hex")}`,
      }
    : { DATA_DIR: dataDir };
  const servers: Relay[] = [];
  const stopServers = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const dispose = async () => {
    await stopServers();
    await database?.drop();
    if (env.STREAM_NAME) await deleteStream(scaleOutEnv.redisUrl!, env.STREAM_NAME);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (!database) cpSync(await initialisedFolder(), dataDir, { recursive: true });
    // One after the other: the first creates the table.
    for (let i = 0; i < (database ? 2 : 1); i++) {
      servers.push(await startScript(durablePeerScript, env, path.join(dir, `server-${i}.log`)));
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    servers,
    stopServers,
    dispose,
    query: <T extends Record<string, unknown>>(text: string) =>
      queryOnce<T>(database ? { url: database.url } : { dataDir }, text),
  };
}

export interface PreparedDurablePeer extends Prepared {
  /** Stops the servers, then counts acknowledged messages the database does not hold. */
  missingFromDatabase(outcome: ExchangeOutcome): Promise<number>;
}

/** The same crowd as Kindred's, connected and paired, with memory read as for Kindred. */
export async function prepareDurablePeer(
  started: Promise<DurablePeer>,
  count: number,
  options: Pick<PrepareOptions, "measureMemory" | "quick">,
): Promise<PreparedDurablePeer> {
  const peer = await started;
  try {
    const errors: ErrorCounts = {};
    const urls = peer.servers.map((server) => server.url);
    const [early, late] = halves(Array.from({ length: count }, (_, i) => i));
    const earlyPairs = await connectRelayPairs(urls, early.length, errors);
    const before = await settledMemory(peer.servers, options);
    const latePairs = await connectRelayPairs(urls, late.length, errors, early.length);
    const after = await settledMemory(peer.servers, options);
    const pairs = [...earlyPairs, ...latePairs];
    return {
      pairs,
      errors,
      connected: pairs.length * 2,
      pids: peer.servers.map((server) => server.pid),
      memoryPerPersonKb: perPersonKb(before, after, latePairs.length * 2),
      async missingFromDatabase(outcome) {
        closeRelaySockets(pairs);
        await peer.stopServers();
        const rows = await peer.query<{ room: string; client_id: string }>("select room, client_id from messages");
        return countMissing(outcome.ackedByChat, new Set(rows.map((r) => `${r.room}/${r.client_id}`)));
      },
      async close() {
        closeRelaySockets(pairs);
        await peer.dispose();
      },
    };
  } catch (error) {
    await peer.dispose();
    throw error;
  }
}
