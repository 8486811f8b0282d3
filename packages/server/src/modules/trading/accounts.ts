import { ACCOUNT_CURRENCY, type AccountMode } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { customerAccountId, systemAccountId } from '../../ledger/index.ts';
import * as repo from './repo.ts';

/** The ledger accounts positions post to: the customer's cash account and the system accounts. */

/** The system accounts of one mode that opening and closing post to. */
export interface TradingAccounts {
  margin: number;
  fee: number;
  house: number;
}

/**
 * The system account ids of each mode, read once: they never change once created. Read (and
 * created on first use) on the database itself, never in an order's transaction, so that an id
 * created by a transaction that then rolls back is never remembered; and before the order's
 * transaction starts, as the embedded database runs one transaction at a time.
 */
export class TradingAccountIds {
  private readonly byMode = new Map<AccountMode, Promise<TradingAccounts>>();

  constructor(private readonly db: Db) {}

  of(mode: AccountMode): Promise<TradingAccounts> {
    let ids = this.byMode.get(mode);
    if (!ids) {
      ids = this.read(mode);
      this.byMode.set(mode, ids);
      // A failed read is not remembered: the next order tries again.
      ids.catch(() => this.byMode.delete(mode));
    }
    return ids;
  }

  private async read(mode: AccountMode): Promise<TradingAccounts> {
    const [margin, fee, house] = await Promise.all([
      systemAccountId(this.db, 'margin', mode, ACCOUNT_CURRENCY),
      systemAccountId(this.db, 'fee', mode, ACCOUNT_CURRENCY),
      systemAccountId(this.db, 'house', mode, ACCOUNT_CURRENCY),
    ]);
    return { margin, fee, house };
  }
}

/** Locks the owner's cash account and reads it (repo.lockCustomerAccount), creating it on first use. */
export async function lockCashAccount(tx: Db, owner: repo.Owner): Promise<repo.CashAccount> {
  const account = await repo.lockCustomerAccount(tx, owner, ACCOUNT_CURRENCY);
  if (account) return account;
  await customerAccountId(tx, owner.userId, owner.mode, ACCOUNT_CURRENCY);
  const created = await repo.lockCustomerAccount(tx, owner, ACCOUNT_CURRENCY);
  if (!created) throw new Error(`no customer account of user ${owner.userId} (${owner.mode})`);
  return created;
}
