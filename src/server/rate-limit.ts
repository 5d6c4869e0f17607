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

// In Redis the connection adds the deployment's prefix (redis.ts).
const optionsOf = (keyPrefix: string, rule: LimitRule) => ({
  keyPrefix,
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
 * How long the points a local-first limiter allowed gather on the instance before they are added to
 * Redis's shared count, all keys in one command. A command per message was half of what an instance
 * sent Redis per message, and a fifth of Redis's CPU per message (bench README, "The message limit's
 * points: one command per interval").
 */
export const RECONCILE_MS = 50;

/**
 * Adds each key's points to its count, as rate-limiter-flexible's RateLimiterRedis does for one key
 * (a fixed window: the count starts with the key's first point and expires with the window), and
 * answers each key's count and the milliseconds left of its window. ARGV[1] is the window in
 * seconds, ARGV[i + 1] the points of KEYS[i].
 */
const ADD_POINTS_LUA = `
local answers = {}
for i, key in ipairs(KEYS) do
  redis.call('set', key, 0, 'EX', ARGV[1], 'NX')
  local consumed = redis.call('incrby', key, ARGV[i + 1])
  local ttl = redis.call('pttl', key)
  if ttl == -1 then
    redis.call('expire', key, ARGV[1])
    ttl = 1000 * ARGV[1]
  end
  answers[i] = {consumed, ttl}
end
return answers`;

type AddPoints = (keyCount: number, ...keysThenArgs: (string | number)[]) => Promise<[number, number][]>;

/**
 * A limiter that decides at once on this instance, for limits that should not cost Redis anything on
 * an action's path (the message limit: on two instances a round trip had taken 0.5–1.6 ms of every
 * message; bench README, "The message limit off the message's path"). It refuses a key when this
 * instance's own count passes the rule, or while Redis last said the shared count had reached it
 * (until Redis's window ends). The points it allows are added to the shared count every RECONCILE_MS,
 * every key's in one command. So a person split over several instances gets at most one more point
 * per instance, plus what they send during one interval and a round trip. Without Redis it is the
 * plain in-memory limiter.
 */
export function createLocalFirstLimiter(keyPrefix: string, rule: LimitRule, redis?: Redis): Limiter {
  const options = optionsOf(keyPrefix, rule);
  // Redis's refusals are kept in this same count: block() fills the key until Redis's window ends, and
  // the library's own unref'd timer removes it then, so memory holds only keys of current windows.
  const local = new RateLimiterMemory(options);
  if (!redis) return local;
  // defineCommand sends the script's hash, and the script itself only when Redis does not hold it yet.
  redis.defineCommand("kindredAddPoints", { lua: ADD_POINTS_LUA });
  const addPoints = (redis as unknown as { kindredAddPoints: AddPoints }).kindredAddPoints.bind(redis);
  let allowed = new Map<string, number>();
  let flushing: NodeJS.Timeout | undefined;

  const flush = () => {
    flushing = undefined;
    const points = allowed;
    allowed = new Map();
    // No insurance: while Redis is away the local count is the limit, each instance on its own, and
    // nothing piles up in ioredis's queue meanwhile.
    if (redis.status !== "ready") return;
    const keys = [...points.keys()];
    addPoints(keys.length, ...keys.map((key) => `${options.keyPrefix}:${key}`), rule.duration, ...points.values()).then(
      (answers) =>
        answers.forEach(([consumed, msLeft], i) => {
          if (consumed >= rule.points && msLeft > 0) void local.block(keys[i]!, msLeft / 1000);
        }),
      // Redis failing: the local count has decided already.
      () => {},
    );
  };

  return {
    async consume(key: string | number) {
      // A refusal rejects with a RateLimiterRes, as any limiter's does. Nothing refused is added to
      // the shared count: a flood refused here costs Redis nothing.
      const result = await local.consume(key);
      allowed.set(String(key), (allowed.get(String(key)) ?? 0) + 1);
      // Unref'd: points still gathering when the process ends only go uncounted, like any in a window.
      flushing ??= setTimeout(flush, RECONCILE_MS).unref();
      return result;
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
