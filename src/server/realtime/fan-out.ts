/**
 * Fan-out across instances: Socket.IO's Redis Streams adapter, made to outlive Redis going away.
 * The adapter publishes a broadcast to Redis before it delivers it to this instance's own sockets,
 * so without Redis even two people on one instance would stop hearing each other. While Redis is
 * away, broadcasts are therefore delivered here only, and their rooms remembered; when Redis is
 * back, those rooms are told `chat:resync`, and their members on other instances (who missed what
 * was said) fetch what they are missing by sequence number, from the database.
 */
import { createAdapter } from "@socket.io/redis-streams-adapter";
import type { Redis } from "ioredis";
import type { Namespace } from "socket.io";
import { channelName } from "../redis.js";

type StreamsAdapter = ReturnType<ReturnType<typeof createAdapter>>;
type BroadcastOptions = Parameters<StreamsAdapter["broadcast"]>[1];

/** The stream's key and the channels' name, under the deployment's prefix (redis.ts). */
export const FAN_OUT_STREAM = "fan-out";

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
    const close = adapter.close.bind(adapter);
    adapter.close = () => {
      redis.off("ready", catchUp);
      return close();
    };
    return adapter;
  };
}
