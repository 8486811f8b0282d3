import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, modeColumn } from './columns.ts';
import { ownerId } from './customers.ts';

/** The money calls that take an Idempotency-Key. */
export const IDEMPOTENT_CALLS = [
  'openPosition',
  'closePosition',
  'buyOptions',
  'recharge',
  'withdrawal',
  'buySmart',
  'exitSmart',
  'commitPresale',
  'loan',
  'repayLoan',
  'placeBid',
  'buyNft',
] as const;
export type IdempotentCall = (typeof IDEMPOTENT_CALLS)[number];

/**
 * The customer's Idempotency-Keys, one namespace across every money call and both books: a key
 * is claimed by the first call that commits under it, with that call's fingerprint and the id of
 * the record it answered with (a position, an options order, a deposit, a withdrawal).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    call: text('call', { enum: IDEMPOTENT_CALLS }).notNull(),
    /** The book the call worked on. */
    mode: modeColumn(),
    requestHash: text('request_hash').notNull(),
    /** Set in the claiming transaction, once the call has written its record. */
    resultId: bigint('result_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] })],
);
