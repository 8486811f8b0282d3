import { useTranslation } from 'react-i18next';
import type { MarketInfo } from '@tp/contract';
import { livePrices } from '../../../api/socket.ts';
import { formatPrice } from '../../../lib/numbers.ts';
import { useStore } from '../../../lib/store.ts';
import { Change } from '../../../ui/Change.tsx';
import { Num, Price } from '../../../ui/Num.tsx';

/** Price, change, the day's range and whether the market is open, with its hours. */
export function InstrumentSummary({ info }: { info: MarketInfo }) {
  const { t, i18n } = useTranslation('market');
  const live = useStore(livePrices).find((price) => price.code === info.code);
  const price = live?.price ?? info.price;
  const zdf = live?.zdf ?? info.zdf;
  const nextChange = info.nextChangeAt ? new Date(info.nextChangeAt).toLocaleString(i18n.language) : null;
  return (
    <header className="instrument">
      <div className="instrument__title">
        <img src={info.logo} alt="" width={40} height={40} />
        <div>
          <h1>{info.code}</h1>
          <p className="muted">{info.appName}</p>
        </div>
        <span className={`status status--${info.status}`} data-testid="market-status">
          {t(info.status === 'open' ? 'open' : 'closed')}
        </span>
      </div>
      <div className="instrument__price">
        <strong>
          <Price value={price} precision={info.precision} testId="live-price" />
        </strong>
        <Change value={zdf} />
      </div>
      <dl className="instrument__stats">
        <div>
          <dt>{t('high')}</dt>
          <dd>
            <Price value={Math.max(info.high, price)} precision={info.precision} />
          </dd>
        </div>
        <div>
          <dt>{t('low')}</dt>
          <dd>
            <Price value={Math.min(info.low, price)} precision={info.precision} />
          </dd>
        </div>
        <div>
          <dt>{t('volume')}</dt>
          <dd>{info.volume > 0 ? <Num>{formatPrice(info.volume, 0)}</Num> : '—'}</dd>
        </div>
        <div>
          <dt>{t('hours')}</dt>
          <dd>{info.tradingHours}</dd>
        </div>
      </dl>
      {info.status === 'closed' && (
        <p className="instrument__closed" role="note">
          {nextChange ? t('closedUntil', { time: nextChange }) : t('closedNow')}
        </p>
      )}
    </header>
  );
}
