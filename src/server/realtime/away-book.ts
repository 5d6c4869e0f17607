/**
 * Which people a chat's partner has been told are away (partner-presence.ts), shared by every
 * instance: the person often comes back on another instance than the one that noticed them leave,
 * and that one must know to say they are back. In Redis when there is one, else in this process
 * (one instance, which then sees every socket).
 *
 * Nothing here is lost badly: a forgotten mark only means no "back" line (the page also hears the
 * truth on its next join), so Redis going away degrades and never blocks a join.
 */
import type { Redis } from "ioredis";

/**
 * How long a mark is kept without being cleared. A chat expires after 10 minutes without an update,
 * but the person left behind may keep it alive talking to the persona; a day outlives any chat,
 * and the mark is cleared anyway when its person comes back.
 */
export const AWAY_MARK_TTL_MS = 24 * 60 * 60_000;

export interface AwayBook {
  /** Marks the person away in the chat; true when this call made the mark (it was not there yet). */
  mark(chatId: string, userId: string): Promise<boolean>;
  /** Clears the mark; true when there was one to clear. */
  clear(chatId: string, userId: string): Promise<boolean>;
  /** Whether the person is marked away in the chat; false at once while Redis is unreachable. */
  isMarked(chatId: string, userId: string): Promise<boolean>;
}

const keyOf = (chatId: string, userId: string) => `partner-away:${chatId}:${userId}`;

export function createAwayBook(redis: Redis | undefined, now: () => number = Date.now): AwayBook {
  return redis ? redisBook(redis) : memoryBook(now);
}

function redisBook(redis: Redis): AwayBook {
  return {
    // Under the deployment's prefix, like every key (redis.ts keyPrefix).
    mark: async (chatId, userId) =>
      (await redis.set(keyOf(chatId, userId), "1", "PX", AWAY_MARK_TTL_MS, "NX")) === "OK",
    clear: async (chatId, userId) => (await redis.del(keyOf(chatId, userId))) > 0,
    // A join waits on this answer: with Redis away a command would wait for the connection.
    isMarked: async (chatId, userId) => redis.status === "ready" && (await redis.exists(keyOf(chatId, userId))) > 0,
  };
}

function memoryBook(now: () => number): AwayBook {
  const marks = new Map<string, number>();
  const live = (key: string) => {
    const until = marks.get(key);
    if (until !== undefined && until <= now()) marks.delete(key);
    return marks.has(key);
  };
  const prune = () => {
    for (const [key, until] of marks) if (until <= now()) marks.delete(key);
  };
  return {
    async mark(chatId, userId) {
      prune();
      const key = keyOf(chatId, userId);
      if (live(key)) return false;
      marks.set(key, now() + AWAY_MARK_TTL_MS);
      return true;
    },
    async clear(chatId, userId) {
      const key = keyOf(chatId, userId);
      const had = live(key);
      marks.delete(key);
      return had;
    },
    async isMarked(chatId, userId) {
      return live(keyOf(chatId, userId));
    },
  };
}
