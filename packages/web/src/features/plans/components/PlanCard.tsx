import { useTranslation } from 'react-i18next';
import type { SmartPlan } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatMoney } from '../../../lib/decimal.ts';
import { formatTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/useNow.ts';
import { Button } from '../../../ui/Button.tsx';
import { Num } from '../../../ui/Num.tsx';
import { formatCountdown, percentOf, runDays } from '../format.ts';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const usdt = (amount: string) => (
  <Num>
    {formatMoney(amount, 2)} {ACCOUNT_CURRENCY}
  </Num>
);

/** One of the customer's plans: every figure of the specification, the countdown to the next earning, and the way out. */
export function PlanCard({ plan, onExit }: { plan: SmartPlan; onExit: (plan: SmartPlan) => void }) {
  const { t, i18n } = useTranslation('plans');
  const earning = plan.status === 'earning';
  const now = useNow(earning);
  return (
    <article
      className={`plan-card plan-card--${plan.status}`}
      aria-labelledby={`smart-plan-${plan.id}`}
      data-testid="plan-card"
    >
      <header className="plan-card__head">
        <h3 id={`smart-plan-${plan.id}`}>
          {plan.productName} · {t('term.days', { count: plan.days })}
        </h3>
        <span className={`badge plan-status plan-status--${plan.status}`}>{t(`status.${plan.status}`)}</span>
      </header>
      <dl className="summary">
        <Fact label={t('plan.amount')}>{usdt(plan.amount)}</Fact>
        <Fact label={t('plan.dailyRate')}>
          <Num>{percentOf(plan.dailyRate)}%</Num>
        </Fact>
        <Fact label={t('plan.earned')} testId="plan-earned">
          {usdt(plan.earned)}
        </Fact>
        <Fact label={t('plan.expected')}>{usdt(plan.expectedReturn)}</Fact>
        <Fact label={t('plan.start')}>{formatTime(plan.startTime, i18n.language)}</Fact>
        <Fact label={t('plan.runTime')}>
          <Num>{earning ? runDays(plan.startTime, now, plan.days) : plan.daysPaid}</Num>
        </Fact>
        <Fact label={t('plan.days')}>{t('plan.daysValue', { done: plan.daysPaid, left: plan.daysLeft })}</Fact>
        {earning && plan.nextEarningTime !== null && (
          <Fact label={t('plan.nextEarning')} testId="plan-countdown">
            {formatTime(plan.nextEarningTime, i18n.language)} ·{' '}
            <Num className="plan-countdown">{formatCountdown(plan.nextEarningTime, now)}</Num>
          </Fact>
        )}
        <Fact label={t('plan.revenue')}>{usdt(plan.totalRevenue)}</Fact>
        {plan.status === 'exited' && plan.penalty !== null && plan.refund !== null && (
          <>
            <Fact label={t('exit.penalty')}>{usdt(plan.penalty)}</Fact>
            <Fact label={t('exit.clawedBack')}>{usdt(plan.clawedBack ?? '0')}</Fact>
            <Fact label={t('exit.refund')}>{usdt(plan.refund)}</Fact>
          </>
        )}
        {!earning && (
          <Fact label={t('plan.ended')}>
            {formatTime(plan.exitedAt ?? plan.completedAt ?? plan.endTime, i18n.language)}
          </Fact>
        )}
      </dl>
      {earning && (
        <Button
          variant="secondary"
          className="btn--small"
          onClick={() => {
            onExit(plan);
          }}
        >
          {t('plan.exit')}
        </Button>
      )}
    </article>
  );
}
