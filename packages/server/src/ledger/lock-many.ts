import { sql } from 'drizzle-orm';
import { Money, type AccountMode } from '@tp/contract';
import { queryPrepared, type Db } from '../db/client.ts';
import type { LockedCustomerAccount } from './accounts.ts';
import { accountKey } from '../core/account-key.ts';

/** Most customer account ids remembered (CustomerAccountIds): every bound is explicit. */
export const ACCOUNT_IDS_MAX = 100_000;

/**
 * Customer account ids by owner, book and currency, learnt as accounts are locked: an account's id
 * never changes and an account is never removed, so a remembered id stays true. One per database.
 */
export class CustomerAccountIds {
  private readonly ids = new Map<string, number>();

  get(key: string): number | undefined {
    return this.ids.get(key);
  }

  learn(key: string, id: number): void {
    if (this.ids.size >= ACCOUNT_IDS_MAX && !this.ids.has(key)) this.ids.clear();
    this.ids.set(key, id);
  }
}

interface AccountRow {
  id: number | string;
  user_id: number | string;
  mode: AccountMode;
  balance: string;
  held: string;
}

/**
 * Several customers' accounts of one currency locked at once, in id order (so that concurrent
 * batches never deadlock), as `customerAccount` with `lock: true` reads one; keyed by
 * accountKey, as the rows themselves say. An account that does not exist yet is missing:
 * it holds nothing. With every id known, the rows are found by primary key.
 */
export async function lockCustomerAccounts(
  tx: Db,
  owners: readonly { userId: number; mode: AccountMode }[],
  currency: string,
  known: CustomerAccountIds,
): Promise<Map<string, LockedCustomerAccount>> {
  const keys = owners.map((owner) => `${accountKey(owner.userId, owner.mode)}:${currency}`);
  const ids = keys.map((key) => known.get(key));
  const rows = ids.every((id) => id !== undefined)
    ? await queryPrepared<AccountRow>(
        tx,
        'lock_customer_accounts_by_id',
        sql`select id, user_id, mode, balance::text as balance, held::text as held from ledger_accounts
            where id = any(${sql.param(ids)}::bigint[]) and kind = 'customer' and currency = ${currency}
            order by id for update`,
      )
    : await queryPrepared<AccountRow>(
        tx,
        'lock_customer_accounts',
        sql`select id, user_id, mode, balance::text as balance, held::text as held from ledger_accounts
            where kind = 'customer' and currency = ${currency}
              and (user_id, mode) in (
                select * from unnest(${sql.param(owners.map((o) => o.userId))}::bigint[], ${sql.param(owners.map((o) => o.mode))}::text[]))
            order by id for update`,
      );
  const locked = new Map<string, LockedCustomerAccount>();
  for (const row of rows) {
    const owner = accountKey(Number(row.user_id), row.mode);
    known.learn(`${owner}:${currency}`, Number(row.id));
    const balance = Money.of(row.balance);
    const held = Money.of(row.held);
    locked.set(owner, { id: Number(row.id), balance, held, available: balance.minus(held) } as LockedCustomerAccount);
  }
  return locked;
}
