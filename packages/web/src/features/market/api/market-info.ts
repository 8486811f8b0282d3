import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract';
import { marketEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';

/** The instrument's terms, with its trading hours worded in `language`. */
export const fetchMarketInfo = (id: number, language: Language) =>
  call(marketEndpoints.getMarketInfo, { params: { id }, query: { lang: language } });

/** Refreshed every half minute: the day's range and whether the market is open change while a page is open. */
export const marketInfoQuery = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['market-info', id, language],
    queryFn: () => fetchMarketInfo(id, language),
    refetchInterval: 30_000,
  });

export const useMarketInfo = (id: number | null) => {
  const language = useLanguage();
  return useQuery({ ...marketInfoQuery(id ?? 0, language), enabled: id !== null });
};
