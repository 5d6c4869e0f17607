/**
 * Fan-out across instances: Socket.IO's Redis Streams adapter, made to outlive Redis going away.
 * The adapter publishes a broadcast to Redis before it delivers it to this instance's own sockets,
 * so without Redis even two people on one instance would stop hearing each other. While Redis is
 * away, broadcasts are therefore delivered here only, and their rooms remembered; when Redis is
 * back, those rooms are told `chat:resync`, and their members on other instances (who missed what
 * was said) fetch what they are missing by sequence number, from the database.
 *
 * The stream carries what people write, in clear, to the other instances. The adapter keeps its
 * last 10,000 entries: minutes on a busy day, but days on a quiet one, in a Redis that may be
 * persisted and backed up where the database's encryption does not reach. So entries older than
 * FAN_OUT_KEPT_MS are trimmed every minute: instances read the stream within milliseconds, and
 * one that missed more (Redis away, the instance stalled) reads the chat again from the database.
 */
import { createAdapter } from "@socket.io/redis-streams-adapter";
import type { Redis } from "ioredis";
import type { Namespace } from "socket.io";
import { runEvery } from "../ops/periodic.js";
import { channelName } from "../redis.js";

type StreamsAdapter = ReturnType<ReturnType<typeof createAdapter>>;
type BroadcastOptions = Parameters<StreamsAdapter["broadcast"]>[1];

/** The stream's key and the channels' name, under the deployment's prefix (redis.ts). */
export const FAN_OUT_STREAM = "fan-out";
/** How long an entry stays in the stream: far longer than any instance takes to read it. */
export const FAN_OUT_KEPT_MS = 5 * 60_000;
const TRIM_EVERY_MS = 60_000;

/**
 * Removes the stream's entries older than FAN_OUT_KEPT_MS before `now`, by default Redis's own clock
 * (an entry's id begins with Redis's time when it was added; an instance's clock may be off, and a
 * test's may be faked). Exact, not Redis's approximate trimming, which keeps whole blocks of entries:
 * a quiet stream would keep everything.
 */
export async function trimFanOutStream(redis: Redis, now?: number): Promise<number> {
  const at = now ?? Number((await redis.time())[0]) * 1000;
  return redis.xtrim(FAN_OUT_STREAM, "MINID", String(at - FAN_OUT_KEPT_MS));
}

export function redisFanOut(redis: Redis) {
  // A thousand entries per read, not the adapter's hundred: after a burst (a crowd matched and
  // greeted at once) an instance catches up in a tenth of the round trips, and does not fall
  // behind far enough for the stream's trimming (10,000 entries) to pass it.
  // The stream is a key, named under the deployment's prefix by the connection; the adapter's
  // pub/sub channels (heartbeats between instances) are named here.
  const streamsAdapter = createAdapter(redis, {
    readCount: 1_000,
    streamName: FAN_OUT_STREAM,
    channelPrefix: channelName(redis, FAN_OUT_STREAM),
  });
  // Socket.IO calls this with `new`: a plain function that returns the adapter, never an arrow.
  return function fanOutAdapter(nsp: Namespace): StreamsAdapter {
    const adapter = streamsAdapter(nsp);
    const missedRooms = new Set<string>();
    let missedEveryone = false;

    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet: unknown, opts: BroadcastOptions) => {
      if (opts.flags?.local || redis.status === "ready") return broadcast(packet, opts);
      if (opts.rooms.size === 0) missedEveryone = true;
      for (const room of opts.rooms) missedRooms.add(room);
      return broadcast(packet, { ...opts, flags: { ...opts.flags, local: true } });
    };

    const catchUp = () => {
      if (missedEveryone) nsp.emit("chat:resync");
      else if (missedRooms.size > 0) nsp.to([...missedRooms]).emit("chat:resync");
      missedRooms.clear();
      missedEveryone = false;
    };
    redis.on("ready", catchUp);
    // Best effort: while Redis is away the trim waits or fails, and the next minute's tries again;
    // the adapter's count cap holds meanwhile.
    const trimming = runEvery(
      TRIM_EVERY_MS,
      () => trimFanOutStream(redis),
      () => undefined,
    );
    const close = adapter.close.bind(adapter);
    adapter.close = () => {
      redis.off("ready", catchUp);
      void trimming.stop();
      return close();
    };
    return adapter;
  };
}
