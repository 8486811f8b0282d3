import { ACCOUNT_SCALE, Money, type PositionSide } from '@tp/contract';
import type { Feed } from '../../feed/feed.ts';
import { liveMark } from './exposure.ts';
import type { OpenPositionTerms } from './repo.ts';

/**
 * An account's open positions summed per instrument and side, so that an order's room check can
 * bound their floating profit in a few operations instead of valuing every position. A position's
 * profit is s × (price − open) × lots × contractSize × rate, rounded to ACCOUNT_SCALE: with
 * Q = Σ lots × contractSize and C = Σ open × lots × contractSize over a group, the group's profits
 * before rounding add up to s × (price × Q − C) × rate exactly, and each rounding moves a profit by
 * at most half a unit of the last place. So the exact floating profit lies within n half-units of
 * the sum of the groups: a room check decided by that interval is the check's own answer, and only
 * an order whose cost falls inside it needs every position valued.
 */
export interface ProfitSums {
  readonly groups: ReadonlyMap<string, ProfitGroup>;
  readonly positions: number;
}

interface ProfitGroup {
  code: string;
  instrumentId: number;
  side: PositionSide;
  /** Σ lots × contractSize. */
  quantity: Money;
  /** Σ openPrice × lots × contractSize. */
  openValue: Money;
}

/** Half a unit of the last place a position's profit is rounded to: the most one rounding moves it. */
const HALF_UNIT = Money.of(`0.${'0'.repeat(ACCOUNT_SCALE)}5`);

export const NO_POSITIONS: ProfitSums = { groups: new Map(), positions: 0 };

/** The sums of `prior` with `added` positions counted in: the positions already counted are not read again. */
export function withPositions(prior: ProfitSums, added: readonly OpenPositionTerms[]): ProfitSums {
  if (added.length === 0) return prior;
  const groups = new Map(prior.groups);
  for (const position of added) {
    const key = `${position.code}:${position.side}`;
    const quantity = Money.of(position.lots).times(position.contractSize);
    const openValue = quantity.times(position.openPrice);
    const group = groups.get(key);
    groups.set(
      key,
      group
        ? { ...group, quantity: group.quantity.plus(quantity), openValue: group.openValue.plus(openValue) }
        : { code: position.code, instrumentId: position.instrumentId, side: position.side, quantity, openValue },
    );
  }
  return { groups, positions: prior.positions + added.length };
}

/**
 * Where the positions' floating profit at the live prices lies, as floatingProfitOf counts it;
 * null when an instrument has a price but no live conversion (each position then falls back to
 * its own opening rate, which the sums do not keep), so that the caller values every position.
 */
export function floatingProfitRange(
  feed: Feed,
  sums: ProfitSums,
  typeOf: (instrumentId: number) => number,
): { low: Money; high: Money } | null {
  let unrounded = Money.zero();
  for (const group of sums.groups.values()) {
    const mark = liveMark(feed, { code: group.code, type: typeOf(group.instrumentId) });
    // No price at all: floatingProfitOf counts these positions 0, exactly.
    if (!mark) continue;
    if (!mark.rate) return null;
    const long = mark.price.times(group.quantity).minus(group.openValue).times(mark.rate);
    unrounded = unrounded.plus(group.side === 'long' ? long : long.negated());
  }
  const spread = HALF_UNIT.times(String(sums.positions));
  return { low: unrounded.minus(spread), high: unrounded.plus(spread) };
}
