import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, OpenPositionBody, PositionQuote } from '@tp/contract';
import { ApiError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { useAccountMode } from '../../../lib/session.ts';
import { Button } from '../../../ui/Button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useOpenPosition } from '../api/open-position.ts';
import { formatTime, newIdempotencyKey, successText } from '../../../lib/format.ts';
import { formatPriceText } from '../format.ts';
import { QuoteFigures } from './QuoteFigures.tsx';
import { isStopsRefusal } from './refusals.ts';

export interface PendingOrder {
  body: OpenPositionBody;
  quote: PositionQuote;
}

/** Everything the order is: instrument, side, lots, leverage, stops and the account it trades. */
function OrderFacts({ info, body }: { info: MarketInfo; body: OpenPositionBody }) {
  const { t } = useTranslation('trading');
  const mode = useAccountMode();
  const stop = (price: string | null | undefined) =>
    price ? <span className="num">{formatPriceText(price, info.precision)}</span> : t('confirm.notSet');
  return (
    <dl className="figures">
      <div>
        <dt>{t('confirm.instrument')}</dt>
        <dd>
          {info.code} <span className="muted">{info.appName}</span>
        </dd>
      </div>
      <div>
        <dt>{t('confirm.direction')}</dt>
        <dd>{t(`side.${body.side}`)}</dd>
      </div>
      <div>
        <dt>{t('form.lots')}</dt>
        <dd>
          <span className="num">{body.lots}</span>
        </dd>
      </div>
      <div>
        <dt>{t('form.leverage')}</dt>
        <dd>
          <span className="num">{t('form.leverageValue', { value: body.leverage })}</span>
        </dd>
      </div>
      <div>
        <dt>{t('form.stopLoss')}</dt>
        <dd>{stop(body.stopLoss)}</dd>
      </div>
      <div>
        <dt>{t('form.takeProfit')}</dt>
        <dd>{stop(body.takeProfit)}</dd>
      </div>
      <div>
        <dt>{t('confirm.account')}</dt>
        <dd>
          <span className={`badge badge--${mode}`}>{t(mode === 'demo' ? 'mode.demoAccount' : 'mode.realAccount')}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The order confirmation: everything the order is (side, instrument, lots, leverage, stops) and
 * what it costs at the quoted price. It carries one Idempotency-Key for its whole life: a double
 * click, or a retry after a lost answer, opens one position. A refusal changed nothing: the error
 * shows here, and the next confirm is a new request.
 */
export function OpenConfirm({
  info,
  order,
  onCancel,
  onOpened,
}: {
  info: MarketInfo;
  order: PendingOrder;
  onCancel: () => void;
  onOpened: () => void;
}) {
  const { t, i18n } = useTranslation('trading');
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const open = useOpenPosition();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const { body, quote } = order;

  const confirm = () => {
    if (open.isPending) return;
    setError(null);
    open.mutate(
      { body, idempotencyKey },
      {
        onSuccess: ({ msg }) => {
          showToast(successText(tm, msg, tm('success.20004')), 'success');
          onOpened();
        },
        onError: (failure) => {
          setError(isStopsRefusal(failure) ? t('validation.unreasonable') : describe(failure));
          // A coded refusal opened nothing: another confirm is a new request. A timeout or a lost
          // answer may have opened the position: the same key makes a retry safe.
          if (failure instanceof ApiError && typeof failure.code === 'number' && failure.code >= 10000) {
            setIdempotencyKey(newIdempotencyKey());
          }
        },
      },
    );
  };

  return (
    <div className="confirm" data-testid="open-confirm">
      <p className={`confirm__side side side--${body.side}`}>
        {t(`side.${body.side}`)} · {info.code}
      </p>
      <OrderFacts info={info} body={body} />
      <QuoteFigures quote={quote} precision={info.precision} />
      <p className="muted confirm__note">
        {t('confirm.note', { time: formatTime(quote.price.time, i18n.language, true) })}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm__actions">
        <Button variant="secondary" disabled={open.isPending} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button className={`trade-button trade-button--${body.side}`} busy={open.isPending} onClick={confirm}>
          {t('common.confirm')}
        </Button>
      </div>
    </div>
  );
}
