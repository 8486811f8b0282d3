import type { z } from 'zod';
import { ErrorCode, type AccountMode, type customerSummary, type TransactionRecord } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { offsetOf, type Page } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import { requirePermission } from './access.ts';
import * as repo from './customer-repo.ts';
import type { WalletReviewPort } from './review-queue.ts';

export type CustomerSummary = z.infer<typeof customerSummary>;

function toCustomer(row: repo.CustomerRow): CustomerSummary {
  return { ...row, createdAt: row.createdAt.getTime() };
}

export interface CustomerLookupDeps {
  db: Db;
  review: Pick<WalletReviewPort, 'accounts' | 'journal'>;
}

/** Operators looking customers up, read-only: who they are, their accounts and their journal. */
export class CustomerLookupService {
  constructor(private readonly deps: CustomerLookupDeps) {}

  async search(op: OperatorContext, query: string, page: number, pageSize: number): Promise<Page<CustomerSummary>> {
    requirePermission(op, 'customers.read');
    const { rows, total } = await repo.searchCustomers(
      this.deps.db,
      query.trim(),
      pageSize,
      offsetOf({ page, pageSize }),
    );
    return { list: rows.map(toCustomer), total, page, pageSize };
  }

  async customer(op: OperatorContext, id: number) {
    requirePermission(op, 'customers.read');
    const row = await repo.findCustomer(this.deps.db, id);
    if (!row) throw new AppError(ErrorCode.noMatchingUser);
    return { customer: toCustomer(row), accounts: await this.deps.review.accounts(id) };
  }

  async journal(
    op: OperatorContext,
    id: number,
    mode: AccountMode,
    page: number,
    pageSize: number,
  ): Promise<Page<TransactionRecord>> {
    requirePermission(op, 'customers.read');
    if (!(await repo.findCustomer(this.deps.db, id))) throw new AppError(ErrorCode.noMatchingUser);
    return this.deps.review.journal(id, mode, page, pageSize);
  }
}
