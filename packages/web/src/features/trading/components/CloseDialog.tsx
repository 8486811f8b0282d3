import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionRecord } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { ApiError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { newIdempotencyKey } from '../../../lib/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useClosePosition } from '../api/close-position.ts';
import { usePosition } from '../api/get-position.ts';
import { formatAmount } from '../decimal.ts';
import { Profit } from './PositionItem.tsx';
import { PositionSummary } from './PositionSummary.tsx';

/**
 * Asks before closing a position, with the live price and the profit expected at it. One key for
 * the dialog: a double click closes once.
 */
export function CloseDialog({
  position,
  precision,
  onDone,
}: {
  position: PositionRecord;
  precision: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('trading');
  const describe = useErrorMessage();
  const live = usePosition(position.id, position).data ?? position;
  const close = useClosePosition();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const stillOpen = live.status === 'open';

  const confirm = () => {
    if (close.isPending) return;
    setError(null);
    close.mutate(
      { id: position.id, idempotencyKey },
      {
        onSuccess: ({ position: closed }) => {
          showToast(
            closed.profit === null
              ? t('close.done')
              : t('close.doneWithProfit', { profit: formatAmount(closed.profit, true), currency: ACCOUNT_CURRENCY }),
            'success',
          );
          onDone();
        },
        onError: (failure) => {
          setError(describe(failure));
          if (failure instanceof ApiError && typeof failure.code === 'number' && failure.code >= 10000) {
            setIdempotencyKey(newIdempotencyKey());
          }
        },
      },
    );
  };

  return (
    <div className="confirm" data-testid="close-confirm">
      <PositionSummary position={position} currentPrice={live.currentPrice} precision={precision}>
        <div className="figures__total">
          <dt>{t('close.expected')}</dt>
          <dd data-testid="close-expected">
            <Profit amount={live.floatingProfit} />
          </dd>
        </div>
      </PositionSummary>
      <p className="muted confirm__note">{stillOpen ? t('close.note') : t('close.alreadyClosed')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm__actions">
        <Button variant="secondary" disabled={close.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" busy={close.isPending} disabled={!stillOpen} onClick={confirm}>
          {t('close.confirm')}
        </Button>
      </div>
    </div>
  );
}
