/** Tests and benchmarks leave nothing behind in the Redis they were given: their servers' fan-out streams are deleted. */
import { Redis } from "ioredis";

export async function deleteStream(url: string, name: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.del(name);
  } finally {
    redis.disconnect();
  }
}
