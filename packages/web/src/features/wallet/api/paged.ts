/** A page of a list that can grow: `{ list, total, page, pageSize }`, pages counted from 1. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Rows per page of the wallet's lists. */
export const WALLET_PAGE_SIZE = 20;

/** The page after `last`, or none when every row is loaded. */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  return last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}
