import { ACCOUNT_CURRENCY, Money } from '@tp/contract';
import { earnedAfter, earningOfDay, earningTime } from '@tp/contract/rules/plans';
import type { Db } from '../../db/client.ts';
import {
  CustomerAccountIds,
  lockCustomerAccounts,
  postMany,
  SystemAccountIds,
  type BatchEntry,
} from '../../ledger/index.ts';
import { notifyMany, type Notice } from '../notify/service.ts';
import * as accrualRepo from './accrual-repo.ts';
import * as repo from './repo.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';

/** Plans one accrual transaction claims, and days one plan is paid in it: every bound is explicit. */
export const ACCRUAL_BATCH = 500;
export const DAYS_PER_CLAIM_MAX = 31;
/** How often each node looks for plans with a day due. */
export const ACCRUAL_INTERVAL_MS = 1000;
/** Batches one round pays back to back before it waits for the next interval. */
const ROUNDS_PER_INTERVAL = 50;

/** The days of the plan due at `nowMs` and not paid yet, at most DAYS_PER_CLAIM_MAX of them. */
export function dueDays(plan: repo.SmartPlanRow, nowMs: number): number[] {
  const days: number[] = [];
  const startMs = plan.startTime.getTime();
  for (let day = plan.daysPaid + 1; day <= plan.days && days.length < DAYS_PER_CLAIM_MAX; day++) {
    if (earningTime(startMs, day) > nowMs) break;
    days.push(day);
  }
  return days;
}

/** What paying one plan's due days writes: its entries (the maturity's last), its days, the plan after, the notices. */
interface PlanWork {
  entries: BatchEntry[];
  /** Each day with the index of its entry among `entries`, or null when it rounds to nothing. */
  days: (Omit<accrualRepo.PaidDay, 'entryId'> & { entry: number | null })[];
  plan: repo.SmartPlanRow;
  matures: boolean;
  notices: Omit<Notice, 'at'>[];
}

interface Accounts {
  customer: number;
  yieldAccount: number;
  principalAccount: number;
}

/** The plans accounts: principals are held in one, yields paid and penalties kept in the other. */
export interface PlanSystemAccounts {
  principal: number;
  yield: number;
}

/** Both plans accounts' ids, read once per server and never inside a transaction (SystemAccountIds). */
export async function planSystemAccounts(ids: SystemAccountIds): Promise<PlanSystemAccounts> {
  const [principal, yieldAccount] = await Promise.all([
    ids.of('plan_principal', 'real', ACCOUNT_CURRENCY),
    ids.of('plan_yield', 'real', ACCOUNT_CURRENCY),
  ]);
  return { principal, yield: yieldAccount };
}

function planWork(plan: repo.SmartPlanRow, due: readonly number[], accounts: Accounts, now: Date): PlanWork {
  const startMs = plan.startTime.getTime();
  const work: PlanWork = { entries: [], days: [], plan, matures: false, notices: [] };
  let paid = Money.zero();
  for (const day of due) {
    const amount = earningOfDay(plan.amount, plan.dailyRate, day);
    const entry = amount.isZero() ? null : work.entries.length;
    if (entry !== null) work.entries.push(earningEntry(plan.id, day, amount, accounts.yieldAccount, accounts.customer));
    work.days.push({
      planId: plan.id,
      day,
      amount: amount.toString(),
      dueAt: new Date(earningTime(startMs, day)),
      entry,
    });
    paid = paid.plus(amount);
  }
  const daysPaid = due[due.length - 1] ?? plan.daysPaid;
  work.matures = daysPaid === plan.days;
  if (work.matures) work.entries.push(maturityEntry(plan, accounts.principalAccount, accounts.customer));
  const earned = earnedAfter(plan.amount, plan.dailyRate, daysPaid).toString();
  work.plan = {
    ...plan,
    earned,
    daysPaid,
    status: work.matures ? 'completed' : 'earning',
    nextEarningAt: work.matures ? null : new Date(earningTime(startMs, daysPaid + 1)),
    endedAt: work.matures ? now : null,
  };
  const { userId } = plan;
  work.notices.push({
    userId,
    kind: 'plan_earning',
    payload: { planId: plan.id, days: due.length, amount: paid.toString(), earned },
  });
  if (work.matures) {
    work.notices.push({
      userId,
      kind: 'plan_completed',
      payload: { planId: plan.id, amount: Money.of(plan.amount).toString(), earned },
    });
  }
  return work;
}

/**
 * Pays the due days of plans the caller holds (claimed or locked), in the caller's transaction:
 * each day is an entry of its own from the plan-yield account to the customer's real account and
 * a row keyed by (plan, day), so a day can be paid once only; the last day also returns the
 * principal and completes the plan. `accounts` gives each owner's real account id, locked;
 * `system` the plans accounts (read before the transaction). Returns the plans as they are now.
 */
export async function payDueDays(
  tx: Db,
  plans: readonly repo.SmartPlanRow[],
  accounts: ReadonlyMap<number, number>,
  system: PlanSystemAccounts,
  now: Date,
): Promise<repo.SmartPlanRow[]> {
  const dues = plans.map((plan) => ({ plan, due: dueDays(plan, now.getTime()) })).filter(({ due }) => due.length > 0);
  // Nothing due (most often an exit on the day of subscribing): no account to read, nothing to write.
  if (dues.length === 0) return [...plans];
  const { yield: yieldAccount, principal: principalAccount } = system;
  const works: { work: PlanWork; offset: number }[] = [];
  const entries: BatchEntry[] = [];
  for (const { plan, due } of dues) {
    const customer = accounts.get(plan.userId);
    if (customer === undefined) throw new Error(`no real account for the owner of plan ${plan.id}`);
    const work = planWork(plan, due, { customer, yieldAccount, principalAccount }, now);
    works.push({ work, offset: entries.length });
    entries.push(...work.entries);
  }
  const ids = await postMany(tx, entries);
  const entryId = (offset: number, index: number | null) => (index === null ? null : (ids[offset + index] ?? null));
  const days = works.flatMap(({ work, offset }) =>
    work.days.map(({ entry, ...day }) => ({ ...day, entryId: entryId(offset, entry) })),
  );
  await accrualRepo.insertPaidDays(tx, days, now);
  const changed = works.map(({ work, offset }) => ({
    ...work.plan,
    endEntryId: work.matures ? entryId(offset, work.entries.length - 1) : null,
  }));
  const written = await accrualRepo.updateAccrued(tx, changed.map(toAccrued));
  if (written !== changed.length) throw new Error('a plan being paid was not earning any more');
  await notifyMany(
    tx,
    works.flatMap(({ work }) => work.notices.map((notice) => ({ ...notice, at: now }))),
  );
  const byId = new Map(changed.map((plan) => [plan.id, plan]));
  return plans.map((plan) => byId.get(plan.id) ?? plan);
}

function toAccrued(plan: repo.SmartPlanRow): accrualRepo.AccruedPlan {
  return {
    id: plan.id,
    earned: plan.earned,
    daysPaid: plan.daysPaid,
    nextEarningAt: plan.nextEarningAt,
    status: plan.status === 'completed' ? 'completed' : 'earning',
    endEntryId: plan.endEntryId,
    endedAt: plan.endedAt,
  };
}

function earningEntry(planId: number, day: number, amount: Money, yieldAccount: number, customer: number): BatchEntry {
  return {
    kind: 'plan_earning',
    mode: 'real',
    currency: ACCOUNT_CURRENCY,
    reference: `smart_plan:${planId}:day:${day}`,
    postings: [
      { accountId: yieldAccount, amount: amount.negated() },
      { accountId: customer, amount },
    ],
  };
}

function maturityEntry(plan: repo.SmartPlanRow, principalAccount: number, customer: number): BatchEntry {
  const amount = Money.of(plan.amount);
  return {
    kind: 'plan_mature',
    mode: 'real',
    currency: ACCOUNT_CURRENCY,
    reference: `smart_plan:${plan.id}`,
    postings: [
      { accountId: principalAccount, amount: amount.negated() },
      { accountId: customer, amount },
    ],
  };
}

/** The real accounts of the plans' owners, locked in id order (so concurrent batches never deadlock). */
export async function lockOwners(
  tx: Db,
  plans: readonly repo.SmartPlanRow[],
  known: CustomerAccountIds,
): Promise<Map<number, number>> {
  const owners = [...new Set(plans.map((plan) => plan.userId))].map((userId) => ({ userId, mode: 'real' as const }));
  const locked = await lockCustomerAccounts(tx, owners, ACCOUNT_CURRENCY, known);
  return new Map([...locked].map(([key, account]) => [Number(key.split(':')[0]), account.id]));
}

export interface AccrualLog {
  error(obj: object, msg: string): void;
}

/**
 * Pays smart plans' daily earnings and returns their principal at the end of the term, on every
 * node: plans are claimed FOR UPDATE SKIP LOCKED, and each day is paid once (its row's key is the
 * plan and the day). It reads only the database, so days that fell due while no server ran are
 * paid at the next start, each once.
 */
export class PlanAccrual {
  private readonly known = new CustomerAccountIds();
  private readonly systemAccounts: SystemAccountIds;
  private readonly loop: RepeatingJob;

  constructor(
    private readonly deps: { db: Db; now: () => Date; log: AccrualLog; batchSize?: number; intervalMs?: number },
  ) {
    this.systemAccounts = new SystemAccountIds(deps.db);
    const batchSize = deps.batchSize ?? ACCRUAL_BATCH;
    this.loop = new RepeatingJob({
      intervalMs: deps.intervalMs ?? ACCRUAL_INTERVAL_MS,
      roundsPerInterval: ROUNDS_PER_INTERVAL,
      step: async () => (await this.accrueDue(deps.now())) >= batchSize,
      onError: (err) => {
        deps.log.error({ err }, 'smart plan accrual round failed');
      },
    });
  }

  /** Pays one batch of the plans due at `now`; returns how many plans it claimed. */
  async accrueDue(now: Date): Promise<number> {
    const system = await planSystemAccounts(this.systemAccounts);
    return this.deps.db.transaction(async (tx) => {
      const plans = await repo.claimDue(tx, now, this.deps.batchSize ?? ACCRUAL_BATCH);
      if (plans.length === 0) return 0;
      await payDueDays(tx, plans, await lockOwners(tx, plans, this.known), system, now);
      return plans.length;
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the loop and waits for a round in progress, so that the database can be closed after. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
