import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from './errors.ts';
import { hashSecret } from './secrets.ts';

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

  /** Counts one attempt like `consume`, but answers false once the limit is used up instead of refusing. */
  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  /** Gives back one attempt that `consume` counted (one that proved not to be a failure). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * How long a device stays known after it last signed in to an account: 20 days (the in-memory
 * store keeps each entry with a timer, and Node's timers hold at most 24.8 days).
 */
export const KNOWN_DEVICE_TTL_SEC = 20 * 24 * 3600;

/**
 * The devices that signed in to an account before, by the random id each keeps in a cookie: kept
 * where the counts are (in memory, or in Redis shared by every node), as a hash of the id.
 */
export class KnownDevices {
  private readonly store: RateLimiterAbstract;

  constructor(redis: Redis | null) {
    const options = { keyPrefix: 'rl:knownDevices', points: 1, duration: KNOWN_DEVICE_TTL_SEC };
    this.store = redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  }

  async remember(account: string, device: string): Promise<void> {
    await this.store.set(`${account}:${hashSecret(device)}`, 1, KNOWN_DEVICE_TTL_SEC);
  }

  async knows(account: string, device: string): Promise<boolean> {
    const entry = await this.store.get(`${account}:${hashSecret(device)}`);
    return entry !== null && entry.consumedPoints > 0;
  }
}

/**
 * Every limit the server applies, in one place. Sign-ins are throttled, never locked (OWASP): a
 * refusal is a 429 with Retry-After for one address, or for the devices an account never signed
 * in on, while a device it did sign in on keeps working (core/sign-in-guard.ts).
 */
export const limitRules = {
  /**
   * Customers' sign-ins: attempts per address (whatever the account); failures of an account from
   * one address; failures of an account from devices unknown to it, all addresses together; and
   * failures on one device the account signed in on before.
   */
  loginPerAddress: { points: 100, durationSec: 15 * 60 },
  loginFailuresPerAccountAndAddress: { points: 10, durationSec: 15 * 60 },
  loginFailuresPerAccount: { points: 20, durationSec: 15 * 60 },
  loginFailuresPerDevice: { points: 10, durationSec: 15 * 60 },
  /** Codes mailed per address and purpose: one a minute, ten an hour; per client address, thirty an hour. */
  sendCodePerEmailMinute: { points: 1, durationSec: 60 },
  sendCodePerEmailHour: { points: 10, durationSec: 3600 },
  sendCodePerAddress: { points: 30, durationSec: 3600 },
  /** Existence checks and code checks per client address. */
  lookupPerAddress: { points: 120, durationSec: 60 },
  codeChecksPerAddress: { points: 60, durationSec: 15 * 60 },
  /** Guesses at one e-mailed code from one address, for the code's life (all addresses together: CODE_MAX_ATTEMPTS). */
  codeGuessesPerAddress: { points: 5, durationSec: 10 * 60 },
  /** Back-office sign-ins, as customers' are: per address, per name and address, per name from unknown devices, per known device. */
  operatorLoginPerAddress: { points: 30, durationSec: 15 * 60 },
  operatorLoginFailuresPerNameAndAddress: { points: 5, durationSec: 15 * 60 },
  operatorLoginFailuresPerName: { points: 10, durationSec: 15 * 60 },
  operatorLoginFailuresPerDevice: { points: 5, durationSec: 15 * 60 },
  /** Payment-proof images stored per customer. */
  uploadsPerUser: { points: 30, durationSec: 3600 },
  /** Support chat: messages (and images) per conversation and per client address a minute; conversations opened per address an hour. */
  chatMessagesPerConversation: { points: 20, durationSec: 60 },
  chatMessagesPerAddress: { points: 60, durationSec: 60 },
  chatStartsPerAddress: { points: 20, durationSec: 3600 },
} satisfies Record<string, LimitRule>;

export type Limiters = Record<keyof typeof limitRules, Limiter> & { knownDevices: KnownDevices };

export function createLimiters(
  redis: Redis | null,
  overrides: Partial<Record<keyof typeof limitRules, LimitRule>> = {},
): Limiters {
  const entries = Object.entries(limitRules).map(([name, rule]) => [
    name,
    new Limiter(name, overrides[name as keyof typeof limitRules] ?? rule, redis),
  ]);
  return {
    ...(Object.fromEntries(entries) as Record<keyof typeof limitRules, Limiter>),
    knownDevices: new KnownDevices(redis),
  };
}
