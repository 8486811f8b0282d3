import { useTranslation } from 'react-i18next';
import type { PresaleCommitment } from '@tp/contract';
import { formatMoney } from '../../../lib/decimal.ts';

const amountOrDash = (value: string | null, unit: string) => (value === null ? '—' : `${formatMoney(value)} ${unit}`);

/** The customer's commitments: what is held, and after settlement the tokens, the cost and what was released. */
export function MySubscriptions({ commitments }: { commitments: readonly PresaleCommitment[] }) {
  const { t } = useTranslation('presale');
  return (
    <section className="presale-mine" aria-labelledby="presale-mine-title">
      <h2 id="presale-mine-title">{t('mine.title')}</h2>
      {commitments.length === 0 ? (
        <p className="muted">{t('mine.empty')}</p>
      ) : (
        <ul className="presale-mine__list">
          {commitments.map((c) => (
            <li key={c.id} className="presale-mine__item card" data-testid="presale-subscription">
              <h3>
                {c.name} <span className="muted">{c.symbol}</span>{' '}
                <span className={`presale-status presale-status--${c.status}`}>{t(`mine.statuses.${c.status}`)}</span>
              </h3>
              <dl className="presale-facts">
                <div>
                  <dt>{t('mine.committed')}</dt>
                  <dd className="num">{amountOrDash(c.amount, 'USDT')}</dd>
                </div>
                <div>
                  <dt>{t('mine.tokens')}</dt>
                  <dd className="num" data-testid="presale-allocated">
                    {amountOrDash(c.tokens, c.symbol)}
                  </dd>
                </div>
                <div>
                  <dt>{t('mine.cost')}</dt>
                  <dd className="num">{amountOrDash(c.cost, 'USDT')}</dd>
                </div>
                <div>
                  <dt>{t('mine.refund')}</dt>
                  <dd className="num">{amountOrDash(c.refund, 'USDT')}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
