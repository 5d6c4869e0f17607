/**
 * How a database failure is told to people: a pool whose every connection is taken is "very busy"
 * (503, Retry-After), a database that cannot be reached is "cannot reach its database" (503), and
 * anything else is not a database failure at all. The errors are node-postgres's own, raised by real
 * pools; a PostgreSQL that accepts connections and never answers stands in for one that hangs.
 */
import { createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../testing/postgres.js";
import {
  DATABASE_BUSY,
  DATABASE_UNREACHABLE,
  DatabaseBusyError,
  databaseFailure,
  DatabaseUnreachableError,
} from "./failures.js";

const WAIT_MS = 300;

/** The error a promise rejects with (the test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("it should have failed"),
    (error: unknown) => error,
  );
}

describe("what a database failure is called", () => {
  let silent: Server;
  let silentPort: number;
  const accepted: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => void accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  const poolAt = (url: string) => {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: WAIT_MS });
    pool.on("error", () => {});
    return pool;
  };

  it("calls a request that waited for a connection of a full pool busy, and one that could not connect unreachable", async () => {
    const pool = poolAt(`postgres://kindred@127.0.0.1:${silentPort}/kindred`);
    // The only connection hangs while it opens, so the pool is full; a query behind it waits its turn.
    const opening = rejection(pool.connect());
    const waiting = rejection(drizzle({ client: pool }).execute(sql`select 1`));
    const [opened, waited] = await Promise.all([opening, waiting]);
    await pool.end().catch(() => {});

    const busy = databaseFailure(waited);
    expect(busy).toBeInstanceOf(DatabaseBusyError);
    expect(busy).toMatchObject({ statusCode: 503, message: DATABASE_BUSY, retryAfterSeconds: 2 });
    // Drizzle wraps the driver's error: the classification reads the whole chain.
    expect((waited as Error).message).not.toMatch(/timeout exceeded/);

    const down = databaseFailure(opened);
    expect(down).toBeInstanceOf(DatabaseUnreachableError);
    expect(down).toMatchObject({ statusCode: 503, message: DATABASE_UNREACHABLE });
  });

  it("calls a refused connection unreachable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const pool = poolAt(`postgres://kindred@127.0.0.1:${port}/kindred`);
    const refused = await rejection(drizzle({ client: pool }).execute(sql`select 1`));
    await pool.end().catch(() => {});
    expect(databaseFailure(refused)).toBeInstanceOf(DatabaseUnreachableError);
  });

  it.runIf(testDatabaseUrl)("calls a real PostgreSQL's pool busy while its only connection is in use", async () => {
    const pool = poolAt(testDatabaseUrl!);
    const held = await pool.connect();
    const waited = await rejection(drizzle({ client: pool }).execute(sql`select 1`));
    // And a query's own error (here a syntax error) is no database failure: it stays a 500.
    held.release();
    const wrong = await rejection(drizzle({ client: pool }).execute(sql`selec 1`));
    await pool.end();
    expect(databaseFailure(waited)).toBeInstanceOf(DatabaseBusyError);
    expect(databaseFailure(wrong)).toBeNull();
  });

  it("passes an error that is already classified through, and leaves other errors alone", () => {
    const busy = new DatabaseBusyError("a sentence of the caller's");
    expect(databaseFailure(new Error("Failed query", { cause: busy }))).toBe(busy);
    const down = new DatabaseUnreachableError();
    expect(databaseFailure(down)).toBe(down);
    for (const other of [new Error("duplicate key"), Object.assign(new Error("unique"), { code: "23505" }), "text"]) {
      expect(databaseFailure(other)).toBeNull();
    }
  });
});
