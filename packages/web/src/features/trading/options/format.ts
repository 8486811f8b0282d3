import { formatMoney, shiftDecimal, truncateDecimal } from '../../../lib/decimal.ts';
import { localeOf } from '../../../lib/format.ts';

/** Time left until `expiresAt`, as mm:ss, whole seconds rounded up, never below 00:00. */
export function formatCountdown(expiresAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A payout rate as a percentage: "0.85" → "85". */
export const ratePercent = (rate: string) => shiftDecimal(rate, 2);

/** An estimate shown to the cent, rounded down: never more than a win would credit. */
export const formatEstimate = (amount: string) => formatMoney(truncateDecimal(amount, 2), 2);

/** A tick's time of day to the second (the date is the order's), e.g. "14:03:27". */
export function formatClock(ms: number, language: string): string {
  return new Date(ms).toLocaleTimeString(localeOf(language), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
