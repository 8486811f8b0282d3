import type { AccountMode, PositionPage } from '@tp/contract';

/**
 * Every query of this feature sits under `['trading']`, and under the account mode where the
 * answer depends on the book: one invalidation refreshes all of it after an order.
 */
export const tradingKeys = {
  all: ['trading'] as const,
  positions: (mode: AccountMode) => ['trading', 'positions', mode] as const,
  quotes: (mode: AccountMode) => ['trading', 'quote', mode] as const,
};

/** A page of a list that can grow, as the contract pages every list: `{ list, total, page, pageSize }`. */
export type Paged<T> = Omit<PositionPage, 'list'> & { list: T[] };

/** The queries an order changes: this feature's, and the account figures shown everywhere (`['wallet']`). */
export const AFTER_ORDER = [tradingKeys.all, ['wallet']] as const;
