import type { KnownDevices, Limiter, Limiters } from './rate-limits.ts';
import { hashSecret, newToken } from './secrets.ts';

/** Where a sign-in comes from: the client's address, and the device id its cookie carries, if any. */
export interface SignInClient {
  address: string;
  device: string | null;
}

export interface SignInLimits {
  /** Every attempt from one address, whatever the account (a known device's aside). */
  perAddress: Limiter;
  /** Failures of one account from one address. */
  perAccountAndAddress: Limiter;
  /** Failures of one account from devices that never signed in to it, every address together. */
  perAccount: Limiter;
  /** Failures of one account on one device that signed in to it before. */
  perDevice: Limiter;
  devices: KnownDevices;
}

/** The limits of customers' or operators' sign-ins, picked from the one set of limiters. */
export function signInLimits(limiters: Limiters, who: 'customer' | 'operator'): SignInLimits {
  if (who === 'customer') {
    return {
      perAddress: limiters.loginPerAddress,
      perAccountAndAddress: limiters.loginFailuresPerAccountAndAddress,
      perAccount: limiters.loginFailuresPerAccount,
      perDevice: limiters.loginFailuresPerDevice,
      devices: limiters.knownDevices,
    };
  }
  return {
    perAddress: limiters.operatorLoginPerAddress,
    perAccountAndAddress: limiters.operatorLoginFailuresPerNameAndAddress,
    perAccount: limiters.operatorLoginFailuresPerName,
    perDevice: limiters.operatorLoginFailuresPerDevice,
    devices: limiters.knownDevices,
  };
}

/** An attempt that was let through; once its password proved right, `succeeded` gives the device id to keep. */
export interface SignInAttempt {
  /** Whether the attempt comes from a device that never signed in to the account (within the cookie's life). */
  newDevice: boolean;
  succeeded(): Promise<string>;
}

/**
 * OWASP's answer to password guessing without a lock-out ("device cookies"): an attempt is counted
 * before its password is checked (so parallel guesses cannot overrun a limit), and a refusal is a
 * 429 with Retry-After that holds back only what the guesses came from. A device that signed in to
 * the account before has its own count and is never held back by guesses from elsewhere; other
 * devices are counted per address and, together, per account, which bounds guessing from
 * everywhere. A success clears the count of its address or device, and makes its device known.
 */
export class SignInGuard {
  constructor(private readonly limits: SignInLimits) {}

  /** Counts an attempt at `account` (a key naming it, or the name tried when no account has it). */
  async attempt(account: string, client: SignInClient): Promise<SignInAttempt> {
    const { perAddress, perAccountAndAddress, perAccount, perDevice, devices } = this.limits;
    const { address, device } = client;
    if (device !== null && (await devices.knows(account, device))) {
      const key = `${account}:${hashSecret(device)}`;
      await perDevice.consume(key);
      return {
        newDevice: false,
        succeeded: async () => {
          await perDevice.reset(key);
          await devices.remember(account, device);
          return device;
        },
      };
    }
    await perAddress.consume(address);
    const pair = `${account}@${address}`;
    await perAccountAndAddress.consume(pair);
    await perAccount.consume(account);
    return {
      newDevice: true,
      succeeded: async () => {
        await perAccountAndAddress.reset(pair);
        await perAccount.refund(account);
        // A browser shared by two accounts keeps one id, known to both.
        const id = device ?? newToken();
        await devices.remember(account, id);
        return id;
      },
    };
  }
}
