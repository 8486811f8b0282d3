import { useTranslation } from 'react-i18next';
import type { MarketInfo } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatMoney } from '../../../../lib/decimal.ts';
import { useAccountMode } from '../../../../lib/session.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { formatEstimate, ratePercent } from '../format.ts';
import { potentialPayout } from '../stake.ts';
import type { OptionsPurchase, PendingPurchase } from '../useOptionsForm.ts';

/** Everything the purchase is: instrument, direction, period, stake, rate, payout and account. */
function PurchaseFacts({ info, pending }: { info: MarketInfo; pending: PendingPurchase }) {
  const { t } = useTranslation('orders');
  const mode = useAccountMode();
  const { body, product } = pending;
  return (
    <dl className="summary" data-testid="options-confirm">
      <div>
        <dt>{t('columns.instrument')}</dt>
        <dd>
          {info.code} <small className="muted">{info.appName}</small>
        </dd>
      </div>
      <div>
        <dt>{t('columns.direction')}</dt>
        <dd className={`opt-dir opt-dir--${body.direction}`}>
          <span aria-hidden="true">{body.direction === 'up' ? '▲' : '▼'}</span> {t(`direction.${body.direction}`)}
        </dd>
      </div>
      <div>
        <dt>{t('options.period')}</dt>
        <dd>{t('seconds', { count: body.periodSeconds })}</dd>
      </div>
      <div>
        <dt>{t('detail.stake')}</dt>
        <dd>
          <span className="num">
            {formatMoney(body.stake, 2)} {ACCOUNT_CURRENCY}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('detail.payoutRate')}</dt>
        <dd>
          <span className="num">{ratePercent(product.payoutRate)}%</span>
        </dd>
      </div>
      <div className="summary__total">
        <dt>{t('options.payout')}</dt>
        <dd>
          <span className="num">
            {formatEstimate(potentialPayout(body.stake, product.payoutRate))} {ACCOUNT_CURRENCY}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('detail.account')}</dt>
        <dd>
          <span className={`badge badge--${mode}`}>{t(`mode.${mode}`)}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The confirmation of an options purchase: what it is and what a win pays. It cannot be dismissed
 * while the purchase is on its way; confirming again after a lost answer repeats it under its key.
 */
export function OptionsConfirm({ info, purchase }: { info: MarketInfo; purchase: OptionsPurchase }) {
  const { t } = useTranslation('orders');
  const { pending, buying, cancel, confirm } = purchase;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('options.confirmTitle')}
      className="opt-confirm"
      busy={buying}
      onCancel={cancel}
      onConfirm={confirm}
    >
      {pending && <PurchaseFacts info={info} pending={pending} />}
      <p className="muted opt-confirm__note">{t('options.confirmText')}</p>
    </ConfirmDialog>
  );
}
