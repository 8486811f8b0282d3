import {
  Money,
  type AccountMode,
  type customerAccount,
  type ReviewDeposit,
  type ReviewWithdrawal,
  type TransactionRecord,
} from '@tp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import { listPage, offsetOf, type Page } from '../../core/paging.ts';
import { accountMovements, countAccountMovements, customerAccount as ledgerAccount } from '../../ledger/index.ts';
import type { Decision, ReviewQuery } from './decisions.ts';
import { DepositReview } from './deposit-review.ts';
import { CURRENCY, toTransactionRecord } from './records.ts';
import { WithdrawalReview } from './withdrawal-review.ts';
import * as fileRepo from './file-repo.ts';

export type { Decision, ReviewQuery } from './decisions.ts';
export type CustomerAccount = z.infer<typeof customerAccount>;

/**
 * The operators' side of the wallet, used by the back office: deposits (deposit-review.ts),
 * withdrawals (withdrawal-review.ts) and what an operator looks up about a customer. Decisions run
 * in the caller's transaction (which also writes the audit row) and claim the record with a
 * conditional update, so that two operators deciding at once produce one outcome: the second finds
 * the record decided and either gets it back unchanged (the same decision) or a refusal (another
 * decision).
 */
export class WalletReview {
  private readonly deposits: DepositReview;
  private readonly withdrawals: WithdrawalReview;

  constructor(
    private readonly db: Db,
    feed: Feed,
    now: () => Date = () => new Date(),
  ) {
    this.deposits = new DepositReview(db, feed, now);
    this.withdrawals = new WithdrawalReview(db, now);
  }

  // -------------------------------------------------------------------------------------------
  // Queues and decisions

  listDeposits(q: ReviewQuery): Promise<Page<ReviewDeposit>> {
    return this.deposits.list(q);
  }

  listWithdrawals(q: ReviewQuery): Promise<Page<ReviewWithdrawal>> {
    return this.withdrawals.list(q);
  }

  approveDeposit(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewDeposit>> {
    return this.deposits.approve(tx, operatorId, id);
  }

  rejectDeposit(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewDeposit>> {
    return this.deposits.reject(tx, operatorId, id, reason);
  }

  approveWithdrawal(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewWithdrawal>> {
    return this.withdrawals.approve(tx, operatorId, id);
  }

  rejectWithdrawal(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewWithdrawal>> {
    return this.withdrawals.reject(tx, operatorId, id, reason);
  }

  completeWithdrawal(
    tx: Db,
    operatorId: number,
    id: number,
    payoutTxHash: string,
  ): Promise<Decision<ReviewWithdrawal>> {
    return this.withdrawals.complete(tx, operatorId, id, payoutTxHash);
  }

  // -------------------------------------------------------------------------------------------
  // Customers

  /** Any customer's proof image, for the operator reviewing the deposit. */
  async proofImage(fileId: string): Promise<{ mediaType: string; bytes: Uint8Array } | null> {
    return (await fileRepo.findFile(this.db, fileId)) ?? null;
  }

  /** The customer's demo and real accounts: balance, held by pending withdrawals, available. */
  async accounts(userId: number): Promise<CustomerAccount[]> {
    const modes: AccountMode[] = ['demo', 'real'];
    return Promise.all(
      modes.map(async (mode) => {
        const row = await ledgerAccount(this.db, { userId, mode, currency: CURRENCY }, { lock: false, create: false });
        const zero = Money.zero();
        return {
          mode,
          currency: CURRENCY,
          balance: (row?.balance ?? zero).toString(),
          held: (row?.held ?? zero).toString(),
          available: (row?.available ?? zero).toString(),
        };
      }),
    );
  }

  /** Every posting of the customer's account in a mode, newest first, with the balance after each. */
  async journal(userId: number, mode: AccountMode, page: number, pageSize: number): Promise<Page<TransactionRecord>> {
    const filter = { userId, mode, currency: CURRENCY };
    const request = { page, pageSize };
    return listPage(
      request,
      accountMovements(this.db, filter, pageSize, offsetOf(request)),
      countAccountMovements(this.db, filter),
      toTransactionRecord,
    );
  }
}
