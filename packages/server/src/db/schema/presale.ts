import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, at, createdAt, id, ref } from './columns.ts';
import { operators } from './backoffice.ts';
import { ownerId } from './customers.ts';
import { ledgerEntries, ledgerHolds } from './ledger.ts';

/**
 * A presale round: tokens of `symbol` offered at `price` USDT each, committed to between start and
 * end, allocated at the distribution time. `status` is what was decided (open until it is settled
 * or cancelled); upcoming / live / ended are read from the clock. Settlement writes the totals.
 */
export const presaleRounds = pgTable(
  'presale_rounds',
  {
    id: id(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    price: amount('price').notNull(),
    tokens: amount('tokens').notNull(),
    tokenScale: smallint('token_scale').notNull(),
    cap: amount('cap').notNull(),
    minCommitment: amount('min_commitment').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    distributesAt: at('distributes_at').notNull(),
    status: text('status', { enum: ['open', 'settled', 'cancelled'] })
      .notNull()
      .default('open'),
    totalCommitted: amount('total_committed'),
    subscribers: integer('subscribers'),
    tokensAllocated: amount('tokens_allocated'),
    tokensUnsold: amount('tokens_unsold'),
    dust: amount('dust'),
    settledAt: at('settled_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdBy: ref('created_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('presale_rounds_due')
      .on(t.distributesAt)
      .where(sql`${t.status} = 'open'`),
    check(
      'presale_rounds_terms',
      sql`${t.price} > 0 and ${t.tokens} > 0 and ${t.minCommitment} > 0 and ${t.cap} >= ${t.minCommitment}`,
    ),
    check('presale_rounds_times', sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.distributesAt}`),
    check('presale_rounds_scale', sql`${t.tokenScale} between 0 and 8`),
    check(
      'presale_rounds_settled_complete',
      sql`(${t.status} = 'settled') = (${t.settledAt} is not null and ${t.tokensAllocated} is not null and ${t.dust} is not null)`,
    ),
  ],
);

/** A round's description in one language; English is always written, the others fall back to it. */
export const presaleRoundTexts = pgTable(
  'presale_round_texts',
  {
    roundId: ref('round_id')
      .notNull()
      .references(() => presaleRounds.id),
    language: text('language').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ name: 'presale_round_texts_pkey', columns: [t.roundId, t.language] }),
    check(
      'presale_round_texts_language',
      sql`${t.language} in ('en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh')`,
    ),
  ],
);

/**
 * One customer's commitment to a round (real account only): at most one row per customer and
 * round, holding at most one pending hold for `amount`. Settlement or cancellation fixes it.
 */
export const presaleCommitments = pgTable(
  'presale_commitments',
  {
    id: id(),
    roundId: ref('round_id')
      .notNull()
      .references(() => presaleRounds.id),
    userId: ownerId(),
    amount: amount('amount').notNull(),
    status: text('status', { enum: ['open', 'withdrawn', 'allocated', 'refunded'] })
      .notNull()
      .default('open'),
    holdId: ref('hold_id').references(() => ledgerHolds.id),
    tokens: amount('tokens'),
    cost: amount('cost'),
    refund: amount('refund'),
    costEntryId: ref('cost_entry_id').references(() => ledgerEntries.id),
    tokenEntryId: ref('token_entry_id').references(() => ledgerEntries.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('presale_commitments_one').on(t.roundId, t.userId),
    index('presale_commitments_owner').on(t.userId, t.id),
    check('presale_commitments_amount', sql`${t.amount} >= 0`),
    check('presale_commitments_open_held', sql`(${t.status} = 'open') = (${t.holdId} is not null and ${t.amount} > 0)`),
  ],
);
