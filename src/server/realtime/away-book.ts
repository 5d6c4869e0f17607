/**
 * Which people a chat's partner has been told are away (partner-presence.ts), shared by every
 * instance: the person often comes back on another instance than the one that noticed them leave,
 * and that one must know to say they are back. In Redis when there is one, else in this process
 * (one instance, which then sees every socket).
 *
 * Nothing here is lost badly: a forgotten mark only means no "back" line (the page also hears the
 * truth on its next join), so Redis going away degrades and never blocks a join.
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * How long a mark is kept without being cleared. A chat expires after 10 minutes without an update,
 * but the person left behind may keep it alive talking to the persona; a day outlives any chat,
 * and the mark is cleared anyway when its person comes back.
 */
export const AWAY_MARK_TTL_MS = 24 * 60 * 60_000;

export interface AwayBook {
  /**
   * Marks the person away in the chat, and returns the mark's own token when this call made it (null
   * when a mark was there already): the check that made it can later tell its mark from a newer one.
   */
  mark(chatId: string, userId: string): Promise<string | null>;
  /** Whether the mark with this token is still there (no join cleared it since). */
  holds(chatId: string, userId: string, token: string): Promise<boolean>;
  /** Clears the mark only if it is still the one with this token. */
  release(chatId: string, userId: string, token: string): Promise<void>;
  /** Clears the mark, whoever made it; true when there was one to clear. */
  clear(chatId: string, userId: string): Promise<boolean>;
  /** Whether the person is marked away in the chat; false at once while Redis is unreachable. */
  isMarked(chatId: string, userId: string): Promise<boolean>;
}

/** Deletes a key only while it holds the given value, in one step (no other command between). */
const RELEASE_LUA = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0`;
type Release = (key: string, token: string) => Promise<number>;

const keyOf = (chatId: string, userId: string) => `partner-away:${chatId}:${userId}`;

export function createAwayBook(redis: Redis | undefined, now: () => number = Date.now): AwayBook {
  return redis ? redisBook(redis) : memoryBook(now);
}

function redisBook(redis: Redis): AwayBook {
  // defineCommand sends the script's hash, and the script itself only when Redis does not hold it yet.
  redis.defineCommand("kindredReleaseAwayMark", { numberOfKeys: 1, lua: RELEASE_LUA });
  const releaseMark = (redis as unknown as { kindredReleaseAwayMark: Release }).kindredReleaseAwayMark.bind(redis);
  return {
    // Under the deployment's prefix, like every key (redis.ts keyPrefix).
    async mark(chatId, userId) {
      const token = randomUUID();
      return (await redis.set(keyOf(chatId, userId), token, "PX", AWAY_MARK_TTL_MS, "NX")) === "OK" ? token : null;
    },
    holds: async (chatId, userId, token) => (await redis.get(keyOf(chatId, userId))) === token,
    release: async (chatId, userId, token) => void (await releaseMark(keyOf(chatId, userId), token)),
    clear: async (chatId, userId) => (await redis.del(keyOf(chatId, userId))) > 0,
    // A join waits on this answer: with Redis away a command would wait for the connection.
    isMarked: async (chatId, userId) => redis.status === "ready" && (await redis.exists(keyOf(chatId, userId))) > 0,
  };
}

function memoryBook(now: () => number): AwayBook {
  const marks = new Map<string, { token: string; until: number }>();
  const live = (key: string) => {
    const kept = marks.get(key);
    if (kept && kept.until <= now()) marks.delete(key);
    return marks.get(key);
  };
  const prune = () => {
    for (const [key, { until }] of marks) if (until <= now()) marks.delete(key);
  };
  return {
    async mark(chatId, userId) {
      prune();
      const key = keyOf(chatId, userId);
      if (live(key)) return null;
      const token = randomUUID();
      marks.set(key, { token, until: now() + AWAY_MARK_TTL_MS });
      return token;
    },
    async holds(chatId, userId, token) {
      return live(keyOf(chatId, userId))?.token === token;
    },
    async release(chatId, userId, token) {
      const key = keyOf(chatId, userId);
      if (live(key)?.token === token) marks.delete(key);
    },
    async clear(chatId, userId) {
      const key = keyOf(chatId, userId);
      const had = live(key) !== undefined;
      marks.delete(key);
      return had;
    },
    async isMarked(chatId, userId) {
      return live(keyOf(chatId, userId)) !== undefined;
    },
  };
}
