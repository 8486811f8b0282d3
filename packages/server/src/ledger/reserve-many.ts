import { sql } from 'drizzle-orm';
import { Money } from '@tp/contract';
import { queryPrepared, type Db } from '../db/client.ts';
import { LedgerError } from './errors.ts';

/** A hold of a group-committed batch: on a customer account, for a reference (the record that waits on it). */
export interface BatchHold {
  accountId: number;
  amount: Money;
  reference: string;
}

/**
 * Many holds in one statement, for group commit: the same rule as reserve() (positive; the
 * available balance, balance − held, covers it), set-based so that a batch costs one round trip.
 * All or none: a hold an account cannot cover, or an account that is not a customer's, throws
 * `insufficient_funds` and the caller's transaction must not commit; its requests are then served
 * one by one. The caller decides each request beforehand under its account's lock, and a batch
 * holds on an account for at most one request. Gives back the holds' ids in the order given.
 */
export async function reserveMany(tx: Db, holds: readonly BatchHold[]): Promise<number[]> {
  if (holds.length === 0) return [];
  if (holds.some((hold) => !hold.amount.isPositive())) throw new LedgerError('unbalanced', 'a hold must be positive');
  const rows = await queryPrepared<{ moved: number | string; ids: (number | string)[] }>(
    tx,
    'reserve_many',
    // hm takes the holds' ids (a CTE calling nextval is evaluated once), so that they come back in order.
    sql`with hm as (
        select nextval(pg_get_serial_sequence('ledger_holds', 'id')) as id, h.* from unnest(
          ${sql.param(holds.map((h) => h.accountId))}::bigint[], ${sql.param(holds.map((h) => h.amount.toString()))}::numeric[],
          ${sql.param(holds.map((h) => h.reference))}::text[]) with ordinality as h(account_id, amount, reference, ordinal)
      ),
      d as (select account_id, sum(amount) as total from hm group by account_id),
      moved as (
        update ledger_accounts a set held = a.held + d.total from d
        where a.id = d.account_id and a.kind = 'customer' and a.balance - a.held >= d.total
        returning a.id
      ),
      inserted as (insert into ledger_holds (id, account_id, amount, reference) select id, account_id, amount, reference from hm)
      select (select count(*) from moved) - (select count(*) from d) as moved,
        array(select id from hm order by ordinal) as ids`,
  );
  const row = rows[0];
  if (!row || Number(row.moved) !== 0) {
    throw new LedgerError('insufficient_funds', 'a hold of the batch is not covered by its account');
  }
  return row.ids.map(Number);
}
