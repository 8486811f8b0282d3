import { ACCOUNT_SCALE, DECIMAL_PATTERN, Money, type PositionSide } from '@tp/contract';

/**
 * The money arithmetic of positions, as pure functions. Every figure is in the account currency
 * (USDT); every rounding is named: margin and fee round up (the customer never sets aside or pays
 * a fraction of a micro-USDT too little), profit rounds half-even (no side is favoured on ties).
 */

/** The decimal a customer typed, or null when it is not plain decimal text. */
export function decimalOf(text: string | null | undefined): Money | null {
  return typeof text === 'string' && DECIMAL_PATTERN.test(text) ? Money.of(text) : null;
}

/** Canonical text of a decimal field for a request fingerprint (requestHash); anything else as typed. */
export function canonical(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  return decimalOf(text)?.toString() ?? text;
}

/** Decimals of a conversion rate taken as the inverse of a USD-based pair (1 / USDJPY). */
export const RATE_SCALE = 10;

/** 1 USD of quote currency X per unit of X, from the price of USDX: 1 / price, 10 dp half-even. */
export function invertedRate(usdBasedPrice: string | Money): Money {
  return Money.of('1').dividedBy(usdBasedPrice, RATE_SCALE, 'halfEven');
}

/** Notional value in USDT, exact: lots × contract size × price × rate (quote currency → USDT). */
export function notionalOf(
  lots: string | Money,
  contractSize: string | Money,
  price: string | Money,
  rate: string | Money,
): Money {
  return Money.of(lots).times(contractSize).times(price).times(rate);
}

/** Margin set aside: notional ÷ leverage, rounded up to 6 dp. */
export function marginOf(notional: Money, leverage: number): Money {
  if (!Number.isSafeInteger(leverage) || leverage <= 0) throw new RangeError(`not a leverage: ${leverage}`);
  return notional.dividedBy(String(leverage), ACCOUNT_SCALE, 'up');
}

/** Fee charged once at opening: notional × fee rate, rounded up to 6 dp. */
export function feeOf(notional: Money, feeRate: string | Money): Money {
  return notional.times(feeRate).round(ACCOUNT_SCALE, 'up');
}

export interface OpenCosts {
  /** Exact, unrounded. */
  notional: Money;
  margin: Money;
  fee: Money;
}

/** What opening costs: the notional at the price and rate, its margin and fee. */
export function openCosts(terms: {
  lots: string | Money;
  contractSize: string | Money;
  price: string | Money;
  rate: string | Money;
  leverage: number;
  feeRate: string | Money;
}): OpenCosts {
  const notional = notionalOf(terms.lots, terms.contractSize, terms.price, terms.rate);
  return { notional, margin: marginOf(notional, terms.leverage), fee: feeOf(notional, terms.feeRate) };
}

/**
 * Profit of a position at a closing (or current) price, converted at `rate`:
 * (close − open) × lots × contract size × rate for a long, (open − close) × … for a short,
 * rounded half-even to 6 dp. Negative is a loss.
 */
export function profitOf(position: {
  side: PositionSide;
  openPrice: string | Money;
  closePrice: string | Money;
  lots: string | Money;
  contractSize: string | Money;
  rate: string | Money;
}): Money {
  const open = Money.of(position.openPrice);
  const close = Money.of(position.closePrice);
  const move = position.side === 'long' ? close.minus(open) : open.minus(close);
  const quoted = move.times(position.lots).times(position.contractSize);
  // Most instruments are quoted in the account's currency: a rate of 1 changes nothing (exact decimals).
  const rate = Money.of(position.rate);
  return (rate.eq(ONE) ? quoted : quoted.times(rate)).round(ACCOUNT_SCALE, 'halfEven');
}

const ONE = Money.of('1');
