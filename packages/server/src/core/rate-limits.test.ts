import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisAvailable } from '../../test/redis.ts';
import { TooManyRequestsError } from './errors.ts';
import { createLimiters, KnownDevices, Limiter } from './rate-limits.ts';

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

  it('takes an attempt without refusing, and gives one back', async () => {
    const limiter = new Limiter('unit-take', { points: 2, durationSec: 60 }, null);
    expect(await limiter.take('a')).toBe(true);
    expect(await limiter.take('a')).toBe(true);
    expect(await limiter.take('a')).toBe(false);
    await limiter.refund('a');
    await limiter.refund('a');
    expect(await limiter.take('a')).toBe(true);
    expect(await refusal(limiter.consume('a'))).toBeGreaterThan(0);
  });

  it('knows a device only for the account it signed in to', async () => {
    const devices = new KnownDevices(null);
    const device = randomBytes(32).toString('base64url');
    expect(await devices.knows('user:1', device)).toBe(false);
    await devices.remember('user:1', device);
    expect(await devices.knows('user:1', device)).toBe(true);
    expect(await devices.knows('user:2', device)).toBe(false);
    expect(await devices.knows('user:1', randomBytes(32).toString('base64url'))).toBe(false);
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

    it('knows on one node a device that signed in on another, and counts refunds and guesses together', async () => {
      const nodeA = new Redis(REDIS_URL);
      const nodeB = new Redis(REDIS_URL);
      clients.push(nodeA, nodeB);
      const rule = { codeGuessesPerAddress: { points: 2, durationSec: 60 } };
      const [limitsA, limitsB] = [createLimiters(nodeA, rule), createLimiters(nodeB, rule)];
      const account = `user:${randomBytes(4).toString('hex')}`;
      const device = randomBytes(32).toString('base64url');
      expect(await limitsB.knownDevices.knows(account, device)).toBe(false);
      await limitsA.knownDevices.remember(account, device);
      expect(await limitsB.knownDevices.knows(account, device)).toBe(true);
      expect(await limitsB.knownDevices.knows(`${account}0`, device)).toBe(false);

      expect(await limitsA.codeGuessesPerAddress.take(account)).toBe(true);
      expect(await limitsB.codeGuessesPerAddress.take(account)).toBe(true);
      expect(await limitsA.codeGuessesPerAddress.take(account)).toBe(false);
      await limitsA.codeGuessesPerAddress.refund(account);
      await limitsA.codeGuessesPerAddress.refund(account);
      expect(await limitsB.codeGuessesPerAddress.take(account)).toBe(true);
    });
  });
});
