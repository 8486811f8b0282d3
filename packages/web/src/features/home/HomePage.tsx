import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { isMobileDevice } from '../../lib/device.ts';
import { useAccountMode, useSession } from '../../lib/session.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { useSwitchAccountMode } from '../../ui/ModeSwitch.tsx';
import { Num } from '../../ui/Num.tsx';
import { useParam } from './api/get-param.ts';
import './home.css';

const products: { key: 'market' | 'loan' | 'trading' | 'nfts'; to: string; icon: IconName }[] = [
  { key: 'market', to: paths.market, icon: 'market' },
  { key: 'loan', to: paths.loan, icon: 'loan' },
  { key: 'trading', to: paths.trading, icon: 'trading' },
  { key: 'nfts', to: paths.nfts, icon: 'nfts' },
];

function ProductCards() {
  const { t } = useTranslation('home');
  return (
    <section className="products" aria-label={t('productsTitle')}>
      {products.map((product) => (
        <Link key={product.key} to={product.to} className={`product product--${product.key}`}>
          <span className="product__icon">
            <Icon name={product.icon} size={26} />
          </span>
          <h3>{t(`products.${product.key}.title`)}</h3>
          <p>{t(`products.${product.key}.text`)}</p>
          <span className="product__open">
            {t('open')} <Icon name="chevron" size={16} />
          </span>
        </Link>
      ))}
    </section>
  );
}

/** A figure from a server parameter ("350+"), read left to right; while it loads, a placeholder of the same size. */
function Stat({ paramKey, label }: { paramKey: string; label: string }) {
  const { data } = useParam(paramKey);
  return (
    <div className="stat">
      <strong>
        <Num testId={`stat-${paramKey}`}>{data ?? '—'}</Num>
      </strong>
      <span>{label}</span>
    </div>
  );
}

function DesktopHome({ markets }: { markets: ReactNode }) {
  const { t } = useTranslation('home');
  const { loggedIn } = useSession();
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__text">
          <h1>{t('heroTitle')}</h1>
          <p>{t('heroText')}</p>
          <div className="hero__actions">
            <Link className="btn btn--primary btn--large" to={loggedIn ? paths.market : paths.register}>
              {t('getStarted')}
            </Link>
            <Link className="btn btn--secondary btn--large" to={loggedIn ? paths.account : paths.login}>
              {t('tryDemo')}
            </Link>
          </div>
        </div>
        <div className="stats">
          <Stat paramKey="statVolume" label={t('stats.volume')} />
          <Stat paramKey="statCoins" label={t('stats.coins')} />
          <Stat paramKey="statUsers" label={t('stats.users')} />
        </div>
      </section>
      <h2 className="section-title">{t('productsTitle')}</h2>
      <ProductCards />
      <h2 className="section-title">{t('marketsTitle')}</h2>
      {markets}
    </div>
  );
}

function DemoCard() {
  const { t } = useTranslation('home');
  const mode = useAccountMode();
  const switchMode = useSwitchAccountMode();
  return (
    <section className="demo-card">
      <div>
        <h2>{t('demoCard.title')}</h2>
        <p>{t('demoCard.text')}</p>
      </div>
      {mode === 'demo' ? (
        <span className="badge badge--demo">{t('demoCard.active')}</span>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={() => {
            switchMode('demo');
          }}
        >
          {t('demoCard.action')}
        </button>
      )}
    </section>
  );
}

function MobileHome({ markets }: { markets: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <div className="home home--mobile">
      <section className="banner">
        <h1>{t('banner.title')}</h1>
        <p>{t('banner.text')}</p>
      </section>
      <DemoCard />
      <ProductCards />
      <h2 className="section-title section-title--compact">{t('marketsTitle')}</h2>
      {markets}
    </div>
  );
}

/** The home page; `markets` is the live market list, which the route brings from the market feature. */
export default function HomePage({ markets }: { markets: ReactNode }) {
  return isMobileDevice ? <MobileHome markets={markets} /> : <DesktopHome markets={markets} />;
}
