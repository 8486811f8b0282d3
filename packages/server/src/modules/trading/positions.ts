import { ErrorCode, Money, OPEN_POSITIONS_MAX, refusalReasons, type PositionSide } from '@tp/contract';
import { AppError } from '../../core/errors.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../../core/idempotency.ts';
import type { InstrumentRow } from '../market/service.ts';
import { lotsVerdict, stopVerdict, type StopKind } from '@tp/contract/rules/trading';
import { decimalOf } from './arithmetic.ts';

/**
 * The rules of a position order: which lots and stops are acceptable, and the words its refusals
 * use. PositionService (position-service.ts) applies them.
 */
export const messages = {
  unknownInstrument: refusalReasons.noSuchInstrument,
  marketClosed: 'The market of this instrument is closed; trading is unavailable.',
  leverage: 'This leverage is not offered for this instrument.',
  stops: 'Stop-loss or take-profit prices are unreasonable.',
  tooManyOpen: `At most ${OPEN_POSITIONS_MAX} positions may be open at once in one account.`,
  noSuchPosition: 'No such position.',
  alreadyClosed: 'The position is already closed.',
  idempotencyReused: IDEMPOTENCY_KEY_REUSED,
} as const;

/** Lots within [minLots, maxLots], on the step from minLots, with no more decimals than the step; else 10016. */
export function checkLots(instrument: InstrumentRow, text: string): Money {
  const verdict = lotsVerdict(decimalOf(text), instrument);
  if (verdict.ok) return verdict.value;
  // Whatever is wrong, the customer needs the whole rule to fix it.
  const plain = (value: string) => Money.of(value).toString();
  const { minLots, lotStep, maxLots } = instrument;
  throw new AppError(
    ErrorCode.purchaseAmountWrong,
    `Lots go from ${plain(minLots)} to ${plain(maxLots)} in steps of ${plain(lotStep)}.`,
  );
}

export interface Stops {
  stopLoss: Money | null;
  takeProfit: Money | null;
}

/**
 * Stop-loss and take-profit: positive decimals with at most the instrument's price decimals, on
 * the losing and the winning side of the current price (long: SL < price < TP; short:
 * TP < price < SL), so that neither fires at once. Else 10088, prices unreasonable.
 */
export function checkStops(
  side: PositionSide,
  price: Money,
  precision: number,
  stopLossText: string | null | undefined,
  takeProfitText: string | null | undefined,
): Stops {
  const checked = (kind: StopKind, text: string | null | undefined): Money | null => {
    if (text === null || text === undefined) return null;
    const verdict = stopVerdict(decimalOf(text), { kind, side, price, precision });
    if (!verdict.ok) throw new AppError(ErrorCode.badParameters, messages.stops);
    return verdict.value;
  };
  return { stopLoss: checked('stopLoss', stopLossText), takeProfit: checked('takeProfit', takeProfitText) };
}
