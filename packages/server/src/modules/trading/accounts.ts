import { ACCOUNT_CURRENCY, type AccountMode } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { customerAccount, SystemAccountIds, type LockedCustomerAccount } from '../../ledger/index.ts';
import type { Owner } from './repo.ts';

/** The ledger accounts positions post to: the customer's cash account and the system accounts. */

/** The system accounts of one mode that opening and closing post to. */
export interface TradingAccounts {
  margin: number;
  fee: number;
  house: number;
}

/**
 * The system account ids of each mode, read once (SystemAccountIds): on the database itself, never
 * in an order's transaction, so that an id created by a transaction that then rolls back is never
 * remembered; and before the order's transaction starts, as the embedded database runs one
 * transaction at a time.
 */
export class TradingAccountIds {
  private readonly ids: SystemAccountIds;

  constructor(db: Db) {
    this.ids = new SystemAccountIds(db);
  }

  async of(mode: AccountMode): Promise<TradingAccounts> {
    const [margin, fee, house] = await Promise.all([
      this.ids.of('margin', mode, ACCOUNT_CURRENCY),
      this.ids.of('fee', mode, ACCOUNT_CURRENCY),
      this.ids.of('house', mode, ACCOUNT_CURRENCY),
    ]);
    return { margin, fee, house };
  }
}

/**
 * The owner's trading cash account, locked until the transaction ends and created on first use:
 * every decision about its money (open, close, buy) is taken under this lock, and post() is told
 * it holds it (`lockedAccounts`) rather than locking the row again.
 */
export function lockCashAccount(tx: Db, owner: Owner): Promise<LockedCustomerAccount> {
  return customerAccount(tx, { userId: owner.userId, mode: owner.mode, currency: ACCOUNT_CURRENCY }, { lock: true });
}
