import { z } from 'zod';

import { CANDLE_LIMIT_MAX, CANDLE_PERIODS, LANGUAGES } from './constants.ts';

export const marketType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const marketItem = z.object({
  id: z.number().int(),
  code: z.string(),
  type: marketType,
  appName: z.string(),
  logo: z.string(),
  price: z.number(),
  /** Decimal places of the price: every price of the instrument shows exactly this many. */
  precision: z.number().int().nonnegative(),
  zdf: z.number(),
  hundred: z.array(z.number()),
});
export type MarketItem = z.infer<typeof marketItem>;

export const marketInfo = marketItem.extend({
  open: z.number(),
  high: z.number(),
  low: z.number(),
  volume: z.number(),
  status: z.enum(['open', 'closed']),
  contractSize: z.string(),
  leverages: z.array(z.number().int()),
  feeRate: z.string(),
  minLots: z.string(),
  lotStep: z.string(),
  maxLots: z.string(),
  /** Human-readable trading hours in the exchange's time zone (in the language asked for), and that zone. */
  tradingHours: z.string(),
  timeZone: z.string(),
  nextChangeAt: z.number().int().nullable(),
});
export type MarketInfo = z.infer<typeof marketInfo>;

export const candle = z.object({
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type Candle = z.infer<typeof candle>;

const millis = z.string().regex(/^\d{1,15}$/);
export const listMarketQuery = z.strictObject({ type: z.enum(['1', '2', '3', '4', '5']) });
export type ListMarketQuery = z.infer<typeof listMarketQuery>;
export const marketIdParam = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,9}$/) });
/** The language the trading hours are worded in; English without it. */
export const marketInfoQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
export type MarketInfoQuery = z.infer<typeof marketInfoQuery>;
export const candleQuery = z.strictObject({
  code: z.string().regex(/^[A-Z0-9._-]{1,20}$/),
  period: z.enum(CANDLE_PERIODS),
  from: millis.optional(),
  to: millis.optional(),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,3}$/)
    .refine((value) => Number(value) <= CANDLE_LIMIT_MAX, `at most ${CANDLE_LIMIT_MAX} candles`)
    .optional(),
});
export type CandleQuery = z.infer<typeof candleQuery>;
