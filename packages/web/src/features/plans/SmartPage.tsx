import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlanStatus, SmartPlan, SmartProduct } from '@tp/contract';
import { PLAN_STATUSES } from '@tp/contract/constants';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { Money } from '@tp/contract/money';
import { newIdempotencyKey } from '../../lib/format.ts';
import { useAccountMode, useSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Choices } from '../../ui/Choices.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useSwitchAccountMode } from '../../ui/ModeSwitch.tsx';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { showToast } from '../../ui/toast.tsx';
import { useAccountCash } from './api/account-cash.ts';
import { useExitSmart } from './api/exit-smart.ts';
import { useSmartPlans } from './api/list-smart-plans.ts';
import { useSmartProducts } from './api/list-smart-products.ts';
import { ExitConfirm } from './components/ExitConfirm.tsx';
import { PlanCard } from './components/PlanCard.tsx';
import { ProductCard } from './components/ProductCard.tsx';
import { SubscribeDialog } from './components/SubscribeDialog.tsx';
import './plans.css';

/** The specification's demo message and the way to the real account. */
function DemoNotice() {
  const { t } = useTranslation('plans');
  const switchMode = useSwitchAccountMode();
  return (
    <div className="plan-demo" role="note">
      <Icon name="shield" size={24} />
      <p>{t('demo.disabled')}</p>
      <Button
        onClick={() => {
          switchMode('real');
        }}
      >
        {t('demo.switch')}
      </Button>
    </div>
  );
}

const FILTERS = ['all', ...PLAN_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

/** The customer's plans, filtered by status, with the early exit behind its confirmation. */
function MyPlans() {
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
    <section className="plan-mine" aria-labelledby="my-plans">
      <h2 id="my-plans">{t('myPlans')}</h2>
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
    </section>
  );
}

/**
 * /trading: the smart trading products (visitors see them too), subscribing on the real account,
 * and the customer's plans. The demo account is told it cannot use them, with the switch.
 */
export default function SmartPage() {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  const products = useSmartProducts(language);
  const figures = useAccountCash();
  const [chosen, setChosen] = useState<SmartProduct | null>(null);
  const available = figures.data ? Money.of(figures.data.balance).minus(figures.data.held).toString() : null;
  const real = loggedIn && mode === 'real';

  const actionOf = (product: SmartProduct) => {
    if (!loggedIn) {
      return (
        <Link className="btn btn--primary" to={paths.login}>
          {t('loginToSubscribe')}
        </Link>
      );
    }
    return (
      <Button disabled={product.status !== 'open' || !real} onClick={() => setChosen(product)}>
        {t('subscribe')}
      </Button>
    );
  };

  return (
    <section className="page plans">
      <header className="plans__head">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {loggedIn && mode === 'demo' && <DemoNotice />}
      {products.isPending ? (
        <PageLoading />
      ) : products.isError ? (
        <PageError message={describe(products.error)} onRetry={() => void products.refetch()} />
      ) : (
        <div className="plan-products">
          {products.data.map((product) => (
            <ProductCard key={product.id} product={product} action={actionOf(product)} />
          ))}
        </div>
      )}
      {real && <MyPlans />}
      {chosen && <SubscribeDialog product={chosen} available={available} onClose={() => setChosen(null)} />}
    </section>
  );
}
