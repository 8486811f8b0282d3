import { useState, type SyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, PositionQuote, PositionSide } from '@tp/contract';
import { useErrorMessage } from '../../../api/messages.ts';
import { canonical } from '../../../lib/decimal.ts';
import { useAccountMode } from '../../../lib/session.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { positionQuoteQuery, type QuoteInput } from '../api/quote-position.ts';
import { signOf, type LotRange } from '../decimal.ts';
import { formatPriceText } from '../format.ts';
import { checkLots, checkStop, stopSide, type LotsProblem, type StopKind, type StopProblem } from '../rules.ts';
import type { PendingOrder } from './OpenConfirm.tsx';
import { NO_STOP, type StopValue } from './StopField.tsx';

/** How long the lots must stay unchanged before they are quoted. */
export const QUOTE_DELAY_MS = 300;

/** The leverage first offered: the highest up to 10×, or the lowest there is. */
export function defaultLeverage(leverages: readonly number[]): number {
  const moderate = leverages.filter((leverage) => leverage <= 10);
  return moderate.length > 0 ? Math.max(...moderate) : (leverages[0] ?? 1);
}

type Stops = Record<StopKind, StopValue>;
type Problems = { lots: LotsProblem | null } & Record<StopKind, StopProblem | null>;
const NO_STOPS: Stops = { stopLoss: NO_STOP, takeProfit: NO_STOP };
const NO_PROBLEMS: Problems = { lots: null, stopLoss: null, takeProfit: null };

/** The switched-on stops' problems against `price`: their shape only while it is null. */
function stopProblems(stops: Stops, side: PositionSide, price: string | null, precision: number) {
  const check = (kind: StopKind) =>
    stops[kind].on ? checkStop(stops[kind].price, kind, side, price, precision) : null;
  return { stopLoss: check('stopLoss'), takeProfit: check('takeProfit') };
}

/** The form's problems in words, and where each stop must be against the live price. */
function useProblemText(problems: Problems, side: PositionSide, precision: number, livePrice: string | null) {
  const { t } = useTranslation('trading');
  const price = (text: string) => formatPriceText(text, precision);
  const lotsProblem = problems.lots;
  return {
    lotsError: lotsProblem
      ? 'values' in lotsProblem
        ? t(`validation.${lotsProblem.key}`, lotsProblem.values)
        : t(`validation.${lotsProblem.key}`)
      : null,
    stopError: (kind: StopKind) => {
      const problem = problems[kind];
      if (!problem) return null;
      if (problem.key === 'unreasonableBelow' || problem.key === 'unreasonableAbove') {
        return t(`validation.${problem.key}`, { price: price(problem.values.price) });
      }
      return 'values' in problem ? t(`validation.${problem.key}`, problem.values) : t(`validation.${problem.key}`);
    },
    stopHint: (kind: StopKind) =>
      livePrice ? t(`form.${stopSide(kind, side)}`, { price: price(livePrice) }) : undefined,
    stopPlaceholder: livePrice ? price(livePrice) : undefined,
  };
}

/** The order as typed: side, lots, leverage and stops, and each input's problem. */
function useOrderInputs(info: MarketInfo, onEdit: () => void) {
  const [side, setSide] = useState<PositionSide>('long');
  const [lots, setLots] = useState(() => canonical(info.minLots));
  const [leverage, setLeverage] = useState(() => defaultLeverage(info.leverages));
  const [stops, setStops] = useState<Stops>(NO_STOPS);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  /** Every edit clears the form's own message; an input's edit clears that input's problem. */
  const edit = (apply: () => void, cleared?: Partial<Problems>) => {
    apply();
    if (cleared) setProblems({ ...problems, ...cleared });
    onEdit();
  };
  return {
    side,
    lots,
    leverage,
    stops,
    problems,
    setProblems,
    clearStops: () => {
      setStops(NO_STOPS);
    },
    chooseSide: (next: PositionSide) => {
      edit(() => setSide(next), { stopLoss: null, takeProfit: null });
    },
    changeLots: (next: string) => {
      edit(() => setLots(next), { lots: null });
    },
    chooseLeverage: (next: number) => {
      edit(() => setLeverage(next));
    },
    changeStop: (kind: StopKind, next: StopValue) => {
      edit(() => setStops({ ...stops, [kind]: next }), { [kind]: null });
    },
  };
}

/** The server's quote of an order about to be confirmed; `checking` while it is asked for. */
function useOrderQuote(onError: (message: string) => void) {
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const mode = useAccountMode();
  const [checking, setChecking] = useState(false);
  /** The quote, or null when there is none (`onError` has the reason). */
  const quoteOf = async (input: QuoteInput): Promise<PositionQuote | null> => {
    setChecking(true);
    try {
      return await queryClient.query(positionQuoteQuery(mode, input));
    } catch (error) {
      onError(describe(error));
      return null;
    } finally {
      setChecking(false);
    }
  };
  return { checking, quoteOf };
}

/**
 * The order form of one instrument: the order as typed; the input the live quote follows once the
 * lots settle; and the submit, which makes every check the server would make (the stops' side
 * against the server's quote of this very order) before it puts the order up for confirmation.
 * The confirmation (OpenConfirm) carries the order's Idempotency-Key.
 */
export function useOrderForm(info: MarketInfo, onOpened: () => void) {
  const { t } = useTranslation('trading');
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [livePrice, setLivePrice] = useState<string | null>(null);
  const { problems, setProblems, clearStops, ...inputs } = useOrderInputs(info, () => {
    setFormError(null);
  });
  const { side, lots, leverage, stops } = inputs;
  const { checking, quoteOf } = useOrderQuote(setFormError);
  const text = useProblemText(problems, side, info.precision, livePrice);
  const settledLots = useDebounced(lots.trim(), QUOTE_DELAY_MS);
  const range: LotRange = { min: info.minLots, step: info.lotStep, max: info.maxLots };
  const closed = info.status === 'closed';

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (closed || checking) return;
    // The stops' shape first; their side once the price of this very order is known.
    const early: Problems = { lots: checkLots(lots, range), ...stopProblems(stops, side, null, info.precision) };
    setProblems(early);
    setFormError(null);
    if (early.lots || early.stopLoss || early.takeProfit) return;
    const input: QuoteInput = { instrumentId: info.id, side, lots: canonical(lots), leverage };
    const quote = await quoteOf(input);
    if (!quote) return;
    const late: Problems = { lots: null, ...stopProblems(stops, side, quote.price.price, info.precision) };
    setProblems(late);
    if (late.stopLoss || late.takeProfit) return;
    if (signOf(quote.freeMarginAfter) < 0) {
      setFormError(t('validation.insufficient'));
      return;
    }
    const stopValue = (kind: StopKind) => (stops[kind].on ? canonical(stops[kind].price) : null);
    setPending({ body: { ...input, stopLoss: stopValue('stopLoss'), takeProfit: stopValue('takeProfit') }, quote });
  };

  return {
    ...inputs,
    ...text,
    range,
    closed,
    formError,
    checking,
    pending,
    /** What the live quote asks for: nothing while closed or while the settled lots are not valid. */
    quoteInput:
      !closed && checkLots(settledLots, range) === null
        ? { instrumentId: info.id, side, lots: canonical(settledLots), leverage }
        : null,
    onPrice: setLivePrice,
    submit: (event: SyntheticEvent) => void submit(event),
    cancel: () => {
      setPending(null);
    },
    /** The position opened: the confirmation goes, and the stops start afresh for the next order. */
    opened: () => {
      setPending(null);
      clearStops();
      onOpened();
    },
  };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
