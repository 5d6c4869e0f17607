/** Tests and benchmarks leave nothing behind in the Redis they were given: their servers' streams are deleted. */
import { Redis } from "ioredis";
import { FAN_OUT_STREAM } from "../realtime/fan-out.js";
import { keyPrefixOf } from "../redis.js";

export async function deleteStream(url: string, name: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.del(name);
  } finally {
    redis.disconnect();
  }
}

/** Deletes the fan-out stream of the deployment with this REDIS_PREFIX. */
export const deleteFanOut = (url: string, prefix: string) => deleteStream(url, keyPrefixOf(prefix) + FAN_OUT_STREAM);
