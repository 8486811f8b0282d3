import { OPTION_DIRECTIONS, POSITION_SIDES } from '@tp/contract/constants';
import type { OptionsFilter } from '../options/api/list-options-orders.ts';
import type { PositionsFilter } from '../api/list-positions.ts';

/** Rows per page of the order list. */
export const ORDERS_PAGE_SIZE = 20;

export const ORDER_TABS = ['positions', 'options'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The statuses each list is filtered by: a position closes, an option settles. */
export const STATUSES = { positions: ['open', 'closed'], options: ['open', 'settled'] } as const;
/** The directions of each list: a position's side, an option's direction. */
export const SIDES = { positions: POSITION_SIDES, options: OPTION_DIRECTIONS } as const;

/**
 * What the order list shows, as it is in the address: `?tab=options&status=settled&instrument=3
 * &side=up&from=2025-01-01&to=2025-01-31&page=2`. Dates are the reader's calendar days.
 */
export interface OrdersView {
  tab: OrderTab;
  status: string | null;
  instrumentId: number | null;
  side: string | null;
  from: string | null;
  to: string | null;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (options: readonly string[], value: string | null) =>
  value !== null && options.includes(value) ? value : null;
const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

export function readView(params: URLSearchParams): OrdersView {
  const tab = params.get('tab') === 'options' ? 'options' : 'positions';
  const date = (key: string) => {
    const value = params.get(key);
    return value && DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? value : null;
  };
  return {
    tab,
    status: oneOf(STATUSES[tab], params.get('status')),
    instrumentId: positiveInt(params.get('instrument')),
    side: oneOf(SIDES[tab], params.get('side')),
    from: date('from'),
    to: date('to'),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeView(view: OrdersView): URLSearchParams {
  const params = new URLSearchParams({ tab: view.tab });
  if (view.status) params.set('status', view.status);
  if (view.instrumentId !== null) params.set('instrument', String(view.instrumentId));
  if (view.side) params.set('side', view.side);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The first moment of a calendar day in the reader's time zone. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00`).getTime();
/** The first moment of the next day: `to` includes the whole of its day. */
function startOfNextDay(date: string): number {
  const day = new Date(`${date}T00:00:00`);
  day.setDate(day.getDate() + 1);
  return day.getTime();
}

/** Whether the range runs backwards (then nothing is asked for until it is fixed). */
export const rangeReversed = (view: OrdersView) => view.from !== null && view.to !== null && view.from > view.to;

/** A value `readView` checked against `options`, in the type of that list. */
const checked = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

function common(view: OrdersView) {
  return {
    instrumentId: view.instrumentId ?? undefined,
    from: view.from ? startOfDay(view.from) : undefined,
    to: view.to ? startOfNextDay(view.to) : undefined,
    page: view.page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}

export function positionsFilter(view: OrdersView): PositionsFilter {
  return {
    ...common(view),
    status: checked(STATUSES.positions, view.status),
    side: checked(SIDES.positions, view.side),
  };
}

export function optionsFilter(view: OrdersView): OptionsFilter {
  return {
    ...common(view),
    status: checked(STATUSES.options, view.status),
    direction: checked(SIDES.options, view.side),
  };
}
