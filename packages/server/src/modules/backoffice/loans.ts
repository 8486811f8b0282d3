import type { LoanProduct, LoanProductBody, LoanRecord, LoanStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Page, PageRequest } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import { changeLoanProduct, decideLoan, loanProductCatalogue, loanQueue, toLoanRecord } from '../loans/service.ts';
import { requirePermission } from './access.ts';

/**
 * Loans as operators see them: the queue (support and reviewers read, reviewers decide: approval
 * disburses), the active and overdue lists, and the products (administrators change them). Each
 * method checks the role first; a decision or change and its audit row commit together.
 */
export class LoanAdmin {
  constructor(private readonly deps: { db: Db; audit: AuditService; now: () => Date }) {}

  async loans(op: OperatorContext, status: LoanStatus | undefined, request: PageRequest): Promise<Page<LoanRecord>> {
    requirePermission(op, 'queue.read');
    return loanQueue(this.deps.db, status, request, this.deps.now());
  }

  async approve(op: OperatorContext, id: number): Promise<LoanRecord> {
    requirePermission(op, 'queue.decide');
    return this.decide(op, id, { approve: true });
  }

  async reject(op: OperatorContext, id: number, reason: string): Promise<LoanRecord> {
    requirePermission(op, 'queue.decide');
    return this.decide(op, id, { approve: false, reason });
  }

  private async decide(
    op: OperatorContext,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<LoanRecord> {
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
      const { before, after, username } = await decideLoan(tx, id, op.operatorId, decision, now);
      await this.deps.audit.record(tx, {
        operatorId: op.operatorId,
        action: decision.approve ? 'loan.approve' : 'loan.reject',
        targetKind: 'loan',
        targetId: id,
        before: { status: before.status },
        after: { status: after.status, amount: after.amount, reason: after.rejectReason },
      });
      return toLoanRecord(after, username, now);
    });
  }

  async products(op: OperatorContext): Promise<LoanProduct[]> {
    requirePermission(op, 'products.read');
    return loanProductCatalogue(this.deps.db);
  }

  /** A change applies to new loans only; it and its audit row commit together. */
  async updateProduct(op: OperatorContext, id: number, body: LoanProductBody): Promise<LoanProduct> {
    requirePermission(op, 'products');
    return this.deps.db.transaction(async (tx) => {
      const { before, after } = await changeLoanProduct(tx, id, body);
      await this.deps.audit.record(tx, {
        operatorId: op.operatorId,
        action: 'loan_product.update',
        targetKind: 'loan_product',
        targetId: id,
        before,
        after,
      });
      return after;
    });
  }
}
