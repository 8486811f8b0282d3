import { ACCOUNT_CURRENCY, ErrorCode, Money, refusalReasons, type SmartPlan } from '@tp/contract';
import { exitFigures, type ExitFigures } from '@tp/contract/rules/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { acceptedOutcomes, decideEach, withoutRepeatedKeys, type KeyedRequest } from '../../core/batch-keys.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { claimKeys } from '../../core/idempotency-repo.ts';
import {
  customerAccount,
  lockCustomerAccounts,
  postMany,
  type BatchEntry,
  type CustomerAccountIds,
  type PostingInput,
} from '../../ledger/index.ts';
import { notifyMany, type Notice } from '../notify/service.ts';
import { payDueDays, type PlanSystemAccounts } from './accrual.ts';
import { lockOwnPlans, markExitedSettlingKeys, ownPlanKey, type ExitWrite } from './exit-repo.ts';
import { localized, toSmartPlan } from './record.ts';
import { findOwnPlan, productNames, type Exit, type SmartPlanRow } from './repo.ts';

/**
 * Early exits, decided by one rule whether served alone or group-committed: a batch of different
 * customers' exits is one transaction of a few statements whatever their number (claim the keys;
 * lock the plans; lock the accounts; pay the days due; the exits' entries; the plans marked exited
 * with their keys settled; the notifications; the products' names).
 */

/** The plan asked for, the customer's own and still earning; throws the refusal. */
export function earningPlan(plan: SmartPlanRow | undefined): SmartPlanRow {
  if (!plan) throw new AppError(ErrorCode.badParameters, refusalReasons.noSuchPlan);
  if (plan.status !== 'earning') throw new AppError(ErrorCode.badParameters, refusalReasons.planNotEarning);
  return plan;
}

/** What leaving the plan returns and keeps (exitFigures), and its entry: the principal back less the penalty and the earnings taken back. */
export function exitBooking(
  plan: SmartPlanRow,
  accounts: PlanSystemAccounts & { customer: number },
): { figures: ExitFigures; entry: BatchEntry } {
  const figures = exitFigures(plan);
  const kept = figures.penalty.plus(figures.clawedBack);
  const postings: PostingInput[] = [
    { accountId: accounts.principal, amount: Money.of(plan.amount).negated() },
    { accountId: accounts.yield, amount: kept },
    { accountId: accounts.customer, amount: figures.refund },
  ].filter((posting) => !posting.amount.isZero());
  return {
    figures,
    entry: {
      kind: 'plan_exit',
      mode: 'real',
      currency: ACCOUNT_CURRENCY,
      reference: `smart_plan:${plan.id}`,
      postings,
    },
  };
}

/** The plan's exit as its row records it. */
export function exitOf(figures: ExitFigures, endEntryId: number, endedAt: Date): Exit {
  return {
    penalty: figures.penalty.toString(),
    clawedBack: figures.clawedBack.toString(),
    refund: figures.refund.toString(),
    endEntryId,
    endedAt,
  };
}

/** The customer's notice of the exit. */
export function exitNotice(plan: SmartPlanRow, figures: ExitFigures, at: Date): Notice {
  return {
    userId: plan.userId,
    kind: 'plan_exited',
    payload: { planId: plan.id, refund: figures.refund.toString(), penalty: figures.penalty.toString() },
    at,
  };
}

/** An exit as the group commit carries it. */
export interface BatchedExit extends KeyedRequest {
  owner: { userId: number; mode: 'real' };
  planId: number;
}

/** Decides every exit under its plan's and account's locks, then writes them: one outcome per request, in order. */
export function writeExits(
  db: Db,
  requests: readonly BatchedExit[],
  context: { system: PlanSystemAccounts; accountIds: CustomerAccountIds; now: Date },
): Promise<Outcome<SmartPlan>[]> {
  const { system, accountIds, now } = context;
  return db.transaction(async (tx) => {
    const outcomes: Outcome<SmartPlan>[] = [];
    const keyed = withoutRepeatedKeys(requests, outcomes);
    const claimed = await claimKeys(
      tx,
      'exitSmart',
      keyed.map(({ request }) => ({ ...request.owner, key: request.idempotencyKey, requestHash: request.requestHash })),
    );
    // Only the exits whose keys are their own lock anything.
    const asked = keyed.flatMap(({ request }, i) =>
      claimed[i] ? [{ planId: request.planId, userId: request.owner.userId, mode: request.owner.mode }] : [],
    );
    const plans = await lockOwnPlans(tx, asked);
    const accounts = await lockCustomerAccounts(tx, asked, ACCOUNT_CURRENCY, accountIds);
    const { accepted, released } = decideEach(keyed, claimed, outcomes, ({ request, accountKey }) => {
      const plan = earningPlan(plans.get(ownPlanKey(request.planId, request.owner.userId)));
      const account = accounts.get(accountKey);
      if (!account) throw new Error(`no real account for the owner of plan ${plan.id}`);
      return { request, plan, customer: account.id };
    });
    const owners = new Map(accepted.map(({ value }) => [value.plan.userId, value.customer]));
    const paid = await payDueDays(
      tx,
      accepted.map(({ value }) => value.plan),
      owners,
      system,
      now,
    );
    const keys = accepted.map(({ value }) => value.request.idempotencyKey);
    return acceptedOutcomes(outcomes, accepted, await leaveAll(tx, { paid, keys, released }, { system, owners, now }));
  });
}

/**
 * The plans' exits once their days due are paid: the entries, the plans marked exited with their
 * keys settled, the notices, and each plan as its owner sees it. A plan whose last day was just
 * paid has completed and is answered as it is.
 */
async function leaveAll(
  tx: Db,
  batch: {
    paid: readonly SmartPlanRow[];
    keys: readonly (string | null)[];
    released: { userId: number; key: string }[];
  },
  context: { system: PlanSystemAccounts; owners: ReadonlyMap<number, number>; now: Date },
): Promise<SmartPlan[]> {
  const { paid, keys, released } = batch;
  const { system, owners, now } = context;
  const bookings = paid
    .filter((plan) => plan.status === 'earning')
    .map((plan) => ({ plan, ...exitBooking(plan, { ...system, customer: owners.get(plan.userId) ?? 0 }) }));
  const entryIds = await postMany(
    tx,
    bookings.map((booking) => booking.entry),
  );
  const exits = new Map(
    bookings.map(({ plan, figures }, i) => [plan.id, exitOf(figures, entryIds[i] ?? 0, now)] as const),
  );
  const writes: ExitWrite[] = paid.map((plan, i) => ({
    planId: plan.id,
    userId: plan.userId,
    exit: exits.get(plan.id) ?? null,
    key: keys[i] ?? null,
  }));
  await markExitedSettlingKeys(tx, writes, released);
  await notifyMany(
    tx,
    bookings.map(({ plan, figures }) => exitNotice(plan, figures, now)),
  );
  const names = await productNames(
    tx,
    paid.map((plan) => plan.productId),
  );
  return paid.map((plan) => {
    const exit = exits.get(plan.id);
    const row: SmartPlanRow = exit ? { ...plan, ...exit, status: 'exited', nextEarningAt: null } : plan;
    return toSmartPlan(row, localized(names.get(plan.productId) ?? { en: '' }, 'en'));
  });
}

/** One exit in the caller's transaction (served alone): the rule and the writes of a batch's exit. */
export async function leaveAlone(
  tx: Db,
  input: { userId: number; id: number; system: PlanSystemAccounts; now: Date },
): Promise<SmartPlan> {
  const { userId, id, system, now } = input;
  const found = earningPlan(await findOwnPlan(tx, userId, id, true));
  const account = await customerAccount(tx, { userId, mode: 'real', currency: ACCOUNT_CURRENCY }, { lock: true });
  const owners = new Map([[userId, account.id]]);
  const paid = await payDueDays(tx, [found], owners, system, now);
  const [plan] = await leaveAll(tx, { paid, keys: [null], released: [] }, { system, owners, now });
  if (!plan) throw new Error(`plan ${id} vanished while being left`);
  return plan;
}
