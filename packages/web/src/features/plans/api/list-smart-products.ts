import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract';
import { planEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { PLANS_KEY } from './keys.ts';

/** The products in the reader's language; quotas move as others subscribe, so they are not kept long. */
export const smartProductsQuery = (language: Language) =>
  queryOptions({
    queryKey: [PLANS_KEY, 'products', language],
    queryFn: () => call(planEndpoints.listSmartProducts, { query: { lang: language } }),
    staleTime: 30_000,
  });

export const useSmartProducts = (language: Language) => useQuery(smartProductsQuery(language));
