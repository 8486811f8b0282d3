import { eq, sql } from 'drizzle-orm';
import { Money, type AccountMode } from '@tp/contract';
import { queryPrepared, type Db } from '../db/client.ts';
import { ledgerEntries, ledgerPostings } from '../db/schema.ts';
import type { LockedCustomerAccount } from './accounts.ts';
import { LedgerError } from './errors.ts';

export interface PostingInput {
  accountId: number;
  /** Positive raises the account's balance, negative lowers it. */
  amount: Money | string;
}

export interface EntryInput {
  kind: string;
  mode: AccountMode;
  currency: string;
  postings: readonly PostingInput[];
  /** A repeat with the same key returns the first entry and writes nothing. */
  idempotencyKey?: string;
  reference?: string;
  /**
   * Customer accounts of this entry the caller already locked in this transaction (customerAccount
   * with `lock: true`, to decide under the lock): post() does not lock them a second time.
   */
  lockedAccounts?: readonly LockedCustomerAccount[];
}

export interface PostedEntry {
  entryId: number;
  replayed: boolean;
}

/** Most postings one entry may carry: every bound is explicit. */
export const MAX_POSTINGS_PER_ENTRY = 16;

/** The postings as exact amounts, checked: 2 to MAX_POSTINGS_PER_ENTRY, none zero, summing to zero. */
export function normalise(postings: readonly PostingInput[]): { accountId: number; amount: Money }[] {
  if (postings.length < 2 || postings.length > MAX_POSTINGS_PER_ENTRY) {
    throw new LedgerError('unbalanced', `an entry has 2 to ${MAX_POSTINGS_PER_ENTRY} postings, got ${postings.length}`);
  }
  const normalised = postings.map((p) => ({ accountId: p.accountId, amount: Money.of(p.amount) }));
  if (normalised.some((p) => p.amount.isZero())) throw new LedgerError('unbalanced', 'a posting of zero');
  const total = Money.sum(normalised.map((p) => p.amount));
  if (!total.isZero()) throw new LedgerError('unbalanced', `postings sum to ${total.toString()}, not zero`);
  return normalised;
}

/**
 * Writes one journal entry, in one statement: the entry, the customer balances it moves and its
 * postings. The caller supplies the transaction, so the entry commits or rolls back with the
 * business change it belongs to; a refusal throws, and the caller's transaction must not commit.
 * Customer accounts are locked in id order (so concurrent entries never deadlock) and debited only
 * while their available balance covers the debit; system accounts are never locked or written,
 * their balance being the sum of their postings. The database checks the entry balances at commit.
 *
 * A customer account the caller already locked to decide (`lockedAccounts`: whether an order fits
 * the free margin, say) is not locked a second time. That is safe: the debit guard (balance + delta
 * ≥ held) is in the UPDATE, which always evaluates the row's latest version, so it never depended
 * on this lock; and the id order is only there so that two entries that each lock several customer
 * accounts cannot deadlock, whereas a lock this transaction already holds is not acquired again, in
 * any order. The entry's other customer accounts are still locked here, in id order.
 */
export async function post(tx: Db, input: EntryInput): Promise<PostedEntry> {
  const postings = normalise(input.postings);
  const accountIds = postings.map((p) => p.accountId);
  const amounts = postings.map((p) => p.amount.toString());
  const lockedIds = (input.lockedAccounts ?? []).map((account) => account.id);
  const rows = await queryPrepared<Counts>(
    tx,
    'ledger_post',
    sql`with e as (
        insert into ledger_entries (kind, mode, currency, idempotency_key, reference)
        values (${input.kind}, ${input.mode}, ${input.currency}, ${input.idempotencyKey ?? null}, ${input.reference ?? null})
        on conflict do nothing returning id
      ),
      v as (select * from unnest(${sql.param(accountIds)}::bigint[], ${sql.param(amounts)}::numeric[]) as v(account_id, amount)),
      d as (select account_id, sum(amount) as delta from v group by account_id),
      known as (select a.id, a.kind from ledger_accounts a join d on d.account_id = a.id),
      locked as (
        select a.id from ledger_accounts a
        where a.id in (select id from known where kind = 'customer' and not id = any(${sql.param(lockedIds)}::bigint[]))
          and exists (select 1 from e)
        order by a.id for update
      ),
      customers as (
        select id from locked
        union all
        select id from known
        where kind = 'customer' and id = any(${sql.param(lockedIds)}::bigint[]) and exists (select 1 from e)
      ),
      moved as (
        update ledger_accounts a set balance = a.balance + d.delta
        from d, customers c
        where a.id = d.account_id and a.id = c.id and a.balance + d.delta >= a.held
        returning a.id
      ),
      written as (
        insert into ledger_postings (entry_id, account_id, mode, currency, amount)
        select e.id, v.account_id, ${input.mode}, ${input.currency}, v.amount from e, v
        returning 1
      )
      select (select id from e) as entry_id,
        (select count(*) from known) as known,
        (select count(*) from d) as accounts,
        (select count(*) from customers) as customers,
        (select count(*) from moved) as moved,
        (select count(*) from written) as written`,
  );
  const counts = rows[0];
  if (!counts || counts.entry_id === null) return replay(tx, input, postings);
  if (Number(counts.known) !== Number(counts.accounts)) {
    throw new LedgerError(
      'unknown_account',
      `an entry names a ledger account that does not exist: ${accountIds.join(', ')}`,
    );
  }
  if (Number(counts.moved) !== Number(counts.customers)) {
    throw new LedgerError('insufficient_funds', `a customer account cannot cover its debit in ${amounts.join(', ')}`);
  }
  return { entryId: Number(counts.entry_id), replayed: false };
}

interface Counts {
  entry_id: number | string | bigint | null;
  known: number | string | bigint;
  accounts: number | string | bigint;
  customers: number | string | bigint;
  moved: number | string | bigint;
  written: number | string | bigint;
}

async function replay(
  tx: Db,
  input: EntryInput,
  postings: { accountId: number; amount: Money }[],
): Promise<PostedEntry> {
  const key = input.idempotencyKey;
  if (!key) throw new LedgerError('unbalanced', 'entry insert returned nothing');
  const existing = await tx
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      mode: ledgerEntries.mode,
      currency: ledgerEntries.currency,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, key));
  const entry = existing[0];
  if (!entry) throw new LedgerError('idempotency_conflict', `idempotency key ${key} vanished`);
  const written = await tx
    .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entry.id));
  const same =
    entry.kind === input.kind &&
    entry.mode === input.mode &&
    entry.currency === input.currency &&
    sameMultiset(
      written.map((p) => `${p.accountId}:${Money.of(p.amount).toString()}`),
      postings.map((p) => `${p.accountId}:${p.amount.toString()}`),
    );
  if (!same) throw new LedgerError('idempotency_conflict', `idempotency key ${key} was used for another entry`);
  return { entryId: entry.id, replayed: true };
}

function sameMultiset(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
}
