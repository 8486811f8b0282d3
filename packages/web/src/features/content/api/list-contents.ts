import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem, ContentType } from '@tp/contract';
import { get } from '../../../api/client.ts';

export async function fetchContents(language: string, type?: ContentType): Promise<ContentItem[]> {
  const query = type ? { type } : undefined;
  return (await get<ContentItem[]>(`/swx/customer/index/listContents/${language}`, { query })).result;
}

export const contentListQuery = (language: string, type?: ContentType) =>
  queryOptions({
    queryKey: ['contents', language, type ?? 'footer'],
    queryFn: () => fetchContents(language, type),
    staleTime: 5 * 60_000,
  });

export const useContentList = (language: string, type?: ContentType) => useQuery(contentListQuery(language, type));
