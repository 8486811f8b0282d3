import { Money, type MarketType, type OptionsOrder, type OptionsProduct } from '@tp/contract';
import type { OptionsOrderView, OptionsProductRow } from './options-repo.ts';

/** Options orders and products as the customer sees them. */

/** A price as the instrument quotes it: padded to its decimals, never rounded. */
function priceText(value: string, precision: number): string {
  const price = Money.of(value);
  const padded = price.toFixed(precision, 'halfEven');
  return Money.of(padded).eq(price) ? padded : price.toString();
}

const amount = (value: string): string => Money.of(value).toString();

export function toOptionsOrder(row: OptionsOrderView): OptionsOrder {
  const settled = row.status !== 'open';
  const settleTick =
    row.settlePrice !== null && row.settleTickTimeMs !== null
      ? { code: row.code, time: row.settleTickTimeMs, price: priceText(row.settlePrice, row.precision) }
      : null;
  const payout = row.payout === null ? null : Money.of(row.payout);
  return {
    id: row.id,
    mode: row.mode,
    instrumentId: row.instrumentId,
    code: row.code,
    appName: row.appName,
    type: row.type as MarketType,
    direction: row.direction,
    periodSeconds: row.periodSeconds,
    payoutRate: amount(row.payoutRate),
    stake: amount(row.stake),
    status: row.status,
    openPrice: priceText(row.openPrice, row.precision),
    openTick: { code: row.code, time: row.openTickTimeMs, price: priceText(row.openPrice, row.precision) },
    expiresAt: row.expiresAtMs,
    settlePrice: settleTick?.price ?? null,
    settleTick,
    payout: settled && payout ? payout.toString() : null,
    profit: settled && payout ? payout.minus(row.stake).toString() : null,
    createdAt: row.createdAt.getTime(),
    settledAt: row.settledAt ? row.settledAt.getTime() : null,
  };
}

export function toProduct(row: OptionsProductRow): OptionsProduct {
  return {
    id: row.id,
    periodSeconds: row.periodSeconds,
    payoutRate: amount(row.payoutRate),
    minStake: amount(row.minStake),
    maxStake: amount(row.maxStake),
  };
}
