/**
 * How instances tell each other that a person's standing changed, so that each can keep the
 * standings it has read (StandingBook) instead of asking the database on every socket event. A
 * Redis channel of its own, with a connection of its own that this file watches: Redis pub/sub
 * keeps nothing for a listener that is away, so until this instance's subscription is live again
 * after an outage, standings are kept for half a second only (StandingBook), and once it is live,
 * everything kept is forgotten, since an announcement may have been missed meanwhile.
 *
 * An announcement made while Redis is away waits in the shared connection's queue and goes out on
 * reconnection (redis.ts never gives up on a command).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { channelName, closeRedis } from "../redis.js";
import type { StandingBook } from "./standing.js";

/** The channel's name under the deployment's prefix (redis.ts). */
export const standingChannel = (redis: Redis) => channelName(redis, "standing-changed");
/** The listening connection's name, as Redis's CLIENT LIST shows it to an operator. */
export const STANDING_LISTENER_NAME = "kindred-standing-listener";

/** Shares `book`'s changes with the other instances over `redis`; the returned function stops listening. */
export function shareStandingChanges(book: StandingBook, redis: Redis, log: FastifyBaseLogger): () => Promise<void> {
  // Subscribed by hand on every connection (not ioredis's resubscription), to know when it is live.
  const listener = redis.duplicate({ autoResubscribe: false, connectionName: STANDING_LISTENER_NAME });
  const channel = standingChannel(redis);
  let live = false;
  // The shared connection already logs an outage once (redis.ts); this one would repeat it.
  listener.on("error", () => undefined);
  listener.on("close", () => {
    live = false;
  });
  listener.on("ready", () => {
    listener.subscribe(channel).then(
      () => {
        live = true;
        book.forgetAll();
      },
      // The connection dropped again before subscribing: its next "ready" tries again.
      (error: unknown) => log.debug({ err: error }, "standing announcements not subscribed"),
    );
  });
  listener.on("message", (_channel: string, userId: string) => book.forget(userId));
  book.share({
    hears: () => live,
    announce: (userId) => {
      // Rejected only when the instance closes: nobody is left here to keep a stale standing.
      redis.publish(channel, userId).catch((error: unknown) => {
        log.debug({ err: error }, "standing change not announced");
      });
    },
  });
  return () => closeRedis(listener);
}
