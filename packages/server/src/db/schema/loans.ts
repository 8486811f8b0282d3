import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, amount } from './columns.ts';
import { ownerId } from './customers.ts';
import { ledgerEntries } from './ledger.ts';
import { operators } from './backoffice.ts';
import { files } from './wallet.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Loan products: parameters an administrator edits in the back office (each change audit-logged).
 * A loan copies the terms it was signed under, so a change applies to new loans only.
 */
export const loanProducts = pgTable(
  'loan_products',
  {
    id: id(),
    /** A stable name for the seed and the audit log. */
    slug: text('slug').notNull(),
    days: integer('days').notNull(),
    dailyRate: amount('daily_rate').notNull(),
    interestFreeDays: integer('interest_free_days').notNull(),
    minAmount: amount('min_amount').notNull(),
    maxAmount: amount('max_amount').notNull(),
    verifiedMaxAmount: amount('verified_max_amount').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_products_slug').on(t.slug),
    check(
      'loan_products_terms',
      sql`${t.days} between 1 and 365 and ${t.interestFreeDays} >= 0 and ${t.interestFreeDays} < ${t.days}
        and ${t.dailyRate} > 0 and ${t.dailyRate} <= 0.01
        and ${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.verifiedMaxAmount} >= ${t.maxAmount}`,
    ),
  ],
);

/**
 * A customer's loan, on the real book only: pending (signed, awaiting review) → repaying
 * (disbursed) → repaid, or rejected, or expired (maturity could not collect it all). The signed
 * agreement's PDF is stored once, at signing, so the same bytes are served every time.
 */
export const loans = pgTable(
  'loans',
  {
    id: id(),
    userId: ownerId(),
    productId: ref('product_id')
      .notNull()
      .references(() => loanProducts.id),
    amount: amount('amount').notNull(),
    days: integer('days').notNull(),
    dailyRate: amount('daily_rate').notNull(),
    interestFreeDays: integer('interest_free_days').notNull(),
    totalInterest: amount('total_interest').notNull(),
    status: text('status', { enum: ['pending', 'rejected', 'repaying', 'repaid', 'expired'] })
      .notNull()
      .default('pending'),
    signatureFileId: uuid('signature_file_id')
      .notNull()
      .references(() => files.id),
    agreementPdf: bytea('agreement_pdf').notNull(),
    agreementSha256: text('agreement_sha256').notNull(),
    /** Collected so far: interest first, then principal (maturity may collect part of it). */
    interestCollected: amount('interest_collected').notNull().default('0'),
    principalCollected: amount('principal_collected').notNull().default('0'),
    startTime: at('start_time'),
    dueTime: at('due_time'),
    decidedBy: ref('decided_by').references(() => operators.id),
    decidedAt: at('decided_at'),
    rejectReason: text('reject_reason'),
    disburseEntryId: ref('disburse_entry_id').references(() => ledgerEntries.id),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loans_owner').on(t.userId, t.id),
    index('loans_due')
      .on(t.dueTime)
      .where(sql`${t.status} = 'repaying'`),
    index('loans_status').on(t.status, t.id),
    // One pending or active loan per customer: an overdue one counts until it is repaid.
    uniqueIndex('loans_one_open')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'repaying', 'expired')`),
    check(
      'loans_figures',
      sql`${t.amount} > 0 and ${t.totalInterest} >= 0 and ${t.interestCollected} between 0 and ${t.totalInterest}
        and ${t.principalCollected} between 0 and ${t.amount}`,
    ),
    check(
      'loans_status_complete',
      sql`(${t.status} in ('repaying', 'repaid', 'expired')) = (${t.disburseEntryId} is not null and ${t.startTime} is not null and ${t.dueTime} is not null)
        and (${t.status} = 'rejected') = (${t.rejectReason} is not null)
        and (${t.status} = 'repaid') = (${t.principalCollected} = ${t.amount} and ${t.endedAt} is not null)`,
    ),
  ],
);

/**
 * Every collection from a loan, once per loan and day: the maturity job's and the customer's
 * repayments. The primary key makes a day's collection happen once, whichever node runs it.
 */
export const loanCollections = pgTable(
  'loan_collections',
  {
    loanId: ref('loan_id')
      .notNull()
      .references(() => loans.id),
    /** Days since the epoch (UTC) of the collection. */
    day: integer('day').notNull(),
    kind: text('kind', { enum: ['repay', 'maturity'] }).notNull(),
    principal: amount('principal').notNull(),
    interest: amount('interest').notNull(),
    /** None when nothing could be collected (no cash at maturity). */
    entryId: ref('entry_id').references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.loanId, t.day, t.kind], name: 'loan_collections_pkey' }),
    check(
      'loan_collections_entry',
      sql`${t.principal} >= 0 and ${t.interest} >= 0 and (${t.principal} + ${t.interest} = 0) = (${t.entryId} is null)`,
    ),
  ],
);
