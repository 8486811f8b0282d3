import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, millis, modeColumn, id, ref, amount } from './columns.ts';
import { ownerId } from './customers.ts';
import { ledgerEntries } from './ledger.ts';
import { instruments } from './market.ts';

/** Bumped on every change to a position's stops or status: how price-stream workers learn what changed. */
export const positionChangeSeq = pgSequence('position_change_seq');

/** Buy-long and sell-short positions on margin. */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    userId: ownerId(),
    mode: modeColumn(),
    instrumentId: ref('instrument_id')
      .notNull()
      .references(() => instruments.id),
    code: text('code').notNull(),
    side: text('side', { enum: ['long', 'short'] }).notNull(),
    lots: amount('lots').notNull(),
    leverage: integer('leverage').notNull(),
    contractSize: amount('contract_size').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    openPrice: amount('open_price').notNull(),
    openTickTimeMs: millis('open_tick_time_ms').notNull(),
    /** Quote currency → USDT at opening, and the tick it came from; null when quoted in USD(T). */
    openRate: amount('open_rate'),
    openRateCode: text('open_rate_code'),
    openRateTimeMs: millis('open_rate_time_ms'),
    margin: amount('margin').notNull(),
    fee: amount('fee').notNull(),
    stopLoss: amount('stop_loss'),
    takeProfit: amount('take_profit'),
    closePrice: amount('close_price'),
    closeTickTimeMs: millis('close_tick_time_ms'),
    closeRate: amount('close_rate'),
    closeRateCode: text('close_rate_code'),
    closeRateTimeMs: millis('close_rate_time_ms'),
    closeReason: text('close_reason', { enum: ['customer', 'stop_loss', 'take_profit', 'stop_out'] }),
    /** Realised profit as computed from the prices; what was credited is profit + absorbed_loss. */
    profit: amount('profit'),
    absorbedLoss: amount('absorbed_loss'),
    openEntryId: ref('open_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    closeEntryId: ref('close_entry_id').references(() => ledgerEntries.id),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('position_change_seq')`),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    openedAt: at('opened_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('positions_owner').on(t.userId, t.mode, t.status, t.id),
    index('positions_open')
      .on(t.code)
      .where(sql`${t.status} = 'open'`),
    index('positions_change').on(t.changeSeq),
    uniqueIndex('positions_idempotency').on(t.userId, t.mode, t.idempotencyKey),
    check('positions_amounts', sql`${t.lots} > 0 and ${t.leverage} > 0 and ${t.margin} > 0 and ${t.fee} >= 0`),
    check(
      'positions_closed_complete',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null and ${t.closePrice} is not null and ${t.closeTickTimeMs} is not null and ${t.closeReason} is not null and ${t.profit} is not null and ${t.closeEntryId} is not null)`,
    ),
    check('positions_absorbed', sql`${t.absorbedLoss} is null or ${t.absorbedLoss} >= 0`),
  ],
);

/** The option periods customers can buy: the server's product list. */
export const optionsProducts = pgTable(
  'options_products',
  {
    id: id(),
    periodSeconds: integer('period_seconds').notNull(),
    payoutRate: amount('payout_rate').notNull(),
    minStake: amount('min_stake').notNull(),
    maxStake: amount('max_stake').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('options_products_period').on(t.periodSeconds),
    check(
      'options_products_terms',
      sql`${t.periodSeconds} > 0 and ${t.payoutRate} > 0 and ${t.payoutRate} <= 1 and ${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake}`,
    ),
  ],
);

/** Up/down options: the stake is taken at purchase and settled against the recorded price at expiry. */
export const optionsOrders = pgTable(
  'options_orders',
  {
    id: id(),
    userId: ownerId(),
    mode: modeColumn(),
    instrumentId: ref('instrument_id')
      .notNull()
      .references(() => instruments.id),
    code: text('code').notNull(),
    productId: ref('product_id')
      .notNull()
      .references(() => optionsProducts.id),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    periodSeconds: integer('period_seconds').notNull(),
    payoutRate: amount('payout_rate').notNull(),
    stake: amount('stake').notNull(),
    status: text('status', { enum: ['open', 'won', 'lost', 'tie', 'refunded'] })
      .notNull()
      .default('open'),
    openPrice: amount('open_price').notNull(),
    openTickTimeMs: millis('open_tick_time_ms').notNull(),
    expiresAtMs: millis('expires_at_ms').notNull(),
    settlePrice: amount('settle_price'),
    settleTickTimeMs: millis('settle_tick_time_ms'),
    payout: amount('payout'),
    buyEntryId: ref('buy_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    settleEntryId: ref('settle_entry_id').references(() => ledgerEntries.id),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('options_orders_owner').on(t.userId, t.mode, t.id),
    index('options_orders_due')
      .on(t.expiresAtMs)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('options_orders_idempotency').on(t.userId, t.mode, t.idempotencyKey),
    check('options_orders_stake', sql`${t.stake} > 0`),
    check(
      'options_orders_settled_complete',
      sql`(${t.status} = 'open') = (${t.settledAt} is null and ${t.payout} is null and ${t.settleEntryId} is null)`,
    ),
  ],
);
