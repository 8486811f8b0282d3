import { COIN_NETWORKS, ErrorCode, Money, type Coin, type WalletNetwork } from '@tp/contract';
import { AppError } from '../../core/errors.ts';

/** Parameters the wallet reads on every call, so that an operator's change applies at once. */
export const FEE_RATE_KEY = 'withdrawFeeRate';
export const MIN_WITHDRAWAL_KEY = 'minWithdrawalUSDT';
export const minRechargeKey = (coin: Coin) => `minRecharge${coin}`;
export const depositAddressKey = (coin: Coin, network: WalletNetwork) => `depositAddress${coin}_${network}`;
export const PAIRS: [Coin, WalletNetwork][] = (
  Object.entries(COIN_NETWORKS) as [Coin, readonly WalletNetwork[]][]
).flatMap(([coin, networks]) => networks.map((network): [Coin, WalletNetwork] => [coin, network]));
/** Every parameter the deposit information shows, fixed at start rather than rebuilt on each call. */
export const DEPOSIT_INFO_KEYS: readonly string[] = [
  FEE_RATE_KEY,
  MIN_WITHDRAWAL_KEY,
  ...PAIRS.map(([coin, network]) => depositAddressKey(coin, network)),
  ...Object.keys(COIN_NETWORKS).map((coin) => minRechargeKey(coin as Coin)),
];

export function parameterMissing(key: string): never {
  throw new AppError(ErrorCode.systemParameterMissing, `Failed to get the system parameter ${key}.`);
}

/** A positive decimal parameter, e.g. a minimum; anything else is a broken configuration (10018). */
export function moneyParam(values: Map<string, string>, key: string): Money {
  const text = values.get(key);
  if (text === undefined || !/^\d{1,20}(\.\d{1,18})?$/.test(text)) return parameterMissing(key);
  return Money.of(text);
}

/**
 * The withdrawal fee: the parameter is a percentage ('0.5' is 0.5 %), the rate is that divided by
 * 100 exactly. The parameter has at most 16 decimals, so the rate fits the 18 of the columns.
 */
export function feeRateParam(values: Map<string, string>): { percent: Money; rate: Money } {
  const text = values.get(FEE_RATE_KEY);
  if (text === undefined || !/^\d{1,2}(\.\d{1,16})?$/.test(text)) return parameterMissing(FEE_RATE_KEY);
  const percent = Money.of(text);
  return { percent, rate: percent.dividedBy('100', 18, 'down') };
}
