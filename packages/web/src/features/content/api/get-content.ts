import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract';
import { contentEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

/** The item the id names, in `language` (the server answers in English where it is not written in it). */
export const fetchContent = (id: number, language: Language) =>
  call(contentEndpoints.getContentsById, { params: { id }, query: { lang: language } });

export const contentQuery = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['content', id, language],
    queryFn: () => fetchContent(id, language),
    staleTime: 5 * 60_000,
  });

export const useContent = (id: number | null, language: Language) =>
  useQuery({ ...contentQuery(id ?? 0, language), enabled: id !== null && id > 0 });
