import {
  ACCOUNT_CURRENCY,
  EARNING_PLANS_MAX,
  ErrorCode,
  Money,
  PLAN_DAY_MS,
  refusalReasons,
  type SmartPlan,
} from '@tp/contract';
import { expectedReturn } from '@tp/contract/rules/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { acceptedOutcomes, decideEach, withoutRepeatedKeys } from '../../core/batch-keys.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { lockCustomerAccounts, postMany, type CustomerAccountIds } from '../../ledger/index.ts';
import { localized, toSmartPlan } from './record.ts';
import type { SmartProductRow, SmartTermRow } from './repo.ts';
import {
  currentProducts,
  insertPlansSettlingKeys,
  subscriptionTerms,
  type KeyedSubscription,
  type NewPlan,
} from './subscribe-repo.ts';

/**
 * Subscriptions to smart plans, decided by one rule whether served alone or group-committed: a
 * batch of different customers' subscriptions is one transaction of six statements whatever their
 * number (lock the accounts; lock the products with a quota; claim the keys, take the ids and count
 * the earning plans; the entries; the plans with their keys settled). Each is decided on its own,
 * under its account's lock, and the quota counts what the batch's earlier subscriptions took.
 */

/** A subscription as its checks before the transaction left it. */
export interface CheckedSubscription {
  product: SmartProductRow;
  term: SmartTermRow;
  amount: Money;
}

/** A checked subscription with who subscribes and under which key, as the group commit carries it. */
export interface BatchedSubscription {
  owner: { userId: number; mode: 'real' };
  checked: CheckedSubscription;
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
}

/** What a subscription is decided on, read under its account's lock (and its product's, with a quota). */
export interface SubscriptionRoom {
  /** Whether the customer already has an earning plan of this product. */
  hasEarning: boolean;
  /** The customer's earning plans, of every product. */
  earningCount: number;
  /** The product as it is now (undefined: gone). */
  product: SmartProductRow | undefined;
  /** What the product's earning plans hold (the quota's use). */
  principal: Money;
  /** The customer's cash: balance − held. */
  available: Money;
}

/**
 * One earning plan per product, at most EARNING_PLANS_MAX earning, the product still open, its
 * quota not passed and the cash covering the amount; throws the refusal. Gives the product as it is now.
 */
export function checkSubscription(amount: Money, room: SubscriptionRoom): SmartProductRow {
  if (room.hasEarning) throw new AppError(ErrorCode.alreadyBought);
  if (room.earningCount >= EARNING_PLANS_MAX) throw new AppError(ErrorCode.badParameters, refusalReasons.tooManyPlans);
  const current = room.product;
  if (current?.status !== 'open') throw new AppError(ErrorCode.expertAdvisorProductWrong, refusalReasons.productClosed);
  if (current.quota !== null && amount.plus(room.principal).gt(current.quota)) {
    throw new AppError(ErrorCode.investmentAmountWrong, refusalReasons.quotaExceeded);
  }
  if (amount.gt(room.available)) throw new AppError(ErrorCode.insufficientBalance);
  return current;
}

/** The plan's row as subscribing writes it, at the product's terms now. */
export function planRow(
  request: Pick<BatchedSubscription, 'owner' | 'checked' | 'now'>,
  ids: { id: number; entryId: number },
  current: SmartProductRow,
): NewPlan {
  const { term, amount } = request.checked;
  const { now } = request;
  return {
    id: ids.id,
    userId: request.owner.userId,
    productId: current.id,
    days: term.days,
    amount: amount.toString(),
    dailyRate: term.dailyRate,
    earlyExitRate: current.earlyExitRate,
    exitForfeitsEarnings: current.exitForfeitsEarnings,
    expectedReturn: expectedReturn(amount, term.dailyRate, term.days).toString(),
    startTime: now,
    endTime: new Date(now.getTime() + term.days * PLAN_DAY_MS),
    nextEarningAt: new Date(now.getTime() + PLAN_DAY_MS),
    subscribeEntryId: ids.entryId,
    createdAt: now,
  };
}

/** The entry that moves a plan's principal from the customer's cash to the plans account. */
export function subscribeEntry(planId: number, amount: Money, accounts: { customer: number; principal: number }) {
  return {
    kind: 'plan_subscribe',
    mode: 'real' as const,
    currency: ACCOUNT_CURRENCY,
    reference: `smart_plan:${planId}`,
    postings: [
      { accountId: accounts.customer, amount: amount.negated() },
      { accountId: accounts.principal, amount },
    ],
  };
}

/** A subscription as its terms statement needs it, with whether its product has a quota now. */
const keyedFor =
  (products: ReadonlyMap<number, SmartProductRow>) =>
  (request: BatchedSubscription): KeyedSubscription => ({
    userId: request.owner.userId,
    productId: request.checked.product.id,
    // The principal the product's plans hold matters only against a quota: summed only then.
    withQuota: products.get(request.checked.product.id)?.quota != null,
    key: request.idempotencyKey,
    requestHash: request.requestHash,
  });

/** Decides every subscription under its account's lock, then writes the accepted ones: one outcome per request, in order. */
export async function writeSubscriptions(
  db: Db,
  requests: readonly BatchedSubscription[],
  principalAccount: () => Promise<number>,
  accountIds: CustomerAccountIds,
): Promise<Outcome<SmartPlan>[]> {
  const principal = await principalAccount();
  return db.transaction(async (tx) => {
    const outcomes: Outcome<SmartPlan>[] = [];
    const keyed = withoutRepeatedKeys(requests, outcomes);
    const asked = keyed.map(({ request }) => request);
    const accounts = await lockCustomerAccounts(
      tx,
      asked.map((request) => request.owner),
      ACCOUNT_CURRENCY,
      accountIds,
    );
    const products = await lockedProducts(tx, asked);
    const terms = await subscriptionTerms(tx, asked.map(keyedFor(products)));
    // What the batch's earlier subscriptions put into each product, for its quota.
    const taken = new Map<number, Money>();
    const { accepted, released } = decideEach(
      keyed,
      terms.map((t) => t.keyClaimed),
      outcomes,
      ({ request, accountKey }, i) => {
        const { amount, product } = request.checked;
        const term = terms[i];
        if (!term) throw new Error('no terms for a subscription');
        const earlier = taken.get(product.id) ?? Money.zero();
        const account = accounts.get(accountKey);
        const current = checkSubscription(amount, {
          hasEarning: term.hasEarning,
          earningCount: term.earningCount,
          product: products.get(product.id),
          principal: Money.of(term.principal).plus(earlier),
          available: account?.available ?? Money.zero(),
        });
        taken.set(product.id, earlier.plus(amount));
        return { request, id: term.id, customer: account?.id ?? 0, current };
      },
    );
    const entryIds = await postMany(
      tx,
      accepted.map(({ value: { request, id, customer } }) =>
        subscribeEntry(id, request.checked.amount, { customer, principal }),
      ),
    );
    const rows = await insertPlansSettlingKeys(
      tx,
      accepted.map(({ value: { request, id, current } }, i) => ({
        row: planRow(request, { id, entryId: entryIds[i] ?? 0 }, current),
        key: request.idempotencyKey,
      })),
      released,
    );
    const plans = rows.map((row, i) =>
      toSmartPlan(row, localized(accepted[i]?.value.current.names ?? { en: '' }, 'en')),
    );
    return acceptedOutcomes(outcomes, accepted, plans);
  });
}

/** The batch's products as they are now: those with a quota locked, in id order. */
function lockedProducts(tx: Db, requests: readonly BatchedSubscription[]) {
  const quota = new Set<number>();
  const other = new Set<number>();
  for (const { checked } of requests) (checked.product.quota === null ? other : quota).add(checked.product.id);
  return currentProducts(
    tx,
    [...quota],
    [...other].filter((id) => !quota.has(id)),
  );
}
