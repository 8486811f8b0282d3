import {
  ACCOUNT_CURRENCY,
  ErrorCode,
  Money,
  refusalReasons,
  type AccountMode,
  type BuySmartBody,
  type Language,
  type PlanStatus,
  type SmartPlan,
  type SmartProduct,
} from '@tp/contract';
import { planAmountVerdict, type PlanAmountProblem } from '@tp/contract/rules/plans';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../core/errors.ts';
import { accountKey } from '../../core/account-key.ts';
import { loneRequest, submitOrServeAlone } from '../../core/batch-keys.ts';
import { GroupCommit } from '../../core/group-commit.ts';
import { keyedCall, withIdempotency, type IdempotentRequest } from '../../core/idempotency.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { customerAccount, CustomerAccountIds, LedgerError, post, SystemAccountIds } from '../../ledger/index.ts';
import { planSystemAccounts, type PlanAccrual, type PlanSystemAccounts } from './accrual.ts';
import { leaveAlone, writeExits, type BatchedExit } from './exit.ts';
import { localized, toSmartPlan, toSmartProduct } from './record.ts';
import * as repo from './repo.ts';
import {
  checkSubscription,
  planRow,
  subscribeEntry,
  writeSubscriptions,
  type BatchedSubscription,
  type CheckedSubscription,
} from './subscribe.ts';

/** The catalogue's reads and writes for the back office, which checks the operator's role first. */
export { addProduct, changeProduct, planRecords, productCatalogue } from './admin.ts';

const REAL = { mode: 'real' as const, currency: ACCOUNT_CURRENCY };

/** Most subscriptions, or exits, in one batch: every bound is explicit. */
export const SUBSCRIPTION_BATCH_MAX = 64;

export interface PlanDeps {
  db: Db;
  now: () => Date;
  accrual: PlanAccrual;
  /** Most batches of subscriptions written at once; 1 by default (the embedded database). */
  batches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

/** The decimals a plan's amount may have and its limits, worded for the refusal. */
function amountMessage(problem: PlanAmountProblem, product: repo.SmartProductRow): string {
  if (problem === 'format' || problem === 'notPositive') return 'The amount must be a positive decimal amount.';
  if (problem === 'decimals') return 'The amount has at most 6 decimals.';
  const plain = (value: string) => Money.of(value).toString();
  return `The amount for this product is ${plain(product.minAmount)} to ${plain(product.maxAmount)} ${ACCOUNT_CURRENCY}.`;
}

/**
 * Smart trading plans: the products on offer, subscriptions, the customer's plans and early exits.
 * Real account only (the demo book is refused and nothing changes). The principal moves from the
 * customer's cash to the plans account; the accrual job pays each day from the plan-yield account.
 */
export class PlanService {
  /** Subscriptions: those of different customers that arrive together are written in one transaction. */
  readonly subscriptions: GroupCommit<BatchedSubscription, SmartPlan>;
  /** Early exits, written together as subscriptions are. */
  readonly exits: GroupCommit<BatchedExit, SmartPlan>;
  /** The ids of the accounts subscriptions were decided on, so that a batch locks them by primary key. */
  private readonly accountIds = new CustomerAccountIds();
  private readonly systemAccounts: SystemAccountIds;

  constructor(private readonly deps: PlanDeps) {
    this.systemAccounts = new SystemAccountIds(deps.db);
    this.subscriptions = new GroupCommit({
      write: (requests) =>
        writeSubscriptions(deps.db, requests, async () => (await this.planAccounts()).principal, this.accountIds),
      alone: (request) =>
        this.subscribeAlone(
          loneRequest('buySmart', request, this.storedPlan(request.owner.userId, 'en')),
          () => request,
        ),
      keyOf: (request) => accountKey(request.owner.userId, request.owner.mode),
      maxBatchSize: SUBSCRIPTION_BATCH_MAX,
      maxConcurrentBatches: deps.batches ?? 1,
      onBatchFailure: deps.onBatchFailure,
    });
    this.exits = new GroupCommit({
      write: async (requests) =>
        writeExits(deps.db, requests, {
          system: await this.planAccounts(),
          accountIds: this.accountIds,
          now: deps.now(),
        }),
      alone: (request) =>
        this.exitAlone(loneRequest('exitSmart', request, this.storedPlan(request.owner.userId, 'en')), request),
      keyOf: (request) => accountKey(request.owner.userId, request.owner.mode),
      maxBatchSize: SUBSCRIPTION_BATCH_MAX,
      maxConcurrentBatches: deps.batches ?? 1,
      onBatchFailure: deps.onBatchFailure,
    });
  }

  get accrual(): PlanAccrual {
    return this.deps.accrual;
  }

  async products(language: Language): Promise<SmartProduct[]> {
    const products = await repo.listProducts(this.deps.db, false);
    return products
      .map((product) => toSmartProduct(product, language))
      .sort((a, b) => Number(a.status === 'closed') - Number(b.status === 'closed'));
  }

  async buy(session: SessionContext, mode: AccountMode, body: BuySmartBody, key?: string): Promise<SmartPlan> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, refusalReasons.smartDemo);
    const owner = { userId: session.userId, mode: 'real' as const };
    const request = {
      ...keyedCall('buySmart', owner, key, [body.productId, body.days, Money.of(body.amount).toString()]),
      answer: this.storedPlan(owner.userId, 'en'),
    };
    const now = this.deps.now();
    // Every check here refuses with its code before anything is written.
    const prepare = async (): Promise<BatchedSubscription> => ({
      owner,
      checked: await this.checkedBuy(body),
      idempotencyKey: key ?? null,
      requestHash: request.requestHash,
      now,
    });
    try {
      return await submitOrServeAlone(this.subscriptions, key !== undefined, prepare, (prepared) =>
        this.subscribeAlone(request, prepared),
      );
    } catch (err) {
      if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
        throw new AppError(ErrorCode.insufficientBalance);
      }
      if (uniqueViolation(err) === 'smart_plans_one_earning') throw new AppError(ErrorCode.alreadyBought);
      throw err;
    }
  }

  /** The product, term and amount of a subscription; anything wrong is refused with its code. */
  private async checkedBuy(body: BuySmartBody): Promise<CheckedSubscription> {
    const product = await repo.findProduct(this.deps.db, body.productId, false);
    if (!product) throw new AppError(ErrorCode.expertAdvisorProductWrong);
    if (product.status !== 'open')
      throw new AppError(ErrorCode.expertAdvisorProductWrong, refusalReasons.productClosed);
    const term = await repo.findTerm(this.deps.db, product.id, body.days);
    if (!term) throw new AppError(ErrorCode.noMatchingDays);
    const verdict = planAmountVerdict(Money.parse(body.amount), product);
    if (!verdict.ok) throw new AppError(ErrorCode.investmentAmountWrong, amountMessage(verdict.problem, product));
    return { product, term, amount: verdict.value };
  }

  /** One subscription in a transaction of its own, once per key. */
  private subscribeAlone(
    request: IdempotentRequest<SmartPlan>,
    prepare: () => BatchedSubscription | Promise<BatchedSubscription>,
  ): Promise<SmartPlan> {
    return withIdempotency(this.deps.db, request, {
      prepare: async () => ({ subscription: await prepare(), principal: (await this.planAccounts()).principal }),
      run: (tx, { subscription, principal }) => this.subscribe(tx, subscription, principal),
    });
  }

  /**
   * Under the customer's account lock (and the product's, when it has a quota): the rule of
   * checkSubscription, then the entry and the plan that names it.
   */
  private async subscribe(tx: Db, subscription: BatchedSubscription, principal: number): Promise<SmartPlan> {
    const { userId } = subscription.owner;
    const { product, amount } = subscription.checked;
    const account = await customerAccount(tx, { userId, ...REAL }, { lock: true });
    const found = await repo.findProduct(tx, product.id, product.quota !== null);
    // The product's earning principal matters only against a quota: read it only then.
    const used = found?.quota != null ? await repo.earningPrincipal(tx, product.id) : '0';
    const current = checkSubscription(amount, {
      hasEarning: await repo.hasEarning(tx, userId, product.id),
      earningCount: await repo.countEarning(tx, userId),
      product: found,
      principal: Money.of(used),
      available: account.available,
    });
    const id = await repo.nextPlanId(tx);
    const { entryId } = await post(tx, {
      ...subscribeEntry(id, amount, { customer: account.id, principal }),
      lockedAccounts: [account],
    });
    const row = await repo.insertPlan(tx, planRow(subscription, { id, entryId }, current));
    return toSmartPlan(row, localized(current.names, 'en'));
  }

  /**
   * Leaves an earning plan before its term ends: the days already due are paid first, then the
   * principal returns less the penalty (and the earnings taken back, where the product says so),
   * which go to the plan-yield account. A plan whose last day fell due meanwhile simply completes.
   * Exits of different customers that arrive together are written in one transaction.
   */
  async exit(session: SessionContext, mode: AccountMode, id: number, key?: string): Promise<SmartPlan> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, refusalReasons.smartDemo);
    const owner = { userId: session.userId, mode: 'real' as const };
    const request = { ...keyedCall('exitSmart', owner, key, [id]), answer: this.storedPlan(owner.userId, 'en') };
    const batched: BatchedExit = { owner, planId: id, idempotencyKey: key ?? null, requestHash: request.requestHash };
    // Every check is made under the locks, in the batch: nothing refuses before it.
    return submitOrServeAlone(
      this.exits,
      key !== undefined,
      () => Promise.resolve(batched),
      () => this.exitAlone(request, batched),
    );
  }

  /** One exit in a transaction of its own, once per key. */
  private exitAlone(request: IdempotentRequest<SmartPlan>, exit: BatchedExit): Promise<SmartPlan> {
    return withIdempotency(this.deps.db, request, {
      prepare: () => this.planAccounts(),
      run: (tx, system) => leaveAlone(tx, { userId: exit.owner.userId, id: exit.planId, system, now: this.deps.now() }),
    });
  }

  /** Both plans accounts, read once per server, before any transaction. */
  private planAccounts(): Promise<PlanSystemAccounts> {
    return planSystemAccounts(this.systemAccounts);
  }

  /** The plan an earlier call under a key answered with, as it is now. */
  private storedPlan(userId: number, language: Language) {
    return async (db: Db, id: number): Promise<SmartPlan | undefined> => {
      const row = await repo.findOwnPlan(db, userId, id, false);
      if (!row) return undefined;
      const names = await repo.productNames(db, [row.productId]);
      return toSmartPlan(row, localized(names.get(row.productId) ?? { en: '' }, language));
    };
  }

  /** The session's plans, newest first; the demo book has none. */
  async list(
    session: SessionContext,
    mode: AccountMode,
    query: { status?: PlanStatus | undefined; lang?: Language | undefined },
    request: PageRequest,
  ): Promise<Page<SmartPlan>> {
    if (mode !== 'real') return { list: [], total: 0, page: request.page, pageSize: request.pageSize };
    const filter = { userId: session.userId, status: query.status };
    const [rows, total] = await Promise.all([
      repo.listOwnPlans(this.deps.db, filter, request.pageSize, offsetOf(request)),
      repo.countOwnPlans(this.deps.db, filter),
    ]);
    const names = await repo.productNames(
      this.deps.db,
      rows.map((row) => row.productId),
    );
    const language = query.lang ?? 'en';
    return listPage(request, Promise.resolve(rows), Promise.resolve(total), (row) =>
      toSmartPlan(row, localized(names.get(row.productId) ?? { en: '' }, language)),
    );
  }
}
