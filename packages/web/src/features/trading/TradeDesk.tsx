import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketInfo } from '@tp/contract';
import { PageLoading } from '../../ui/PageState.tsx';
import { OrderForm } from './components/OrderForm.tsx';
import { PositionsBook, type BookView } from './components/PositionsBook.tsx';
import { RiskWarning } from './components/RiskWarning.tsx';
import './trading.css';

/** The options panel comes with its own chunk, when its tab is first opened. */
const OptionsPanel = lazy(async () => ({ default: (await import('./options/OptionsPanel.tsx')).OptionsPanel }));

const TABS = ['positions', 'options'] as const;
type Tab = (typeof TABS)[number];

/** Positions: the order form with its risk warning, and the customer's positions. */
function PositionsDesk({ info }: { info: MarketInfo }) {
  const [view, setView] = useState<BookView>('open');
  return (
    <div className="desk__positions">
      <div className="desk__order">
        {/* A new instrument starts a new order: its own lots grid, leverages and prices. */}
        <OrderForm
          key={info.id}
          info={info}
          onOpened={() => {
            setView('open');
          }}
        />
        <RiskWarning />
      </div>
      <PositionsBook info={info} view={view} onView={setView} />
    </div>
  );
}

/**
 * The trade desk of one instrument on /market and /cruuency: buy long / sell short positions, or
 * up/down options, in two tabs.
 */
export function TradeDesk({ info }: { info: MarketInfo }) {
  const { t } = useTranslation('trading');
  const id = useId();
  const [tab, setTab] = useState<Tab>('positions');
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  // Arrow keys move between the tabs, as in every tab list.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -TABS.length, End: TABS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const index = Math.min(TABS.length - 1, Math.max(0, TABS.indexOf(tab) + step * rtl));
    const next = TABS[index] ?? 'positions';
    setTab(next);
    tabs.current[next]?.focus();
  };
  return (
    <section className="desk" aria-label={t('desk.label', { code: info.code })}>
      <div
        className="desk__tabs"
        role="tablist"
        aria-label={t('desk.label', { code: info.code })}
        onKeyDown={onKeyDown}
      >
        {TABS.map((option) => (
          <button
            key={option}
            ref={(element) => {
              tabs.current[option] = element;
            }}
            id={`${id}-${option}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === option}
            aria-controls={`${id}-${option}`}
            tabIndex={tab === option ? 0 : -1}
            className={tab === option ? 'is-active' : undefined}
            onClick={() => {
              setTab(option);
            }}
          >
            {t(`desk.${option}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-${tab}`} role="tabpanel" aria-labelledby={`${id}-${tab}-tab`} className="desk__panel">
        {tab === 'positions' ? (
          <PositionsDesk info={info} />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <OptionsPanel info={info} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
