import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SmartProduct } from '@tp/contract';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { Money } from '@tp/contract/money';
import { useAccountMode, useSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useAccountCash } from './api/account-cash.ts';
import { useSmartProducts } from './api/list-smart-products.ts';
import { MyPlans } from './components/MyPlans.tsx';
import { DemoNotice } from '../../ui/DemoNotice.tsx';
import { ProductCard } from './components/ProductCard.tsx';
import { SubscribeDialog } from './components/SubscribeDialog.tsx';
import './plans.css';

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
      {loggedIn && mode === 'demo' && <DemoNotice message={t('demo.disabled')} switchLabel={t('demo.switch')} />}
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
