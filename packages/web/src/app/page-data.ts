import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PAGE_DATA_ID } from './first-paint-ids.ts';

/** A call a page makes as it first renders, public (no session), whose answer is the page's content. */
export interface PageDataRequest {
  key: QueryKey;
  url: string;
}

/** The answer of one such call, as the server sends it inside the page. */
export interface PageData {
  key: QueryKey;
  /** The envelope's result. */
  data: unknown;
  /** When the server had it (ms since the epoch): the app asks again as it would for its own answer. */
  updatedAt: number;
}

/** Starts the client's cache from the answers the page came with. */
export function seedPageData(queryClient: QueryClient, entries: readonly PageData[]): void {
  for (const { key, data, updatedAt } of entries) queryClient.setQueryData(key, data, { updatedAt });
}

const isPageData = (value: unknown): value is PageData =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as PageData).key) &&
  typeof (value as PageData).updatedAt === 'number' &&
  'data' in value;

/** The answers the server put in this page, if any (a page read from the cache may have none). */
export function readPageData(document: Document): PageData[] {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const entries: unknown = JSON.parse(text);
    return Array.isArray(entries) ? entries.filter(isPageData) : [];
  } catch {
    return [];
  }
}
