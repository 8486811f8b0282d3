import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionRecord } from '@tp/contract';
import { useErrorMessage } from '../../../api/messages.ts';
import { canonical } from '../../../lib/decimal.ts';
import { Button } from '../../../ui/Button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { usePosition } from '../api/get-position.ts';
import { useUpdatePositionStops } from '../api/update-position-stops.ts';
import { successText } from '../../../lib/format.ts';
import { formatPriceText } from '../format.ts';
import { checkStop, stopSide, type StopKind, type StopProblem } from '../rules.ts';
import { PositionSummary } from './PositionSummary.tsx';
import { isStopsRefusal } from './refusals.ts';
import { StopField, type StopValue } from './StopField.tsx';

const STOP_KINDS = ['stopLoss', 'takeProfit'] as const satisfies readonly StopKind[];

const initial = (price: string | null): StopValue => ({ on: price !== null, price: price ?? '' });

/**
 * The stops form of an open position: each stop as typed and its problem, checked against the live
 * `current` price before the change is sent.
 */
function useStopsForm(position: PositionRecord, precision: number | null, current: string | null, onDone: () => void) {
  const { t } = useTranslation('trading');
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const update = useUpdatePositionStops();
  const [stops, setStops] = useState<Record<StopKind, StopValue>>({
    stopLoss: initial(position.stopLoss),
    takeProfit: initial(position.takeProfit),
  });
  const [problems, setProblems] = useState<Record<StopKind, StopProblem | null>>({ stopLoss: null, takeProfit: null });
  const [error, setError] = useState<string | null>(null);
  const price = (text: string) => formatPriceText(text, precision);

  const message = (kind: StopKind) => {
    const problem = problems[kind];
    if (!problem) return null;
    if (problem.key === 'unreasonableBelow' || problem.key === 'unreasonableAbove') {
      return t(`validation.${problem.key}`, { price: price(problem.values.price) });
    }
    return 'values' in problem ? t(`validation.${problem.key}`, problem.values) : t(`validation.${problem.key}`);
  };

  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const check = (kind: StopKind) =>
      stops[kind].on ? checkStop(stops[kind].price, kind, position.side, current, precision) : null;
    const found = { stopLoss: check('stopLoss'), takeProfit: check('takeProfit') };
    setProblems(found);
    setError(null);
    if (found.stopLoss || found.takeProfit) return;
    const value = (kind: StopKind) => (stops[kind].on ? canonical(stops[kind].price) : null);
    update.mutate(
      { id: position.id, stopLoss: value('stopLoss'), takeProfit: value('takeProfit') },
      {
        onSuccess: ({ msg }) => {
          showToast(successText(tm, msg, tm('success.20005')), 'success');
          onDone();
        },
        onError: (failure) => {
          setError(isStopsRefusal(failure) ? t('validation.unreasonable') : describe(failure));
        },
      },
    );
  };

  const change = (kind: StopKind, next: StopValue) => {
    setStops({ ...stops, [kind]: next });
    setProblems({ ...problems, [kind]: null });
    setError(null);
  };
  return { stops, message, error, saving: update.isPending, save, change };
}

/**
 * Changes an open position's stop-loss and take-profit (a switched-off stop is removed), checked
 * against the live price first: a long's stop-loss below it and take-profit above, a short's the
 * other way round.
 */
export function StopsDialog({
  position,
  precision,
  onDone,
}: {
  position: PositionRecord;
  precision: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('trading');
  const current = (usePosition(position.id, position).data ?? position).currentPrice;
  const form = useStopsForm(position, precision, current, onDone);
  const price = (text: string) => formatPriceText(text, precision);

  return (
    <form className="confirm" onSubmit={form.save} noValidate aria-label={t('stops.title')}>
      <PositionSummary
        position={position}
        currentPrice={current}
        precision={precision}
        currentTestId="stops-current-price"
      />
      {STOP_KINDS.map((kind) => (
        <StopField
          key={kind}
          kind={kind}
          value={form.stops[kind]}
          error={form.message(kind)}
          hint={current ? t(`form.${stopSide(kind, position.side)}`, { price: price(current) }) : undefined}
          placeholder={current ? price(current) : undefined}
          onChange={(next) => {
            form.change(kind, next);
          }}
        />
      ))}
      <p className="muted confirm__note">{t('stops.note')}</p>
      {form.error && (
        <p className="form-error" role="alert">
          {form.error}
        </p>
      )}
      <div className="confirm__actions">
        <Button variant="secondary" disabled={form.saving} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={form.saving}>
          {t('stops.save')}
        </Button>
      </div>
    </form>
  );
}
