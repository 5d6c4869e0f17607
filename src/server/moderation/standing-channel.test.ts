/**
 * Standing changes between instances over a real Redis: an announcement reaches the other book,
 * and a listener cut off from Redis (missing whatever was announced meanwhile) keeps no standing
 * stale once it is back. Runs when TEST_REDIS_URL is set.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sanctions } from "../db/schema.js";
import { connectRedis } from "../redis.js";
import { createPeople } from "../testing/people.js";
import { serverForSuite } from "../testing/server.js";
import { createStandingBook, type StandingBook } from "./standing.js";
import { shareStandingChanges, STANDING_LISTENER_NAME } from "./standing-channel.js";

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("standing changes across instances", () => {
  const server = serverForSuite();
  const db = () => server.database.db;
  const books: StandingBook[] = [];
  const stops: (() => Promise<void>)[] = [];
  const connections: Redis[] = [];

  /** A book as one instance holds it, sharing over its own Redis connection. */
  const instance = () => {
    const book = createStandingBook({ db: db(), now: () => new Date() });
    const redis = connectRedis(redisUrl!, server.fastify.log);
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
