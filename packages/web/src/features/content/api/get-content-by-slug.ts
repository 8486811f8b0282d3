import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export const fetchContentBySlug = (language: string, slug: string) =>
  call(contentEndpoints.getContentsBySlug, { params: { lang: language, slug } });

export const contentBySlugQuery = (language: string, slug: string) =>
  queryOptions({
    queryKey: ['content-slug', language, slug],
    queryFn: () => fetchContentBySlug(language, slug),
    staleTime: 5 * 60_000,
  });

export const useContentBySlug = (language: string, slug: string) => useQuery(contentBySlugQuery(language, slug));
