/**
 * Rate limits, in memory on one instance or shared through Redis when REDIS_URL is set,
 * so that a person cannot dodge a limit by landing on another instance.
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

export function createLimiter(keyPrefix: string, rule: LimitRule, redis?: Redis): RateLimiterAbstract {
  const options = { keyPrefix: `kindred:${keyPrefix}`, points: rule.points, duration: rule.duration };
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

/** Takes one point or throws a RateLimitedError that tells the person when to try again. */
export async function consume(limiter: RateLimiterAbstract, key: string, what: string): Promise<void> {
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
