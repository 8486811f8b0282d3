import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountMode, WalletNetwork, WalletStatus } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import {
  deposits,
  files,
  ledgerAccounts,
  operators,
  params,
  users,
  walletEvents,
  withdrawals,
} from '../../db/schema.ts';

/** SQL only: every function takes the transaction (or the database) first; customer reads filter by owner. */

export type FileRow = typeof files.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type DepositUpdate = Partial<Omit<NewDeposit, 'id' | 'userId'>>;
export type WithdrawalUpdate = Partial<Omit<NewWithdrawal, 'id' | 'userId'>>;

// ---------------------------------------------------------------------------------------------
// Parameters

export async function readParams(tx: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: params.key, value: params.value })
    .from(params)
    .where(inArray(params.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

// ---------------------------------------------------------------------------------------------
// Files

export async function insertFile(tx: Db, row: typeof files.$inferInsert): Promise<void> {
  await tx.insert(files).values(row);
}

/** The owner's file, or nothing: another customer's id reads exactly like an unknown one. */
export async function findOwnFile(
  tx: Db,
  userId: number,
  id: string,
): Promise<{ mediaType: string; bytes: Uint8Array } | undefined> {
  const rows = await tx
    .select({ mediaType: files.mediaType, bytes: files.bytes })
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)));
  return rows[0];
}

/** Any customer's file, for operators. */
export async function findFile(tx: Db, id: string): Promise<{ mediaType: string; bytes: Uint8Array } | undefined> {
  const rows = await tx.select({ mediaType: files.mediaType, bytes: files.bytes }).from(files).where(eq(files.id, id));
  return rows[0];
}

/** Whether the file is the customer's own payment proof and backs no deposit yet. */
export async function isUnusedProof(tx: Db, userId: number, fileId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.userId, userId),
        eq(files.purpose, 'deposit_proof'),
        sql`not exists (select 1 from ${deposits} where ${deposits.proofFileId} = ${files.id})`,
      ),
    );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Deposits

export async function insertDeposit(tx: Db, row: NewDeposit): Promise<DepositRow> {
  const rows = await tx.insert(deposits).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('deposit insert returned nothing');
  return inserted;
}

export async function depositByIdempotencyKey(tx: Db, userId: number, key: string): Promise<DepositRow | undefined> {
  const rows = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.idempotencyKey, key)));
  return rows[0];
}

/**
 * Serialises claims of one transaction hash on one chain until the caller's transaction ends, so
 * that the check below cannot race: the unique index covers one (coin, network), not a chain that
 * carries several networks (Ethereum carries ETH and ERC20 USDT).
 */
export async function lockTxHash(tx: Db, chain: string, txHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deposit-tx:${chain}:${txHash}`}, 0))`);
}

/** Whether a transfer already backs a deposit on any of the chain's networks, of anybody, in any status. */
export async function txHashUsed(tx: Db, networks: readonly WalletNetwork[], txHash: string): Promise<boolean> {
  const rows = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(inArray(deposits.network, [...networks]), eq(deposits.txHash, txHash)));
  return rows.length > 0;
}

export async function listOwnDeposits(tx: Db, userId: number, limit: number, offset: number): Promise<DepositRow[]> {
  return tx
    .select()
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .orderBy(desc(deposits.id))
    .limit(limit)
    .offset(offset);
}

export async function countOwnDeposits(tx: Db, userId: number): Promise<number> {
  const rows = await tx.select({ n: count() }).from(deposits).where(eq(deposits.userId, userId));
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

/** The id the next withdrawal will get, taken first so that its hold can name it. */
export async function nextWithdrawalId(tx: Db): Promise<number> {
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('withdrawals', 'id')) as id`,
  );
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no withdrawal id');
  return id;
}

export async function insertWithdrawal(tx: Db, row: NewWithdrawal): Promise<WithdrawalRow> {
  const rows = await tx.insert(withdrawals).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  return inserted;
}

export async function withdrawalByIdempotencyKey(
  tx: Db,
  userId: number,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const rows = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
  return rows[0];
}

export async function listOwnWithdrawals(
  tx: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<WithdrawalRow[]> {
  return tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .limit(limit)
    .offset(offset);
}

export async function countOwnWithdrawals(tx: Db, userId: number): Promise<number> {
  const rows = await tx.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId));
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Status history

export async function insertEvent(
  tx: Db,
  event: {
    recordKind: 'deposit' | 'withdrawal';
    recordId: number;
    status: WalletStatus;
    operatorId: number | null;
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(walletEvents).values({
    recordKind: event.recordKind,
    recordId: event.recordId,
    status: event.status,
    operatorId: event.operatorId,
    reason: event.reason ?? null,
    createdAt: event.at,
  });
}

// ---------------------------------------------------------------------------------------------
// Review (operators): every record, with its customer's and reviewer's names

const reviewer = alias(operators, 'reviewer');

export type ReviewDepositRow = DepositRow & { username: string; reviewerName: string | null };
export type ReviewWithdrawalRow = WithdrawalRow & { username: string; reviewerName: string | null };

async function selectDeposits(tx: Db, where: SQL, limit: number, offset: number) {
  const rows = await tx
    .select({ deposit: deposits, username: users.username, reviewerName: reviewer.name })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .leftJoin(reviewer, eq(reviewer.id, deposits.reviewedBy))
    .where(where)
    .orderBy(asc(deposits.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.deposit, username: row.username, reviewerName: row.reviewerName }));
}

async function selectWithdrawals(tx: Db, where: SQL, limit: number, offset: number) {
  const rows = await tx
    .select({ withdrawal: withdrawals, username: users.username, reviewerName: reviewer.name })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy))
    .where(where)
    .orderBy(asc(withdrawals.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.withdrawal, username: row.username, reviewerName: row.reviewerName }));
}

/** A queue: oldest first. */
export function depositsByStatus(tx: Db, status: WalletStatus, limit: number, offset: number) {
  return selectDeposits(tx, eq(deposits.status, status), limit, offset);
}

export async function countDepositsByStatus(tx: Db, status: WalletStatus): Promise<number> {
  const rows = await tx.select({ n: count() }).from(deposits).where(eq(deposits.status, status));
  return rows[0]?.n ?? 0;
}

export async function reviewDeposit(tx: Db, id: number): Promise<ReviewDepositRow | undefined> {
  return (await selectDeposits(tx, eq(deposits.id, id), 1, 0))[0];
}

export function withdrawalsByStatus(tx: Db, status: WalletStatus, limit: number, offset: number) {
  return selectWithdrawals(tx, eq(withdrawals.status, status), limit, offset);
}

export async function countWithdrawalsByStatus(tx: Db, status: WalletStatus): Promise<number> {
  const rows = await tx.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, status));
  return rows[0]?.n ?? 0;
}

export async function reviewWithdrawal(tx: Db, id: number): Promise<ReviewWithdrawalRow | undefined> {
  return (await selectWithdrawals(tx, eq(withdrawals.id, id), 1, 0))[0];
}

/**
 * Claims a record for a decision: the conditional update locks the row, and of two operators
 * deciding at once the second finds the status changed and claims nothing. `set` carries the
 * decision itself where the record's CHECK constraints allow it in one step.
 */
export async function claimDeposit(
  tx: Db,
  id: number,
  from: WalletStatus,
  set: DepositUpdate,
): Promise<DepositRow | undefined> {
  const rows = await tx
    .update(deposits)
    .set(set)
    .where(and(eq(deposits.id, id), eq(deposits.status, from)))
    .returning();
  return rows[0];
}

export async function updateDeposit(tx: Db, id: number, set: DepositUpdate): Promise<void> {
  await tx.update(deposits).set(set).where(eq(deposits.id, id));
}

export async function claimWithdrawal(
  tx: Db,
  id: number,
  from: WalletStatus,
  set: WithdrawalUpdate,
): Promise<WithdrawalRow | undefined> {
  const rows = await tx
    .update(withdrawals)
    .set(set)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return rows[0];
}

export async function updateWithdrawal(tx: Db, id: number, set: WithdrawalUpdate): Promise<void> {
  await tx.update(withdrawals).set(set).where(eq(withdrawals.id, id));
}

// ---------------------------------------------------------------------------------------------
// Accounts and their postings

/** The cached balance and held amount of a customer's account, without creating it. */
export async function customerAccount(
  tx: Db,
  userId: number,
  mode: AccountMode,
  currency: string,
): Promise<{ id: number; balance: string; held: string } | undefined> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.mode, mode),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.kind, 'customer'),
      ),
    );
  return rows[0];
}

export interface PostingRow {
  id: number;
  entryId: number;
  kind: string;
  amount: string;
  balanceAfter: string;
  reference: string | null;
  createdAt: Date;
}

/**
 * The postings of one customer's account, newest first. `balance_after` is the running sum over
 * all of the account's postings in id order, computed before the kind filter so that a filtered
 * list still shows the true balance after each movement.
 */
export async function accountPostings(
  tx: Db,
  filter: { userId: number; mode: AccountMode; currency: string; kind?: string },
  limit: number,
  offset: number,
): Promise<PostingRow[]> {
  const rows = await queryRows<{
    id: number | string;
    entry_id: number | string;
    kind: string;
    amount: string;
    balance_after: string;
    reference: string | null;
    created_at: Date | string;
  }>(
    tx,
    sql`with movements as (
          select p.id, p.entry_id, e.kind, p.amount, e.reference, p.created_at,
                 sum(p.amount) over (order by p.id rows between unbounded preceding and current row) as balance_after
            from ledger_postings p
            join ledger_accounts a on a.id = p.account_id
            join ledger_entries e on e.id = p.entry_id
           where a.kind = 'customer' and a.user_id = ${filter.userId}
             and a.mode = ${filter.mode} and a.currency = ${filter.currency}
        )
        select id, entry_id, kind, amount::text as amount, balance_after::text as balance_after, reference, created_at
          from movements
         where ${filter.kind === undefined ? sql`true` : sql`kind = ${filter.kind}`}
         order by id desc
         limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    entryId: Number(row.entry_id),
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balance_after,
    reference: row.reference,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  }));
}

export async function countAccountPostings(
  tx: Db,
  filter: { userId: number; mode: AccountMode; currency: string; kind?: string },
): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*)::int as n
          from ledger_postings p
          join ledger_accounts a on a.id = p.account_id
          join ledger_entries e on e.id = p.entry_id
         where a.kind = 'customer' and a.user_id = ${filter.userId}
           and a.mode = ${filter.mode} and a.currency = ${filter.currency}
           and ${filter.kind === undefined ? sql`true` : sql`e.kind = ${filter.kind}`}`,
  );
  return Number(rows[0]?.n ?? 0);
}
