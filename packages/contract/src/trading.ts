import { z } from 'zod';
import { CLOSE_REASONS, OPTION_DIRECTIONS, OPTION_STATUSES, POSITION_SIDES } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { marketType } from './market.ts';
import { AMOUNT_RULES, amountField, moneyString } from './money-schema.ts';

/**
 * Lots, stop prices and stakes: plain decimal text up to the contract's maximum, never trimmed; the
 * service checks them against the instrument or the product.
 */
const lotsText = amountField(AMOUNT_RULES.lots);
const stopText = amountField(AMOUNT_RULES.stopPrice);
const id = z.number().int().positive();
const idText = z.string().regex(/^[1-9]\d{0,15}$/);
const millis = z.number().int();

const millisText = z.string().regex(/^\d{1,15}$/);
/** What every order list filters by: the page, one instrument, and when it was opened (from, before to; epoch ms). */
const orderListQuery = {
  ...pageQuery,
  instrumentId: idText.optional(),
  from: millisText.optional(),
  to: millisText.optional(),
};

/** The tick an order cites: which instrument, when, and the price. */
export const tickRef = z.object({ code: z.string(), time: millis, price: moneyString });
export type TickRef = z.infer<typeof tickRef>;

/**
 * The rate that turned quote-currency amounts into USDT (USDJPY for a yen-quoted pair), and the
 * tick it came from; null for instruments quoted in US dollars or USDT.
 */
export const conversionRef = z.object({ code: z.string(), time: millis, rate: moneyString }).nullable();

// ---------------------------------------------------------------------------------------------
// Positions (buy long / sell short)

/** POST openPosition. Lots and prices are decimal text; stop-loss and take-profit are optional. */
export const openPositionBody = z.strictObject({
  instrumentId: id,
  side: z.enum(POSITION_SIDES),
  lots: lotsText,
  leverage: z.number().int().positive().max(10_000),
  stopLoss: stopText.nullable().optional(),
  takeProfit: stopText.nullable().optional(),
});
export type OpenPositionBody = z.infer<typeof openPositionBody>;

/** GET quotePosition: what opening would cost now, without opening anything. */
export const quotePositionQuery = z.strictObject({
  instrumentId: idText,
  side: z.enum(POSITION_SIDES),
  lots: lotsText,
  leverage: z.string().regex(/^[1-9]\d{0,4}$/),
});
export type QuotePositionQuery = z.infer<typeof quotePositionQuery>;
export const positionQuote = z.object({
  price: tickRef,
  conversion: conversionRef,
  /** Notional value in USDT: lots × contract size × price × conversion. */
  notional: moneyString,
  margin: moneyString,
  fee: moneyString,
  freeMargin: moneyString,
  /** Free margin left after opening; negative means 10011. */
  freeMarginAfter: moneyString,
});
export type PositionQuote = z.infer<typeof positionQuote>;

export const closePositionBody = z.strictObject({ id });
export type ClosePositionBody = z.infer<typeof closePositionBody>;
/** POST updatePositionStops: null removes a stop. */
export const updateStopsBody = z.strictObject({
  id,
  stopLoss: stopText.nullable(),
  takeProfit: stopText.nullable(),
});
export type UpdateStopsBody = z.infer<typeof updateStopsBody>;

export const positionRecord = z.object({
  id: z.number().int(),
  mode: z.enum(['demo', 'real']),
  instrumentId: z.number().int(),
  code: z.string(),
  appName: z.string(),
  type: marketType,
  side: z.enum(POSITION_SIDES),
  lots: moneyString,
  leverage: z.number().int(),
  contractSize: moneyString,
  status: z.enum(['open', 'closed']),
  openPrice: moneyString,
  openTick: tickRef,
  openConversion: conversionRef,
  margin: moneyString,
  fee: moneyString,
  stopLoss: moneyString.nullable(),
  takeProfit: moneyString.nullable(),
  /** Open: the live price and the profit at it (expected profit). Closed: null. */
  currentPrice: moneyString.nullable(),
  floatingProfit: moneyString.nullable(),
  closePrice: moneyString.nullable(),
  closeTick: tickRef.nullable(),
  closeConversion: conversionRef,
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  /** Realised profit credited or debited, fee excluded. */
  profit: moneyString.nullable(),
  /** The part of a loss beyond the account's balance, absorbed by the house (negative-balance protection). */
  absorbedLoss: moneyString.nullable(),
  openedAt: millis,
  closedAt: millis.nullable(),
});
export type PositionRecord = z.infer<typeof positionRecord>;
export const positionPage = pageOf(positionRecord);
export type PositionPage = z.infer<typeof positionPage>;

export const listPositionsQuery = z.strictObject({
  ...orderListQuery,
  status: z.enum(['open', 'closed']).optional(),
  side: z.enum(POSITION_SIDES).optional(),
});
export type ListPositionsQuery = z.infer<typeof listPositionsQuery>;

// ---------------------------------------------------------------------------------------------
// Options (up / down over a fixed period)

/** One period customers can buy, with its payout rate and stake limits (a server product list). */
export const optionsProduct = z.object({
  id: z.number().int(),
  periodSeconds: z.number().int(),
  /** Profit on a win as a fraction of the stake, e.g. "0.85". */
  payoutRate: moneyString,
  minStake: moneyString,
  maxStake: moneyString,
});
export type OptionsProduct = z.infer<typeof optionsProduct>;

/** POST buyOptions. */
export const buyOptionsBody = z.strictObject({
  instrumentId: id,
  productId: id,
  /** Must equal the product's period: a stale product list is refused rather than silently changed. */
  periodSeconds: z.number().int().positive().max(86_400),
  direction: z.enum(OPTION_DIRECTIONS),
  stake: amountField(AMOUNT_RULES.stake),
});
export type BuyOptionsBody = z.infer<typeof buyOptionsBody>;

export const optionsOrder = z.object({
  id: z.number().int(),
  mode: z.enum(['demo', 'real']),
  instrumentId: z.number().int(),
  code: z.string(),
  appName: z.string(),
  type: marketType,
  direction: z.enum(OPTION_DIRECTIONS),
  periodSeconds: z.number().int(),
  payoutRate: moneyString,
  stake: moneyString,
  status: z.enum(OPTION_STATUSES),
  openPrice: moneyString,
  openTick: tickRef,
  expiresAt: millis,
  settlePrice: moneyString.nullable(),
  /** The last recorded tick at or before expiry; null while open or when none was recorded (refunded). */
  settleTick: tickRef.nullable(),
  /** Credited at settlement: stake + profit on a win, the stake on a tie or refund, 0 on a loss. */
  payout: moneyString.nullable(),
  /** payout − stake. */
  profit: moneyString.nullable(),
  createdAt: millis,
  settledAt: millis.nullable(),
});
export type OptionsOrder = z.infer<typeof optionsOrder>;
export const optionsOrderPage = pageOf(optionsOrder);
export type OptionsOrderPage = z.infer<typeof optionsOrderPage>;

export const listOptionsQuery = z.strictObject({
  ...orderListQuery,
  status: z.enum(['open', 'settled']).optional(),
  direction: z.enum(OPTION_DIRECTIONS).optional(),
});
export type ListOptionsQuery = z.infer<typeof listOptionsQuery>;
export const orderIdParam = z.strictObject({ id: idText });
