import { Money, type MarketType, type PositionRecord } from '@tp/contract';
import type { PositionView } from './repo.ts';

/** An amount as the contract writes it: exact, without trailing zeros. */
export const money = (value: string | Money): string => Money.of(value).toString();
const maybeMoney = (value: string | null): string | null => (value === null ? null : money(value));

/**
 * The record of a position as the customer sees it; an open one carries the live price and its
 * profit at it (`live`, from valueAtMarket; null when closed or without a price).
 */
export function toPositionRecord(
  row: PositionView,
  live: { price: Money; profit: Money } | null,
  precision: number,
): PositionRecord {
  // Prices read as the instrument quotes them ("92507.00"), like ticks and option orders do;
  // stored prices never have more decimals than that, so nothing is rounded away.
  const quoted = (value: string | Money) => Money.of(value).toFixed(precision, 'halfEven');
  const maybeQuoted = (value: string | null) => (value === null ? null : quoted(value));
  return {
    id: row.id,
    mode: row.mode,
    instrumentId: row.instrumentId,
    code: row.code,
    appName: row.appName,
    type: row.type as MarketType,
    side: row.side,
    lots: money(row.lots),
    leverage: row.leverage,
    contractSize: money(row.contractSize),
    status: row.status,
    openPrice: quoted(row.openPrice),
    openTick: { code: row.code, time: row.openTickTimeMs, price: quoted(row.openPrice) },
    openConversion:
      row.openRate !== null && row.openRateCode !== null && row.openRateTimeMs !== null
        ? { code: row.openRateCode, time: row.openRateTimeMs, rate: money(row.openRate) }
        : null,
    margin: money(row.margin),
    fee: money(row.fee),
    stopLoss: maybeQuoted(row.stopLoss),
    takeProfit: maybeQuoted(row.takeProfit),
    currentPrice: live ? quoted(live.price) : null,
    floatingProfit: live ? live.profit.toString() : null,
    closePrice: maybeQuoted(row.closePrice),
    closeTick:
      row.closePrice !== null && row.closeTickTimeMs !== null
        ? { code: row.code, time: row.closeTickTimeMs, price: quoted(row.closePrice) }
        : null,
    closeConversion:
      row.closeRate !== null && row.closeRateCode !== null && row.closeRateTimeMs !== null
        ? { code: row.closeRateCode, time: row.closeRateTimeMs, rate: money(row.closeRate) }
        : null,
    closeReason: row.closeReason,
    profit: maybeMoney(row.profit),
    absorbedLoss: maybeMoney(row.absorbedLoss),
    openedAt: row.openedAt.getTime(),
    closedAt: row.closedAt ? row.closedAt.getTime() : null,
  };
}
