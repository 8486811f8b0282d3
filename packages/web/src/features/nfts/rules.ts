import type { Nft } from '@tp/contract';
import { Money } from '@tp/contract/money';

/** A fraction ("0.05") as a percentage for reading ("5"). */
export function percentOf(fraction: string): string {
  return Money.of(fraction).times('100').toString();
}

/** The platform's fee as a percentage: what the charity's share leaves. */
export function feePercent(nft: Pick<Nft, 'charityShare'>): string {
  return percentOf(Money.of('1').minus(nft.charityShare).toString());
}

/** The charity's part of `price` at the lot's share, rounded as the server rounds it (the fee down, the rest to the charity). */
export function charityPart(nft: Pick<Nft, 'charityShare'>, price: string): string {
  const fee = Money.of(price).times(Money.of('1').minus(nft.charityShare)).round(6, 'down');
  return Money.of(price).minus(fee).toString();
}

/** What the lot costs now to the eye: the top bid, or the starting price before the first. */
export function shownPrice(nft: Pick<Nft, 'currentBid' | 'startPrice'>): string {
  return nft.currentBid ?? nft.startPrice;
}

/** Why a typed bid cannot go, or null: not a number, more than 6 decimals, below the minimum next bid. */
export function bidProblem(amount: string, minNextBid: string): 'format' | 'decimals' | 'min' | null {
  const value = Money.parse(amount.trim());
  if (!value || !value.isPositive()) return 'format';
  if (value.decimalPlaces() > 6) return 'decimals';
  return value.lt(minNextBid) ? 'min' : null;
}

/** The time left until `deadline` as days and HH:MM:SS. */
export function countdownParts(deadline: number, now: number): { days: number; time: string } {
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  const days = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return { days, time };
}
