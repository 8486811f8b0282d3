import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@tp/contract';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { methodLabel } from '../format.ts';
import { QrCode } from '../../../ui/QrCode.tsx';

/** The method's receiving address: as text, as a QR code, and a button that copies it. */
export function AddressCard({ method }: { method: DepositMethod }) {
  const { t } = useTranslation('wallet');
  const copy = () => {
    navigator.clipboard.writeText(method.address).then(
      () => {
        showToast(t('deposit.copied'), 'success');
      },
      () => {
        showToast(t('deposit.copyFailed'), 'error');
      },
    );
  };
  return (
    <section className="address-card" aria-label={t('deposit.address')}>
      <div className="address-card__qr">
        <QrCode value={method.address} label={t('deposit.qr')} />
      </div>
      <div className="address-card__text">
        <span className="wallet-field__label">
          {t('deposit.address')} · {methodLabel(method.coin, method.network)}
        </span>
        <code className="address-card__address" data-testid="deposit-address">
          {method.address}
        </code>
        <Button variant="secondary" className="btn--small" onClick={copy}>
          <Icon name="copy" size={16} /> {t('deposit.copy')}
        </Button>
        <p className="address-card__note">{t('deposit.addressNote', { coin: method.coin, network: method.network })}</p>
      </div>
    </section>
  );
}
