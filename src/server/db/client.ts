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
import { HttpError } from "../http-error.js";
import { startEmbeddedEngine } from "./embedded.js";
import { schema, type Schema } from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database itself, not a transaction: it has the pool of connections to run prepared statements on. */
export type PooledDb = Db & { $client: pg.Pool };
/** The rows of a raw `execute` (node-postgres answers with `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A statement every batch repeats, its text written once: the message writer's two. Run by name
 * (runStatement), PostgreSQL parses and plans it the first time a connection sees it only, and
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
  const engine = await startEmbeddedEngine(folder);
  // One connection: PGlite is one session, so a transaction has the database to itself, as it had
  // on the server's thread. Requests wait for it as long as it takes (no pool timeout), as they did,
  // and the connection stays open while idle.
  // Nothing else can open this database, so migrating needs no lock.
  const pool = poolOf({ ...engine.connection, max: 1, idleTimeoutMillis: 0 });
  const db = drizzle({ client: pool, schema });
  try {
    await migrate(db, { migrationsFolder });
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

/** What a person reads when PostgreSQL cannot be reached: the request may well work in a moment. */
export const DATABASE_UNREACHABLE = "Kindred cannot reach its database right now. Please try again in a moment.";

/** PostgreSQL went away (or the network to it did): a 503 with a sentence, never a 500. */
export class DatabaseUnreachableError extends HttpError {
  constructor(message = DATABASE_UNREACHABLE) {
    super(503, message);
  }
}

/** What a person reads when every pooled connection is taken: the database is up, Kindred is busy. */
export const DATABASE_BUSY = "Kindred is very busy right now. Please try again in a moment.";

/**
 * Every pooled connection stayed taken for the whole connection timeout: a 503 that says so, and
 * asks for a short pause (Retry-After), since a moment later one is likely free.
 */
export class DatabaseBusyError extends HttpError {
  readonly retryAfterSeconds = 2;
  constructor(message = DATABASE_BUSY) {
    super(503, message);
  }
}

// Socket-level failures, and PostgreSQL's own: class 08 (connection exception) and 57P01-03
// (the server is shutting down or starting up).
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
const CONNECTION_STATES = /^(08...|57P0[123])$/;
// node-postgres reports a lost or impossible connection with these messages and no code. (A new
// connection that takes too long to open is "Connection terminated due to connection timeout".)
const CONNECTION_MESSAGES = /Connection terminated|Client has encountered a connection error|Client was closed/i;
// pg-pool's only words for a request that waited in its queue, with every connection taken, for
// longer than connectionTimeoutMillis: the pool is full, not the database gone.
const POOL_EXHAUSTED = /^timeout exceeded when trying to connect$/i;

/**
 * The error to answer with when `error` means the database cannot serve the request right now (it
 * is unreachable, or the pool is exhausted), else null.
 */
export function databaseFailure(error: unknown): DatabaseUnreachableError | DatabaseBusyError | null {
  for (const current of causeChain(error)) {
    if (current instanceof DatabaseUnreachableError || current instanceof DatabaseBusyError) return current;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || CONNECTION_STATES.test(code))) {
      return new DatabaseUnreachableError();
    }
    if (current instanceof Error && POOL_EXHAUSTED.test(current.message)) return new DatabaseBusyError();
    if (current instanceof Error && CONNECTION_MESSAGES.test(current.message)) return new DatabaseUnreachableError();
  }
  return null;
}

/** PostgreSQL's unique_violation: a row with the same key was stored first. */
export function isUniqueViolation(error: unknown): boolean {
  return [...causeChain(error)].some((current) => (current as { code?: unknown }).code === "23505");
}

/** The error and what caused it, nearest first: Drizzle wraps the driver's error (as `cause`). */
function* causeChain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}
