import { sql, type SQL } from 'drizzle-orm';
import type { AccountMode } from '@tp/contract';
import { queryPrepared, type Db } from '../db/client.ts';
import { LedgerError } from './errors.ts';
import { normalise, type PostingInput } from './post.ts';

/**
 * Many journal entries in one statement, for group commit: the entries, their postings and the
 * customer balances they move. The same rules as post() (2 to 16 postings, none zero, summing to
 * zero, checked here and again by the database at commit; a debit only while the account's
 * balance covers what it holds), set-based so that a batch of orders costs one round trip.
 */

export interface BatchEntry {
  kind: string;
  mode: AccountMode;
  currency: string;
  reference: string;
  postings: readonly PostingInput[];
}

/**
 * Writes the entries, all or none, and gives back their ids in the entries' order: a refusal (an unknown account, a debit the balance cannot
 * cover) throws and the caller's transaction must not commit. The caller decides each request
 * beforehand under its accounts' locks, so that a batch meets a refusal only when something
 * changed under it; its requests are then retried one by one. The cover guard applies to each
 * account's net movement in the batch: a batch moves one account for at most one request.
 */
export async function postMany(tx: Db, entries: readonly BatchEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await queryPrepared<PostedCounts & { ids: (string | number)[] }>(
    tx,
    'post_many',
    sql`with ${postManyCtes(entries)} select posted.*, (select array_agg(id order by ordinal) from em) as ids from posted`,
  );
  checkPosted(rows[0], entries);
  return (rows[0]?.ids ?? []).map(Number);
}

/** What a statement with postManyCtes selects from `posted` for checkPosted. */
export interface PostedCounts {
  known: string | number;
  accounts: string | number;
  customers: string | number;
  moved: string | number;
}

/**
 * postMany's writes as CTEs, for a batch's statement that writes more after them (one round trip
 * fewer): `em` holds each entry's id by its 1-based ordinal (em.id, em.ordinal), and `posted` is
 * one row of counts to give to checkPosted, which throws the refusal. A data-modifying CTE runs
 * whether or not the statement reads it.
 */
export function postManyCtes(entries: readonly BatchEntry[]): SQL {
  const { ordinals, accountIds, amounts } = postingsOf(entries);
  // em takes the entries' ids (a CTE calling nextval is evaluated once); postings name their entry by ordinal.
  return sql`em as (
        select nextval(pg_get_serial_sequence('ledger_entries', 'id')) as id, u.* from unnest(${sql.param(entries.map((e) => e.kind))}::text[],
          ${sql.param(entries.map((e) => e.mode))}::text[], ${sql.param(entries.map((e) => e.currency))}::text[],
          ${sql.param(entries.map((e) => e.reference))}::text[]) with ordinality as u(kind, mode, currency, reference, ordinal)
      ),
      v as (
        select * from unnest(${sql.param(ordinals)}::bigint[], ${sql.param(accountIds)}::bigint[], ${sql.param(amounts)}::numeric[])
          as v(ordinal, account_id, amount)
      ),
      known as (select a.id, a.kind from ledger_accounts a where a.id in (select account_id from v)),
      d as (
        select v.account_id, sum(v.amount) as delta from v join known k on k.id = v.account_id and k.kind = 'customer'
        group by v.account_id
      ),
      moved as (
        update ledger_accounts a set balance = a.balance + d.delta from d
        where a.id = d.account_id and a.balance + d.delta >= a.held
        returning a.id
      ),
      e as (insert into ledger_entries (id, kind, mode, currency, reference) select id, kind, mode, currency, reference from em),
      p as (
        insert into ledger_postings (entry_id, account_id, mode, currency, amount)
        select em.id, v.account_id, em.mode, em.currency, v.amount from v join em on em.ordinal = v.ordinal
      ),
      posted as (
        select (select count(*) from known) as known, (select count(distinct account_id) from v) as accounts,
          (select count(*) from d) as customers, (select count(*) from moved) as moved
      )`;
}

/** Throws the refusal when postManyCtes' checks failed: an unknown account, or a debit the balance cannot cover. */
export function checkPosted(counts: PostedCounts | undefined, entries: readonly BatchEntry[]): void {
  if (!counts || Number(counts.known) !== Number(counts.accounts)) {
    const accountIds = postingsOf(entries).accountIds;
    throw new LedgerError(
      'unknown_account',
      `a batch names a ledger account that does not exist: ${accountIds.join(', ')}`,
    );
  }
  if (Number(counts.moved) !== Number(counts.customers)) {
    throw new LedgerError('insufficient_funds', 'a customer account in the batch cannot cover its debit');
  }
}

function postingsOf(entries: readonly BatchEntry[]) {
  const ordinals: number[] = [];
  const accountIds: number[] = [];
  const amounts: string[] = [];
  entries.forEach((entry, ordinal) => {
    for (const posting of normalise(entry.postings)) {
      ordinals.push(ordinal + 1);
      accountIds.push(posting.accountId);
      amounts.push(posting.amount.toString());
    }
  });
  return { ordinals, accountIds, amounts };
}
