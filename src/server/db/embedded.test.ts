/**
 * The embedded database on its own thread, as node-postgres sees it: the bridge must behave like a
 * PostgreSQL server where Kindred relies on it — replies arrive whole, errors end at their query, a
 * connection that goes away takes its open transaction with it, a new one starts with no prepared
 * statements, one that sends what no client sends is ended, and what was committed is on disk. A
 * thread that dies on its own is told of; one stopped on purpose is not.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedEngine, type EmbeddedEngine } from "./embedded.js";

describe("the embedded database on its own thread", () => {
  const engines: EmbeddedEngine[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const engine of engines) await engine.stop().catch(() => {});
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** The engine's thread, as Node announces every new worker to its process. */
  async function startWithThread(): Promise<{ engine: EmbeddedEngine; thread: Worker }> {
    const threads: Worker[] = [];
    const record = (thread: Worker) => threads.push(thread);
    process.on("worker", record);
    try {
      const engine = await start();
      expect(threads).toHaveLength(1);
      return { engine, thread: threads[0]! };
    } finally {
      process.off("worker", record);
    }
  }

  async function start(folder: string | null = null) {
    const engine = await startEmbeddedEngine(folder);
    engines.push(engine);
    return engine;
  }
  async function connect(engine: EmbeddedEngine) {
    const client = new pg.Client(engine.connection);
    client.on("error", () => {});
    await client.connect();
    return client;
  }

  it("answers the next query on a connection whose parameterised query failed", async () => {
    const client = await connect(await start());
    await client.query("create table t (id integer primary key)");
    await client.query("insert into t values ($1)", [1]);
    await expect(client.query("insert into t values ($1)", [1])).rejects.toMatchObject({ code: "23505" });
    await expect(client.query("select $1::uuid", ["not-a-uuid"])).rejects.toMatchObject({ code: "22P02" });
    expect((await client.query("select id from t where id = any($1::integer[])", [[1, 2]])).rows).toEqual([{ id: 1 }]);
    await client.end();
  });

  it("hands over a reply that PGlite writes in many pieces whole and in order", async () => {
    // Each piece is a view into PGlite's memory that its next write reuses: kept uncopied, the
    // earlier rows would read as the later ones.
    const client = await connect(await start());
    const { rows } = await client.query<{ n: number; text: string }>(
      "select n, md5(n::text) as text from generate_series(1, 20000) as n",
    );
    expect(rows).toHaveLength(20_000);
    const wrong = rows.filter(
      (row, i) =>
        row.n !== i + 1 ||
        row.text !==
          createHash("md5")
            .update(String(i + 1))
            .digest("hex"),
    );
    expect(wrong).toEqual([]);
    await client.end();
  });

  it("rolls back the transaction a connection left open when it went away", async () => {
    const engine = await start();
    const first = await connect(engine);
    await first.query("create table t (id integer primary key)");
    await first.query("begin");
    await first.query("insert into t values (1)");
    await first.end();

    const next = await connect(engine);
    expect((await next.query("select count(*)::int as n from t")).rows).toEqual([{ n: 0 }]);
    await next.query("insert into t values (2)");
    expect((await next.query("select id from t")).rows).toEqual([{ id: 2 }]);
    await next.end();
  });

  it("starts each connection without the prepared statements of the connections before it", async () => {
    // node-postgres prepares a named statement once per connection; a new connection prepares again.
    const engine = await start();
    const first = await connect(engine);
    expect((await first.query({ name: "kindred_probe", text: "select 1 as n" })).rows).toEqual([{ n: 1 }]);
    await first.end();

    const next = await connect(engine);
    expect((await next.query({ name: "kindred_probe", text: "select 2 as n" })).rows).toEqual([{ n: 2 }]);
    await next.end();
  });

  /** A started connection (protocol 3.0, user postgres), then the message given: type and body. */
  const startedThen = (type: string, body: string) => {
    const startup = Buffer.from("\0\0\0\0\0\x03\0\0user\0postgres\0\0", "latin1");
    startup.writeInt32BE(startup.length);
    const message = Buffer.alloc(5 + body.length);
    message.write(type, "latin1");
    message.writeInt32BE(4 + body.length, 1);
    message.write(body, 5, "latin1");
    return [...Buffer.concat([startup, message])];
  };

  it("ends a connection that sends a length or message no client sends, and goes on serving the others", async () => {
    const engine = await start();
    const client = await connect(engine);
    for (const packet of [
      [0xff, 0xff, 0xff, 0xf0, 0, 3, 0, 0], // a startup packet of negative length
      [0, 0, 0, 4, 0, 3, 0, 0], // one too short to hold its own length and protocol
      startedThen("z", "x"), // a type PostgreSQL does not know
      startedThen("p", "secret\0"), // a password nobody asked for
    ]) {
      const raw = net.connect(path.join(engine.connection.host, `.s.PGSQL.${engine.connection.port}`));
      const closed = new Promise((resolve) => raw.once("close", resolve));
      raw.on("error", () => {});
      raw.write(Buffer.from(packet));
      await closed;
    }
    expect((await client.query("select 1 as n")).rows).toEqual([{ n: 1 }]);
    expect(engine.failure()).toBeUndefined();
    await client.end();
  });

  it("keeps what was committed in its folder, and serves it again after a restart", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "kindred-embedded-"));
    folders.push(folder);
    const engine = await start(folder);
    const client = await connect(engine);
    await client.query("create table t (note text)");
    await client.query("insert into t values ($1)", ["still here"]);
    await client.end();
    await engine.stop();

    const again = await connect(await start(folder));
    expect((await again.query("select note from t")).rows).toEqual([{ note: "still here" }]);
    await again.end();
  });

  it("tells of a thread that stops on its own", async () => {
    const { engine, thread } = await startWithThread();
    await thread.terminate();
    const reason = await engine.lost;
    expect(reason.message).toMatch(/the embedded database stopped/);
    expect(engine.failure()).toBe(reason);
    await engine.stop();
  });

  it("tells of nothing when the engine is stopped on purpose", async () => {
    const { engine, thread } = await startWithThread();
    const exited = new Promise((resolve) => thread.once("exit", resolve));
    await engine.stop();
    await exited;
    const notLost = new Promise((resolve) => setTimeout(() => resolve("not lost"), 100));
    expect(await Promise.race([engine.lost, notLost])).toBe("not lost");
  });
});
