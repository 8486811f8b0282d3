import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstruments } from '../api/list-instruments.ts';
import { rangeReversed, SIDES, STATUSES, type OrdersView } from '../filters.ts';

/** One labelled select of the filter bar; '' is its "all" option. */
function SelectFilter({
  id,
  label,
  value,
  onChange,
  className = 'ord-filter',
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {children}
      </select>
    </div>
  );
}

/** The instrument filter: every instrument, grouped by market. */
function InstrumentFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('orders');
  const markets = useInstruments();
  return (
    <SelectFilter
      id={id}
      label={t('filters.instrument')}
      className="ord-filter ord-filter--instrument"
      value={value ?? ''}
      onChange={(next) => {
        onChange(next ? Number(next) : null);
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
      {value !== null && !markets.some((m) => m.items.some((item) => item.id === value)) && (
        <option value={value}>#{value}</option>
      )}
    </SelectFilter>
  );
}

/** One end of the date range; both ends point at the range's error while it is reversed. */
function DateFilter({
  id,
  label,
  value,
  min,
  max,
  errorId,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  /** The range error's id while the range is reversed, else null. */
  errorId: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <div className="ord-filter ord-filter--date">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min ?? undefined}
        max={max ?? undefined}
        aria-invalid={errorId !== null || undefined}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => {
          onChange(event.target.value || null);
        }}
      />
    </div>
  );
}

/** The date range: each end bounded by the other. */
function DateRange({
  id,
  view,
  errorId,
  onChange,
}: {
  id: string;
  view: OrdersView;
  errorId: string | null;
  onChange: (patch: Pick<Partial<OrdersView>, 'from' | 'to'>) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      <DateFilter
        id={`${id}-from`}
        label={t('filters.from')}
        value={view.from}
        max={view.to}
        errorId={errorId}
        onChange={(from) => {
          onChange({ from });
        }}
      />
      <DateFilter
        id={`${id}-to`}
        label={t('filters.to')}
        value={view.to}
        min={view.from}
        errorId={errorId}
        onChange={(to) => {
          onChange({ to });
        }}
      />
    </>
  );
}

/** A filter of a few named values; its first option, '' (null), is all of them. */
function ChoiceFilter({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  options: readonly string[];
  optionLabel: (option: string) => string;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <SelectFilter
      id={id}
      label={label}
      value={value ?? ''}
      onChange={(next) => {
        onChange(next || null);
      }}
    >
      <option value="">{t('filters.all')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectFilter>
  );
}

/** A filter whose choices depend on the list shown; null is all of them. */
type ListFilterProps = { id: string; view: OrdersView; onChange: (value: string | null) => void };

/** The list's statuses: a position's open or closed, an option's open or settled. */
function StatusFilter({ id, view, onChange }: ListFilterProps) {
  const { t } = useTranslation('orders');
  const statusLabel = (status: string) => t(`filters.${status as 'open' | 'closed' | 'settled'}`);
  return (
    <ChoiceFilter
      id={id}
      label={t('filters.status')}
      value={view.status}
      options={STATUSES[view.tab]}
      optionLabel={statusLabel}
      onChange={onChange}
    />
  );
}

/** The list's directions: a position's side, an option's up or down. */
function SideFilter({ id, view, onChange }: ListFilterProps) {
  const { t } = useTranslation('orders');
  const sideLabel = (side: string) =>
    view.tab === 'positions' ? t(`side.${side as 'long' | 'short'}`) : t(`direction.${side as 'up' | 'down'}`);
  return (
    <ChoiceFilter
      id={id}
      label={t('filters.side')}
      value={view.side}
      options={SIDES[view.tab]}
      optionLabel={sideLabel}
      onChange={onChange}
    />
  );
}

/** Status, instrument, direction and date range of the order list; every change goes back to page 1. */
export function Filters({ view, onChange }: { view: OrdersView; onChange: (next: OrdersView) => void }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const set = (patch: Partial<OrdersView>) => {
    onChange({ ...view, ...patch, page: 1 });
  };
  const filtered = view.status !== null || view.instrumentId !== null || view.side !== null || view.from || view.to;
  const rangeErrorId = rangeReversed(view) ? `${id}-range` : null;
  return (
    <form
      className="ord-filters"
      aria-label={t('filters.title')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <StatusFilter
        id={`${id}-status`}
        view={view}
        onChange={(status) => {
          set({ status });
        }}
      />
      <InstrumentFilter
        id={`${id}-instrument`}
        value={view.instrumentId}
        onChange={(instrumentId) => {
          set({ instrumentId });
        }}
      />
      <SideFilter
        id={`${id}-side`}
        view={view}
        onChange={(side) => {
          set({ side });
        }}
      />
      <DateRange id={id} view={view} errorId={rangeErrorId} onChange={set} />
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
      {rangeErrorId && (
        <p id={rangeErrorId} className="field__error ord-filters__error" role="alert">
          {t('filters.dateOrder')}
        </p>
      )}
    </form>
  );
}
