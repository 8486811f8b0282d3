import {
  ACCOUNT_CURRENCY,
  COIN_NETWORKS,
  DECIMAL_PATTERN,
  ErrorCode,
  Money,
  type Coin,
  type RechargeRecord,
  type ReviewDeposit,
  type ReviewWithdrawal,
  type TransactionRecord,
  type WalletNetwork,
  type WithdrawalRecord,
} from '@tp/contract';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import type { AccountMovement } from '../../ledger/index.ts';
import type { DepositRow, ReviewDepositRow } from './deposit-repo.ts';
import type { ReviewWithdrawalRow, WithdrawalRow } from './withdrawal-repo.ts';

/** What the wallet module shares between the customer's calls (service.ts) and the operators' (review.ts): rates, pairs, records. */

export const CURRENCY = ACCOUNT_CURRENCY;

/** The instrument whose last tick converts a coin to the account currency; none for USDT itself. */
export const RATE_CODES: Record<Coin, string | null> = { USDT: null, BTC: 'BTCUSDT', ETH: 'ETHUSDT' };

/**
 * A tick older than this is no price: crypto trades around the clock, so a silent feed means the
 * source is down, and money is not converted at a price from before the outage.
 */
export const MAX_RATE_AGE_MS = 5 * 60_000;

export interface Rate {
  rate: Money;
  rateCode: string | null;
  rateTimeMs: number | null;
}

/** The rate of a coin now: 1 for USDT, else the feed's last tick of its instrument, recorded with code and time. */
export function rateOf(feed: Feed, coin: Coin, now: Date): Rate {
  const code = RATE_CODES[coin];
  if (code === null) return { rate: Money.of('1'), rateCode: null, rateTimeMs: null };
  const tick = feed.last(code);
  const fresh = tick !== null && now.getTime() - tick.time <= MAX_RATE_AGE_MS;
  if (!tick || !fresh || !DECIMAL_PATTERN.test(tick.priceText) || !Money.of(tick.priceText).isPositive()) {
    throw new AppError(ErrorCode.badParameters, `No price for ${coin} right now; try again.`);
  }
  return { rate: Money.of(tick.priceText), rateCode: code, rateTimeMs: tick.time };
}

/** The chain each network runs on: one transaction hash is one transfer on its chain, whatever the coin. */
export const CHAINS: Record<WalletNetwork, string> = {
  TRC20: 'tron',
  ERC20: 'ethereum',
  ETH: 'ethereum',
  BTC: 'bitcoin',
};

export function networksOfChain(chain: string): WalletNetwork[] {
  return (Object.keys(CHAINS) as WalletNetwork[]).filter((network) => CHAINS[network] === chain);
}

export function isPair(coin: string, network: string): coin is Coin {
  const networks = (COIN_NETWORKS as Record<string, readonly string[] | undefined>)[coin];
  return networks?.includes(network) ?? false;
}

/** Canonical money text: no trailing zeros, no exponent. */
export function money(value: string | Money): string {
  return Money.of(value).toString();
}

const ms = (date: Date): number => date.getTime();
const maybeMoney = (value: string | null): string | null => (value === null ? null : money(value));

export function toRechargeRecord(row: DepositRow): RechargeRecord {
  return {
    id: row.id,
    coin: row.coin,
    network: row.network,
    amount: money(row.amount),
    txHash: row.txHash,
    last6: row.last6,
    receivingAddress: row.receivingAddress,
    status: row.status,
    rejectReason: row.rejectReason,
    creditedAmount: maybeMoney(row.creditedAmount),
    rate: maybeMoney(row.rate),
    rateCode: row.rateCode,
    rateTime: row.rateTimeMs,
    createdAt: ms(row.createdAt),
    updatedAt: ms(row.updatedAt),
  };
}

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    coin: row.coin,
    network: row.network,
    address: row.address,
    amount: money(row.amount),
    feeRate: money(row.feeRate),
    fee: money(row.fee),
    receive: money(row.receive),
    receiveCoin: money(row.receiveCoin),
    rate: money(row.rate),
    rateCode: row.rateCode,
    rateTime: row.rateTimeMs,
    status: row.status,
    rejectReason: row.rejectReason,
    payoutTxHash: row.payoutTxHash,
    createdAt: ms(row.createdAt),
    updatedAt: ms(row.updatedAt),
  };
}

export function toReviewDeposit(row: ReviewDepositRow): ReviewDeposit {
  return {
    ...toRechargeRecord(row),
    userId: row.userId,
    username: row.username,
    proofFileId: row.proofFileId,
    reviewedBy: row.reviewerName,
    reviewedAt: row.reviewedAt ? ms(row.reviewedAt) : null,
  };
}

export function toReviewWithdrawal(row: ReviewWithdrawalRow): ReviewWithdrawal {
  return {
    ...toWithdrawalRecord(row),
    userId: row.userId,
    username: row.username,
    reviewedBy: row.reviewerName,
    reviewedAt: row.reviewedAt ? ms(row.reviewedAt) : null,
    completedBy: row.completerName,
    completedAt: row.completedAt ? ms(row.completedAt) : null,
  };
}

export function toTransactionRecord(row: AccountMovement): TransactionRecord {
  return {
    id: row.id,
    entryId: row.entryId,
    kind: row.kind,
    amount: money(row.amount),
    balanceAfter: money(row.balanceAfter),
    reference: row.reference,
    time: ms(row.createdAt),
  };
}
