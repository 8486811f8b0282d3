import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from './errors.ts';

export interface LimitRule {
  points: number;
  durationSec: number;
}

/** A named limit, counted in memory on one node or in Redis when nodes share the count. */
export class Limiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(name: string, rule: LimitRule, redis: Redis | null) {
    const options = { keyPrefix: `rl:${name}`, points: rule.points, duration: rule.durationSec };
    this.limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  }

  /** Counts one attempt; refuses with 429 once the limit is used up. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyRequestsError(rejection.msBeforeNext);
      throw rejection;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Every limit the server applies, in one place. */
export const limitRules = {
  /** Failed sign-ins per account name, and sign-in attempts per address. */
  loginFailuresPerAccount: { points: 10, durationSec: 15 * 60 },
  loginPerAddress: { points: 100, durationSec: 15 * 60 },
  /** Codes mailed per address and purpose: one a minute, ten an hour; per client address, thirty an hour. */
  sendCodePerEmailMinute: { points: 1, durationSec: 60 },
  sendCodePerEmailHour: { points: 10, durationSec: 3600 },
  sendCodePerAddress: { points: 30, durationSec: 3600 },
  /** Existence checks and code checks per client address. */
  lookupPerAddress: { points: 120, durationSec: 60 },
  codeChecksPerAddress: { points: 60, durationSec: 15 * 60 },
  /** Back-office sign-ins: failures per operator name, attempts per client address. */
  operatorLoginFailuresPerName: { points: 5, durationSec: 15 * 60 },
  operatorLoginPerAddress: { points: 30, durationSec: 15 * 60 },
  /** Payment-proof images stored per customer. */
  uploadsPerUser: { points: 30, durationSec: 3600 },
} satisfies Record<string, LimitRule>;

export type Limiters = Record<keyof typeof limitRules, Limiter>;

export function createLimiters(
  redis: Redis | null,
  overrides: Partial<Record<keyof typeof limitRules, LimitRule>> = {},
): Limiters {
  const entries = Object.entries(limitRules).map(([name, rule]) => [
    name,
    new Limiter(name, overrides[name as keyof typeof limitRules] ?? rule, redis),
  ]);
  return Object.fromEntries(entries) as Limiters;
}
