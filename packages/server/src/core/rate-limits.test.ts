import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisAvailable } from '../../test/redis.ts';
import { TooManyRequestsError } from './errors.ts';
import { createLimiters, Limiter } from './rate-limits.ts';

async function refusal(promise: Promise<void>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (err) {
    if (err instanceof TooManyRequestsError) return err.retryAfterMs;
    throw err;
  }
}

describe('rate limits', () => {
  it('counts attempts per key and refuses past the limit with the time to wait', async () => {
    const limiter = new Limiter('unit', { points: 2, durationSec: 60 }, null);
    expect(await refusal(limiter.consume('a'))).toBeNull();
    expect(await refusal(limiter.consume('a'))).toBeNull();
    const wait = await refusal(limiter.consume('a'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await refusal(limiter.consume('b'))).toBeNull();
    await limiter.reset('a');
    expect(await refusal(limiter.consume('a'))).toBeNull();
  });

  describe.runIf(redisAvailable)('shared through Redis by several nodes', () => {
    const clients: Redis[] = [];
    afterAll(() => {
      for (const client of clients) client.disconnect();
    });

    it('refuses on one node the attempts already spent on another', async () => {
      const nodeA = new Redis(REDIS_URL);
      const nodeB = new Redis(REDIS_URL);
      clients.push(nodeA, nodeB);
      const rule = { loginFailuresPerAccount: { points: 3, durationSec: 60 } };
      const limitsA = createLimiters(nodeA, rule);
      const limitsB = createLimiters(nodeB, rule);
      const account = `acct-${randomBytes(4).toString('hex')}`;
      await limitsA.loginFailuresPerAccount.consume(account);
      await limitsB.loginFailuresPerAccount.consume(account);
      await limitsA.loginFailuresPerAccount.consume(account);
      expect(await refusal(limitsB.loginFailuresPerAccount.consume(account))).toBeGreaterThan(0);
      await limitsB.loginFailuresPerAccount.reset(account);
      expect(await refusal(limitsA.loginFailuresPerAccount.consume(account))).toBeNull();
    });
  });
});
