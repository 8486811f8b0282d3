import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@tp/contract';
import { at, createdAt, id, ref, amount } from './columns.ts';
import { ownerId } from './customers.ts';
import { ledgerEntries } from './ledger.ts';

/** Text in the languages an operator wrote it in; English is always there. */
export type LocalizedText = Partial<Record<Language, string>> & { en: string };

/**
 * Smart trading products: the platform sets each term's daily rate for the whole term and pays
 * it from its plan-yield account. A change applies to new subscriptions only: a plan copies the
 * terms it was sold under.
 */
export const smartProducts = pgTable(
  'smart_products',
  {
    id: id(),
    /** A stable name for the seed and the audit log. */
    slug: text('slug').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    disclosures: jsonb('disclosures').$type<LocalizedText>().notNull(),
    minAmount: amount('min_amount').notNull(),
    maxAmount: amount('max_amount').notNull(),
    earlyExitRate: amount('early_exit_rate').notNull(),
    exitForfeitsEarnings: boolean('exit_forfeits_earnings').notNull(),
    /** Most principal all earning plans of the product hold at once; null is unlimited. */
    quota: amount('quota'),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('smart_products_slug').on(t.slug),
    check(
      'smart_products_terms',
      sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.earlyExitRate} >= 0 and ${t.earlyExitRate} < 1 and (${t.quota} is null or ${t.quota} > 0)`,
    ),
  ],
);

/** The terms a product offers: days and the daily rate (a fraction) fixed for the whole term. */
export const smartProductTerms = pgTable(
  'smart_product_terms',
  {
    productId: ref('product_id')
      .notNull()
      .references(() => smartProducts.id),
    days: integer('days').notNull(),
    dailyRate: amount('daily_rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.days], name: 'smart_product_terms_pkey' }),
    check('smart_product_terms_range', sql`${t.days} between 1 and 3650 and ${t.dailyRate} > 0 and ${t.dailyRate} < 1`),
  ],
);

/**
 * A customer's plan, on the real book only: the principal sits in the plans account while it
 * earns; each day's earning is an entry of its own (smart_plan_earnings); the principal returns at
 * the end of the term, or less the penalty (and the earnings taken back) on an early exit.
 */
export const smartPlans = pgTable(
  'smart_plans',
  {
    id: id(),
    userId: ownerId(),
    productId: ref('product_id')
      .notNull()
      .references(() => smartProducts.id),
    days: integer('days').notNull(),
    amount: amount('amount').notNull(),
    dailyRate: amount('daily_rate').notNull(),
    earlyExitRate: amount('early_exit_rate').notNull(),
    exitForfeitsEarnings: boolean('exit_forfeits_earnings').notNull(),
    expectedReturn: amount('expected_return').notNull(),
    earned: amount('earned').notNull().default('0'),
    daysPaid: integer('days_paid').notNull().default(0),
    status: text('status', { enum: ['earning', 'completed', 'exited'] })
      .notNull()
      .default('earning'),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    /** When the next day is due; null once the plan has ended. The accrual job claims by it. */
    nextEarningAt: at('next_earning_at'),
    penalty: amount('penalty'),
    clawedBack: amount('clawed_back'),
    refund: amount('refund'),
    subscribeEntryId: ref('subscribe_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    /** The maturity's or the exit's entry. */
    endEntryId: ref('end_entry_id').references(() => ledgerEntries.id),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('smart_plans_owner').on(t.userId, t.id),
    index('smart_plans_due')
      .on(t.nextEarningAt)
      .where(sql`${t.status} = 'earning'`),
    index('smart_plans_product_earning')
      .on(t.productId)
      .where(sql`${t.status} = 'earning'`),
    // One earning plan per customer and product (10024).
    uniqueIndex('smart_plans_one_earning')
      .on(t.userId, t.productId)
      .where(sql`${t.status} = 'earning'`),
    check(
      'smart_plans_figures',
      sql`${t.amount} > 0 and ${t.days} > 0 and ${t.daysPaid} between 0 and ${t.days} and ${t.earned} >= 0 and ${t.earned} <= ${t.expectedReturn}`,
    ),
    check(
      'smart_plans_status_complete',
      sql`(${t.status} = 'earning') = (${t.nextEarningAt} is not null and ${t.endEntryId} is null and ${t.endedAt} is null)
        and (${t.status} = 'exited') = (${t.penalty} is not null and ${t.clawedBack} is not null and ${t.refund} is not null)
        and (${t.status} <> 'completed' or ${t.daysPaid} = ${t.days})`,
    ),
  ],
);

/** Each day a plan paid, once: the primary key is the plan and the day of its term. */
export const smartPlanEarnings = pgTable(
  'smart_plan_earnings',
  {
    planId: ref('plan_id')
      .notNull()
      .references(() => smartPlans.id),
    day: integer('day').notNull(),
    amount: amount('amount').notNull(),
    /** The day's entry; none when the day rounds to nothing (the ledger takes no posting of zero). */
    entryId: ref('entry_id').references(() => ledgerEntries.id),
    dueAt: at('due_at').notNull(),
    paidAt: at('paid_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.day], name: 'smart_plan_earnings_pkey' }),
    check('smart_plan_earnings_entry', sql`${t.amount} >= 0 and (${t.amount} = 0) = (${t.entryId} is null)`),
  ],
);
