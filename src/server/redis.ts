/** The shared Redis connection (fan-out across instances, shared rate limits), when REDIS_URL is set. */
import { Redis } from "ioredis";

export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to Redis at REDIS_URL: ${(error as Error).message}`);
  }
  return redis;
}
