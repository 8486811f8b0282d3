import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract/constants';
import { contentEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

/** The risk warning the operators publish, in one language (`riskWarning.<lang>`). */
export async function fetchRiskWarning(language: Language): Promise<string> {
  return (await call(contentEndpoints.getParamByKey, { params: { key: `riskWarning.${language}` } })).value;
}

export const riskWarningQuery = (language: Language) =>
  queryOptions({
    queryKey: ['param', `riskWarning.${language}`],
    queryFn: () => fetchRiskWarning(language),
    staleTime: 30 * 60_000,
    retry: false,
  });

export const useRiskWarning = (language: Language) => useQuery(riskWarningQuery(language));
