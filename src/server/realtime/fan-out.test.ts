/**
 * Fan-out is scoped to the deployment: instances with the same REDIS_PREFIX hear each other's
 * broadcasts, an instance of another deployment on the same Redis hears none of them. Runs when
 * TEST_REDIS_URL is set; each run uses prefixes of its own.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { closeRedis, connectRedis } from "../redis.js";
import { deleteFanOut } from "../testing/redis-stream.js";
import { redisFanOut } from "./fan-out.js";

const redisUrl = process.env.TEST_REDIS_URL;
const ROOM = "a-chat";
const quiet = Fastify({ logger: false }).log;

describe.runIf(redisUrl)("fan-out across instances", () => {
  const opened: { io: Server; http: HttpServer; redis: Redis; client?: Socket }[] = [];
  const prefixes = new Set<string>();
  afterAll(async () => {
    for (const { io, redis, client } of opened) {
      client?.close();
      await io.close();
      await closeRedis(redis);
    }
    for (const prefix of prefixes) await deleteFanOut(redisUrl!, prefix);
  });

  /** A Socket.IO server of deployment `prefix` whose every socket is in ROOM, with one client connected. */
  async function instance(prefix: string) {
    prefixes.add(prefix);
    const redis = connectRedis(redisUrl!, prefix, quiet);
    const http = createServer();
    const io = new Server(http, { adapter: redisFanOut(redis) });
    io.on("connection", (socket) => void socket.join(ROOM));
    const entry: (typeof opened)[number] = { io, http, redis };
    opened.push(entry);
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const joined = new Promise<void>((resolve) => io.on("connection", () => resolve()));
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
    });
    entry.client = client;
    const heard: string[] = [];
    client.on("said", (text: string) => heard.push(text));
    await joined;
    return { io, heard };
  }

  it("reaches the deployment's other instances and no other deployment's", async () => {
    const [ours, theirs] = [`test-ours-${randomUUID().slice(0, 8)}`, `test-theirs-${randomUUID().slice(0, 8)}`];
    const [speaking, listening, otherSpeaking, otherListening] = [
      await instance(ours),
      await instance(ours),
      await instance(theirs),
      await instance(theirs),
    ];
    // Instances count each other by heartbeats read from their stream: once each counts two, all
    // four are reading (a broadcast sent before an instance reads is not delivered there).
    const all = [speaking, listening, otherSpeaking, otherListening];
    await expect
      .poll(() => Promise.all(all.map(({ io }) => io.of("/").adapter.serverCount())), { timeout: 15_000 })
      .toEqual([2, 2, 2, 2]);

    speaking.io.to(ROOM).emit("said", "ours");
    await expect.poll(() => listening.heard, { timeout: 5_000 }).toEqual(["ours"]);
    // Had the other deployment read our stream, it would have delivered ours before its own (one
    // stream is read in order).
    otherSpeaking.io.to(ROOM).emit("said", "theirs");
    await expect.poll(() => otherListening.heard, { timeout: 5_000 }).toEqual(["theirs"]);
    expect(listening.heard).toEqual(["ours"]);
  });
});
