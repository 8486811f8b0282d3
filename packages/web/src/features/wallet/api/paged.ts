import type { RechargePage } from '@tp/contract';

/** A page of a list that can grow, as the contract pages every list: `{ list, total, page, pageSize }`, from 1. */
export type Paged<T> = Omit<RechargePage, 'list'> & { list: T[] };

/** Rows per page of the wallet's lists. */
export const WALLET_PAGE_SIZE = 20;

/** The page after `last`, or none when every row is loaded. */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  return last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}
