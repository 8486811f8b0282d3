import {
  COIN_SCALE,
  DEPOSIT_MAX,
  PROOF_MAX_BYTES,
  WITHDRAWAL_MAX,
  type Coin,
  type WalletNetwork,
} from '@tp/contract/constants';
import { compareDecimal, decimalPlaces, integerDigits, isDecimal, isPositive } from './money.ts';

/**
 * The wallet's client-side checks, with the specification's messages. The server checks all of
 * it again; these spare the customer a round trip and say precisely what is wrong.
 */
export type Problem =
  | { key: 'enterAmount' | 'amountInvalid' | 'enterTxHash' | 'enterLast6' | 'last6Invalid' }
  | { key: 'uploadProof' | 'uploadPending' | 'imageFormat' | 'imageSize' }
  | { key: 'decimals'; values: { decimals: number } }
  | { key: 'minimumDeposit' | 'maximumDeposit'; values: { name: string; limit: string } }
  | { key: 'exceedsAvailable'; values: { amount: string } }
  | { key: 'minimumWithdrawal' | 'maximumWithdrawal'; values: { limit: string } }
  | { key: 'txHashInvalid'; values: { network: string } };

/** The most integer digits an amount has on the wire. */
const MAX_INTEGER_DIGITS = 20;

/** A positive decimal of at most `scale` places, or what is wrong with it. */
export function checkAmount(text: string, scale: number): Problem | null {
  const value = text.trim();
  if (value === '') return { key: 'enterAmount' };
  if (!isDecimal(value) || !isPositive(value) || integerDigits(value) > MAX_INTEGER_DIGITS) {
    return { key: 'amountInvalid' };
  }
  if (decimalPlaces(value) > scale) return { key: 'decimals', values: { decimals: scale } };
  return null;
}

/** A deposit amount: in the coin, at least the method's minimum and at most the coin's maximum. */
export function checkDepositAmount(text: string, coin: Coin, minimum: string): Problem | null {
  const problem = checkAmount(text, COIN_SCALE[coin]);
  if (problem) return problem;
  if (compareDecimal(text.trim(), minimum) < 0)
    return { key: 'minimumDeposit', values: { name: coin, limit: minimum } };
  return compareDecimal(text.trim(), DEPOSIT_MAX[coin]) > 0
    ? { key: 'maximumDeposit', values: { name: coin, limit: DEPOSIT_MAX[coin] } }
    : null;
}

/** A withdrawal amount: in USDT, fee included, at least the minimum, at most the maximum and what is available. */
export function checkWithdrawalAmount(
  text: string,
  scale: number,
  available: string | null,
  minimum: string,
): Problem | null {
  const problem = checkAmount(text, scale);
  if (problem) return problem;
  if (compareDecimal(text.trim(), minimum) < 0) return { key: 'minimumWithdrawal', values: { limit: minimum } };
  if (compareDecimal(text.trim(), WITHDRAWAL_MAX) > 0)
    return { key: 'maximumWithdrawal', values: { limit: WITHDRAWAL_MAX } };
  return available !== null && compareDecimal(text.trim(), available) > 0
    ? { key: 'exceedsAvailable', values: { amount: available } }
    : null;
}

const EVM_TX = /^0x[0-9a-fA-F]{64}$/;
const PLAIN_TX = /^[0-9a-fA-F]{64}$/;

/**
 * A transaction hash as the network's explorers show it. The same rule as `isValidTxHash` of
 * `@tp/contract/address` (a test keeps them equal): that module brings the checksum libraries of
 * the address checks, which the deposit form does not need.
 */
export function isTxHash(network: WalletNetwork, hash: string): boolean {
  return network === 'ETH' || network === 'ERC20' ? EVM_TX.test(hash) : PLAIN_TX.test(hash);
}

export function checkTxHash(network: WalletNetwork, text: string): Problem | null {
  const value = text.trim();
  if (value === '') return { key: 'enterTxHash' };
  return isTxHash(network, value) ? null : { key: 'txHashInvalid', values: { network } };
}

export function checkLast6(text: string): Problem | null {
  const value = text.trim();
  if (value === '') return { key: 'enterLast6' };
  return /^[A-Za-z0-9]{6}$/.test(value) ? null : { key: 'last6Invalid' };
}

/** The image types a proof may have: PNG, JPEG and JPEG 2000, as browsers name them. */
export const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/jp2', 'image/jpx', 'image/j2c'] as const;
export const PROOF_ACCEPT = 'image/png,image/jpeg,image/jp2,.png,.jpg,.jpeg,.jp2,.j2k,.jpf,.jpx';
const PROOF_EXTENSIONS = /\.(png|jpe?g|jp2|j2k|j2c|jpf|jpx)$/i;

/** A picked proof image: format first, then size (the server checks the content itself). */
export function checkProofFile(file: File): Problem | null {
  const typed = (PROOF_TYPES as readonly string[]).includes(file.type);
  // Some systems give JPEG 2000 no type at all: then the name decides.
  if (!typed && !(file.type === '' && PROOF_EXTENSIONS.test(file.name))) return { key: 'imageFormat' };
  return file.size > PROOF_MAX_BYTES ? { key: 'imageSize' } : null;
}
