import { ErrorCode, PAGE_SIZE_MAX } from '@tp/contract';
import { AppError } from './errors.ts';

/** Page size when the caller names none. */
export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `page` (from 1) and `pageSize` (at most 100) of a list query; a larger page size is refused with 10088. */
export function pageRequest(query: { page?: string | undefined; pageSize?: string | undefined }): PageRequest {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(query.pageSize);
  if (!Number.isSafeInteger(page) || page < 1) throw new AppError(ErrorCode.badParameters, 'Pages count from 1.');
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX) {
    throw new AppError(ErrorCode.badParameters, `A page holds 1 to ${PAGE_SIZE_MAX} items.`);
  }
  return { page, pageSize };
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

/** A page of a list: its rows and the total, queried together, the rows shaped by `map`. */
export async function listPage<R, T>(
  request: PageRequest,
  rows: Promise<R[]>,
  total: Promise<number>,
  map: (row: R) => T,
): Promise<Page<T>> {
  const [list, count] = await Promise.all([rows, total]);
  return { list: list.map(map), total: count, page: request.page, pageSize: request.pageSize };
}
