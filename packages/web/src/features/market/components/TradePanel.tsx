import { useTranslation } from 'react-i18next';
import type { MarketInfo } from '@tp/contract';

/**
 * The buy long / sell short panel with the instrument's terms. Orders open with the trading
 * release; until then the panel says so instead of pretending.
 */
export function TradePanel({ info }: { info: MarketInfo }) {
  const { t } = useTranslation('market');
  return (
    <aside className="trade-panel" aria-label={t('trade')}>
      <div className="trade-panel__sides">
        <button type="button" className="btn trade-panel__long" disabled>
          {t('buyLong')}
        </button>
        <button type="button" className="btn trade-panel__short" disabled>
          {t('sellShort')}
        </button>
      </div>
      <dl className="trade-panel__terms">
        <div>
          <dt>{t('lots')}</dt>
          <dd>
            {info.minLots} – {info.maxLots} ({t('step')} {info.lotStep})
          </dd>
        </div>
        <div>
          <dt>{t('leverage')}</dt>
          <dd>{info.leverages.map((leverage) => `${leverage}×`).join(' · ')}</dd>
        </div>
        <div>
          <dt>{t('contractSize')}</dt>
          <dd>{info.contractSize}</dd>
        </div>
        <div>
          <dt>{t('feeRate')}</dt>
          <dd>{(Number(info.feeRate) * 100).toFixed(3)}%</dd>
        </div>
      </dl>
      <p className="muted trade-panel__note">{t('tradingSoon')}</p>
    </aside>
  );
}
