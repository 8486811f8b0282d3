import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { CustomerAccountKey } from './accounts.ts';

/** One posting of a customer's account, as the customer's statement shows it. */
export interface AccountMovement {
  /** The posting's id. */
  id: number;
  entryId: number;
  /** The kind of the entry the posting belongs to (deposit, position_open, ...). */
  kind: string;
  /** Exact decimal text, signed: negative when money left the account. */
  amount: string;
  /** The account's balance right after this posting, exact decimal text. */
  balanceAfter: string;
  reference: string | null;
  createdAt: Date;
}

/** Whose movements: the owner's customer account of a book and currency, and optionally one entry kind. */
export type MovementFilter = CustomerAccountKey & { kind?: string };

/**
 * The postings of one customer's account, newest first. `balance_after` is the running sum over
 * all of the account's postings in id order, computed before the kind filter so that a filtered
 * list still shows the true balance after each movement.
 */
export async function accountMovements(
  tx: Db,
  filter: MovementFilter,
  limit: number,
  offset: number,
): Promise<AccountMovement[]> {
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

/** How many postings `accountMovements` would list over all its pages. */
export async function countAccountMovements(tx: Db, filter: MovementFilter): Promise<number> {
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
