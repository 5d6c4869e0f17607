/**
 * Rate limits, in memory on one instance or shared through Redis when REDIS_URL is set,
 * so that a person cannot dodge a limit by landing on another instance. The message limit is
 * decided locally and reconciled with Redis after (createLocalFirstLimiter), to keep a Redis round
 * trip off every message's path.
 */
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface LimitRule {
  /** How many actions the window allows. */
  points: number;
  /** The window, in seconds. */
  duration: number;
}

export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** What `consume` needs of a limiter: rate-limiter-flexible's own, or the local-first one below. */
export type Limiter = Pick<RateLimiterAbstract, "consume">;

const optionsOf = (keyPrefix: string, rule: LimitRule) => ({
  keyPrefix: `kindred:${keyPrefix}`,
  points: rule.points,
  duration: rule.duration,
});

/** A limiter whose every decision waits for Redis when it is set: exact across instances. */
export function createLimiter(keyPrefix: string, rule: LimitRule, redis?: Redis): RateLimiterAbstract {
  const options = optionsOf(keyPrefix, rule);
  // While Redis is unreachable each instance counts on its own, rather than refusing everyone or
  // making every request wait for the connection.
  return redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
}

/**
 * A limiter that decides at once on this instance, for limits that should not cost a Redis round trip
 * per action (the message limit: on two instances that round trip took 0.5–1.6 ms of every message;
 * bench README, "The message limit off the message's path"). It refuses a key when this instance's own count passes the rule, or while Redis last
 * said the shared count had reached it (until Redis's window ends). Each allowed point is then added
 * to the shared count (same Redis key as createLimiter's), unawaited. So a person split over several
 * instances gets at most one more point per instance, plus what they send during a round trip.
 * Without Redis it is the plain in-memory limiter.
 */
export function createLocalFirstLimiter(keyPrefix: string, rule: LimitRule, redis?: Redis): Limiter {
  const options = optionsOf(keyPrefix, rule);
  // Redis's refusals are kept in this same count: block() fills the key until Redis's window ends, and
  // the library's own unref'd timer removes it then, so memory holds only keys of current windows.
  const local = new RateLimiterMemory(options);
  if (!redis) return local;
  // No insurance limiter: while Redis is away the local count is the limit, each instance on its own.
  // While the connection is not ready Redis is not asked at all, so nothing piles up in ioredis's queue.
  const shared = new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true });
  const heard = (key: string | number) => (answer: unknown) => {
    // An Error (Redis away or failing) is ignored: the local count has decided already.
    if (!(answer instanceof RateLimiterRes) || answer.consumedPoints < rule.points || answer.msBeforeNext <= 0) return;
    void local.block(key, answer.msBeforeNext / 1000);
  };
  return {
    async consume(key: string | number) {
      // A refusal rejects with a RateLimiterRes, as any limiter's does. Nothing refused is stored, so it
      // is not added to the shared count either: a flood refused here costs Redis nothing.
      const allowed = await local.consume(key);
      // Both outcomes are handled, so Redis's refusals are never unhandled rejections.
      shared.consume(key).then(heard(key), heard(key));
      return allowed;
    },
  };
}

/** Takes one point or throws a RateLimitedError that tells the person when to try again. */
export async function consume(limiter: Limiter, key: string, what: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw limitedError(what, error.msBeforeNext);
    throw error;
  }
}

function limitedError(what: string, msBeforeNext: number): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new RateLimitedError(`Too many ${what}. Please wait ${wait} and try again.`, seconds);
}
