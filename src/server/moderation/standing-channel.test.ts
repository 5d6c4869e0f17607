/**
 * Standing changes between instances over a real Redis: an announcement reaches the other book,
 * and a listener cut off from Redis (missing whatever was announced meanwhile) keeps no standing
 * stale once it is back. Runs when TEST_REDIS_URL is set.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sanctions } from "../db/schema.js";
import { connectRedis } from "../redis.js";
import { createPeople } from "../testing/people.js";
import { serverForSuite } from "../testing/server.js";
import { createStandingBook, type StandingBook } from "./standing.js";
import { shareStandingChanges, standingChannel, STANDING_LISTENER_NAME } from "./standing-channel.js";

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("standing changes across instances", () => {
  const server = serverForSuite();
  const db = () => server.database.db;
  const books: StandingBook[] = [];
  const stops: (() => Promise<void>)[] = [];
  const connections: Redis[] = [];

  /** A book as one instance of a deployment holds it, sharing over its own Redis connection. */
  const instance = ({ prefix = "kindred", url = redisUrl! } = {}) => {
    const book = createStandingBook({ db: db(), now: () => new Date() });
    const redis = connectRedis(url, prefix, server.fastify.log);
    connections.push(redis);
    stops.push(shareStandingChanges(book, redis, server.fastify.log));
    books.push(book);
    return book;
  };
  const suspend = (userId: string) =>
    db()
      .insert(sanctions)
      .values({ userId, kind: "suspension", reason: "Spam or scam", endsAt: new Date(Date.now() + 86_400_000) });
  const state = async (book: StandingBook, userId: string) => (await book.of(userId)).state;

  let admin: Redis;
  beforeAll(() => {
    admin = new Redis(redisUrl!);
  });
  // The wall clock stands still: a kept standing never grows old, so only an announcement (or the
  // listener's return) can make a book read it again.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const redis of connections) redis.disconnect();
    admin.disconnect();
  });

  it("a change decided on one instance is forgotten on the other", async () => {
    const [deciding, other] = [instance(), instance()];
    const [userId] = (await createPeople(db(), 1)).map((p) => p.id);
    await vi.waitFor(() => expect(listenersLive()).resolves.toBeGreaterThanOrEqual(2));
    expect(await state(other, userId!)).toBe("clear");
    await suspend(userId!);
    deciding.changed(userId!);
    await vi.waitFor(() => expect(state(other, userId!)).resolves.toBe("suspended"), { timeout: 2_000 });
  });

  it("a listener cut off from Redis keeps no standing stale once it is back", async () => {
    const other = instance();
    const [userId] = (await createPeople(db(), 1)).map((p) => p.id);
    await vi.waitFor(() => expect(listenersLive()).resolves.toBeGreaterThanOrEqual(1));
    expect(await state(other, userId!)).toBe("clear");
    // Every listener's connection is cut; the suspension is decided, and its announcement lost.
    await cutListeners();
    await suspend(userId!);
    await vi.waitFor(() => expect(state(other, userId!)).resolves.toBe("suspended"), { timeout: 3_000 });
  });

  it("names its channel by the deployment's prefix and database, so another deployment hears nothing", async () => {
    const deciding = instance();
    const channelOf = (options: { prefix?: string; url?: string }) => {
      const redis = connectRedis(options.url ?? redisUrl!, options.prefix ?? "kindred", server.fastify.log);
      connections.push(redis);
      return standingChannel(redis);
    };
    const heard: { channel: string; userId: string }[] = [];
    const watcher = new Redis(redisUrl!);
    connections.push(watcher);
    watcher.on("pmessage", (_pattern: string, channel: string, userId: string) => heard.push({ channel, userId }));
    await watcher.psubscribe("*standing-changed");
    const userId = randomUUID();
    deciding.changed(userId);
    await vi.waitFor(() => expect(heard.some((h) => h.userId === userId)).toBe(true), { timeout: 2_000 });
    const channels = heard.filter((h) => h.userId === userId).map((h) => h.channel);
    expect(channels).toEqual([channelOf({})]);
    expect(channels).not.toContain(channelOf({ prefix: "another-deployment" }));
    expect(channels).not.toContain(channelOf({ url: anotherDatabase(redisUrl!) }));
  });

  /** How many standing listeners Redis has connected. */
  async function listenersLive(): Promise<number> {
    const clients = (await admin.client("LIST")) as string;
    return clients.split("\n").filter((line) => line.includes(`name=${STANDING_LISTENER_NAME}`)).length;
  }

  async function cutListeners(): Promise<void> {
    const clients = (await admin.client("LIST")) as string;
    for (const line of clients.split("\n")) {
      const id = /^id=(\d+) .*name=(\S*)/.exec(line);
      if (id?.[2] === STANDING_LISTENER_NAME) await admin.client("KILL", "ID", id[1]!);
    }
  }
});

/** The same Redis server, one database further on. */
function anotherDatabase(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${(Number(parsed.pathname.slice(1) || 0) + 1) % 16}`;
  return parsed.toString();
}
