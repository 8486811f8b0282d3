import { useTranslation } from 'react-i18next';
import type { AccountFigures } from '@tp/contract';
import { formatMoney, isNegative, isPositive } from '../money.ts';
import { Num } from '../../../ui/Num.tsx';

const SECONDARY = ['equity', 'freeMargin', 'usedMargin', 'expectedProfit', 'held'] as const;

/** The account's figures as the server sends them, grouped for reading; never computed here. */
export function Overview({ figures }: { figures: AccountFigures }) {
  const { t } = useTranslation('wallet');
  const trend = (amount: string) => (isPositive(amount) ? ' is-up' : isNegative(amount) ? ' is-down' : '');
  return (
    <div className="wallet-overview">
      <div className="wallet-overview__main">
        <div className="wallet-overview__type">
          <span className="muted">{t('mode.accountType')}</span>
          <span className={`badge badge--${figures.mode}`}>
            {t(figures.mode === 'demo' ? 'mode.demoAccount' : 'mode.realAccount')}
          </span>
        </div>
        <p className="muted">{t('figures.balance')}</p>
        <p className="wallet-overview__balance num" data-testid="wallet-balance">
          <Num>
            {formatMoney(figures.balance, 2)} <small>{figures.currency}</small>
          </Num>
        </p>
        <p className="muted wallet-overview__note">{t('currencyNote', { currency: figures.currency })}</p>
      </div>
      <dl className="wallet-overview__figures">
        {SECONDARY.map((key) => (
          <div key={key}>
            <dt>{t(`figures.${key}`)}</dt>
            <dd className={`num${key === 'expectedProfit' ? trend(figures[key]) : ''}`}>
              <Num>{formatMoney(figures[key], 2, key === 'expectedProfit')}</Num>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
