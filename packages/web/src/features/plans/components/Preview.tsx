import { useTranslation } from 'react-i18next';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { earningOfDay, earningTime, exitFigures, expectedReturn } from '@tp/contract/rules/plans';
import { formatMoney } from '../../../lib/decimal.ts';
import { formatTime } from '../../../lib/format.ts';
import { Num } from '../../../ui/Num.tsx';
import { percentOf } from '../format.ts';

/**
 * What a subscription will do, before it is made: the daily earning, the expected return over the
 * term, when it starts, earns and ends, and what an exit on its first day would cost. `startMs`
 * is now: the server starts the plan when it receives it.
 */
export function Preview({
  amount,
  dailyRate,
  days,
  earlyExitRate,
  exitForfeitsEarnings,
  startMs,
}: {
  amount: string;
  dailyRate: string;
  days: number;
  earlyExitRate: string;
  exitForfeitsEarnings: boolean;
  startMs: number;
}) {
  const { t, i18n } = useTranslation('plans');
  const money = (value: { toString(): string }) => (
    <Num>
      {formatMoney(value.toString(), 2)} {ACCOUNT_CURRENCY}
    </Num>
  );
  const exit = exitFigures({ amount, earned: '0', earlyExitRate, exitForfeitsEarnings });
  return (
    <div className="plan-preview" data-testid="plan-preview">
      <dl className="summary">
        <div>
          <dt>{t('preview.daily')}</dt>
          <dd>{money(earningOfDay(amount, dailyRate, 1))}</dd>
        </div>
        <div className="summary__total">
          <dt>{t('preview.expected')}</dt>
          <dd data-testid="plan-expected">{money(expectedReturn(amount, dailyRate, days))}</dd>
        </div>
      </dl>
      <p className="plan-note">{t('preview.expectedNote', { rate: percentOf(dailyRate), days })}</p>
      <dl className="summary">
        <div>
          <dt>{t('preview.start')}</dt>
          <dd>{formatTime(startMs, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('preview.firstEarning')}</dt>
          <dd>{formatTime(earningTime(startMs, 1), i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('preview.end')}</dt>
          <dd>{formatTime(earningTime(startMs, days), i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('preview.exitCost')}</dt>
          <dd>{money(exit.penalty)}</dd>
        </div>
      </dl>
      <p className="plan-note">{exitForfeitsEarnings ? t('product.forfeitsEarnings') : t('product.keepsEarnings')}</p>
    </div>
  );
}
