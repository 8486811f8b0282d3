import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketInfo } from '@tp/contract';
import { Choices } from '../../ui/Choices.tsx';
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
  return (
    <section className="desk" aria-label={t('desk.label', { code: info.code })}>
      <Choices
        role="tablist"
        className="desk__tabs"
        label={t('desk.label', { code: info.code })}
        options={TABS}
        value={tab}
        onChange={setTab}
        tabsId={id}
      >
        {(option) => t(`desk.${option}`)}
      </Choices>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className="desk__panel">
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
