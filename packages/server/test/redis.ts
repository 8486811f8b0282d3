import { Redis } from 'ioredis';

/** Redis for the scale-out tests: skipped with a visible line when absent, unless REQUIRE_REDIS=1. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const redisAvailable = await redisReachable();
if (!redisAvailable) {
  if (process.env.REQUIRE_REDIS === '1')
    throw new Error(`Redis is required (REQUIRE_REDIS=1) but not reachable at ${REDIS_URL}`);
  console.warn(`Redis not reachable at ${REDIS_URL}: the scale-out tests are SKIPPED`);
}
