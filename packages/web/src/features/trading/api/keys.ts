import type { AccountMode } from '@tp/contract';

/** The order group of the customer API. */
export const ORDER_API = '/swx/customer/order';

/**
 * Every query of this feature sits under `['trading']`, and under the account mode where the
 * answer depends on the book: one invalidation refreshes all of it after an order.
 */
export const tradingKeys = {
  all: ['trading'] as const,
  positions: (mode: AccountMode) => ['trading', 'positions', mode] as const,
  quotes: (mode: AccountMode) => ['trading', 'quote', mode] as const,
};

/** A page of a list that can grow: `{ list, total, page, pageSize }`, pages counted from 1. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The queries an order changes: this feature's, and the account figures shown everywhere (`['wallet']`). */
export const AFTER_ORDER = [tradingKeys.all, ['wallet']] as const;
