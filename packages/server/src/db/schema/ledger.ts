import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, modeColumn, id, ref, amount } from './columns.ts';
import { users } from './customers.ts';

/**
 * Ledger accounts. Customer accounts carry a cached balance and held amount, checked against
 * the postings by the invariant check; system accounts (house, fees, issuers) derive their
 * balance from postings so that no order ever locks one shared row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id),
    kind: text('kind', {
      enum: [
        'customer',
        'house',
        'fee',
        'demo_issuer',
        'settlement',
        'margin',
        'option_stakes',
        'plan_principal',
        'plan_yield',
        'presale_issuer',
        'presale_proceeds',
        'loans_receivable',
        'loan_interest',
        'nft_charity',
        'nft_fee',
      ],
    }).notNull(),
    mode: modeColumn(),
    currency: text('currency').notNull(),
    balance: amount('balance').notNull().default('0'),
    held: amount('held').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_id_mode_currency').on(t.id, t.mode, t.currency),
    uniqueIndex('ledger_accounts_customer')
      .on(t.userId, t.mode, t.currency)
      .where(sql`${t.kind} = 'customer'`),
    uniqueIndex('ledger_accounts_system')
      .on(t.kind, t.mode, t.currency)
      .where(sql`${t.kind} <> 'customer'`),
    check('ledger_accounts_owner', sql`(${t.kind} = 'customer') = (${t.userId} is not null)`),
    check('ledger_accounts_held_nonnegative', sql`${t.held} >= 0`),
    check('ledger_accounts_customer_covered', sql`${t.kind} <> 'customer' or ${t.balance} >= ${t.held}`),
  ],
);

/** A journal entry: its postings sum to zero (a deferred trigger checks at commit). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    kind: text('kind').notNull(),
    mode: modeColumn(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key'),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_entries_id_mode_currency').on(t.id, t.mode, t.currency),
    uniqueIndex('ledger_entries_idempotency').on(t.idempotencyKey),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    entryId: ref('entry_id').notNull(),
    accountId: ref('account_id').notNull(),
    mode: modeColumn(),
    currency: text('currency').notNull(),
    /** Positive raises the account's balance, negative lowers it. */
    amount: amount('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Composite keys make a posting's mode and currency those of both its entry and its account:
    // the database itself refuses an entry that mixes demo and real money.
    foreignKey({
      columns: [t.entryId, t.mode, t.currency],
      foreignColumns: [ledgerEntries.id, ledgerEntries.mode, ledgerEntries.currency],
    }),
    foreignKey({
      columns: [t.accountId, t.mode, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.mode, ledgerAccounts.currency],
    }),
    index('ledger_postings_account').on(t.accountId, t.id),
    index('ledger_postings_entry').on(t.entryId),
    check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Two-phase holds: reserved, then posted or voided exactly once. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: amount('amount').notNull(),
    status: text('status', { enum: ['pending', 'posted', 'voided'] })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key'),
    reference: text('reference'),
    entryId: ref('entry_id').references(() => ledgerEntries.id),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('ledger_holds_idempotency').on(t.idempotencyKey),
    index('ledger_holds_account_pending')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
    check('ledger_holds_positive', sql`${t.amount} > 0`),
    check('ledger_holds_resolution', sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`),
  ],
);
