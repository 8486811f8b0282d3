import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { methodLabel } from '../format.ts';
import type { WithdrawalRequest } from './useWithdrawForm.ts';
import { WithdrawalFigures } from './WithdrawQuote.tsx';

/**
 * The confirmation of a withdrawal: the network and address it goes to, and the server's quote of
 * what leaves the balance and what arrives. It cannot be dismissed while the request is on its way.
 */
export function WithdrawConfirm({ withdrawal }: { withdrawal: WithdrawalRequest }) {
  const { t } = useTranslation('wallet');
  const { pending, sending, cancel, send } = withdrawal;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('withdraw.confirmTitle')}
      className="wallet-confirm"
      busy={sending}
      onCancel={cancel}
      onConfirm={send}
    >
      {pending && (
        <>
          <p className="muted">{t('withdraw.confirmText')}</p>
          <dl className="quote">
            <div>
              <dt>{t('withdraw.network')}</dt>
              <dd>{methodLabel(pending.body.coin, pending.body.network)}</dd>
            </div>
            <div className="quote__address">
              <dt>{t('withdraw.address')}</dt>
              <dd>
                <code data-testid="confirm-address">{pending.body.address}</code>
              </dd>
            </div>
          </dl>
          <WithdrawalFigures quote={pending.quote} />
        </>
      )}
    </ConfirmDialog>
  );
}
