import { and, eq, sql } from 'drizzle-orm';
import { Money, type AccountMode } from '@tp/contract';
import { queryPrepared, queryRows, type Db } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema.ts';
import { LedgerError } from './errors.ts';

/**
 * margin: what open positions set aside; option_stakes: stakes of open options until they settle;
 * plan_principal: the principal of earning smart plans; plan_yield: the platform account that pays
 * plans' daily earnings and takes early-exit penalties; presale_issuer: where a presale token comes
 * from (one per token currency, its balance the negative of what was distributed); presale_proceeds:
 * the USDT customers paid for presale tokens; loans_receivable: minus the principal lent and not yet
 * collected; loan_interest: the interest loans paid; nft_charity: the children's charity's share of
 * NFT sales, owed to it until paid out; nft_fee: the platform's fee on NFT sales.
 */
export type SystemAccountKind =
  | 'house'
  | 'fee'
  | 'demo_issuer'
  | 'settlement'
  | 'margin'
  | 'option_stakes'
  | 'plan_principal'
  | 'plan_yield'
  | 'presale_issuer'
  | 'presale_proceeds'
  | 'loans_receivable'
  | 'loan_interest'
  | 'nft_charity'
  | 'nft_fee';

export interface AccountBalance {
  accountId: number;
  balance: Money;
  held: Money;
  available: Money;
}

/** Which customer account: one per user, book (mode) and currency. */
export interface CustomerAccountKey {
  userId: number;
  mode: AccountMode;
  currency: string;
}

/** A customer's account as a decision about its money reads it: exact figures, never numbers. */
export interface CustomerAccount {
  id: number;
  balance: Money;
  /** What pending holds (withdrawals) reserve. */
  held: Money;
  /** balance − held: what may leave the account now. */
  available: Money;
}

declare const lockedForUpdate: unique symbol;
/**
 * A customer account read under its row lock (FOR UPDATE), held until the transaction ends. Only
 * customerAccount with `lock: true` hands one out, so that `post` can trust it is really locked.
 */
export type LockedCustomerAccount = CustomerAccount & { readonly [lockedForUpdate]: true };

/**
 * The one read of a customer's account, by owner, book and currency; every module reads it here:
 * - `lock: true` locks the row until the transaction ends: every decision about the account's money
 *   (open, close, buy, stop-out) is taken under it. Created on first use. With `skipLocked`, a row
 *   another transaction holds reads as undefined instead of being waited for (nothing is created).
 * - `lock: false` reads the figures as they are; created on first use unless `create: false`, for
 *   read-only paths that write nothing (a missing account reads as undefined then).
 */
export function customerAccount(
  tx: Db,
  key: CustomerAccountKey,
  read: { lock: true; skipLocked: true },
): Promise<LockedCustomerAccount | undefined>;
export function customerAccount(tx: Db, key: CustomerAccountKey, read: { lock: true }): Promise<LockedCustomerAccount>;
export function customerAccount(
  tx: Db,
  key: CustomerAccountKey,
  read: { lock: false; create: false },
): Promise<CustomerAccount | undefined>;
export function customerAccount(tx: Db, key: CustomerAccountKey, read: { lock: false }): Promise<CustomerAccount>;
export async function customerAccount(
  tx: Db,
  key: CustomerAccountKey,
  read: { lock: boolean; skipLocked?: boolean; create?: boolean },
): Promise<CustomerAccount | undefined> {
  const lock = !read.lock ? LOCK.none : read.skipLocked ? LOCK.skipLocked : LOCK.wait;
  const found = await readCustomerAccount(tx, key, lock);
  if (found || read.skipLocked || read.create === false) return found;
  const inserted = await tx
    .insert(ledgerAccounts)
    .values({ userId: key.userId, kind: 'customer', mode: key.mode, currency: key.currency })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (inserted[0] && !read.lock) {
    const none = Money.zero();
    return { id: inserted[0].id, balance: none, held: none, available: none };
  }
  // Read again (and lock) whoever created it: a concurrent creator's row is visible to the next statement.
  const created = await readCustomerAccount(tx, key, lock);
  if (!created) throw new LedgerError('unknown_account', `no ${key.mode} account of user ${key.userId}`);
  return created;
}

/** How a read locks the account's row; each variant is a prepared statement of its own. */
const LOCK = {
  none: { name: 'customer_account', clause: sql`` },
  wait: { name: 'customer_account_for_update', clause: sql`for update` },
  skipLocked: { name: 'customer_account_skip_locked', clause: sql`for update skip locked` },
} as const;

async function readCustomerAccount(
  tx: Db,
  key: CustomerAccountKey,
  lock: (typeof LOCK)[keyof typeof LOCK],
): Promise<CustomerAccount | undefined> {
  // kind is a literal so that the planner uses the partial unique index of customer accounts.
  const rows = await queryPrepared<{ id: number | string; balance: string; held: string }>(
    tx,
    lock.name,
    sql`select id, balance::text as balance, held::text as held from ledger_accounts
        where user_id = ${key.userId} and mode = ${key.mode} and currency = ${key.currency} and kind = 'customer'
        ${lock.clause}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const balance = Money.of(row.balance);
  const held = Money.of(row.held);
  return { id: Number(row.id), balance, held, available: balance.minus(held) };
}

/** The customer's account id for a mode and currency, created on first use (customerAccount). */
export async function customerAccountId(tx: Db, userId: number, mode: AccountMode, currency: string): Promise<number> {
  return (await customerAccount(tx, { userId, mode, currency }, { lock: false })).id;
}

/** A customer's cash (balance − held, exact decimal text) in one book. */
export interface CustomerCash {
  userId: number;
  mode: AccountMode;
  cash: string;
}

/** The cash of these users' accounts in a currency, both books, in one statement; locks nothing. */
export async function customerCash(tx: Db, userIds: readonly number[], currency: string): Promise<CustomerCash[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<{ user_id: number | string; mode: AccountMode; cash: string }>(
    tx,
    sql`select user_id, mode, (balance - held)::text as cash from ledger_accounts
        where kind = 'customer' and currency = ${currency} and user_id = any(${sql.param(userIds)}::bigint[])`,
  );
  return rows.map((row) => ({ userId: Number(row.user_id), mode: row.mode, cash: row.cash }));
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

/** Every customer account of the user in one book, by currency (exact decimal text); locks nothing. */
export async function customerBalances(
  tx: Db,
  userId: number,
  mode: AccountMode,
): Promise<{ currency: string; balance: string; held: string }[]> {
  const rows = await queryRows<{ currency: string; balance: string; held: string }>(
    tx,
    sql`select currency, balance::text as balance, held::text as held from ledger_accounts
        where kind = 'customer' and user_id = ${userId} and mode = ${mode} order by currency`,
  );
  return rows;
}
