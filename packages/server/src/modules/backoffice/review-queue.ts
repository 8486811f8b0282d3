import type { z } from 'zod';
import type {
  AccountMode,
  customerAccount,
  ReviewDeposit,
  ReviewWithdrawal,
  TransactionRecord,
  WalletStatus,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import { requirePermission } from './access.ts';

export interface Decision<T> {
  before: T;
  after: T;
  changed: boolean;
}

/** What the back office uses of the wallet module's review (WalletReview). */
export interface WalletReviewPort {
  listDeposits(q: { status?: WalletStatus; page: number; pageSize: number }): Promise<Page<ReviewDeposit>>;
  listWithdrawals(q: { status?: WalletStatus; page: number; pageSize: number }): Promise<Page<ReviewWithdrawal>>;
  approveDeposit(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewDeposit>>;
  rejectDeposit(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewDeposit>>;
  approveWithdrawal(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewWithdrawal>>;
  rejectWithdrawal(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewWithdrawal>>;
  completeWithdrawal(tx: Db, operatorId: number, id: number, payoutTxHash: string): Promise<Decision<ReviewWithdrawal>>;
  proofImage(fileId: string): Promise<{ mediaType: string; bytes: Uint8Array } | null>;
  accounts(userId: number): Promise<z.infer<typeof customerAccount>[]>;
  journal(userId: number, mode: AccountMode, page: number, pageSize: number): Promise<Page<TransactionRecord>>;
}

export interface ReviewQueueDeps {
  db: Db;
  review: WalletReviewPort;
  audit: AuditService;
}

/**
 * The review queues: operators read the deposits and withdrawals waiting for them and decide
 * them. Each method checks the operator's permission before anything else. A decision and its
 * audit row commit in one transaction; a decision that was already made (`changed: false`) adds no row.
 */
export class ReviewQueueService {
  constructor(private readonly deps: ReviewQueueDeps) {}

  /** Runs one decision, refused first unless the operator may decide. */
  private async decide<T>(
    op: OperatorContext,
    action: string,
    targetKind: 'deposit' | 'withdrawal',
    id: number,
    run: (tx: Db) => Promise<Decision<T>>,
  ): Promise<T> {
    requirePermission(op, 'queue.decide');
    const { db, audit } = this.deps;
    return db.transaction(async (tx) => {
      const decision = await run(tx);
      if (decision.changed) {
        await audit.record(tx, {
          operatorId: op.operatorId,
          action,
          targetKind,
          targetId: id,
          before: decision.before,
          after: decision.after,
        });
      }
      return decision.after;
    });
  }

  async listDeposits(op: OperatorContext, status: WalletStatus | undefined, page: number, pageSize: number) {
    requirePermission(op, 'queue.read');
    return this.deps.review.listDeposits({ ...(status ? { status } : {}), page, pageSize });
  }

  async listWithdrawals(op: OperatorContext, status: WalletStatus | undefined, page: number, pageSize: number) {
    requirePermission(op, 'queue.read');
    return this.deps.review.listWithdrawals({ ...(status ? { status } : {}), page, pageSize });
  }

  approveDeposit(op: OperatorContext, id: number): Promise<ReviewDeposit> {
    const { review } = this.deps;
    return this.decide(op, 'deposit.approve', 'deposit', id, (tx) => review.approveDeposit(tx, op.operatorId, id));
  }

  rejectDeposit(op: OperatorContext, id: number, reason: string): Promise<ReviewDeposit> {
    const { review } = this.deps;
    return this.decide(op, 'deposit.reject', 'deposit', id, (tx) =>
      review.rejectDeposit(tx, op.operatorId, id, reason),
    );
  }

  approveWithdrawal(op: OperatorContext, id: number): Promise<ReviewWithdrawal> {
    const { review } = this.deps;
    return this.decide(op, 'withdrawal.approve', 'withdrawal', id, (tx) =>
      review.approveWithdrawal(tx, op.operatorId, id),
    );
  }

  rejectWithdrawal(op: OperatorContext, id: number, reason: string): Promise<ReviewWithdrawal> {
    const { review } = this.deps;
    return this.decide(op, 'withdrawal.reject', 'withdrawal', id, (tx) =>
      review.rejectWithdrawal(tx, op.operatorId, id, reason),
    );
  }

  completeWithdrawal(op: OperatorContext, id: number, payoutTxHash: string): Promise<ReviewWithdrawal> {
    const { review } = this.deps;
    return this.decide(op, 'withdrawal.complete', 'withdrawal', id, (tx) =>
      review.completeWithdrawal(tx, op.operatorId, id, payoutTxHash),
    );
  }

  /** A deposit's proof image, for operators who may see files. */
  async proofImage(op: OperatorContext, fileId: string) {
    requirePermission(op, 'files.read');
    return this.deps.review.proofImage(fileId);
  }
}
