/**
 * The local-first limit (the message limit's): decided on the instance at once and reconciled with
 * Redis's shared count after, so splitting one's messages over instances buys a message or two, never
 * twice the limit, and no decision waits for Redis. The tests on a real Redis run when TEST_REDIS_URL
 * is set; each run uses a key prefix of its own, as Redis is shared with other runs.
 */
import { randomUUID } from "node:crypto";
import net from "node:net";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { Redis, type RedisOptions } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  consume,
  createLocalFirstLimiter,
  RateLimitedError,
  RECONCILE_MS,
  type LimitRule,
  type Limiter,
} from "./rate-limit.js";

const redisUrl = process.env.TEST_REDIS_URL;
const RULE: LimitRule = { points: 5, duration: 60 };
const WAIT_SENTENCE = /^Too many messages\. Please wait \d+ seconds and try again\.$/;

/** "allowed", or the RateLimitedError; "waited" if the decision took longer than any local one can. */
const outcome = (limiter: Limiter, key: string) =>
  Promise.race([
    consume(limiter, key, "messages").then(
      () => "allowed" as const,
      (error: unknown) => error,
    ),
    sleep(2_000).then(() => "waited" as const),
  ]);

// Vitest fails a run on an unhandled rejection too, but names no test: this says which one.
const unhandled: unknown[] = [];
const collect = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on("unhandledRejection", collect);
});
afterEach(async () => {
  await nextTurn();
  expect(unhandled).toEqual([]);
});
afterAll(() => {
  process.off("unhandledRejection", collect);
});

const connections: Redis[] = [];
/** A connection set up as production's (redis.ts), without its log. */
function connection(options: RedisOptions & { url?: string } = {}): Redis {
  const { url = redisUrl!, ...rest } = options;
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableAutoPipelining: true, ...rest });
  redis.on("error", () => {});
  connections.push(redis);
  return redis;
}
afterAll(() => {
  for (const redis of connections) redis.disconnect();
});

describe("the local-first limit without Redis", () => {
  it("is the in-memory limit: the rule's points pass, the next is refused with the wait", async () => {
    const limiter = createLocalFirstLimiter("messages-user", RULE);
    for (let i = 0; i < RULE.points; i++) expect(await outcome(limiter, "alone")).toBe("allowed");
    const refused = await outcome(limiter, "alone");
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).message).toMatch(WAIT_SENTENCE);
  });

  it("decides on this instance's own count while Redis cannot be reached", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = connection({ url: `redis://127.0.0.1:${port}`, retryStrategy: () => 50 });
    const limiter = createLocalFirstLimiter("messages-user", RULE, unreachable);
    for (let i = 0; i < RULE.points; i++) expect(await outcome(limiter, "cut off")).toBe("allowed");
    expect(await outcome(limiter, "cut off")).toBeInstanceOf(RateLimitedError);
    expect(unreachable.status).not.toBe("ready");
  });
});

describe.runIf(redisUrl)("the local-first limit on Redis", () => {
  const prefix = `test-messages-user-${randomUUID()}`;
  let admin: Redis;
  beforeAll(() => {
    admin = connection();
  });

  /**
   * One instance's limiter, on a connection of its own with the default deployment prefix (redis.ts),
   * once connected (until then it would count alone). `admin` reads the keys by their whole names.
   */
  const instance = async (rule = RULE) => {
    const redis = connection({ keyPrefix: "kindred:" });
    await redis.ping();
    return { redis, limiter: createLocalFirstLimiter(prefix, rule, redis) };
  };
  /** Waits for the allowed points to be sent, for Redis's answers, and for what they set off here. */
  const reconciled = async (redis: Redis) => {
    await sleep(RECONCILE_MS + 10);
    await redis.ping();
    await nextTurn();
  };
  const sharedCount = async (key: string) => Number(await admin.get(`kindred:${prefix}:${key}`));

  it("lets exactly the rule's points through on one instance, then refuses with the wait", async () => {
    const { redis, limiter } = await instance();
    const person = randomUUID();
    for (let i = 0; i < RULE.points; i++) expect(await outcome(limiter, person)).toBe("allowed");
    const refused = await outcome(limiter, person);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).message).toMatch(WAIT_SENTENCE);
    await reconciled(redis);
    // Only what was allowed is shared: a refusal here costs Redis nothing.
    expect(await sharedCount(person)).toBe(RULE.points);
  });

  it("lets a person alternating between two instances overshoot by a message at most, then both refuse", async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    const person = randomUUID();
    const outcomes: unknown[] = [];
    for (let i = 0; i < 2 * RULE.points; i++) {
      const at = i % 2 === 0 ? first : second;
      outcomes.push(await outcome(at.limiter, person));
      await reconciled(at.redis);
    }
    const allowed = outcomes.filter((o) => o === "allowed").length;
    expect(outcomes.slice(0, RULE.points)).toEqual(Array(RULE.points).fill("allowed"));
    expect(allowed).toBeLessThanOrEqual(RULE.points + 1);
    for (const at of [first, second]) {
      const refused = await outcome(at.limiter, person);
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect((refused as RateLimitedError).message).toMatch(WAIT_SENTENCE);
    }
  });

  it("adds the points of everyone allowed within one interval to Redis in one command", async () => {
    const { redis, limiter } = await instance();
    const watcher = await admin.monitor();
    const commands: string[] = [];
    watcher.on("monitor", (_time: string, args: string[]) => {
      if (args.some((arg) => arg.startsWith(`kindred:${prefix}:crowd-`))) commands.push(args[0]!.toLowerCase());
    });
    try {
      const people = Array.from({ length: 20 }, (_, i) => `crowd-${i}-${randomUUID()}`);
      for (const person of people) expect(await outcome(limiter, person)).toBe("allowed");
      expect(await outcome(limiter, people[0]!)).toBe("allowed");
      await reconciled(redis);
      await admin.ping();
      // The script runs once (evalsha, or eval the first time Redis meets it); what it calls inside is
      // reported too, one set, incrby and pttl per person.
      expect(commands.filter((name) => name === "evalsha" || name === "eval")).toHaveLength(1);
      expect(commands.filter((name) => name === "incrby")).toHaveLength(people.length);
      expect(await sharedCount(people[0]!)).toBe(2);
      expect(await sharedCount(people[19]!)).toBe(1);
    } finally {
      watcher.disconnect();
    }
  });

  it("decides without waiting for a slow Redis, and reconciles when its answers come", async () => {
    const [held, other] = await Promise.all([instance(), instance()]);
    const person = randomUUID();
    // A blocking pop holds the connection: Redis answers nothing sent after it until the list gets an item.
    const list = `${prefix}:hold:${randomUUID()}`;
    const holding = held.redis.blpop(list, 0);
    for (let i = 0; i < RULE.points; i++) expect(await outcome(held.limiter, person)).toBe("allowed");
    expect(await outcome(held.limiter, person)).toBeInstanceOf(RateLimitedError);
    expect(await sharedCount(person)).toBe(0);

    await admin.lpush(`kindred:${list}`, "go");
    await holding;
    await reconciled(held.redis);
    expect(await sharedCount(person)).toBe(RULE.points);
    // The other instance has not heard of the person yet: one more passes, and Redis's answer stops the rest.
    expect(await outcome(other.limiter, person)).toBe("allowed");
    await reconciled(other.redis);
    expect(await outcome(other.limiter, person)).toBeInstanceOf(RateLimitedError);
  });

  it("turns Redis's refusals into a block here, never into unhandled rejections", async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    const person = randomUUID();
    for (let i = 0; i < RULE.points; i++) expect(await outcome(first.limiter, person)).toBe("allowed");
    await reconciled(first.redis);
    // Sent within one round trip, before any answer: all allowed here, all refused by Redis. Fewer than
    // the rule's points, so that only Redis's answers can refuse the next one here.
    const burst = await Promise.all([1, 2, 3].map(() => outcome(second.limiter, person)));
    expect(burst).toEqual(["allowed", "allowed", "allowed"]);
    await reconciled(second.redis);
    expect(await sharedCount(person)).toBe(RULE.points + 3);
    expect(await outcome(second.limiter, person)).toBeInstanceOf(RateLimitedError);
    expect(unhandled).toEqual([]);
  });

  it("ends the block with Redis's window", async () => {
    const rule = { points: 2, duration: 1 };
    const [first, second] = await Promise.all([instance(rule), instance(rule)]);
    const person = randomUUID();
    for (let i = 0; i < rule.points; i++) expect(await outcome(first.limiter, person)).toBe("allowed");
    await reconciled(first.redis);
    expect(await outcome(second.limiter, person)).toBe("allowed");
    await reconciled(second.redis);
    for (const at of [first, second]) expect(await outcome(at.limiter, person)).toBeInstanceOf(RateLimitedError);
    const ttl = await admin.pttl(`kindred:${prefix}:${person}`);
    await sleep(Math.max(ttl, 0) + 50);
    for (const at of [first, second]) expect(await outcome(at.limiter, person)).toBe("allowed");
  });
});
