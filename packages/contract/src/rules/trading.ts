import { ACCOUNT_SCALE, STOP_PRICE_MAX, type PositionSide } from '../constants.ts';
import { Money } from '../money.ts';

/**
 * The rules an order must meet, written once: the server refuses with its coded errors what they
 * refuse, and the web app says why in the customer's words before anything is sent. Each takes
 * the amount already read (null when the text was no decimal at all: the server reads the wire's
 * strict notation, the form forgives spaces and leading zeros) and gives a verdict, never throws.
 * This module imports no zod (`@tp/contract/rules/trading`).
 */
export type Verdict<Problem extends string> = { ok: true; value: Money } | { ok: false; problem: Problem };

const accept = (value: Money): { ok: true; value: Money } => ({ ok: true, value });
const refuse = <Problem extends string>(problem: Problem): { ok: false; problem: Problem } => ({ ok: false, problem });

/** An instrument's lot terms, as the market info and the instrument row carry them. */
export interface LotTerms {
  minLots: string;
  lotStep: string;
  maxLots: string;
}

export type LotsProblem = 'format' | 'notPositive' | 'belowMin' | 'aboveMax' | 'offStep';

/** Lots within [minLots, maxLots], on the step from minLots, with no more decimals than the step. */
export function lotsVerdict(lots: Money | null, terms: LotTerms): Verdict<LotsProblem> {
  if (!lots) return refuse('format');
  if (!lots.isPositive()) return refuse('notPositive');
  const min = Money.of(terms.minLots);
  const step = Money.of(terms.lotStep);
  if (lots.lt(min)) return refuse('belowMin');
  if (lots.gt(terms.maxLots)) return refuse('aboveMax');
  if (lots.decimalPlaces() > step.decimalPlaces()) return refuse('offStep');
  const offset = lots.minus(min);
  // The whole steps in the offset, times the step, give the offset back only when it is on the step.
  if (!offset.dividedBy(step, 0, 'down').times(step).eq(offset)) return refuse('offStep');
  return accept(lots);
}

export type StopKind = 'stopLoss' | 'takeProfit';

/**
 * Where a stop must be against the current price, so that it does not fire at once: a long's
 * stop-loss and a short's take-profit below it, a long's take-profit and a short's stop-loss above.
 */
export function stopSide(kind: StopKind, side: PositionSide): 'below' | 'above' {
  return (kind === 'stopLoss') === (side === 'long') ? 'below' : 'above';
}

export type StopProblem = 'format' | 'notPositive' | 'tooHigh' | 'decimals' | 'wrongSide';

/**
 * A stop-loss or take-profit: positive, at most STOP_PRICE_MAX (the wire's bound), with at most
 * the instrument's price decimals, on its side of the current price (long: SL < price < TP;
 * short: TP < price < SL). A null `precision` or `price` (not known yet where the check runs)
 * skips that part; the server always knows both.
 */
export function stopVerdict(
  stop: Money | null,
  where: { kind: StopKind; side: PositionSide; price: Money | null; precision: number | null },
): Verdict<StopProblem> {
  if (!stop) return refuse('format');
  if (!stop.isPositive()) return refuse('notPositive');
  if (stop.gt(STOP_PRICE_MAX)) return refuse('tooHigh');
  if (where.precision !== null && stop.decimalPlaces() > where.precision) return refuse('decimals');
  if (where.price === null) return accept(stop);
  const onItsSide = stopSide(where.kind, where.side) === 'below' ? stop.lt(where.price) : stop.gt(where.price);
  return onItsSide ? accept(stop) : refuse('wrongSide');
}

/** An options product's stake limits. */
export interface StakeLimits {
  minStake: string;
  maxStake: string;
}

export type StakeProblem = 'format' | 'notPositive' | 'decimals' | 'belowMin' | 'aboveMax';

/** An option's stake: positive, at most ACCOUNT_SCALE decimals, within the product's limits. */
export function stakeVerdict(stake: Money | null, limits: StakeLimits): Verdict<StakeProblem> {
  if (!stake) return refuse('format');
  if (!stake.isPositive()) return refuse('notPositive');
  if (stake.decimalPlaces() > ACCOUNT_SCALE) return refuse('decimals');
  if (stake.lt(limits.minStake)) return refuse('belowMin');
  if (stake.gt(limits.maxStake)) return refuse('aboveMax');
  return accept(stake);
}
