import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentType } from '@tp/contract';
import { contentEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export const fetchContents = (language: string, type?: ContentType) =>
  call(contentEndpoints.listContents, { params: { lang: language }, query: { type } });

export const contentListQuery = (language: string, type?: ContentType) =>
  queryOptions({
    queryKey: ['contents', language, type ?? 'footer'],
    queryFn: () => fetchContents(language, type),
    staleTime: 5 * 60_000,
  });

export const useContentList = (language: string, type?: ContentType) => useQuery(contentListQuery(language, type));
