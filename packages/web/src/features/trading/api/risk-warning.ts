import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract/constants';
import { get } from '../../../api/client.ts';

/** The risk warning the operators publish, in one language (`riskWarning.<lang>`). */
export async function fetchRiskWarning(language: Language): Promise<string> {
  return (await get<{ key: string; value: string }>(`/swx/customer/index/getParamByKey/riskWarning.${language}`)).result
    .value;
}

export const riskWarningQuery = (language: Language) =>
  queryOptions({
    queryKey: ['param', `riskWarning.${language}`],
    queryFn: () => fetchRiskWarning(language),
    staleTime: 30 * 60_000,
    retry: false,
  });

export const useRiskWarning = (language: Language) => useQuery(riskWarningQuery(language));
