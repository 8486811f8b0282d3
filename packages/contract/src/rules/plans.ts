import { ACCOUNT_SCALE, PLAN_DAY_MS } from '../constants.ts';
import { Money } from '../money.ts';
import type { Verdict } from './trading.ts';

/**
 * The arithmetic of a smart plan, written once for the server that pays and the page that shows
 * the figures before the customer commits (`@tp/contract/rules/plans`; no zod).
 *
 * Rounding: what the plan has paid after k days is floor(amount × dailyRate × k) to the account's
 * decimals, and day k pays the difference from day k − 1. Each day's earning is therefore exact to
 * the cent of the account, and the whole term pays exactly floor(amount × dailyRate × days): the
 * expected return shown before subscribing, never a rounding more or less.
 */

/** What the plan has paid after `day` days of its term. */
export function earnedAfter(amount: Money | string, dailyRate: Money | string, day: number): Money {
  return Money.of(amount).times(dailyRate).times(String(day)).round(ACCOUNT_SCALE, 'down');
}

/** What day `day` (1 to the term) pays. */
export function earningOfDay(amount: Money | string, dailyRate: Money | string, day: number): Money {
  return earnedAfter(amount, dailyRate, day).minus(earnedAfter(amount, dailyRate, day - 1));
}

/** What the whole term pays: floor(amount × dailyRate × days). */
export function expectedReturn(amount: Money | string, dailyRate: Money | string, days: number): Money {
  return earnedAfter(amount, dailyRate, days);
}

/** The rate for comparison: dailyRate × 365, simple (the plan pays daily and does not compound). */
export function annualRate(dailyRate: Money | string): Money {
  return Money.of(dailyRate).times('365');
}

/** When day `day`'s earning is paid: every 24 hours from the start; the last one is the end of the term. */
export function earningTime(startMs: number, day: number): number {
  return startMs + day * PLAN_DAY_MS;
}

export interface ExitFigures {
  /** The product's early-exit rate × the principal, rounded down (in the customer's favour). */
  penalty: Money;
  /** The earnings already paid that the exit takes back, when the product says so; never more than the principal left after the penalty. */
  clawedBack: Money;
  /** What returns to the real account: principal − penalty − clawedBack. */
  refund: Money;
}

/** What leaving a plan early costs, and what comes back. */
export function exitFigures(plan: {
  amount: Money | string;
  earned: Money | string;
  earlyExitRate: Money | string;
  exitForfeitsEarnings: boolean;
}): ExitFigures {
  const amount = Money.of(plan.amount);
  const penalty = amount.times(plan.earlyExitRate).round(ACCOUNT_SCALE, 'down');
  const afterPenalty = amount.minus(penalty);
  const earned = Money.of(plan.earned);
  const clawedBack = !plan.exitForfeitsEarnings ? Money.zero() : earned.lt(afterPenalty) ? earned : afterPenalty;
  return { penalty, clawedBack, refund: afterPenalty.minus(clawedBack) };
}

export type PlanAmountProblem = 'format' | 'notPositive' | 'decimals' | 'belowMin' | 'aboveMax';

/** A subscription's principal: positive, at most the account's decimals, within the product's limits. */
export function planAmountVerdict(
  amount: Money | null,
  limits: { minAmount: string; maxAmount: string },
): Verdict<PlanAmountProblem> {
  if (!amount) return { ok: false, problem: 'format' };
  if (!amount.isPositive()) return { ok: false, problem: 'notPositive' };
  if (amount.decimalPlaces() > ACCOUNT_SCALE) return { ok: false, problem: 'decimals' };
  if (amount.lt(limits.minAmount)) return { ok: false, problem: 'belowMin' };
  if (amount.gt(limits.maxAmount)) return { ok: false, problem: 'aboveMax' };
  return { ok: true, value: amount };
}
