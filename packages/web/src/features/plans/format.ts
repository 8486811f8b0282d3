import { Money } from '@tp/contract/money';
import { PLAN_DAY_MS } from '@tp/contract/constants';

/** A rate given as a fraction ("0.00015") as a percentage with every digit kept ("0.015"). */
export function percentOf(fraction: string): string {
  return Money.of(fraction).times('100').toString();
}

/** What is left until `targetMs` as d h m s (days only when there are some), never negative. */
export function countdownParts(
  targetMs: number,
  nowMs: number,
): { days: number; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** "2d 03:04:05" or "03:04:05": digits read the same in every language. */
export function formatCountdown(targetMs: number, nowMs: number): string {
  const { days, hours, minutes, seconds } = countdownParts(targetMs, nowMs);
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Whole days a plan has run since its start (at most its term). */
export function runDays(startMs: number, nowMs: number, termDays: number): number {
  return Math.min(termDays, Math.max(0, Math.floor((nowMs - startMs) / PLAN_DAY_MS)));
}
