import { useTranslation } from 'react-i18next';
import type { SmartPlan } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { exitFigures } from '@tp/contract/rules/plans';
import { formatMoney } from '../../../lib/decimal.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Num } from '../../../ui/Num.tsx';
import { percentOf } from '../format.ts';

/**
 * The early exit, before it is taken: the penalty, the earnings taken back where the product says
 * so, and exactly what returns to the real account, from the plan as it is now. A day that falls
 * due before the exit reaches the server is paid first and counted the same way.
 */
export function ExitConfirm({
  plan,
  busy,
  onCancel,
  onConfirm,
}: {
  plan: SmartPlan | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('plans');
  const figures = plan ? exitFigures(plan) : null;
  const money = (value: { toString(): string }, sign = '') => (
    <Num>
      {sign}
      {formatMoney(value.toString(), 2)} {ACCOUNT_CURRENCY}
    </Num>
  );
  return (
    <ConfirmDialog
      open={plan !== null}
      title={t('exit.title')}
      className="plan-confirm"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {plan && figures && (
        <>
          <p>{t('exit.intro', { rate: percentOf(plan.earlyExitRate) })}</p>
          <dl className="summary" data-testid="exit-figures">
            <div>
              <dt>{t('plan.amount')}</dt>
              <dd>{money(plan.amount)}</dd>
            </div>
            <div>
              <dt>{t('exit.penalty')}</dt>
              <dd>{money(figures.penalty, '−')}</dd>
            </div>
            {plan.exitForfeitsEarnings && (
              <div>
                <dt>{t('exit.clawedBack')}</dt>
                <dd>{money(figures.clawedBack, '−')}</dd>
              </div>
            )}
            <div className="summary__total">
              <dt>{t('exit.refund')}</dt>
              <dd data-testid="exit-refund">{money(figures.refund)}</dd>
            </div>
          </dl>
          <p className="plan-note">
            {plan.exitForfeitsEarnings ? t('exit.forfeits') : t('exit.keeps', { amount: formatMoney(plan.earned, 2) })}
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
