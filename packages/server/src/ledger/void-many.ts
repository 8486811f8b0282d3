import { sql } from 'drizzle-orm';
import { queryPrepared, type Db } from '../db/client.ts';
import { LedgerError } from './errors.ts';

/**
 * Many pending holds voided in one statement, for group commit: the same rule as voidHold(), each
 * hold resolved exactly once and its amount available again on its account. All or none: a hold
 * that is not pending (posted or voided already, or unknown) throws `hold_not_pending` and the
 * caller's transaction must not commit.
 */
export async function voidMany(tx: Db, holdIds: readonly number[]): Promise<void> {
  if (holdIds.length === 0) return;
  if (new Set(holdIds).size !== holdIds.length) throw new LedgerError('hold_not_pending', 'a hold is voided twice');
  const rows = await queryPrepared<{ voided: number | string }>(
    tx,
    'void_many',
    sql`with v as (
        update ledger_holds h set status = 'voided', resolved_at = now()
        where h.id = any(${sql.param(holdIds)}::bigint[]) and h.status = 'pending'
        returning h.account_id, h.amount
      ),
      d as (select account_id, sum(amount) as total from v group by account_id),
      freed as (update ledger_accounts a set held = a.held - d.total from d where a.id = d.account_id returning a.id)
      select (select count(*) from v) as voided, (select count(*) from freed) as accounts`,
  );
  if (Number(rows[0]?.voided) !== holdIds.length) {
    throw new LedgerError('hold_not_pending', 'a hold of the batch is not pending');
  }
}
