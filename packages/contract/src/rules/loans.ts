import { ACCOUNT_SCALE, PLAN_DAY_MS } from '../constants.ts';
import { Money } from '../money.ts';

/**
 * The arithmetic of an investment loan, written once for the server that charges and the page that
 * shows the figures before the customer signs (`@tp/contract/rules/loans`; no zod).
 *
 * interest = principal × dailyRate × charged days, where charged days = the whole days elapsed
 * since disbursement beyond the interest-free days (never more than the term). It is computed from
 * the exact product and rounded once, down to the account's 6 decimals (in the customer's favour):
 * never a sum of rounded daily amounts.
 */

/** Whole days elapsed since the start, at most the term: a day counts once its 24 hours are over. */
export function elapsedDays(startMs: number, nowMs: number, termDays: number): number {
  if (nowMs <= startMs) return 0;
  return Math.min(termDays, Math.floor((nowMs - startMs) / PLAN_DAY_MS));
}

/** The days interest is charged for after `days` elapsed: none within the interest-free days. */
export function chargedDays(days: number, interestFreeDays: number): number {
  return Math.max(0, days - interestFreeDays);
}

/** Interest after `days` elapsed days: principal × dailyRate × charged days, rounded down once to 6 dp. */
export function interestAfter(
  loan: { amount: Money | string; dailyRate: Money | string; interestFreeDays: number },
  days: number,
): Money {
  const charged = chargedDays(days, loan.interestFreeDays);
  return Money.of(loan.amount).times(loan.dailyRate).times(String(charged)).round(ACCOUNT_SCALE, 'down');
}

/** What the whole term costs: the interest of the full term. */
export function totalInterest(loan: {
  amount: Money | string;
  dailyRate: Money | string;
  interestFreeDays: number;
  days: number;
}): Money {
  return interestAfter(loan, loan.days);
}

/** When a loan disbursed at `startMs` falls due: the term's days of 24 hours later. */
export function dueTime(startMs: number, days: number): number {
  return startMs + days * PLAN_DAY_MS;
}
