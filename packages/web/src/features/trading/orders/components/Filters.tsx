import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstruments } from '../api/list-instruments.ts';
import { rangeReversed, SIDES, STATUSES, type OrdersView } from '../filters.ts';

/** Status, instrument, direction and date range of the order list; every change goes back to page 1. */
export function Filters({ view, onChange }: { view: OrdersView; onChange: (next: OrdersView) => void }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const markets = useInstruments();
  const set = (patch: Partial<OrdersView>) => {
    onChange({ ...view, ...patch, page: 1 });
  };
  const sideLabel = (side: string) =>
    view.tab === 'positions' ? t(`side.${side as 'long' | 'short'}`) : t(`direction.${side as 'up' | 'down'}`);
  const filtered = view.status !== null || view.instrumentId !== null || view.side !== null || view.from || view.to;
  const reversed = rangeReversed(view);
  return (
    <form
      className="ord-filters"
      aria-label={t('filters.title')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <div className="ord-filter">
        <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
        <select
          id={`${id}-status`}
          value={view.status ?? ''}
          onChange={(event) => {
            set({ status: event.target.value || null });
          }}
        >
          <option value="">{t('filters.all')}</option>
          {STATUSES[view.tab].map((status) => (
            <option key={status} value={status}>
              {t(`filters.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="ord-filter ord-filter--instrument">
        <label htmlFor={`${id}-instrument`}>{t('filters.instrument')}</label>
        <select
          id={`${id}-instrument`}
          value={view.instrumentId ?? ''}
          onChange={(event) => {
            set({ instrumentId: event.target.value ? Number(event.target.value) : null });
          }}
        >
          <option value="">{t('filters.allInstruments')}</option>
          {markets
            .filter((market) => market.items.length > 0)
            .map((market) => (
              <optgroup key={market.type} label={t(`types.${market.name}`)}>
                {market.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.code} · {item.appName}
                  </option>
                ))}
              </optgroup>
            ))}
          {/* Chosen from an address before the list arrives, or no longer listed: still shown as chosen. */}
          {view.instrumentId !== null &&
            !markets.some((m) => m.items.some((item) => item.id === view.instrumentId)) && (
              <option value={view.instrumentId}>#{view.instrumentId}</option>
            )}
        </select>
      </div>
      <div className="ord-filter">
        <label htmlFor={`${id}-side`}>{t('filters.side')}</label>
        <select
          id={`${id}-side`}
          value={view.side ?? ''}
          onChange={(event) => {
            set({ side: event.target.value || null });
          }}
        >
          <option value="">{t('filters.all')}</option>
          {SIDES[view.tab].map((side) => (
            <option key={side} value={side}>
              {sideLabel(side)}
            </option>
          ))}
        </select>
      </div>
      <div className="ord-filter ord-filter--date">
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={view.from ?? ''}
          max={view.to ?? undefined}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-range` : undefined}
          onChange={(event) => {
            set({ from: event.target.value || null });
          }}
        />
      </div>
      <div className="ord-filter ord-filter--date">
        <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={view.to ?? ''}
          min={view.from ?? undefined}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-range` : undefined}
          onChange={(event) => {
            set({ to: event.target.value || null });
          }}
        />
      </div>
      {filtered && (
        <button
          type="button"
          className="btn btn--ghost btn--small ord-filters__reset"
          onClick={() => {
            onChange({ tab: view.tab, status: null, instrumentId: null, side: null, from: null, to: null, page: 1 });
          }}
        >
          {t('filters.reset')}
        </button>
      )}
      {reversed && (
        <p id={`${id}-range`} className="field__error ord-filters__error" role="alert">
          {t('filters.dateOrder')}
        </p>
      )}
    </form>
  );
}
