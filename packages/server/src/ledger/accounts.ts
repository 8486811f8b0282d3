import { and, eq, sql } from 'drizzle-orm';
import { Money, type AccountMode } from '@tp/contract';
import type { Db } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema.ts';
import { LedgerError } from './errors.ts';

/** margin: what open positions set aside; option_stakes: stakes of open options until they settle. */
export type SystemAccountKind = 'house' | 'fee' | 'demo_issuer' | 'settlement' | 'margin' | 'option_stakes';

export interface AccountBalance {
  accountId: number;
  balance: Money;
  held: Money;
  available: Money;
}

/** The customer's account for a mode and currency, created on first use. */
export async function customerAccountId(tx: Db, userId: number, mode: AccountMode, currency: string): Promise<number> {
  const existing = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.mode, mode),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.kind, 'customer'),
      ),
    );
  if (existing[0]) return existing[0].id;
  const inserted = await tx
    .insert(ledgerAccounts)
    .values({ userId, kind: 'customer', mode, currency })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (inserted[0]) return inserted[0].id;
  return customerAccountId(tx, userId, mode, currency);
}

/** A system account (house, fees, demo issuer, settlement) for a mode and currency, created on first use. */
export async function systemAccountId(
  tx: Db,
  kind: SystemAccountKind,
  mode: AccountMode,
  currency: string,
): Promise<number> {
  const existing = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.mode, mode), eq(ledgerAccounts.currency, currency)));
  if (existing[0]) return existing[0].id;
  const inserted = await tx
    .insert(ledgerAccounts)
    .values({ kind, mode, currency })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (inserted[0]) return inserted[0].id;
  return systemAccountId(tx, kind, mode, currency);
}

/**
 * Balance of any account. Customer accounts read their cached columns (kept equal to the sum of
 * postings, as the invariant check proves); system accounts sum their postings.
 */
export async function accountBalance(tx: Db, accountId: number): Promise<AccountBalance> {
  const rows = await tx
    .select({
      kind: ledgerAccounts.kind,
      balance: ledgerAccounts.balance,
      held: ledgerAccounts.held,
      postedSum: sql<string>`(select coalesce(sum(p.amount), 0)::text from ledger_postings p where p.account_id = ledger_accounts.id)`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  const row = rows[0];
  if (!row) throw new LedgerError('unknown_account', `no ledger account ${accountId}`);
  const balance = Money.of(row.kind === 'customer' ? row.balance : row.postedSum);
  const held = Money.of(row.held);
  return { accountId, balance, held, available: balance.minus(held) };
}
