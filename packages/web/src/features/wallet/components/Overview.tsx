import { useTranslation } from 'react-i18next';
import type { AccountFigures } from '@tp/contract';
import { useAccountMode } from '../../../lib/session.ts';
import { formatMoney, isNegative, isPositive } from '../money.ts';
import { Num } from '../../../ui/Num.tsx';

/** What a figure shows until the first answer: the layout is the loaded one, so nothing moves when it comes. */
const PENDING = '—';

const SECONDARY = ['equity', 'freeMargin', 'usedMargin', 'expectedProfit', 'held'] as const;

/**
 * The account's figures as the server sends them, grouped for reading; never computed here. Before
 * the first answer (`figures` null) the same layout shows dashes.
 */
export function Overview({ figures }: { figures: AccountFigures | null }) {
  const { t } = useTranslation('wallet');
  const currentMode = useAccountMode();
  const mode = figures?.mode ?? currentMode;
  const currency = figures?.currency ?? 'USDT';
  const trend = (amount: string) => (isPositive(amount) ? ' is-up' : isNegative(amount) ? ' is-down' : '');
  const money = (key: (typeof SECONDARY)[number] | 'balance') =>
    figures ? formatMoney(figures[key], 2, key === 'expectedProfit') : PENDING;
  return (
    <div className="wallet-overview" aria-busy={figures === null}>
      <div className="wallet-overview__main">
        <div className="wallet-overview__type">
          <span className="muted">{t('mode.accountType')}</span>
          <span className={`badge badge--${mode}`}>{t(mode === 'demo' ? 'mode.demoAccount' : 'mode.realAccount')}</span>
        </div>
        <p className="muted">{t('figures.balance')}</p>
        <p className="wallet-overview__balance num" data-testid={figures ? 'wallet-balance' : undefined}>
          <Num>
            {money('balance')} <small>{currency}</small>
          </Num>
        </p>
        <p className="muted wallet-overview__note">{t('currencyNote', { currency })}</p>
      </div>
      <dl className="wallet-overview__figures">
        {SECONDARY.map((key) => (
          <div key={key}>
            <dt>{t(`figures.${key}`)}</dt>
            <dd className={`num${figures && key === 'expectedProfit' ? trend(figures[key]) : ''}`}>
              <Num>{money(key)}</Num>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
