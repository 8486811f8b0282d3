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
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const live = usePosition(position.id, position).data ?? position;
  const update = useUpdatePositionStops();
  const [stops, setStops] = useState<Record<StopKind, StopValue>>({
    stopLoss: initial(position.stopLoss),
    takeProfit: initial(position.takeProfit),
  });
  const [problems, setProblems] = useState<Record<StopKind, StopProblem | null>>({ stopLoss: null, takeProfit: null });
  const [error, setError] = useState<string | null>(null);
  const price = (text: string) => formatPriceText(text, precision);
  const current = live.currentPrice;

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

  return (
    <form className="confirm" onSubmit={save} noValidate aria-label={t('stops.title')}>
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
          value={stops[kind]}
          error={message(kind)}
          hint={current ? t(`form.${stopSide(kind, position.side)}`, { price: price(current) }) : undefined}
          placeholder={current ? price(current) : undefined}
          onChange={(next) => {
            setStops({ ...stops, [kind]: next });
            setProblems({ ...problems, [kind]: null });
            setError(null);
          }}
        />
      ))}
      <p className="muted confirm__note">{t('stops.note')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm__actions">
        <Button variant="secondary" disabled={update.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('stops.save')}
        </Button>
      </div>
    </form>
  );
}
