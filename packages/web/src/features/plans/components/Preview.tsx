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
    <dl className="plan-facts" data-testid="plan-preview">
      <div>
        <dt>{t('preview.daily')}</dt>
        <dd>{money(earningOfDay(amount, dailyRate, 1))}</dd>
      </div>
      <div className="plan-facts__total">
        <dt>{t('preview.expected')}</dt>
        <dd data-testid="plan-expected">{money(expectedReturn(amount, dailyRate, days))}</dd>
      </div>
      <p className="plan-facts__note">{t('preview.expectedNote', { rate: percentOf(dailyRate), days })}</p>
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
      <p className="plan-facts__note">
        {exitForfeitsEarnings ? t('product.forfeitsEarnings') : t('product.keepsEarnings')}
      </p>
    </dl>
  );
}
