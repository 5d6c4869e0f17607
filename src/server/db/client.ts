/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * The server speaks to both through node-postgres (to the embedded one over a private socket, on a
 * thread of its own: embedded.ts), so one driver, one schema and one set of migrations serve both.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { startEmbeddedEngine } from "./embedded.js";
import { inMemorySnapshot } from "./in-memory-snapshot.js";
import { schema, type Schema } from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database itself, not a transaction: it has the pool of connections to run prepared statements on. */
export type PooledDb = Db & { $client: pg.Pool };
/** The rows of a raw `execute` (node-postgres answers with `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A statement every batch repeats, its text written once: the message writer's three. Run by name
 * (runStatement), PostgreSQL parses it the first time a connection sees it only (and plans it
 * once where its arrays are hidden from the planner: messages/statements.ts), and
 * nothing about it is built per batch — lists travel as one array parameter each (db/any-of.ts).
 * Building a batch's statement with Drizzle's query builder allocated tens of kilobytes per batch,
 * the largest share of what the server allocated per message.
 */
export interface Statement {
  name: string;
  text: string;
}

export async function runStatement<T>(db: PooledDb, statement: Statement, values: unknown[]): Promise<T[]> {
  return (await db.$client.query<T & pg.QueryResultRow>({ ...statement, values })).rows;
}

/** A transaction handle: everything a Db can do, inside one transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: PooledDb;
  kind: "embedded" | "postgres";
  /** Answers when the database takes a trivial query; throws otherwise. */
  ping(): Promise<void>;
  /**
   * Settles when the database is gone for good and only a restart of Kindred brings it back: the
   * embedded engine's thread stopped. Never for PostgreSQL, whose connections are opened again.
   */
  lost: Promise<Error>;
  close(): Promise<void>;
}

/** Connections each instance opens at most (README: keep instances × this under max_connections). */
export const POOL_MAX = 20;
/** How long a request waits for a pooled connection before it is told Kindred is busy. */
export const POOL_WAIT_MS = 5_000;

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Any fixed number: it names the lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK = 727_001;

export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}

async function openEmbedded(dataDir: string | null): Promise<Database> {
  let folder: string | null = null;
  if (dataDir) {
    folder = path.join(dataDir, "pg");
    mkdirSync(folder, { recursive: true });
  }
  const snapshot = folder ? undefined : inMemorySnapshot(migrationsFolder);
  const engine = await startEmbeddedEngine(folder, snapshot?.exists ? snapshot.path : null);
  // One connection: PGlite is one session, so a transaction has the database to itself, as it had
  // on the server's thread. Requests wait for it as long as it takes (no pool timeout), as they did,
  // and the connection stays open while idle.
  // Nothing else can open this database, so migrating needs no lock.
  const pool = poolOf({ ...engine.connection, max: 1, idleTimeoutMillis: 0 });
  const db = drizzle({ client: pool, schema });
  try {
    await migrate(db, { migrationsFolder });
    if (snapshot && !snapshot.exists) {
      // The first in-memory start since the engine or the migrations changed leaves one for the rest.
      await engine.saveSnapshot(snapshot.path);
      snapshot.removeOthers();
    }
  } catch (error) {
    await pool.end();
    await engine.stop();
    throw error;
  }
  return {
    db,
    kind: "embedded",
    lost: engine.lost,
    ping: async () => {
      const failure = engine.failure();
      if (failure) throw failure;
      await pool.query("select 1");
    },
    close: async () => {
      await pool.end();
      await engine.stop();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = poolOf({ connectionString: url, max: POOL_MAX, connectionTimeoutMillis: POOL_WAIT_MS });
  const db = drizzle({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
  return {
    db,
    kind: "postgres",
    lost: new Promise<Error>(() => {}),
    ping: () => pingOwnConnection(url),
    close: () => pool.end(),
  };
}

function poolOf(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // A connection that dies must not crash the process. The pool reports idle ones here; a client
  // that is checked out (inside a transaction) has no listener of the pool's, and node-postgres
  // would throw its 'error' event. Its query fails anyway, and the pool discards it on release.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/**
 * Asks PostgreSQL on a connection of its own, not one of the pool's: with every pooled connection
 * taken, a ping would wait in the pool's queue and time out, and a load balancer would take a busy
 * but healthy instance out of rotation.
 */
async function pingOwnConnection(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: POOL_WAIT_MS });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    await client.end().catch(() => {});
  }
}
