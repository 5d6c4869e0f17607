/**
 * The shared Redis connection (fan-out across instances, shared rate limits), when REDIS_URL is set.
 * Redis holds nothing Kindred cannot lose, so its absence degrades and never stops the process: an
 * instance starts without it and connects when it comes, and an outage is logged once, shown by
 * /readyz, and ended by ioredis reconnecting on its own.
 *
 * Everything Kindred puts in Redis is named under the deployment's prefix (REDIS_PREFIX): keys through
 * ioredis's `keyPrefix` (which every copy of the connection inherits, the Socket.IO adapter's too),
 * pub/sub channels through `channelName`.
 */
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** The longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/** What every key of the deployment with this REDIS_PREFIX starts with. */
export const keyPrefixOf = (prefix: string) => `${prefix}:`;

export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    keyPrefix: keyPrefixOf(prefix),
    // Never give up on a command: the Socket.IO adapter's own connections (copies of this one)
    // subscribe without catching failures, and a rejection there would end the process. Nothing
    // piles up meanwhile: rate limits and /readyz do not send while disconnected, nor does
    // fan-out (realtime/fan-out.ts).
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    // Commands sent in the same turn of the event loop go out in one write: under load a busy
    // instance sends a rate-limit check and a broadcast per message, and each write of its own
    // would cost a system call (they were a tenth of an instance's time in the chat load).
    enableAutoPipelining: true,
  });
  let unreachable = false;
  // ioredis reports every failed attempt (several a second); the operator needs one line per outage.
  redis.on("error", (error: Error) => {
    if (unreachable) return;
    unreachable = true;
    log.error(
      { reason: error.message },
      "Redis is unreachable: messages still reach people on this instance but not on others until it is back, " +
        "and rate limits count per instance. Reconnecting.",
    );
  });
  redis.on("ready", () => {
    if (!unreachable) return;
    unreachable = false;
    log.info("Redis is reachable again: fan-out across instances and shared rate limits are back.");
  });
  return redis;
}

/**
 * A pub/sub channel of this deployment. ioredis does not prefix channels, and Redis shares them
 * across its databases (unlike keys), so the database number is part of the name: deployments on
 * one server are kept apart by their prefix or by their database.
 */
export function channelName(redis: Redis, name: string): string {
  return `${redis.options.keyPrefix}${redis.options.db ?? 0}:${name}`;
}

/** For /readyz: answers only while connected (a command would otherwise wait for the connection). */
export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== "ready") throw new Error(`no connection (${redis.status})`);
  await redis.ping();
}

/** Quits politely when connected; otherwise stops reconnecting at once, so shutdown never waits on Redis. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
