import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@tp/contract';
import { get } from '../../../api/client.ts';

export async function fetchContentBySlug(language: string, slug: string): Promise<ContentDetail> {
  return (await get<ContentDetail>(`/swx/customer/index/getContentsBySlug/${language}/${slug}`)).result;
}

export const contentBySlugQuery = (language: string, slug: string) =>
  queryOptions({
    queryKey: ['content-slug', language, slug],
    queryFn: () => fetchContentBySlug(language, slug),
    staleTime: 5 * 60_000,
  });

export const useContentBySlug = (language: string, slug: string) => useQuery(contentBySlugQuery(language, slug));
