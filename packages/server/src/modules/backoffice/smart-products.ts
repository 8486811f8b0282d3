import {
  ErrorCode,
  type PlanStatus,
  type SmartPlanRecord,
  type SmartProductBody,
  type SmartProductRecord,
  type SmartProductsOverview,
} from '@tp/contract';
import { smartProductProblem, writtenTexts, type SmartProductInput } from '@tp/contract/rules/smart-products';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Page, PageRequest } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import { addProduct, changeProduct, planRecords, productCatalogue } from '../plans/service.ts';
import { requirePermission } from './access.ts';

/** The input as it is stored: texts trimmed and blank languages dropped, decimals as typed. */
function cleaned(body: SmartProductBody): SmartProductInput {
  return {
    ...body,
    names: writtenTexts(body.names),
    disclosures: writtenTexts(body.disclosures),
    terms: body.terms.map(({ days, dailyRate }) => ({ days, dailyRate: dailyRate.trim() })),
    earlyExitRate: body.earlyExitRate.trim(),
  };
}

/** What the audit log keeps of a product: what an operator sets, not the live figures. */
function audited(record: SmartProductRecord) {
  const { names, disclosures, terms, minAmount, maxAmount, earlyExitRate, exitForfeitsEarnings } = record;
  const { quota, status, sortOrder } = record;
  return {
    names,
    disclosures,
    terms: terms.map(({ days, dailyRate }) => ({ days, dailyRate })),
    minAmount,
    maxAmount,
    earlyExitRate,
    exitForfeitsEarnings,
    quota,
    status,
    sortOrder,
  };
}

/**
 * Smart products as administrators set them, and every customer's plans as operators read them.
 * Each method checks the operator's permission before anything else; a change and its audit row
 * commit in one transaction, and input the rules refuse changes nothing (10088 with the reason).
 */
export class SmartProductAdmin {
  constructor(private readonly deps: { db: Db; audit: AuditService }) {}

  async overview(op: OperatorContext): Promise<SmartProductsOverview> {
    requirePermission(op, 'products.read');
    return productCatalogue(this.deps.db);
  }

  async create(op: OperatorContext, body: SmartProductBody): Promise<SmartProductRecord> {
    requirePermission(op, 'products');
    const input = this.checked(body);
    return this.deps.db.transaction(async (tx) => {
      const after = await addProduct(tx, input);
      await this.deps.audit.record(tx, {
        operatorId: op.operatorId,
        action: 'smart_product.create',
        targetKind: 'smart_product',
        targetId: after.id,
        before: null,
        after: audited(after),
      });
      return after;
    });
  }

  /** A change applies to new subscriptions only: earning plans keep the terms they were sold under. */
  async update(op: OperatorContext, id: number, body: SmartProductBody): Promise<SmartProductRecord> {
    requirePermission(op, 'products');
    const input = this.checked(body);
    return this.deps.db.transaction(async (tx) => {
      const changed = await changeProduct(tx, id, input);
      if (!changed) throw new AppError(ErrorCode.badParameters, 'No such product.');
      await this.deps.audit.record(tx, {
        operatorId: op.operatorId,
        action: 'smart_product.update',
        targetKind: 'smart_product',
        targetId: id,
        before: audited(changed.before),
        after: audited(changed.after),
      });
      return changed.after;
    });
  }

  /**
   * Every customer's plans, by product and status. Not audited: the customer lookup, which shows
   * more of a customer than this, is not either.
   */
  async plans(
    op: OperatorContext,
    filter: { productId?: number | undefined; status?: PlanStatus | undefined },
    request: PageRequest,
  ): Promise<Page<SmartPlanRecord>> {
    requirePermission(op, 'products.read');
    return planRecords(this.deps.db, filter, request);
  }

  private checked(body: SmartProductBody): SmartProductInput {
    const input = cleaned(body);
    const problem = smartProductProblem(input);
    if (problem) throw new AppError(ErrorCode.badParameters, problem);
    return input;
  }
}
