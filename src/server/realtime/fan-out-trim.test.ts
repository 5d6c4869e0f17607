/**
 * The fan-out stream carries what people write, in clear: what is older than FAN_OUT_KEPT_MS is
 * trimmed (fan-out.ts), however few entries the stream holds.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyPrefixOf } from "../redis.js";
import { FAN_OUT_KEPT_MS, FAN_OUT_STREAM, trimFanOutStream } from "./fan-out.js";

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("the fan-out stream's trimming", () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!, { keyPrefix: keyPrefixOf(`trim-test-${process.pid}-${Date.now()}`) });
  });
  afterAll(async () => {
    await redis.del(FAN_OUT_STREAM);
    redis.disconnect();
  });

  it("removes the entries older than it keeps, and only those, even in a quiet stream", async () => {
    const now = 1_800_000_000_000;
    const ids = [now - FAN_OUT_KEPT_MS - 60_000, now - FAN_OUT_KEPT_MS - 1, now - FAN_OUT_KEPT_MS + 1, now - 1_000];
    for (const at of ids) await redis.xadd(FAN_OUT_STREAM, `${at}-0`, "words", "said in a chat");

    expect(await trimFanOutStream(redis, now)).toBe(2);
    const kept = (await redis.xrange(FAN_OUT_STREAM, "-", "+")).map(([id]) => id);
    expect(kept).toEqual([`${now - FAN_OUT_KEPT_MS + 1}-0`, `${now - 1_000}-0`]);

    expect(await trimFanOutStream(redis, now)).toBe(0);
  });

  it("reads the time from Redis by default: what it adds now stays", async () => {
    await redis.del(FAN_OUT_STREAM);
    await redis.xadd(FAN_OUT_STREAM, "*", "words", "said just now");
    expect(await trimFanOutStream(redis)).toBe(0);
    expect(await redis.xlen(FAN_OUT_STREAM)).toBe(1);
  });
});
