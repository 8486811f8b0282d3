import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { useAccountMode, useSession } from '../../lib/session.ts';
import { ModeSwitch } from '../../ui/ModeSwitch.tsx';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useAccountFigures } from './api/account.ts';
import { DemoNotice } from '../../ui/DemoNotice.tsx';
import { Overview } from './components/Overview.tsx';
import { RECORD_TABS, Records, type RecordsTab } from './components/Records.tsx';
import { TokenBalances } from './components/TokenBalances.tsx';
import './wallet.css';

/** The forms load when opened: the QR code library comes with the deposit form only, the address checks with the withdrawal form. */
const DepositPanel = lazy(() => import('./components/DepositPanel.tsx'));
const WithdrawPanel = lazy(() => import('./components/WithdrawPanel.tsx'));

const VIEWS = ['deposit', 'withdraw', 'records'] as const;
type View = (typeof VIEWS)[number];

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  (options as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** `/profile/balance?view=…&tab=…`: a view of the balance page, e.g. the withdrawals just submitted. */
const balancePath = (view: View, tab?: RecordsTab) =>
  `${paths.balance}?${new URLSearchParams(tab ? { view, tab } : { view }).toString()}`;

/**
 * /profile/balance: the account's figures, and deposit, withdraw and the records. The demo
 * account is not offered deposit or withdraw at all: it is told so, with the switch to the real one.
 */
export default function BalancePage() {
  const { t } = useTranslation('wallet');
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  const [params, setParams] = useSearchParams();
  const figures = useAccountFigures({ live: true });
  if (!loggedIn) return <Navigate to={paths.login} replace />;

  const view = oneOf(VIEWS, params.get('view'), 'records');
  const tab = oneOf(RECORD_TABS, params.get('tab'), 'deposits');
  const showRecords = (next: RecordsTab) => {
    setParams({ view: 'records', tab: next });
  };
  const action = (target: View) => (
    <Link
      to={balancePath(target)}
      className={`btn ${view === target ? 'btn--primary is-active' : 'btn--secondary'}`}
      aria-current={view === target ? 'page' : undefined}
    >
      {t(`actions.${target}`)}
    </Link>
  );

  return (
    <section className="page wallet">
      <header className="wallet__head">
        <h1>{t('title')}</h1>
        <ModeSwitch size="small" />
      </header>
      {/* Refreshed every 2 s: a refresh that fails keeps the last figures shown; the next one tries again. */}
      {figures.isError && !figures.data ? (
        <PageError
          message={describe(figures.error)}
          onRetry={() => {
            void figures.refetch();
          }}
        />
      ) : (
        <Overview figures={figures.data ?? null} />
      )}
      {mode === 'real' && <TokenBalances />}
      <nav className="wallet-actions" aria-label={t('title')}>
        {mode === 'real' && action('deposit')}
        {mode === 'real' && action('withdraw')}
        {action('records')}
      </nav>
      {mode === 'demo' && <DemoNotice message={t('demo.disabled')} switchLabel={t('demo.switch')} />}
      <Suspense fallback={<PageLoading />}>
        {mode === 'real' && view === 'deposit' && (
          <DepositPanel
            onSubmitted={() => {
              showRecords('deposits');
            }}
          />
        )}
        {mode === 'real' && view === 'withdraw' && (
          <WithdrawPanel
            available={figures.data?.freeMargin ?? null}
            onSubmitted={() => {
              showRecords('withdrawals');
            }}
          />
        )}
        {(view === 'records' || mode === 'demo') && <Records key={tab} initialTab={tab} />}
      </Suspense>
    </section>
  );
}
