import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, millis, id, ref, amount } from './columns.ts';
import { ownerId } from './customers.ts';

/** The tradable instruments: the catalogue is seeded, its terms are data, not code. */
export const instruments = pgTable(
  'instruments',
  {
    id: id(),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    appName: text('app_name').notNull(),
    logo: text('logo').notNull(),
    precision: smallint('precision').notNull(),
    contractSize: numeric('contract_size', { precision: 38, scale: 18 }).notNull(),
    leverages: jsonb('leverages').$type<number[]>().notNull(),
    feeRate: numeric('fee_rate', { precision: 38, scale: 18 }).notNull(),
    minLots: numeric('min_lots', { precision: 38, scale: 18 }).notNull(),
    lotStep: numeric('lot_step', { precision: 38, scale: 18 }).notNull(),
    maxLots: numeric('max_lots', { precision: 38, scale: 18 }).notNull(),
    calendar: text('calendar', { enum: ['always', 'forex', 'us-equity', 'cme-globex'] }).notNull(),
    annualVolatility: numeric('annual_volatility', { precision: 38, scale: 18 }).notNull(),
    referencePrice: numeric('reference_price', { precision: 38, scale: 18 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('instruments_code').on(t.code),
    index('instruments_type').on(t.type, t.sortOrder),
    check('instruments_type_range', sql`${t.type} between 1 and 5`),
    check('instruments_fee_rate', sql`${t.feeRate} >= 0 and ${t.feeRate} < 0.003`),
  ],
);

/**
 * One-minute candles of every instrument, written by the node that runs the price source.
 * Longer periods are rolled up from these when asked. Prices here are display data; what an
 * order fills at is the tick it records.
 */
export const candles = pgTable(
  'candles_1m',
  {
    code: text('code').notNull(),
    timeMs: millis('time_ms').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code, t.timeMs] })],
);

/** Each customer's watched instruments, in the order added; at most WATCHLIST_MAX per customer. */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: ownerId(),
    instrumentId: ref('instrument_id')
      .notNull()
      .references(() => instruments.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrumentId] })],
);

/**
 * Every tick of the shared price source, as the node running it recorded them: what each fill and
 * settlement cites, and what an option settles against after a restart. Kept for a bounded time
 * (`TICK_RETENTION_MS`); orders copy the price and time they used, so pruning loses no citation.
 */
export const ticks = pgTable(
  'ticks',
  {
    code: text('code').notNull(),
    timeMs: millis('time_ms').notNull(),
    price: amount('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.timeMs] })],
);
