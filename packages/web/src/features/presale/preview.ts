import { Money } from '@tp/contract/money';
import type { PresaleRound } from '@tp/contract';

/** Decimals a commitment may have (USDT in the accounts). */
export const COMMIT_SCALE = 6;

export type AmountProblem = 'format' | 'decimals' | 'range';

/** The amount typed, checked against the round: null when fine ("0" withdraws). */
export function amountProblem(text: string, round: Pick<PresaleRound, 'minCommitment' | 'cap'>): AmountProblem | null {
  const trimmed = text.trim();
  const value = /^\d+(\.\d+)?$/.test(trimmed) ? Money.parse(trimmed) : null;
  if (!value) return 'format';
  if (value.decimalPlaces() > COMMIT_SCALE) return 'decimals';
  if (value.isZero()) return null;
  if (value.lt(round.minCommitment) || value.gt(round.cap)) return 'range';
  return null;
}

/**
 * The tokens the amount buys if the round is not oversubscribed: amount ÷ price, rounded down to
 * the token's decimals, as the server allocates them.
 */
export function tokensIfFull(amount: string, round: Pick<PresaleRound, 'price' | 'tokenScale'>): string {
  return Money.of(amount).dividedBy(round.price, round.tokenScale, 'down').toString();
}

/** What is committed out of the offer value, as a percentage for the progress bar (0–100, one decimal). */
export function progressPercent(round: Pick<PresaleRound, 'totalCommitted' | 'offerValue'>): number {
  const offer = Money.of(round.offerValue);
  if (!offer.isPositive()) return 0;
  const percent = Money.of(round.totalCommitted).times('100').dividedBy(offer, 1, 'down');
  // A display figure only: the bar's width, never money.
  return Math.min(100, Number(percent.toString()));
}

/** The time left until `deadline` as days and HH:MM:SS. */
export function countdownParts(deadline: number, now: number): { days: number; time: string } {
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  const days = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return { days, time };
}
