/**
 * The embedded database on its own thread, as node-postgres sees it: the bridge must behave like a
 * PostgreSQL server where Kindred relies on it — errors end at their query, a connection that
 * goes away takes its open transaction with it, and what was committed is on disk.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
});
