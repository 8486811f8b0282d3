import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, OptionsProduct } from '@tp/contract';
import { useErrorMessage } from '../../../api/messages.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { useOptionsProducts } from './api/list-options-products.ts';
import { OpenOptions } from './components/OpenOptions.tsx';
import { OptionsConfirm } from './components/OptionsConfirm.tsx';
import { OptionsForm } from './components/OptionsForm.tsx';
import { useFollowedOrders } from './useFollowedOrders.ts';
import { useOptionsForm } from './useOptionsForm.ts';
import './options.css';

const NO_PRODUCTS: readonly OptionsProduct[] = [];

/**
 * The form, the orders it follows and its confirmation. The form's state lives here, above the
 * catalogue's loading and failure: a failed refresh of the catalogue keeps what was typed.
 */
function PanelBody({ info }: { info: MarketInfo }) {
  const { t } = useTranslation('orders');
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const products = useOptionsProducts();
  const followed = useFollowedOrders(info.id);
  const form = useOptionsForm(info, products.data ?? NO_PRODUCTS, followed.follow);

  if (products.isPending) return <PageLoading />;
  if (products.isError) {
    return (
      <PageError
        message={describe(products.error)}
        onRetry={() => {
          void products.refetch();
        }}
      />
    );
  }
  const { product } = form;
  if (!product) return <p className="muted">{t('options.noProducts')}</p>;
  return (
    <>
      <OptionsForm info={info} product={product} form={form} />
      {loggedIn && (
        <OpenOptions info={info} open={followed.open} settled={followed.settled} onDismiss={followed.dismiss} />
      )}
      <OptionsConfirm info={info} purchase={form.purchase} />
    </>
  );
}

function PanelFrame({ info }: { info: MarketInfo }) {
  const { t } = useTranslation('orders');
  const mode = useAccountMode();
  return (
    <>
      <header className="options-panel__head">
        <h2 id={`options-title-${info.id}`}>{t('options.title')}</h2>
        <span className={`badge badge--${mode}`}>{t(`mode.${mode}`)}</span>
      </header>
      <PanelBody key={`${info.id}:${mode}`} info={info} />
    </>
  );
}

/**
 * Up/down options on one instrument: direction, period (with its payout rate), stake within the
 * period's limits, the potential payout, a confirmation, and then the open options counting down
 * to their results. Its catalogue loads with it: the panel waits on its own, not the whole page.
 */
export function OptionsPanel({ info }: { info: MarketInfo }) {
  return (
    <section className="options-panel" aria-labelledby={`options-title-${info.id}`}>
      <Suspense fallback={<PageLoading />}>
        <PanelFrame info={info} />
      </Suspense>
    </section>
  );
}
