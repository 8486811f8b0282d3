import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, amount } from './columns.ts';
import { operators } from './backoffice.ts';
import { users } from './customers.ts';
import { ledgerEntries } from './ledger.ts';
import { positions } from './trading.ts';

/**
 * The referral share's history: each row is the share of fees charged from `effective_from` on.
 * A commission takes the share in force when its fee was charged (the position's opening time),
 * so that an operator's change applies to new fees only; before any row, the default applies.
 */
export const referralShares = pgTable(
  'referral_shares',
  {
    id: id(),
    share: amount('share').notNull(),
    effectiveFrom: at('effective_from').notNull(),
    operatorId: ref('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_shares_effective').on(t.effectiveFrom, t.id),
    check('referral_shares_range', sql`${t.share} >= 0 and ${t.share} < 1`),
  ],
);

/**
 * One row per real-account trading fee of an invitee (a position's opening fee), unique on the
 * position, so a fee is decided once across nodes and restarts: 'paid' (its commission is in the
 * batch's entry `entry_id`, from the fee account to the referrer's real account) or 'refused'
 * (the referrer and the invitee are the same person; nothing moves).
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: id(),
    referrerId: ref('referrer_id')
      .notNull()
      .references(() => users.id),
    inviteeId: ref('invitee_id')
      .notNull()
      .references(() => users.id),
    positionId: ref('position_id')
      .notNull()
      .references(() => positions.id),
    fee: amount('fee').notNull(),
    share: amount('share').notNull(),
    amount: amount('amount').notNull(),
    status: text('status', { enum: ['paid', 'refused'] }).notNull(),
    entryId: ref('entry_id').references(() => ledgerEntries.id),
    chargedAt: at('charged_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_commissions_position').on(t.positionId),
    index('referral_commissions_referrer').on(t.referrerId, t.chargedAt, t.id),
    check(
      'referral_commissions_amount',
      sql`${t.amount} >= 0 and ${t.amount} <= ${t.fee} * ${t.share} and (${t.status} = 'paid' or ${t.amount} = 0)`,
    ),
  ],
);
