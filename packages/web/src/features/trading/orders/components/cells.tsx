import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNegative, isPositive } from '../../../../lib/decimal.ts';
import { formatTime } from '../../../../lib/format.ts';
import type orders from '../../../../i18n/locales/en/orders.json';
import { cents, price, usdt } from '../format.ts';

/** A column of an order table, named by its title's key under `columns.` of the orders catalogue. */
export type OrderColumn = keyof (typeof orders)['columns'];

/** An order table: its hidden caption, the head row of `columns`, then the rows; on a phone each row is a card. */
export function OrderTable({
  className,
  caption,
  columns,
  children,
}: {
  className: string;
  caption: string;
  columns: readonly OrderColumn[];
  children: ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <table className={`ord-table ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <TableHead headers={columns.map((column) => t(`columns.${column}`))} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** The head row of an order table: the column titles, and a hidden title for the actions column. */
function TableHead({ headers }: { headers: readonly string[] }) {
  const { t } = useTranslation('orders');
  return (
    <thead>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
        <th scope="col">
          <span className="sr-only">{t('columns.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}

/** The last cell of a row: the button that opens the row's detail dialog. */
export function DetailsCell({ id, onClick }: { id: number; onClick: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <td className="ord-actions">
      <button type="button" className="btn btn--ghost btn--small" aria-label={t('detailsOf', { id })} onClick={onClick}>
        {t('details')}
      </button>
    </td>
  );
}

/** A table cell that, on a phone, becomes a labelled line of a card (the label comes from `data-label`). */
export function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td data-label={label} className={className || undefined}>
      {children}
    </td>
  );
}

// The order list's formats live beside it as plain functions; the tables take them from here.
export { cents, price, usdt };

/**
 * A profit or loss, coloured by the rise/fall convention (red rises unless the customer flipped
 * it); `exact` shows every decimal the server sent, else it is rounded to the cent.
 */
export function Profit({ amount, label, exact = false }: { amount: string | null; label?: string; exact?: boolean }) {
  if (amount === null) return <span className="muted">—</span>;
  const trend = isPositive(amount) ? 'up' : isNegative(amount) ? 'down' : 'flat';
  return (
    <span className={`ord-amount ord-amount--${trend}`}>
      {label && <small className="muted">{label} </small>}
      <span className="num">{exact ? usdt(amount, true) : cents(amount, true)}</span>
    </span>
  );
}

/** A price over the moment it applies to. */
export function PriceAt({
  value,
  time,
  seconds = false,
}: {
  value: string | null;
  time: number | null;
  seconds?: boolean;
}) {
  const { i18n } = useTranslation();
  if (value === null) return <span className="muted">—</span>;
  return (
    <span className="ord-price">
      <span className="num">{price(value)}</span>
      {time !== null && <time dateTime={new Date(time).toISOString()}>{formatTime(time, i18n.language, seconds)}</time>}
    </span>
  );
}

/** The first two cells of an order's row: its number, then its instrument. */
export function LeadCells({ id, code, name }: { id: number; code: string; name: string }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <Cell label={t('columns.number')} className="ord-number">
        <span className="num">#{id}</span>
      </Cell>
      <Cell label={t('columns.instrument')} className="ord-title">
        <Instrument code={code} name={name} />
      </Cell>
    </>
  );
}

/** An instrument's code over its name. */
export function Instrument({ code, name }: { code: string; name: string }) {
  return (
    <span className="ord-instrument">
      <strong dir="ltr">{code}</strong>
      <small className="muted">{name}</small>
    </span>
  );
}

/** One line of a detail dialog. */
export function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
