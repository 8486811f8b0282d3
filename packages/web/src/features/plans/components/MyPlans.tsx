import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanStatus, SmartPlan } from '@tp/contract';
import { PLAN_STATUSES } from '@tp/contract/constants';
import { useErrorMessage } from '../../../api/messages.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { newIdempotencyKey } from '../../../lib/format.ts';
import { useAccountMode } from '../../../lib/session.ts';
import { Choices } from '../../../ui/Choices.tsx';
import { DemoNotice } from '../../../ui/DemoNotice.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useExitSmart } from '../api/exit-smart.ts';
import { useSmartPlans } from '../api/list-smart-plans.ts';
import { ExitConfirm } from './ExitConfirm.tsx';
import { PlanCard } from './PlanCard.tsx';
import '../plans.css';

const FILTERS = ['all', ...PLAN_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

/** The customer's plans, filtered by status, with the early exit behind its confirmation. */
function PlanList() {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const describe = useErrorMessage();
  const [filter, setFilter] = useState<Filter>('all');
  const status: PlanStatus | undefined = filter === 'all' ? undefined : filter;
  const plans = useSmartPlans({ status, page: 1, pageSize: 50 }, language);
  const exit = useExitSmart();
  const [exiting, setExiting] = useState<{ plan: SmartPlan; key: string } | null>(null);
  const confirmExit = () => {
    if (!exiting) return;
    exit.mutate(
      { id: exiting.plan.id, idempotencyKey: exiting.key },
      {
        onSuccess: (plan) => {
          setExiting(null);
          showToast(t('exit.done', { amount: plan.refund ?? plan.amount }), 'success');
        },
        onError: (error) => {
          setExiting(null);
          showToast(describe(error), 'error');
        },
      },
    );
  };
  return (
    <>
      <Choices role="tablist" label={t('filter')} options={FILTERS} value={filter} onChange={setFilter}>
        {(option) => (option === 'all' ? t('all') : t(`status.${option}`))}
      </Choices>
      {plans.isPending ? (
        <PageLoading />
      ) : plans.isError ? (
        <PageError message={describe(plans.error)} onRetry={() => void plans.refetch()} />
      ) : plans.data.list.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <div className="plan-list">
          {plans.data.list.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onExit={(chosen) => setExiting({ plan: chosen, key: newIdempotencyKey() })}
            />
          ))}
        </div>
      )}
      <ExitConfirm
        plan={exiting?.plan ?? null}
        busy={exit.isPending}
        onCancel={() => setExiting(null)}
        onConfirm={confirmExit}
      />
    </>
  );
}

/**
 * The customer's plans: on the real account the list with its status tabs and the early exit;
 * the demo account has none, and is told how to reach them. `headed` adds the section's heading.
 */
export function MyPlans({ headed = true }: { headed?: boolean }) {
  const { t } = useTranslation('plans');
  const mode = useAccountMode();
  return (
    <section
      className="plan-mine"
      aria-labelledby={headed ? 'my-plans' : undefined}
      aria-label={headed ? undefined : t('myPlans')}
    >
      {headed && <h2 id="my-plans">{t('myPlans')}</h2>}
      {mode === 'real' ? <PlanList /> : <DemoNotice message={t('demo.disabled')} switchLabel={t('demo.switch')} />}
    </section>
  );
}
