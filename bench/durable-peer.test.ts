/**
 * The durable peer is an honest baseline only if it is durable: it acknowledges a message only once
 * its INSERT has committed, so a crash right after an acknowledgement loses nothing acknowledged.
 * Each case kills the server with SIGKILL the moment some acknowledgements have arrived (while
 * others are still in flight), starts it again on the same data, and reads the database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { createTempDatabase, testDatabaseUrl } from "../src/server/testing/postgres.js";
import { durablePeerScript } from "./lib/durable-peer.js";
import { startScript, type Relay } from "./lib/relay.js";

const SENT = 40;
const KILL_AFTER_ACKS = 10;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string>, dir: string): Promise<Relay> {
  const server = await startScript(durablePeerScript, env, path.join(dir, "server.log"));
  cleanups.push(() => server.stop());
  return server;
}

async function joined(url: string, chatId: string): Promise<Socket> {
  const socket = connect(url, { transports: ["websocket"], reconnection: false, forceNew: true });
  cleanups.push(() => void socket.close());
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("connect_error", reject));
  await socket.emitWithAck("chat:join", { chatId });
  return socket;
}

/**
 * Sends SENT messages at once and kills the server with SIGKILL in the acknowledgement that makes
 * KILL_AFTER_ACKS, before any other code runs. `stored` is asked in each acknowledgement, before
 * the kill, when given (a database another process can read while the server runs).
 */
async function sendThenKill(
  server: Relay,
  socket: Socket,
  chatId: string,
  stored?: (clientId: string) => Promise<boolean>,
) {
  const acked: string[] = [];
  const storedWhenAcked: Promise<boolean>[] = [];
  await new Promise<void>((resolve) => {
    for (let n = 0; n < SENT; n++) {
      const clientId = `kill-${n}`;
      socket.emit("message:send", { chatId, clientId, content: `message ${n}` }, (reply: { ok: boolean }) => {
        if (!reply.ok || acked.length >= KILL_AFTER_ACKS) return;
        acked.push(clientId);
        if (stored) storedWhenAcked.push(stored(clientId));
        if (acked.length === KILL_AFTER_ACKS) {
          server.process.kill("SIGKILL");
          resolve();
        }
      });
    }
  });
  await new Promise((resolve) => server.process.once("exit", resolve));
  return { acked, storedWhenAcked: await Promise.all(storedWhenAcked) };
}

describe("the durable peer baseline", () => {
  it("on the embedded database, loses nothing it acknowledged when killed", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "durable-peer-test-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const env = { DATA_DIR: path.join(dir, "pg") };
    const chatId = randomUUID();
    const server = await start(env, dir);
    const { acked } = await sendThenKill(server, await joined(server.url, chatId), chatId);

    // Started again on the same folder: PostgreSQL's recovery runs, and it serves again.
    const again = await start(env, dir);
    await again.stop();
    const lite = new PGlite(env.DATA_DIR);
    const rows = (await lite.query<{ client_id: string }>("select client_id from messages where room = $1", [chatId]))
      .rows;
    await lite.close();
    expect(acked).toHaveLength(KILL_AFTER_ACKS);
    expect(rows.map((r) => r.client_id)).toEqual(expect.arrayContaining(acked));
  }, 120_000);

  it.runIf(testDatabaseUrl)(
    "on PostgreSQL, has stored each message when it acknowledges it, and loses none when killed",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "durable-peer-test-"));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const database = await createTempDatabase();
      cleanups.push(() => database.drop());
      // A pool: the acknowledgements' checks run side by side.
      const client = new pg.Pool({ connectionString: database.url });
      // pool.end() resolves before its connections have closed, and dropping the database then ends
      // them from the server's side: the pool reports that as an error nobody needs to hear.
      client.on("error", () => undefined);
      cleanups.push(() => client.end());
      // Redis is not needed for one server; the adapter is then Socket.IO's own, in memory.
      const env = { DATABASE_URL: database.url, STREAM_NAME: `test-${randomBytes(4).toString("hex")}` };
      const chatId = randomUUID();
      const server = await start(env, dir);
      const isStored = async (clientId: string) =>
        (await client.query("select 1 from messages where room = $1 and client_id = $2", [chatId, clientId]))
          .rowCount === 1;
      const { acked, storedWhenAcked } = await sendThenKill(server, await joined(server.url, chatId), chatId, isStored);

      expect(storedWhenAcked).toEqual(acked.map(() => true));
      const again = await start(env, dir);
      await again.stop();
      const rows = (
        await client.query<{ client_id: string }>("select client_id from messages where room = $1", [chatId])
      ).rows;
      expect(rows.map((r) => r.client_id)).toEqual(expect.arrayContaining(acked));
    },
    120_000,
  );
});
