import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { Icon } from '../../ui/Icon.tsx';

type Feature =
  | 'market'
  | 'trading'
  | 'presale'
  | 'loan'
  | 'nfts'
  | 'balance'
  | 'notifications'
  | 'orders'
  | 'verification'
  | 'currency';

const featureLabel = {
  market: 'nav.market',
  currency: 'nav.market',
  trading: 'nav.trading',
  presale: 'nav.presale',
  loan: 'nav.loan',
  nfts: 'nav.nfts',
  balance: 'account:items.balance',
  notifications: 'account:items.notifications',
  orders: 'account:items.orders',
  verification: 'account:items.verification',
} as const;

/** An honest placeholder for a part of the product that is not open yet. */
export function ComingSoonPage({ feature }: { feature: Feature }) {
  const { t } = useTranslation(['comingSoon', 'account']);
  return (
    <div className="page page--narrow coming-soon">
      <Icon name="shield" size={40} />
      <h1>{t('title', { feature: t(featureLabel[feature]) })}</h1>
      <p className="muted">{t('text')}</p>
      <Link className="btn btn--secondary" to={paths.home}>
        {t('back')}
      </Link>
    </div>
  );
}
